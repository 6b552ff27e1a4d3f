// Sixes and overlines, found from the new stones of a turn only.
#include <gtest/gtest.h>

#include "tests/core/diagram.h"

namespace c6::core {
using test::board;
using test::gameFrom;
using test::pt;

TEST(WinDetection, RowAlongTheBottomEdgeOfASmallBoard) {
  Game g = gameFrom(
      "......\n"
      "......\n"
      "O.O.O.\n"
      "......\n"
      "O..O.O\n"
      "XXXX.X\n");  // f1 is Black's: e1 closes a1-f1, a full row from edge to edge
  ASSERT_EQ(g.toMove(), Color::Black);
  EXPECT_FALSE(g.play(Turn::two(Color::Black, pt("e1", 6), pt("f6", 6))));
  EXPECT_EQ(g.result(), Result::win(Color::Black, EndReason::Six)) << g.board().toAscii();
}

TEST(WinDetection, FiveIsNotSix) {
  Game g = gameFrom(
      "........\n"
      "O.......\n"
      "........\n"
      "O.O.O...\n"
      "........\n"
      "O..O....\n"
      "........\n"
      "XXX..X.X\n");
  EXPECT_FALSE(g.play(Turn::two(Color::Black, pt("d1", 8), pt("h8", 8))));  // a1-d1 and f1: a gap
  EXPECT_FALSE(g.over()) << g.board().toAscii();
}

TEST(WinDetection, OpponentStoneBreaksTheLine) {
  Game g = gameFrom(
      "........\n"
      "O.O.....\n"
      "........\n"
      "..O.O...\n"
      "........\n"
      "O.......\n"
      "........\n"
      "XXXOXX..\n");
  EXPECT_FALSE(g.play(Turn::two(Color::Black, pt("g1", 8), pt("h8", 8))));  // e1-g1 is three
  EXPECT_FALSE(g.over()) << g.board().toAscii();
}

TEST(WinDetection, OverlineWins) {
  Game g = gameFrom(
      "...........\n"
      "O.O........\n"
      "...........\n"
      "...........\n"
      "O.O.O.O....\n"
      "...........\n"
      "...........\n"
      "...........\n"
      "XXX.XXX....\n"
      "...........\n"
      "O...O.X....\n");
  EXPECT_FALSE(g.play(Turn::two(Color::Black, pt("d3", 11), pt("k11", 11))));  // a3-g3: seven
  EXPECT_EQ(g.result(), Result::win(Color::Black, EndReason::Six)) << g.board().toAscii();
  EXPECT_EQ(g.board().lineLength(pt("d3", 11), 1, 0), 7);
}

TEST(WinDetection, SixByJoiningTwoGroupsWithOneTurn) {
  Game g = gameFrom(
      "...........\n"
      "O..........\n"
      "...........\n"
      "O..........\n"
      "..O.O.O....\n"
      "...........\n"
      "...........\n"
      ".XX..XX....\n"
      "...........\n"
      "...........\n"
      "O.....X....\n");
  EXPECT_FALSE(
      g.play(Turn::two(Color::Black, pt("d4", 11), pt("e4", 11))));  // b4 c4 + d4 e4 + f4 g4
  EXPECT_EQ(g.result(), Result::win(Color::Black, EndReason::Six)) << g.board().toAscii();
}

TEST(WinDetection, SixByTheFirstStoneOfATurnAllowsOneStoneOrAnySecondStone) {
  const std::string diagram =
      "...........\n"
      "...........\n"
      "O.O.O.O.O..\n"
      "...........\n"
      "...........\n"
      "......X....\n"
      ".....X.....\n"
      "....X......\n"
      "...X.......\n"
      "..X........\n"
      "O..........\n";  // c2-g6 diagonal: five; h7 makes six
  Game one = gameFrom(diagram);
  EXPECT_EQ(one.check(Turn::one(Color::Black, pt("k1", 11))), Illegal::WrongStoneCount);
  EXPECT_FALSE(one.play(Turn::one(Color::Black, pt("h7", 11))));
  EXPECT_EQ(one.result(), Result::win(Color::Black, EndReason::Six));
  Game two = gameFrom(diagram);
  EXPECT_FALSE(two.play(Turn::two(Color::Black, pt("h7", 11), pt("k1", 11))));
  EXPECT_EQ(two.result(), Result::win(Color::Black, EndReason::Six));
}

TEST(WinDetection, WhiteWinsToo) {
  Game g = gameFrom(
      ".......X\n"
      "..O.....\n"
      "..O.....\n"
      "..O.....\n"
      "..O..X..\n"
      "X....X..\n"
      "........\n"
      "......X.\n");
  EXPECT_FALSE(g.play(Turn::two(Color::White, pt("c8", 8), pt("c3", 8))));  // c3-c8
  EXPECT_EQ(g.result(), Result::win(Color::White, EndReason::Six)) << g.board().toAscii();
}

TEST(WinDetection, LinesDoNotWrapAroundTheEdge) {
  Board b = board(
      "........\n"
      "........\n"
      "........\n"
      "........\n"
      "........\n"
      "........\n"
      "XX......\n"
      "....XXXX\n");
  EXPECT_FALSE(b.makesSix(pt("h1", 8)));
  EXPECT_FALSE(b.makesSix(pt("a2", 8)));
}

// Every direction, ending at every edge and corner of a 19x19 board: Black holds four stones of the
// line and completes it with the other two in one turn, with each of the six as the turn's stones.
TEST(WinDetection, SixInEveryDirectionAtEveryEdge) {
  struct Line {
    const char* name;
    int col, row, dc, dr;
  };
  const Line lines[] = {{"bottom row from a1", 0, 0, 1, 0},
                        {"bottom row to s1", 13, 0, 1, 0},
                        {"top row from a19", 0, 18, 1, 0},
                        {"top row to s19", 13, 18, 1, 0},
                        {"left column a1", 0, 0, 0, 1},
                        {"left column to a19", 0, 13, 0, 1},
                        {"right column s1", 18, 0, 0, 1},
                        {"right column to s19", 18, 13, 0, 1},
                        {"diagonal from a1", 0, 0, 1, 1},
                        {"diagonal to s19", 13, 13, 1, 1},
                        {"anti-diagonal from a19", 0, 18, 1, -1},
                        {"anti-diagonal to s1", 13, 5, 1, -1},
                        {"diagonal from the bottom edge", 7, 0, 1, 1},
                        {"anti-diagonal to the bottom edge", 2, 5, 1, -1},
                        {"diagonal to the right edge", 13, 4, 1, 1},
                        {"row through the centre", 7, 9, 1, 0},
                        {"column through the centre", 9, 6, 0, 1}};
  for (const Line& line : lines) {
    for (int first = 0; first < 6; ++first) {
      for (int second = first + 1; second < 6; ++second) {
        std::vector<Point> six;
        for (int i = 0; i < 6; ++i)
          six.emplace_back(line.col + i * line.dc, line.row + i * line.dr);
        Board b(19);
        for (int i = 0; i < 6; ++i)
          if (i != first && i != second) b.set(six[static_cast<std::size_t>(i)], Color::Black);
        // Fillers on a sparse lattice away from the line: 1 black, 6 white, Black to move.
        int black = 1, white = 6;
        for (Point p : allPoints(19)) {
          if (black == 0 && white == 0) break;
          if (p.col % 3 != 1 || p.row % 3 != 1) continue;
          bool near = false;
          for (Point q : six)
            near = near || (std::abs(p.col - q.col) <= 1 && std::abs(p.row - q.row) <= 1);
          if (near) continue;
          if (black > 0) {
            b.set(p, Color::Black);
            --black;
          } else {
            b.set(p, Color::White);
            --white;
          }
        }
        Game g = gameFrom(b.toAscii());
        ASSERT_EQ(g.toMove(), Color::Black);
        auto why = g.play(Turn::two(Color::Black, six[static_cast<std::size_t>(first)],
                                    six[static_cast<std::size_t>(second)]));
        EXPECT_FALSE(why) << line.name;
        EXPECT_EQ(g.result(), Result::win(Color::Black, EndReason::Six))
            << line.name << " stones " << first << "," << second << "\n"
            << g.board().toAscii();
      }
    }
  }
}

TEST(WinDetection, LargestBoard) {
  Game g(GameOptions{Board::kMaxSize});
  const int n = Board::kMaxSize;
  ASSERT_FALSE(g.play(Turn::one(Color::Black, Point(n - 1, n - 1))));
  int r = n - 2;
  for (int k = 0; k < 2; ++k) {
    ASSERT_FALSE(g.play(Turn::two(Color::White, Point(0, 2 * k), Point(0, 2 * k + 1))));
    ASSERT_FALSE(g.play(Turn::two(Color::Black, Point(n - 1, r), Point(n - 1, r - 1))));
    r -= 2;
  }
  EXPECT_FALSE(g.over());
  ASSERT_FALSE(g.play(Turn::two(Color::White, Point(5, 0), Point(7, 0))));
  ASSERT_FALSE(g.play(Turn::two(Color::Black, Point(n - 1, r), Point(10, 10))));
  EXPECT_EQ(g.result(), Result::win(Color::Black, EndReason::Six)) << "top right corner of " << n;
}

}  // namespace c6::core
