// A third stone of one side: too-many while the turn is still in progress, out-of-turn once the
// turn is confirmed (pressed, or settled as complete), whatever the clock mode (issue 16).
#include <gtest/gtest.h>

#include "referee_scene.h"

namespace c6::core::testing {
namespace {

constexpr double kFrame = 0.1;  // settled observations arrive ten times a second

// Black j10; White k10 k11; Black h10 g10; White's first stone a1 confirmed: White has one stone to
// go.
Scene whiteHalfwayThroughTurn4(RefereeOptions options) {
  Scene s(options);
  s.turn(Color::Black, {"j10"});
  s.turn(Color::White, {"k10", "k11"});
  s.turn(Color::Black, {"h10", "g10"});
  s.white("a1");
  s.look(2, {}, kFrame);
  return s;
}

// White's second stone a2, then a third a3 `gap` seconds later; the camera keeps looking for 2 s.
Lines thirdStoneAfter(double gap, RefereeOptions options = {}) {
  Scene s = whiteHalfwayThroughTurn4(options);
  s.white("a2");
  Lines out = s.look(1, {}, kFrame);
  int framesBefore = static_cast<int>(gap / kFrame + 0.5) - 1;
  for (const auto& e : s.look(framesBefore, {}, kFrame)) out.push_back(e);
  s.white("a3");
  for (const auto& e : s.look(20, {}, kFrame)) out.push_back(e);
  return out;
}

TEST(RefereeThirdStoneTest, ThirdStoneOneFrameAfterTheSecondIsTooMany) {
  // The second stone is confirmed in the frame that first shows the third: the turn never
  // completed.
  EXPECT_EQ(thirdStoneAfter(0.1), (Lines{"flag too-many a2 a3"}));
}

TEST(RefereeThirdStoneTest, ThirdStoneOneSecondAfterTheSecondIsOutOfTurn) {
  EXPECT_EQ(thirdStoneAfter(1.0), (Lines{"turn 4 W a1 a2", "flag out-of-turn a3"}));
}

TEST(RefereeThirdStoneTest, ThirdStoneThreeSecondsAfterTheSecondIsOutOfTurn) {
  EXPECT_EQ(thirdStoneAfter(3.0), (Lines{"turn 4 W a1 a2", "flag out-of-turn a3"}));
}

TEST(RefereeThirdStoneTest, ManualClockWithoutAPressTypesTheSameWay) {
  RefereeOptions manual;
  manual.manualClock = true;
  EXPECT_EQ(thirdStoneAfter(0.1, manual), (Lines{"flag too-many a2 a3"}));
  EXPECT_EQ(thirdStoneAfter(1.0, manual), (Lines{"turn 4 W a1 a2", "flag out-of-turn a3"}));
  EXPECT_EQ(thirdStoneAfter(3.0, manual), (Lines{"turn 4 W a1 a2", "flag out-of-turn a3"}));
}

TEST(RefereeThirdStoneTest, TheOutOfTurnStoneSaysWhoseAndClearsWhenRemoved) {
  Scene s = whiteHalfwayThroughTurn4({});
  s.white("a2");
  EXPECT_EQ(s.look(2, {}, kFrame), (Lines{"turn 4 W a1 a2"}));
  s.white("a3");
  EXPECT_EQ(s.look(2, {}, kFrame), (Lines{"flag out-of-turn a3"}));
  EXPECT_EQ(s.events().back().flag.color, Color::White);
  EXPECT_EQ(s.events().back().flag.restore, "remove the white stone from a3");
  EXPECT_EQ(s.referee().toMove(), Color::Black);
  s.take("a3");
  EXPECT_EQ(s.look(2, {}, kFrame), (Lines{"restored"}));
  EXPECT_EQ(s.turn(Color::Black, {"b1", "b2"}), (Lines{"turn 5 B b1 b2"}));
}

}  // namespace
}  // namespace c6::core::testing
