#pragma once
#include <QImage>
#include <QPainter>
#include <QRectF>
#include <optional>
#include <utility>
#include <vector>

#include "core/board.h"
#include "core/point.h"

namespace c6::ui {

// A stone the arbiter must put back: drawn as a dashed ghost where it belongs.
struct GhostStone {
  core::Point point;
  core::Color color = core::Color::Black;
};

// Everything drawn on top of the stones. Points are in record orientation (a1 bottom-left).
struct BoardMarks {
  std::vector<core::Point> lastTurn;  // the last completed turn: a contrasting dot
  std::vector<core::Point> pending;   // stones of the turn in progress: a blue ring
  std::vector<core::Point> flagged;   // points of an open flag: red
  std::vector<GhostStone> restore;    // where stones must go back
  std::optional<std::pair<core::Point, core::Point>> moved;  // a moved stone: red arrow from -> to
  std::vector<core::Point> winningLine;  // the six (or more) that won: a gold band along it
};

struct BoardDiagram {
  core::Board board;
  BoardMarks marks;
  bool coordinates = true;  // a-s (with i) along the bottom and top, 1-19 from the bottom
};

// Paints the diagram as large as fits, centred in `area`. The one drawing routine of the board
// widget, the PNG export and the screenshots, so what is exported is what the arbiter saw.
void paintBoardDiagram(QPainter& painter, const QRectF& area, const BoardDiagram& diagram);

// A square image of `pixels` x `pixels` with the diagram (for "export PNG").
QImage renderBoardDiagram(const BoardDiagram& diagram, int pixels);

// Record column letter for a 0-based column: 'a'.. including 'i'.
QString columnLabel(int col);

}  // namespace c6::ui
