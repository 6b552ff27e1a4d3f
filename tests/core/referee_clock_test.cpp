#include <gtest/gtest.h>

#include "referee_scene.h"

namespace c6::core::testing {

static RefereeOptions manual() {
  RefereeOptions o;
  o.manualClock = true;
  o.unpressedAfter = secondsToMicros(10);
  return o;
}

TEST(RefereeClockTest, PressAfterTheTurnIsFine) {
  Scene s(manual());
  s.turn(Color::Black, {"j10"});
  EXPECT_EQ(s.press(), Lines{});
  s.turn(Color::White, {"k10", "k11"});
  EXPECT_EQ(s.press(), Lines{});
  EXPECT_EQ(s.look(30), Lines{});  // pressed: no unpressed flag however long
  EXPECT_TRUE(s.referee().record().events.empty());
}

TEST(RefereeClockTest, PressWithTheTurnIncomplete) {
  Scene s(manual());
  s.turn(Color::Black, {"j10"});
  s.press();
  s.turn(Color::White, {"k10"});
  Lines got = s.press();
  EXPECT_EQ(got, Lines{"flag incomplete-press k10"});
  EXPECT_EQ(s.events().back().flag.restore,
            "white must place 1 more stone to complete the turn (the clock was pressed too early)");
  EXPECT_FALSE(s.referee().halted());  // a clock flag: recording goes on
  EXPECT_EQ(s.turn(Color::White, {"k11"}), (Lines{"turn 2 W k10 k11", "restored"}));
  // The early press counted for the turn: no unpressed flag follows.
  EXPECT_EQ(s.look(30), Lines{});
}

TEST(RefereeClockTest, PressBeforeTheCompletingStoneIsConfirmedIsNotAFlag) {
  Scene s(manual());
  s.turn(Color::Black, {"j10"});
  s.press();
  s.turn(Color::White, {"k10"});
  s.white("k11");
  EXPECT_EQ(s.look(1), Lines{});  // seen once: not confirmed yet
  EXPECT_EQ(s.press(), Lines{});  // pressed at once
  EXPECT_EQ(s.look(1), Lines{"turn 2 W k10 k11"});
  EXPECT_EQ(s.look(30), Lines{});
}

TEST(RefereeClockTest, PressDuringAStoneThatTurnsOutToBeNoiseIsFlagged) {
  Scene s(manual());
  s.turn(Color::Black, {"j10"});
  s.press();
  s.turn(Color::White, {"k10"});
  EXPECT_EQ(s.blip("k11", Seen::White), Lines{});
  EXPECT_EQ(s.press(), Lines{});
  // The interrupted reading still counts as coming for one observation.
  EXPECT_EQ(s.look(2), Lines{"flag incomplete-press k10"});
}

TEST(RefereeClockTest, DoublePressIsIncomplete) {
  Scene s(manual());
  s.turn(Color::Black, {"j10"});
  s.press();
  EXPECT_EQ(s.press(), Lines{"flag incomplete-press"});
}

TEST(RefereeClockTest, ManualClockTurnCompleteForLongWithoutPress) {
  Scene s(manual());
  s.turn(Color::Black, {"j10"});
  EXPECT_EQ(s.look(18), Lines{});  // 9 s more
  EXPECT_EQ(s.look(2), Lines{"flag unpressed j10"});
  EXPECT_EQ(s.events().back().flag.restore, "black completed turn 1: press the clock");
  EXPECT_EQ(s.look(10), Lines{});  // raised once
  EXPECT_EQ(s.press(), Lines{"restored"});
}

TEST(RefereeClockTest, AutoClockNeverFlagsUnpressed) {
  Scene s;
  s.turn(Color::Black, {"j10"});
  EXPECT_EQ(s.look(100), Lines{});
}

}  // namespace c6::core::testing
