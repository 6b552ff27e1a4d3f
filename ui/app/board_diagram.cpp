#include "ui/app/board_diagram.h"

#include <QPainterPath>
#include <algorithm>
#include <cmath>

namespace c6::ui {
namespace {

const QColor kWood(0xE3, 0xB8, 0x6A);
const QColor kLine(0x3A, 0x2A, 0x10);
const QColor kFlag(0xE0, 0x10, 0x10);
const QColor kPending(0x1E, 0x6F, 0xFF);
const QColor kWinning(0xFF, 0xC1, 0x07, 180);

// Geometry of one paint: where intersection (col, row) lands.
struct Grid {
  double left = 0, top = 0, cell = 1;
  int size = 19;
  QPointF at(core::Point p) const { return {left + p.col * cell, top + (size - 1 - p.row) * cell}; }
};

Grid fit(const QRectF& area, int size, bool coordinates) {
  const double side = std::min(area.width(), area.height());
  // One cell of margin around the grid, plus one more for the labels.
  const double cells = (size - 1) + (coordinates ? 3.0 : 1.4);
  Grid g;
  g.size = size;
  g.cell = side / cells;
  const double gridSide = g.cell * (size - 1);
  g.left = area.center().x() - gridSide / 2;
  g.top = area.center().y() - gridSide / 2;
  return g;
}

void drawGrid(QPainter& p, const Grid& g, bool coordinates) {
  const double last = g.cell * (g.size - 1);
  p.setPen(QPen(kLine, std::max(1.0, g.cell / 22)));
  for (int i = 0; i < g.size; ++i) {
    p.drawLine(QPointF(g.left + i * g.cell, g.top), QPointF(g.left + i * g.cell, g.top + last));
    p.drawLine(QPointF(g.left, g.top + i * g.cell), QPointF(g.left + last, g.top + i * g.cell));
  }
  if (g.size == 19) {
    p.setBrush(kLine);
    for (int c : {3, 9, 15})
      for (int r : {3, 9, 15}) p.drawEllipse(g.at(core::Point(c, r)), g.cell * 0.11, g.cell * 0.11);
  }
  if (!coordinates) return;
  QFont font = p.font();
  font.setPixelSize(std::max(8, static_cast<int>(g.cell * 0.42)));
  font.setBold(true);
  p.setFont(font);
  p.setPen(kLine);
  for (int i = 0; i < g.size; ++i) {
    const QPointF bottom = g.at(core::Point(i, 0));
    const QPointF top = g.at(core::Point(i, g.size - 1));
    const QRectF below(bottom.x() - g.cell, bottom.y() + g.cell * 0.55, 2 * g.cell, g.cell);
    const QRectF above(top.x() - g.cell, top.y() - g.cell * 1.55, 2 * g.cell, g.cell);
    p.drawText(below, Qt::AlignCenter, columnLabel(i));
    p.drawText(above, Qt::AlignCenter, columnLabel(i));
    const QPointF leftPt = g.at(core::Point(0, i));
    const QPointF rightPt = g.at(core::Point(g.size - 1, i));
    const QString row = QString::number(i + 1);
    p.drawText(QRectF(leftPt.x() - g.cell * 1.6, leftPt.y() - g.cell / 2, g.cell, g.cell),
               Qt::AlignCenter, row);
    p.drawText(QRectF(rightPt.x() + g.cell * 0.6, rightPt.y() - g.cell / 2, g.cell, g.cell),
               Qt::AlignCenter, row);
  }
}

void drawStone(QPainter& p, QPointF c, double r, core::Color color) {
  QRadialGradient shade(c - QPointF(r * 0.35, r * 0.35), r * 1.3);
  if (color == core::Color::Black) {
    shade.setColorAt(0, QColor(0x60, 0x60, 0x60));
    shade.setColorAt(1, QColor(0x05, 0x05, 0x05));
    p.setPen(QPen(Qt::black, 1));
  } else {
    shade.setColorAt(0, Qt::white);
    shade.setColorAt(1, QColor(0xC8, 0xC8, 0xC0));
    p.setPen(QPen(QColor(0x50, 0x50, 0x50), std::max(1.0, r / 12)));
  }
  p.setBrush(shade);
  p.drawEllipse(c, r, r);
}

void drawArrow(QPainter& p, QPointF from, QPointF to, double cell) {
  const QLineF line(from, to);
  if (line.length() < 1) return;
  const double width = std::max(2.0, cell / 7);
  p.setPen(QPen(kFlag, width, Qt::SolidLine, Qt::RoundCap));
  QLineF shaft(from, to);
  shaft.setLength(std::max(0.0, line.length() - cell * 0.45));
  p.drawLine(shaft);
  const double angle = std::atan2(to.y() - from.y(), to.x() - from.x());
  const double head = cell * 0.45;
  const QPointF tip = shaft.p2() + QPointF(std::cos(angle), std::sin(angle)) * (width * 0.5);
  QPainterPath path(tip);
  path.lineTo(tip - QPointF(std::cos(angle - 0.45), std::sin(angle - 0.45)) * head);
  path.lineTo(tip - QPointF(std::cos(angle + 0.45), std::sin(angle + 0.45)) * head);
  path.closeSubpath();
  p.setPen(Qt::NoPen);
  p.setBrush(kFlag);
  p.drawPath(path);
}

}  // namespace

QString columnLabel(int col) {
  return QString(QChar('a' + col));
}

void paintBoardDiagram(QPainter& p, const QRectF& area, const BoardDiagram& d) {
  p.save();
  p.setRenderHint(QPainter::Antialiasing);
  const int size = d.board.size();
  const Grid g = fit(area, size, d.coordinates);
  const double margin = g.cell * (d.coordinates ? 1.5 : 0.7);
  const QRectF wood(g.left - margin, g.top - margin, g.cell * (size - 1) + 2 * margin,
                    g.cell * (size - 1) + 2 * margin);
  p.fillRect(wood, kWood);
  drawGrid(p, g, d.coordinates);

  const double r = g.cell * 0.47;
  for (int row = 0; row < size; ++row)
    for (int col = 0; col < size; ++col) {
      const core::Point pt(col, row);
      const core::Color c = d.board.at(pt);
      if (c != core::Color::Empty) drawStone(p, g.at(pt), r, c);
    }

  if (d.marks.winningLine.size() >= 2) {
    // Under the stones' marks, over the stones: the line that won, from across the room.
    const auto [first, last] = std::minmax_element(
        d.marks.winningLine.begin(), d.marks.winningLine.end(), [](core::Point a, core::Point b) {
          return std::pair(a.col, a.row) < std::pair(b.col, b.row);
        });
    p.setPen(QPen(kWinning, g.cell * 0.28, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(g.at(*first), g.at(*last));
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(kWinning, std::max(2.0, g.cell / 9)));
    for (core::Point pt : d.marks.winningLine) p.drawEllipse(g.at(pt), r * 1.02, r * 1.02);
  }
  for (const GhostStone& ghost : d.marks.restore) {
    p.setBrush(ghost.color == core::Color::Black ? QColor(0, 0, 0, 90)
                                                 : QColor(255, 255, 255, 140));
    p.setPen(QPen(kFlag, std::max(2.0, g.cell / 10), Qt::DashLine));
    p.drawEllipse(g.at(ghost.point), r, r);
  }
  for (core::Point pt : d.marks.lastTurn) {
    const core::Color c = d.board.onBoard(pt) ? d.board.at(pt) : core::Color::Empty;
    p.setPen(Qt::NoPen);
    // A bright dot on black, a dark red one on white: visible on both from across the room.
    p.setBrush(c == core::Color::Black ? QColor(0xFF, 0x60, 0x60) : QColor(0xC0, 0x10, 0x10));
    p.drawEllipse(g.at(pt), r * 0.36, r * 0.36);
  }
  for (core::Point pt : d.marks.pending) {
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(kPending, std::max(2.0, g.cell / 8)));
    p.drawEllipse(g.at(pt), r * 1.05, r * 1.05);
  }
  for (core::Point pt : d.marks.flagged) {
    const QPointF c = g.at(pt);
    p.setBrush(QColor(0xFF, 0x00, 0x00, 60));
    p.setPen(QPen(kFlag, std::max(2.5, g.cell / 6)));
    p.drawRect(QRectF(c.x() - g.cell * 0.55, c.y() - g.cell * 0.55, g.cell * 1.1, g.cell * 1.1));
  }
  if (d.marks.moved) drawArrow(p, g.at(d.marks.moved->first), g.at(d.marks.moved->second), g.cell);
  p.restore();
}

QImage renderBoardDiagram(const BoardDiagram& diagram, int pixels) {
  QImage image(pixels, pixels, QImage::Format_ARGB32_Premultiplied);
  image.fill(Qt::white);
  QPainter painter(&image);
  paintBoardDiagram(painter, QRectF(0, 0, pixels, pixels), diagram);
  painter.end();
  return image;
}

}  // namespace c6::ui
