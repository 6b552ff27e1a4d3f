// Threats for commentators (issue 14): windows of six with 4+ stones of a side and none of the
// opponent's, and the smallest set of points that blocks them all.
#include "core/threats.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <initializer_list>
#include <random>
#include <string>
#include <vector>

#include "diagram.h"

namespace c6::core {
namespace {

using test::pt;

Board with(int size, std::initializer_list<const char*> black,
           std::initializer_list<const char*> white = {}) {
  Board b(size);
  for (const char* s : black) b.set(pt(s, size), Color::Black);
  for (const char* s : white) b.set(pt(s, size), Color::White);
  return b;
}

std::vector<std::string> names(const std::vector<Point>& ps) {
  std::vector<std::string> out;
  for (Point p : ps) out.push_back(toString(p));
  return out;
}

using Names = std::vector<std::string>;

TEST(Threats, NoneOnAnEmptyBoardOrWithThreeInARow) {
  EXPECT_EQ(threats(Board(19)), Threats{});
  const Board b = with(19, {"d10", "e10", "f10"}, {"k10", "k11", "k12"});
  EXPECT_EQ(threats(b), Threats{});
}

TEST(Threats, AnOpenFourNeedsBothEndsBlocked) {
  const Board b = with(19, {"d10", "e10", "f10", "g10"});
  const SideThreats t = sideThreats(b, Color::Black);
  EXPECT_EQ(t.windows, 3);  // b..g, c..h, d..j (no column i skipped: a..s includes i)
  EXPECT_EQ(names(t.block), (Names{"c10", "h10"}));
  EXPECT_EQ(sideThreats(b, Color::White), SideThreats{});
}

TEST(Threats, AnOpponentStoneRemovesTheWindowsThroughIt) {
  const Board b = with(19, {"d10", "e10", "f10", "g10"}, {"c10"});
  const SideThreats t = sideThreats(b, Color::Black);
  EXPECT_EQ(t.windows, 1);                    // only d10..i10 is free of White
  EXPECT_EQ(names(t.block), (Names{"h10"}));  // h10 or i10 both block; the smaller point, always
}

TEST(Threats, AFiveForcesItsEmptyPoints) {
  const Board b = with(19, {"d10", "e10", "f10", "g10", "h10"});
  const SideThreats t = sideThreats(b, Color::Black);
  EXPECT_EQ(t.windows, 4);  // b..g, c..h (one empty: c10), d..i (one empty: i10), e..j
  EXPECT_EQ(names(t.block), (Names{"c10", "i10"}));
}

TEST(Threats, AGapThatWouldMakeAnOverlineCounts) {
  // X X X . X X X: filling d1 makes seven in a row, which wins (no forbidden overlines).
  const Board b = with(19, {"a1", "b1", "c1", "e1", "f1", "g1"});
  const SideThreats t = sideThreats(b, Color::Black);
  EXPECT_EQ(t.windows, 3);  // a..f, b..g (five each), c..h (four)
  EXPECT_EQ(names(t.block), (Names{"d1"}));
}

TEST(Threats, TheEdgeCutsWindowsOff) {
  const Board b = with(19, {"a10", "b10", "c10", "d10"});
  const SideThreats t = sideThreats(b, Color::Black);
  EXPECT_EQ(t.windows, 1);
  EXPECT_EQ(names(t.block), (Names{"e10"}));
  const Board top = with(19, {"s16", "s17", "s18", "s19"});
  EXPECT_EQ(sideThreats(top, Color::Black).windows, 1);
  EXPECT_EQ(names(sideThreats(top, Color::Black).block), (Names{"s14"}));
}

TEST(Threats, BothDiagonals) {
  const Board up = with(19, {"c3", "d4", "e5", "f6"});
  EXPECT_EQ(sideThreats(up, Color::Black).windows, 3);
  EXPECT_EQ(names(sideThreats(up, Color::Black).block), (Names{"b2", "g7"}));
  const Board down = with(19, {}, {"c16", "d15", "e14", "f13"});
  EXPECT_EQ(sideThreats(down, Color::White).windows, 3);
  EXPECT_EQ(names(sideThreats(down, Color::White).block), (Names{"b17", "g12"}));
  EXPECT_EQ(sideThreats(down, Color::Black), SideThreats{});
}

TEST(Threats, ADoubleThreatNeedsMoreThanOneTurnToBlock) {
  // An open four on row 10 (two blocks) and a four on column q from the edge (one block).
  const Board b = with(19, {"d10", "e10", "f10", "g10", "q1", "q2", "q3", "q4"});
  const SideThreats t = sideThreats(b, Color::Black);
  EXPECT_EQ(t.windows, 4);
  EXPECT_EQ(names(t.block), (Names{"c10", "h10", "q5"}));
  EXPECT_GT(t.block.size(), 2u);
}

TEST(Threats, CrossingLinesShareABlock) {
  // Four on row 10 from the edge and four on column e capped by White meet at e10: one stone blocks
  // both.
  const Board b = with(19, {"a10", "b10", "c10", "d10", "e11", "e12", "e13", "e14"}, {"e16"});
  const SideThreats t = sideThreats(b, Color::Black);
  EXPECT_EQ(t.windows, 3);  // a..f on row 10; e10..e15 and e9..e14 on column e
  EXPECT_EQ(names(t.block), (Names{"e10"}));
}

TEST(Threats, BothSidesAtOnce) {
  const Board b = with(19, {"d10", "e10", "f10", "g10"}, {"d5", "e5", "f5", "g5", "h5"});
  const Threats t = threats(b);
  EXPECT_EQ(t.of(Color::Black).windows, 3);
  EXPECT_EQ(t.of(Color::White).windows, 4);
  EXPECT_EQ(names(t.white.block), (Names{"c5", "i5"}));
}

TEST(Threats, OtherBoardSizes) {
  // 6x6: a row of four has one window, the whole row.
  const Board six = with(6, {}, {"a1", "b1", "c1", "d1"});
  EXPECT_EQ(sideThreats(six, Color::White).windows, 1);
  EXPECT_EQ(names(sideThreats(six, Color::White).block), (Names{"e1"}));
  // 9x9: an open four in the middle of the top row.
  const Board nine = with(9, {"c9", "d9", "e9", "f9"});
  EXPECT_EQ(sideThreats(nine, Color::Black).windows, 3);
  EXPECT_EQ(names(sideThreats(nine, Color::Black).block), (Names{"b9", "g9"}));
  // 26x26: the far corner, on a diagonal.
  const Board big = with(26, {"w23", "x24", "y25", "z26"});
  EXPECT_EQ(sideThreats(big, Color::Black).windows, 1);
  EXPECT_EQ(names(sideThreats(big, Color::Black).block), (Names{"u21"}));
}

// Every window, listed independently of the code under test.
std::vector<std::vector<Point>> windowsByHand(const Board& b, Color side) {
  std::vector<std::vector<Point>> out;
  const int dirs[4][2] = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
  for (const auto& d : dirs)
    for (Point start : allPoints(b.size())) {
      std::vector<Point> cells;
      for (int k = 0; k < 6; ++k)
        if (b.onBoard(start.col + d[0] * k, start.row + d[1] * k))
          cells.emplace_back(start.col + d[0] * k, start.row + d[1] * k);
      if (cells.size() != 6) continue;
      const auto own =
          std::count_if(cells.begin(), cells.end(), [&](Point p) { return b.at(p) == side; });
      const auto opp = std::count_if(cells.begin(), cells.end(),
                                     [&](Point p) { return b.at(p) == opponent(side); });
      std::vector<Point> empty;
      for (Point p : cells)
        if (b.at(p) == Color::Empty) empty.push_back(p);
      if (own >= 4 && opp == 0) out.push_back(empty);
    }
  return out;
}

bool hitsAll(const std::vector<std::vector<Point>>& windows, const std::vector<Point>& set) {
  return std::all_of(windows.begin(), windows.end(), [&](const auto& w) {
    return w.empty() || std::any_of(w.begin(), w.end(), [&](Point p) {
             return std::count(set.begin(), set.end(), p) > 0;
           });
  });
}

// Whether some set of `k` candidates hits every window (brute force).
bool someSetOfSize(const std::vector<std::vector<Point>>& windows,
                   const std::vector<Point>& candidates, std::size_t k) {
  std::vector<char> pick(candidates.size(), 0);
  std::fill(pick.begin(), pick.begin() + static_cast<long>(std::min(k, candidates.size())), 1);
  do {
    std::vector<Point> set;
    for (std::size_t i = 0; i < candidates.size(); ++i)
      if (pick[i]) set.push_back(candidates[i]);
    if (hitsAll(windows, set)) return true;
  } while (std::prev_permutation(pick.begin(), pick.end()));
  return false;
}

TEST(Threats, RandomPositionsAgreeWithBruteForce) {
  std::mt19937 rng(20261201);
  int checked = 0, withThreats = 0;
  for (int i = 0; i < 400; ++i) {
    const int size = 6 + static_cast<int>(rng() % 8);
    Board b(size);
    for (Point p : allPoints(size)) {
      const auto r = rng() % 100;
      b.set(p, r < 45 ? Color::Black : r < 55 ? Color::White : Color::Empty);
    }
    for (Color side : {Color::Black, Color::White}) {
      const auto windows = windowsByHand(b, side);
      const SideThreats t = sideThreats(b, side);
      ASSERT_EQ(t.windows, static_cast<int>(windows.size())) << b.toAscii();
      ASSERT_TRUE(std::is_sorted(t.block.begin(), t.block.end()));
      ASSERT_TRUE(hitsAll(windows, t.block)) << b.toAscii();
      for (Point p : t.block) ASSERT_EQ(b.at(p), Color::Empty);
      std::vector<Point> candidates;
      for (const auto& w : windows) candidates.insert(candidates.end(), w.begin(), w.end());
      std::sort(candidates.begin(), candidates.end());
      candidates.erase(std::unique(candidates.begin(), candidates.end()), candidates.end());
      if (candidates.size() > 18 || t.block.empty()) continue;
      EXPECT_FALSE(someSetOfSize(windows, candidates, t.block.size() - 1))
          << "a smaller block exists:\n"
          << b.toAscii();
      ++checked;
      withThreats += t.block.size() > 2;
    }
  }
  // The random boards must actually exercise the search, not only the empty case.
  EXPECT_GT(checked, 100);
  EXPECT_GT(withThreats, 30);
}

TEST(Threats, TheBoardAfterAnEarlierTurn) {
  Game g;
  ASSERT_FALSE(g.play(Turn::one(Color::Black, pt("j10"))));
  ASSERT_FALSE(g.play(Turn::two(Color::White, pt("k10"), pt("k11"))));
  ASSERT_FALSE(g.play(Turn::two(Color::Black, pt("j11"), pt("j12"))));
  Board one(19);
  one.set(pt("j10"), Color::Black);
  EXPECT_EQ(boardAfterTurn(g, 1), one);
  EXPECT_EQ(boardAfterTurn(g, 3), g.board());
  EXPECT_EQ(boardAfterTurn(g, 0), Board(19));
}

}  // namespace
}  // namespace c6::core
