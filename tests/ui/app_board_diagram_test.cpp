#include <gtest/gtest.h>

#include "qt_test_app.h"
#include "ui/app/board_diagram.h"

namespace c6::ui {
namespace {

// Where intersection (col,row) lands in a renderBoardDiagram image with coordinates on:
// grid of 18 cells centred, 21 cells across in all.
QPoint pixelOf(int pixels, int col, int row) {
  const double cell = pixels / 21.0;
  const double left = pixels / 2.0 - 9 * cell;
  return QPoint(static_cast<int>(left + col * cell + 0.5),
                static_cast<int>(left + (18 - row) * cell + 0.5));
}

TEST(BoardDiagram, StonesLandOnTheirRecordPoints) {
  test::qtApp();  // text needs the font database
  BoardDiagram d;
  d.board.set(*core::tryParsePoint("a1"), core::Color::Black);   // bottom-left
  d.board.set(*core::tryParsePoint("s19"), core::Color::White);  // top-right
  const QImage img = renderBoardDiagram(d, 420);
  const QColor black = img.pixelColor(pixelOf(420, 0, 0));
  const QColor white = img.pixelColor(pixelOf(420, 18, 18));
  const QColor empty = img.pixelColor(pixelOf(420, 18, 0) + QPoint(3, 3));
  EXPECT_LT(black.lightness(), 70);
  EXPECT_GT(white.lightness(), 200);
  EXPECT_GT(empty.red(), empty.blue() + 60) << "wood colour expected at an empty point";
}

TEST(BoardDiagram, FlaggedPointsAreRed) {
  test::qtApp();
  BoardDiagram d;
  const QImage plain = renderBoardDiagram(d, 420);
  d.marks.flagged.push_back(core::Point(9, 9));
  const QImage flagged = renderBoardDiagram(d, 420);
  // The red square's edge, half a cell from the centre of j10.
  const QPoint edge = pixelOf(420, 9, 9) + QPoint(static_cast<int>(420 / 21.0 * 0.55), 0);
  const QColor c = flagged.pixelColor(edge);
  EXPECT_GT(c.red(), 180);
  EXPECT_LT(c.green(), 80);
  EXPECT_NE(plain.pixelColor(edge), c);
}

TEST(BoardDiagram, ColumnLabelsIncludeI) {
  EXPECT_EQ(columnLabel(7), "h");
  EXPECT_EQ(columnLabel(8), "i");
  EXPECT_EQ(columnLabel(18), "s");
}

}  // namespace
}  // namespace c6::ui
