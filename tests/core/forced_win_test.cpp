// The forced-win solver (core/forced_win.h) on small diagrams and against brute force: wins in 1
// and 2 must agree exactly, and every claimed win in 3 must stand against every reply.
#include "core/forced_win.h"

#include <gtest/gtest.h>

#include <iostream>

#include "diagram.h"
#include "forced_win_brute.h"
#include "forced_win_positions.h"

namespace c6::core {
namespace {

// Far more than any position here needs: these tests are about answers, not budgets.
constexpr long kAmpleNodes = 20'000'000;

TEST(ForcedWin, NoneOnTheEmptyBoardAndNoGuessing) {
  const auto r = findForcedWin(Board(19), Color::Black, 1);
  EXPECT_FALSE(r.win);
  EXPECT_FALSE(r.unknown);
}

TEST(ForcedWin, AFourWinsInOne) {
  const Board b = test::board(R"(
    ..........
    ..........
    ..XXXX....
    ..........
    ....OO....
    ..........)"
                              "\n..........\n..........\n..........\n..........\n");
  const auto r = findForcedWin(b, Color::Black, 2);
  ASSERT_TRUE(r.win);
  EXPECT_EQ(r.win->turns, 1);
  ASSERT_EQ(r.win->line.size(), 1u);
  Board after = b;
  for (Point p : r.win->line[0]) after.set(p, Color::Black);
  EXPECT_TRUE(std::any_of(r.win->line[0].begin(), r.win->line[0].end(),
                          [&](Point p) { return after.makesSix(p); }));
}

// Two threes each made an open four by one stone: four blocks needed, two available.
const char* kTwoThrees = R"(
  .............
  .............
  .............
  ...XXX.......
  .............
  .............
  .........X...
  .........X...
  .........X...
  .............
  ..O.......O..
  .............
  .............)";

TEST(ForcedWin, TwoOpenFoursAtOnceWinInTwo) {
  const auto r = findForcedWin(test::board(kTwoThrees), Color::Black, 2);
  ASSERT_TRUE(r.win);
  EXPECT_EQ(r.win->side, Color::Black);
  EXPECT_EQ(r.win->turns, 2);
  ASSERT_EQ(r.win->line.size(), 3u);  // the move, the reply, the six
  EXPECT_EQ(r.win->line[0].size(), 2u);
  test::BruteForce bf(test::board(kTwoThrees));
  EXPECT_TRUE(bf.moveWinsInTwo(Color::Black, r.win->line[0][0], r.win->line[0][1]));
}

TEST(ForcedWin, TheDefendersFourComesFirst) {
  // The same threes, but White has four in a row: Black's move must block it, and one stone left
  // makes one open four, which two stones meet.
  Board b = test::board(kTwoThrees);
  for (const char* p : {"b1", "c1", "d1", "e1"}) b.set(test::pt(p, 13), Color::White);
  const auto r = findForcedWin(b, Color::Black, 2, {2, kAmpleNodes});
  EXPECT_FALSE(r.win);
  EXPECT_FALSE(r.unknown);
  test::BruteForce bf(b);
  EXPECT_FALSE(bf.winsInTwo(Color::Black));
}

TEST(ForcedWin, TheSmallestAndLargestBoards) {
  Board small(6);
  for (int col = 0; col < 4; ++col) small.set(Point(col, 2), Color::White);
  const auto r = findForcedWin(small, Color::White, 2);
  ASSERT_TRUE(r.win);
  EXPECT_EQ(r.win->turns, 1);
  EXPECT_EQ(r.win->line[0], (std::vector<Point>{Point(4, 2), Point(5, 2)}));
  Board large(59);
  large.set(Point(58, 58), Color::Black);
  large.set(Point(0, 0), Color::White);
  large.set(Point(1, 1), Color::White);
  const auto none = findForcedWin(large, Color::Black, 2);
  EXPECT_FALSE(none.win);
  EXPECT_FALSE(none.unknown);
}

TEST(ForcedWin, ARunOutBudgetIsUnknownNotNo) {
  const auto r = findForcedWin(test::board(kTwoThrees), Color::Black, 2, {3, 5});
  EXPECT_FALSE(r.win);
  EXPECT_TRUE(r.unknown);
}

struct Tally {
  int positions = 0, one = 0, two = 0, disagree = 0;
};

