#include <gtest/gtest.h>

#include "referee_scene.h"

namespace c6::core::testing {

static RefereeOptions go() {
  RefereeOptions o;
  o.goMode = true;
  return o;
}

TEST(RefereeGoTest, OneStonePerMoveAlternating) {
  Scene s(go());
  EXPECT_EQ(s.turn(Color::Black, {"d4"}), Lines{"turn 1 B d4"});
  EXPECT_EQ(s.turn(Color::White, {"q16"}), Lines{"turn 2 W q16"});
  EXPECT_EQ(s.turn(Color::Black, {"d16"}), Lines{"turn 3 B d16"});
  s.white("q4").black("c3");  // two moves hidden by a hand: ordered by colour
  EXPECT_EQ(s.look(), (Lines{"turn 4 W q4 (reconstructed)", "turn 5 B c3 (reconstructed)"}));
  s.white("a1").white("a2");
  EXPECT_EQ(s.look(), Lines{"flag too-many a1 a2"});
}

TEST(RefereeGoTest, CapturesWithTheNewStoneAreAccepted) {
  Scene s(go());
  s.turn(Color::Black, {"b1"});
  s.turn(Color::White, {"a1"});
  s.turn(Color::Black, {"s19"});
  s.turn(Color::White, {"s1"});
  s.black("a2").take("a1");  // captures a1
  EXPECT_EQ(s.look(), Lines{"turn 5 B a2"});
  EXPECT_EQ(s.referee().expected().at(pt("a1")), Color::Empty);
  EXPECT_EQ(s.referee().record().turns.size(), 5u);
  // A stone gone without a new stone of the other colour is still "removed".
  s.take("s1");
  EXPECT_EQ(s.look(), Lines{"flag removed s1"});
}

}  // namespace c6::core::testing
