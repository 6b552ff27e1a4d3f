#include "core/board.h"

#include <gtest/gtest.h>

#include <stdexcept>

#include "core/point.h"

namespace c6::core {

TEST(PointTest, RecordNotationIncludesI) {
  EXPECT_EQ(toString(Point(9, 9)), "j10");
  EXPECT_EQ(toString(Point(8, 0)), "i1");
  EXPECT_EQ(tryParsePoint("s19"), Point(18, 18));
  EXPECT_EQ(tryParsePoint("J10"), Point(9, 9));
  EXPECT_FALSE(tryParsePoint("t1"));
  EXPECT_FALSE(tryParsePoint("a0"));
  EXPECT_FALSE(tryParsePoint("a20"));
  EXPECT_FALSE(tryParsePoint("a1x"));
  EXPECT_FALSE(tryParsePoint("a"));
}

TEST(BoardTest, AsciiRoundTripPutsTopRowFirst) {
  Board b(6);
  b.set(Point(0, 5), Color::Black);  // a6: top-left
  b.set(Point(5, 0), Color::White);  // f1: bottom-right
  EXPECT_EQ(b.toAscii(), "X.....\n......\n......\n......\n......\n.....O\n");
  auto parsed = Board::tryParseAscii(b.toAscii());
  ASSERT_TRUE(parsed);
  EXPECT_EQ(*parsed, b);
  EXPECT_EQ(parsed->stoneCount(), 2);
}

TEST(BoardTest, RejectsBadDiagrams) {
  EXPECT_FALSE(Board::tryParseAscii("...\n...\n...\n"));
  EXPECT_FALSE(Board::tryParseAscii("......\n......\n......\n......\n......\n.....Z\n"));
  EXPECT_FALSE(Board::tryParseAscii("......\n......\n......\n......\n......\n....\n"));
}

TEST(BoardTest, SixInEveryDirection) {
  for (auto [dc, dr] : {std::pair{1, 0}, {0, 1}, {1, 1}, {1, -1}}) {
    Board b(19);
    Point start(dr < 0 ? 2 : 2, dr < 0 ? 10 : 2);
    for (int i = 0; i < 5; ++i) b.set(Point(start.col + i * dc, start.row + i * dr), Color::Black);
    EXPECT_FALSE(b.makesSix(start)) << dc << "," << dr;
    Point sixth(start.col + 5 * dc, start.row + 5 * dr);
    b.set(sixth, Color::Black);
    EXPECT_TRUE(b.makesSix(sixth)) << dc << "," << dr;
    EXPECT_EQ(b.lineLength(start, dc, dr), 6);
  }
}

}  // namespace c6::core

namespace c6::core {

// Bounds hold in release builds too: a size from a file or the network must not reach the allocator
// (46341*46341 overflowed int) and a point off the board must not reach memory.
TEST(BoardTest, RefusesSizesOutside6To59) {
  EXPECT_THROW(Board(46341), std::invalid_argument);
  EXPECT_THROW(Board(20000), std::invalid_argument);
  EXPECT_THROW(Board(5), std::invalid_argument);
  EXPECT_THROW(Board(60), std::invalid_argument);
  EXPECT_THROW(allPoints(46341), std::invalid_argument);
  EXPECT_EQ(Board(6).pointCount(), 36);
  EXPECT_EQ(Board(59).pointCount(), 59 * 59);
}

TEST(BoardTest, ChecksPointsInReleaseBuilds) {
  Board board(19);
  EXPECT_THROW(board.at(Point(19, 0)), std::out_of_range);
  EXPECT_THROW(board.set(Point(0, 200), Color::Black), std::out_of_range);
  EXPECT_EQ(board.stoneCount(), 0);
  board.set(Point(18, 18), Color::White);
  EXPECT_EQ(board.at(Point(18, 18)), Color::White);
}

}  // namespace c6::core
