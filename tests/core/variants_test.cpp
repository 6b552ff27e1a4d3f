// Variants, off by default: tie-break by counting, the five-stone opening protocol.
#include <gtest/gtest.h>

#include "core/opening_protocol.h"
#include "core/tie_break.h"
#include "tests/core/diagram.h"

namespace c6::core {
using test::board;
using test::gameFrom;
using test::pt;

TEST(TieBreak, CountsConnectedLinesByLength) {
  Board b = board(
      "......\n"
      "......\n"
      "......\n"
      "......\n"
      "O.....\n"
      "XXXXX.\n");
  auto black = connectedLineCounts(b, Color::Black);
  ASSERT_GE(black.size(), 6u);
  EXPECT_EQ(black[5], 1);   // a1-e1
  EXPECT_EQ(black[1], 15);  // each of the five stones alone in the other three directions
  EXPECT_EQ(connectedLineCounts(b, Color::White)[1], 4);
  EXPECT_EQ(tieBreakWinner(b), Color::Black);
}

TEST(TieBreak, FivesFirstThenFours) {
  Board fours = board(
      "......\n"
      "OOOO..\n"
      "......\n"
      "......\n"
      "XXXX..\n"
      "X.....\n");
  // Equal fours (one each); Black has more lines of 1 and 2 (the extra stone a1).
  EXPECT_EQ(tieBreakWinner(fours), Color::Black);
  EXPECT_FALSE(tieBreakWinner(fours, 4)) << "counting only down to fours: a tie";
  Board fives = board(
      "OOOOO.\n"
      "......\n"
      "......\n"
      "XXXX..\n"
      "XXXX..\n"
      "XXXX..\n");
  EXPECT_EQ(tieBreakWinner(fives, 5), Color::White);  // one five beats any number of fours
  EXPECT_FALSE(tieBreakWinner(board("......\n......\n......\n......\n......\n......\n")));
}

TEST(TieBreak, OffByDefaultADoublePassIsADraw) {
  const std::string diagram =
      "........\n"
      "........\n"
      "O......O\n"
      "........\n"
      "........\n"
      "........\n"
      "........\n"
      "XXX.....\n";
  Game plain = gameFrom(diagram);
  plain.play(Turn::pass(Color::White));
  plain.play(Turn::pass(Color::Black));
  EXPECT_EQ(plain.result(), (Result{Outcome::Draw, EndReason::DoublePass}));

  GameOptions counting;
  counting.tieBreakByCounting = true;
  Game g = gameFrom(diagram, counting);
  g.play(Turn::pass(Color::White));
  g.play(Turn::pass(Color::Black));
  EXPECT_EQ(g.result(), Result::win(Color::Black, EndReason::Count));
}

TEST(TieBreak, DecidesAFullBoard) {
  // Same filling as GameRules.FullBoard...: every line is short, so the count goes down to the
  // pairs.
  GameOptions counting;
  counting.boardSize = 6;
  counting.tieBreakByCounting = true;
  Game g(counting);
  std::vector<Point> black, white;
  for (Point p : allPoints(6)) ((p.col / 2 + p.row) % 2 == 0 ? black : white).push_back(p);
  g.play(Turn::one(Color::Black, black[0]));
  std::size_t b = 1, w = 0;
  while (!g.over()) {
    if (g.toMove() == Color::White) {
      ASSERT_FALSE(g.play(Turn::two(Color::White, white[w], white[w + 1])));
      w += 2;
    } else if (b + 1 < black.size()) {
      ASSERT_FALSE(g.play(Turn::two(Color::Black, black[b], black[b + 1])));
      b += 2;
    } else {
      ASSERT_FALSE(g.play(Turn::one(Color::Black, black[b++])));
    }
  }
  auto expected = tieBreakWinner(g.board());
  if (expected)
    EXPECT_EQ(g.result(), Result::win(*expected, EndReason::Count)) << g.board().toAscii();
  else
    EXPECT_EQ(g.result(), (Result{Outcome::Draw, EndReason::FullBoard})) << g.board().toAscii();
}

TEST(OpeningProtocol, FiveStonesThenColourChoice) {
  OpeningProtocol o;
  EXPECT_EQ(o.phase(), OpeningProtocol::Phase::PlaceStone);
  EXPECT_FALSE(o.canDecline()) << "the first stone has nobody to hand it to";
  EXPECT_EQ(o.decline(Seat::TentativeFirst), OpeningRefusal::CannotDecline);
  EXPECT_EQ(o.place(Seat::TentativeSecond, pt("j10")), OpeningRefusal::NotNow);
  const char* stones[] = {"j10", "k11", "k9", "l10", "i10"};
  const Seat order[] = {Seat::TentativeFirst, Seat::TentativeSecond, Seat::TentativeFirst,
                        Seat::TentativeSecond, Seat::TentativeFirst};
  const Color colours[] = {Color::Black, Color::White, Color::White, Color::Black, Color::Black};
  for (int i = 0; i < 5; ++i) {
    EXPECT_EQ(o.toAct(), order[i]) << i;
    EXPECT_EQ(o.nextStoneColour(), colours[i]) << i;
    ASSERT_FALSE(o.place(order[i], pt(stones[i]))) << i;
  }
  EXPECT_EQ(o.phase(), OpeningProtocol::Phase::ChooseColour);
  EXPECT_EQ(o.toAct(), Seat::TentativeSecond)
      << "the player who did not place the fifth stone chooses";
  EXPECT_EQ(o.chooseColour(Seat::TentativeFirst, Color::Black), OpeningRefusal::NotNow);
  EXPECT_FALSE(o.chooseColour(Seat::TentativeSecond, Color::White));
  EXPECT_EQ(o.blackSeat(), Seat::TentativeFirst);
  Game g = o.startGame();
  EXPECT_EQ(g.turnCount(), 3);
  EXPECT_EQ(g.toMove(), Color::White);
  EXPECT_EQ(g.board().at(pt("l10")), Color::Black);
  EXPECT_EQ(g.board().at(pt("k9")), Color::White);
}

TEST(OpeningProtocol, DeclineHandsTheStoneOverOnce) {
  OpeningProtocol o(13);
  ASSERT_FALSE(o.place(Seat::TentativeFirst, pt("g7", 13)));
  EXPECT_TRUE(o.canDecline());
  ASSERT_FALSE(o.decline(Seat::TentativeSecond));
  EXPECT_EQ(o.toAct(), Seat::TentativeFirst);
  EXPECT_EQ(o.decline(Seat::TentativeFirst), OpeningRefusal::CannotDecline);
  EXPECT_EQ(o.place(Seat::TentativeFirst, pt("g7", 13)), OpeningRefusal::Occupied);
  EXPECT_EQ(o.place(Seat::TentativeFirst, Point(13, 0)), OpeningRefusal::OffBoard);
  ASSERT_FALSE(o.place(Seat::TentativeFirst, pt("h8", 13)));
  EXPECT_EQ(o.placedBy(1), Seat::TentativeFirst);
  EXPECT_EQ(o.toAct(), Seat::TentativeFirst) << "stone 3 is TF's by the schedule";
  ASSERT_FALSE(o.place(Seat::TentativeFirst, pt("f6", 13)));
  ASSERT_FALSE(o.place(Seat::TentativeSecond, pt("h6", 13)));
  ASSERT_FALSE(o.decline(Seat::TentativeFirst));
  ASSERT_FALSE(o.place(Seat::TentativeSecond, pt("f8", 13)));
  EXPECT_EQ(o.toAct(), Seat::TentativeFirst) << "TS placed the fifth stone, so TF chooses";
  ASSERT_FALSE(o.chooseColour(Seat::TentativeFirst, Color::Black));
  EXPECT_EQ(o.blackSeat(), Seat::TentativeFirst);
  EXPECT_EQ(o.startGame().board().size(), 13);
  EXPECT_EQ(o.place(Seat::TentativeFirst, pt("a1", 13)), OpeningRefusal::NotNow);
}

}  // namespace c6::core
