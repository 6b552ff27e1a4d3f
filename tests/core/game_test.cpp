#include "core/game.h"

#include <gtest/gtest.h>

namespace c6::core {

static Point pt(const char* s) {
  return *tryParsePoint(s);
}

TEST(GameTest, BlackPlacesOneThenTwoEach) {
  Game g;
  EXPECT_EQ(g.stonesRequired(), 1);
  EXPECT_EQ(g.play(Turn::two(Color::Black, pt("j10"), pt("k10"))), Illegal::WrongStoneCount);
  EXPECT_FALSE(g.play(Turn::one(Color::Black, pt("j10"))));
  EXPECT_EQ(g.toMove(), Color::White);
  EXPECT_EQ(g.play(Turn::one(Color::White, pt("k10"))), Illegal::WrongStoneCount);
  EXPECT_EQ(g.play(Turn::two(Color::Black, pt("k10"), pt("k11"))), Illegal::WrongColour);
  EXPECT_EQ(g.play(Turn::two(Color::White, pt("j10"), pt("k11"))), Illegal::Occupied);
  EXPECT_EQ(g.play(Turn::two(Color::White, pt("k11"), pt("k11"))), Illegal::Occupied);
  EXPECT_FALSE(g.play(Turn::two(Color::White, pt("k10"), pt("k11"))));
  EXPECT_EQ(g.board().stoneCount(), 3);
}

TEST(GameTest, SixByFirstStoneOfATurnEndsTheGameWithOneStone) {
  Game g;
  g.play(Turn::one(Color::Black, pt("a1")));
  g.play(Turn::two(Color::White, pt("a19"), pt("b19")));
  g.play(Turn::two(Color::Black, pt("b1"), pt("c1")));
  g.play(Turn::two(Color::White, pt("c19"), pt("d19")));
  g.play(Turn::two(Color::Black, pt("d1"), pt("e1")));
  g.play(Turn::two(Color::White, pt("e19"), pt("s5")));
  EXPECT_EQ(g.play(Turn::one(Color::Black, pt("g1"))), Illegal::WrongStoneCount);
  EXPECT_FALSE(g.play(Turn::one(Color::Black, pt("f1"))));
  EXPECT_EQ(g.result(), Result::win(Color::Black, EndReason::Six));
  EXPECT_EQ(g.play(Turn::two(Color::White, pt("f19"), pt("s6"))), Illegal::MoveAfterEnd);
}

TEST(GameTest, TwoPassesInARowDraw) {
  Game g;
  g.play(Turn::one(Color::Black, pt("j10")));
  g.play(Turn::pass(Color::White));
  EXPECT_FALSE(g.over());
  g.play(Turn::pass(Color::Black));
  EXPECT_EQ(g.result().outcome, Outcome::Draw);
  EXPECT_EQ(g.result().reason, EndReason::DoublePass);
}

}  // namespace c6::core