// Wins in 1 and 2 against brute force; the winning move shown is checked by brute force too.
void expectAgreement(const test::Position& pos, Tally& tally) {
  const auto r = findForcedWin(pos.board, pos.toMove, pos.stones, {2, kAmpleNodes});
  test::BruteForce bf(pos.board);
  const bool one = bf.winsInOne(pos.toMove, pos.stones);
  const bool two = !one && pos.stones == 2 && bf.winsInTwo(pos.toMove);
  const int expected = one ? 1 : two ? 2 : 0;
  const int got = r.win ? r.win->turns : 0;
  ++tally.positions;
  tally.one += expected == 1;
  tally.two += expected == 2;
  tally.disagree += got != expected || r.unknown;
  EXPECT_FALSE(r.unknown) << pos.name;
  EXPECT_EQ(got, expected) << pos.name << " (" << sideLetter(pos.toMove) << " to move)\n"
                           << pos.board.toAscii();
  if (got == 2 && expected == 2) {
    EXPECT_TRUE(bf.moveWinsInTwo(pos.toMove, r.win->line[0][0], r.win->line[0][1])) << pos.name;
  }
}

void report(const char* what, const Tally& t) {
  std::cout << what << ": " << t.positions << " positions, wins in 1: " << t.one
            << ", wins in 2: " << t.two << ", disagreements: " << t.disagree << "\n";
}

TEST(ForcedWinAgreement, EveryPositionOfTheSharedRecords) {
  const auto positions = test::recordPositions();
  Tally t;
  for (const auto& pos : positions) expectAgreement(pos, t);
  report("shared records", t);
  EXPECT_EQ(t.positions, 864);
  // The issue's independent count over the same 864 positions.
  EXPECT_EQ(t.one, 34);
  EXPECT_EQ(t.two, 31);
}

TEST(ForcedWinAgreement, RandomCrowdedPositions) {
  Tally t;
  for (const auto& pos : test::randomPositions(300, 31)) expectAgreement(pos, t);
  report("random positions", t);
  // Enough of each kind that a wrong solver would be caught.
  EXPECT_GT(t.one, 50);
  EXPECT_GT(t.two, 20);
  EXPECT_GT(t.positions - t.one - t.two, 50);
}

// Empty when the claimed win in 3 stands against every reply to its first move: the defender then
// has no six, and after each of its replies (every pair of empty points) the attacker either has a
// window the reply left open or a win in 2 whose move brute force confirms.
std::string refuteWinInThree(const test::Position& pos, const ForcedWin& win) {
  test::BruteForce bf(pos.board);
  const Color a = pos.toMove, d = opponent(a);
  if (win.line.empty() || win.line[0].size() != 2) return "the first move is not two stones";
  for (Point p : win.line[0]) {
    if (bf.at(p) != Color::Empty) return "the first move is on a stone";
    bf.set(p, a);
  }
  if (bf.sixPossible(d)) return "the defender makes six at once";
  const auto fours = bf.fours(a);
  if (!bf.twoStonesStop(fours)) return "the first move already wins in 2";
  const auto empty = bf.emptyPoints();
  for (std::size_t i = 0; i < empty.size(); ++i)
    for (std::size_t j = i + 1; j < empty.size(); ++j) {
      const Point x = empty[i], y = empty[j];
      const bool meetsAll = std::all_of(fours.begin(), fours.end(), [&](const auto* w) {
        return bf.meets(w, x) || bf.meets(w, y);
      });
      if (!meetsAll) continue;  // a four left open: six next turn
      bf.set(x, d);
      bf.set(y, d);
      const auto r = findForcedWin(bf.board(), a, 2, {2, kAmpleNodes});
      const bool confirmed =
          r.win && r.win->turns == 2 && bf.moveWinsInTwo(a, r.win->line[0][0], r.win->line[0][1]);
      bf.set(x, Color::Empty);
      bf.set(y, Color::Empty);
      if (!confirmed) return "no win in 2 after the reply " + toString(x) + " " + toString(y);
    }
  return {};
}

TEST(ForcedWinAgreement, EveryWinInThreeStandsAgainstEveryReply) {
  int checked = 0, real = 0;
  auto check = [&](const test::Position& pos) {
    const auto r = findForcedWin(pos.board, pos.toMove, pos.stones, {3, kAmpleNodes});
    if (!r.win || r.win->turns != 3) return false;
    EXPECT_EQ(r.win->line.size(), 5u) << pos.name;
    EXPECT_EQ(refuteWinInThree(pos, *r.win), "") << pos.name << "\n" << pos.board.toAscii();
    ++checked;
    return true;
  };
  for (const auto& pos : test::recordPositions()) real += check(pos);
  for (const auto& pos : test::randomPositions(150, 33)) check(pos);
  std::cout << "wins in 3 checked against every reply: " << checked << " (" << real
            << " from the shared records)\n";
  EXPECT_GE(real, 20);
  EXPECT_GE(checked - real, 20);
}

}  // namespace
}  // namespace c6::core
