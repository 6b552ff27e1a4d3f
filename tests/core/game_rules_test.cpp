// Turn order, every illegal turn, passes, draws, draw offers, amendments and endings.
#include <gtest/gtest.h>

#include "tests/core/diagram.h"

namespace c6::core {
using test::gameFrom;
using test::pt;

TEST(GameRules, EveryIllegalTurnIsRefusedAndChangesNothing) {
  Game g;
  EXPECT_EQ(g.play(Turn::one(Color::White, pt("j10"))), Illegal::WrongColour);
  EXPECT_EQ(g.play(Turn::two(Color::Black, pt("j10"), pt("k10"))), Illegal::WrongStoneCount);
  EXPECT_EQ(g.play(Turn::one(Color::Black, Point(19, 3))), Illegal::OffBoard);
  EXPECT_EQ(g.play(Turn::one(Color::Black, Point(3, 19))), Illegal::OffBoard);
  EXPECT_EQ(g.board().stoneCount(), 0);
  ASSERT_FALSE(g.play(Turn::one(Color::Black, pt("j10"))));
  const Board before = g.board();
  EXPECT_EQ(g.play(Turn::two(Color::Black, pt("a1"), pt("a2"))), Illegal::WrongColour);
  EXPECT_EQ(g.play(Turn::two(Color::White, pt("k10"), pt("j10"))),
            Illegal::Occupied);  // second stone
  EXPECT_EQ(g.play(Turn::two(Color::White, pt("k10"), pt("k10"))),
            Illegal::Occupied);  // same point twice
  EXPECT_EQ(g.play(Turn::two(Color::White, pt("k10"), Point(25, 0))), Illegal::OffBoard);
  EXPECT_EQ(g.play(Turn::one(Color::White, pt("k10"))), Illegal::WrongStoneCount);
  EXPECT_EQ(g.board(), before) << "an illegal turn must place no stone";
  EXPECT_EQ(g.turnCount(), 1);
  ASSERT_FALSE(g.play(Turn::two(Color::White, pt("k10"), pt("k11"))));
  EXPECT_EQ(g.play(Turn::two(Color::Black, pt("k11"), pt("a1"))),
            Illegal::Occupied);  // opponent's stone
  EXPECT_EQ(g.play(Turn::two(Color::Black, pt("j10"), pt("a1"))), Illegal::Occupied);  // own stone
}

TEST(GameRules, OffBoardOnASmallBoard) {
  Game g(GameOptions{6});
  EXPECT_EQ(g.play(Turn::one(Color::Black, pt("g1"))), Illegal::OffBoard);
  EXPECT_EQ(g.play(Turn::one(Color::Black, pt("a7"))), Illegal::OffBoard);
  EXPECT_FALSE(g.play(Turn::one(Color::Black, pt("f6"))));
}

TEST(GameRules, MoveAfterEveryKindOfEnd) {
  auto afterEnd = [](Game g) { return g.play(Turn::pass(g.toMove())); };
  Game resigned;
  resigned.resign(Color::Black);
  EXPECT_EQ(resigned.result(), Result::win(Color::White, EndReason::Resign));
  EXPECT_EQ(afterEnd(resigned), Illegal::MoveAfterEnd);
  Game timed;
  timed.loseOnTime(Color::White);
  EXPECT_EQ(timed.result(), Result::win(Color::Black, EndReason::Time));
  EXPECT_EQ(afterEnd(timed), Illegal::MoveAfterEnd);
  Game voided;
  voided.arbiterVoid();
  EXPECT_EQ(voided.result(), (Result{Outcome::Void, EndReason::Arbiter}));
  voided.resign(Color::White);  // nothing changes once over
  EXPECT_EQ(voided.result(), (Result{Outcome::Void, EndReason::Arbiter}));
  Game lost;
  lost.arbiterLoss(Color::Black);
  EXPECT_EQ(lost.result(), Result::win(Color::White, EndReason::Arbiter));
  Game agreed;
  agreed.agreeDraw();
  EXPECT_EQ(agreed.result(), (Result{Outcome::Draw, EndReason::Agreement}));
  EXPECT_EQ(afterEnd(agreed), Illegal::MoveAfterEnd);
}

TEST(GameRules, BlackMayPassOnTheFirstTurnThenWhitePlacesTwo) {
  Game g;
  EXPECT_FALSE(g.play(Turn::pass(Color::Black)));
  EXPECT_EQ(g.stonesRequired(), 2);
  EXPECT_EQ(g.play(Turn::one(Color::White, pt("j10"))), Illegal::WrongStoneCount);
  EXPECT_FALSE(g.play(Turn::two(Color::White, pt("j10"), pt("k10"))));
  EXPECT_FALSE(g.over());
}

TEST(GameRules, PassesDrawOnlyWhenConsecutive) {
  Game g;
  g.play(Turn::one(Color::Black, pt("j10")));
  g.play(Turn::pass(Color::White));
  g.play(Turn::two(Color::Black, pt("a1"), pt("a2")));
  g.play(Turn::pass(Color::White));
  EXPECT_FALSE(g.over());
  g.play(Turn::pass(Color::Black));
  EXPECT_EQ(g.result(), (Result{Outcome::Draw, EndReason::DoublePass}));
  EXPECT_EQ(g.play(Turn::pass(Color::White)), Illegal::MoveAfterEnd);
}

// A 6x6 board filled without six: row pairs XXOOXX / OOXXOO. The last turn places the one stone
// left.
static std::vector<Turn> fullBoardTurns() {
  std::vector<Point> black, white;
  for (Point p : allPoints(6)) ((p.col / 2 + p.row) % 2 == 0 ? black : white).push_back(p);
  std::vector<Turn> turns{Turn::one(Color::Black, black[0])};
  std::size_t b = 1, w = 0;
  while (b < black.size() || w < white.size()) {
    if (turns.back().side() == Color::Black) {
      turns.push_back(Turn::two(Color::White, white[w], white[w + 1]));
      w += 2;
    } else if (b + 1 < black.size()) {
      turns.push_back(Turn::two(Color::Black, black[b], black[b + 1]));
      b += 2;
    } else {
      turns.push_back(Turn::one(Color::Black, black[b++]));
    }
  }
  return turns;
}

TEST(GameRules, FullBoardIsADrawAndTheLastTurnNeedsOneStone) {
  Game g(GameOptions{6});
  auto turns = fullBoardTurns();
  for (std::size_t i = 0; i + 1 < turns.size(); ++i)
    ASSERT_FALSE(g.play(turns[i])) << i << "\n" << g.board().toAscii();
  EXPECT_EQ(g.board().emptyCount(), 1);
  EXPECT_EQ(g.stonesRequired(), 1);
  EXPECT_FALSE(g.play(turns.back()));
  EXPECT_EQ(g.result(), (Result{Outcome::Draw, EndReason::FullBoard})) << g.board().toAscii();
}

TEST(GameRules, DrawOfferAcceptedIsADrawByAgreement) {
  Game g;
  g.play(Turn::one(Color::Black, pt("j10")));
  EXPECT_FALSE(g.play(Turn::two(Color::White, pt("k10"), pt("k11")), true));
  EXPECT_EQ(g.drawOfferBy(), Color::White);
  EXPECT_TRUE(g.offeredDraw(1));
  EXPECT_FALSE(g.offeredDraw(0));
  EXPECT_TRUE(g.acceptDraw());
  EXPECT_EQ(g.result(), (Result{Outcome::Draw, EndReason::Agreement}));
}

TEST(GameRules, DrawOfferIsRejectedByTheOpponentsNextTurn) {
  Game g;
  g.play(Turn::one(Color::Black, pt("j10")), true);
  EXPECT_EQ(g.drawOfferBy(), Color::Black);
  g.play(Turn::two(Color::White, pt("k10"), pt("k11")));
  EXPECT_FALSE(g.drawOfferBy());
  EXPECT_FALSE(g.acceptDraw());
  EXPECT_FALSE(g.over());
  // An offer cannot be accepted by the side that made it.
  g.play(Turn::two(Color::Black, pt("a1"), pt("a2")), true);
  g.declineDraw();
  EXPECT_FALSE(g.acceptDraw());
  EXPECT_FALSE(g.over());
}

TEST(GameRules, AnIllegalTurnNeitherAnswersNorWithdrawsAnOffer) {
  Game g;
  g.play(Turn::one(Color::Black, pt("j10")), true);
  Game copy = g;
  // The side to move is White, the opponent of the offerer: only White can accept.
  EXPECT_TRUE(copy.acceptDraw());
  // An illegal turn neither answers nor withdraws the offer.
  EXPECT_EQ(g.play(Turn::one(Color::White, pt("k10"))), Illegal::WrongStoneCount);
  EXPECT_EQ(g.drawOfferBy(), Color::Black);
}

TEST(GameRules, AmendingTheLastTurnIsLoggedAndReplacesTheStones) {
  Game g;
  g.play(Turn::one(Color::Black, pt("j10")));
  g.play(Turn::two(Color::White, pt("k10"), pt("k11")));
  EXPECT_FALSE(g.amendLastTurn(Turn::two(Color::White, pt("k10"), pt("l11")), Micros(5'000'000),
                               "misread k11"));
  EXPECT_EQ(g.board().at(pt("k11")), Color::Empty);
  EXPECT_EQ(g.board().at(pt("l11")), Color::White);
  EXPECT_EQ(g.turnCount(), 2);
  ASSERT_EQ(g.amendments().size(), 1u);
  const Amendment& a = g.amendments()[0];
  EXPECT_EQ(a.turnIndex, 1);
  EXPECT_EQ(a.before, Turn::two(Color::White, pt("k10"), pt("k11")));
  EXPECT_EQ(a.after, Turn::two(Color::White, pt("k10"), pt("l11")));
  EXPECT_EQ(a.at, Micros(5'000'000));
  EXPECT_EQ(a.note, "misread k11");
  EXPECT_EQ(g.toMove(), Color::Black);
}

TEST(GameRules, AnIllegalAmendmentIsRefusedAndNotLogged) {
  Game g;
  EXPECT_EQ(g.amendLastTurn(Turn::one(Color::Black, pt("j10"))),
            Illegal::MoveAfterEnd);  // nothing to amend
  g.play(Turn::one(Color::Black, pt("j10")));
  g.play(Turn::two(Color::White, pt("k10"), pt("k11")));
  const Board before = g.board();
  EXPECT_EQ(g.amendLastTurn(Turn::two(Color::White, pt("j10"), pt("k11"))), Illegal::Occupied);
  EXPECT_EQ(g.amendLastTurn(Turn::two(Color::Black, pt("a1"), pt("a2"))), Illegal::WrongColour);
  EXPECT_EQ(g.board(), before);
  EXPECT_TRUE(g.amendments().empty());
  g.resign(Color::Black);
  EXPECT_EQ(g.amendLastTurn(Turn::two(Color::White, pt("k10"), pt("l11"))), Illegal::MoveAfterEnd);
}

TEST(GameRules, AmendingAWinningTurnReopensTheGame) {
  Game g = gameFrom(
      "........\n"
      "O.O.O...\n"
      "........\n"
      "O.O.O...\n"
      "........\n"
      "........\n"
      "........\n"
      "XXXXX...\n");
  ASSERT_FALSE(g.play(Turn::two(Color::Black, pt("f1", 8), pt("h8", 8))));
  ASSERT_TRUE(g.over());
  EXPECT_FALSE(
      g.amendLastTurn(Turn::two(Color::Black, pt("g1", 8), pt("h8", 8)), Micros(0), "f1 was g1"));
  EXPECT_FALSE(g.over());
  EXPECT_EQ(g.toMove(), Color::White);
  EXPECT_EQ(g.amendments().size(), 1u);
}

TEST(GameRules, BoardSizesFromSixToFiftyNine) {
  for (int size : {6, 7, 13, 19, 26, 27, 52, 59}) {
    Game g(GameOptions{size});
    EXPECT_EQ(g.board().size(), size);
    EXPECT_FALSE(g.play(Turn::one(Color::Black, Point(size - 1, size - 1)))) << size;
    EXPECT_EQ(g.play(Turn::two(Color::White, Point(size, 0), Point(0, 0))), Illegal::OffBoard)
        << size;
  }
}

}  // namespace c6::core
