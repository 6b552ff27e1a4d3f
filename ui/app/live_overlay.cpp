#include "ui/app/live_overlay.h"

#include <QPainterPath>
#include <cmath>

namespace c6::ui {
namespace {

const QColor kGrid(0x00, 0xE5, 0xFF, 170);
const QColor kFlag(0xFF, 0x20, 0x20);

double cellPixels(const LiveOverlay& o, double scale) {
  // Mean spacing along the first row, in widget pixels.
  const QPointF a = o.intersections.front(),
                b = o.intersections[static_cast<std::size_t>(o.size - 1)];
  return std::hypot(b.x() - a.x(), b.y() - a.y()) / (o.size - 1) * scale;
}

}  // namespace

void LiveOverlay::scale(double factor) {
  if (factor == 1.0) return;
  for (QPointF& p : intersections) p *= factor;
  for (QPolygonF& poly : hands)
    for (QPointF& p : poly) p *= factor;
}

void paintLiveOverlay(QPainter& p, const LiveOverlay& o, double scale, QPointF offset) {
  p.save();
  p.setRenderHint(QPainter::Antialiasing);
  auto at = [&](int i) { return o.intersections[static_cast<std::size_t>(i)] * scale + offset; };
  for (const QPolygonF& hand : o.hands) {
    QPolygonF shown;
    for (QPointF q : hand) shown << q * scale + offset;
    p.setPen(QPen(QColor(0xFF, 0xA0, 0x00), 2, Qt::DashLine));
    p.setBrush(QColor(0xFF, 0xA0, 0x00, 60));
    p.drawPolygon(shown);
  }
  if (!o.hasBoard()) {
    p.restore();
    return;
  }
  const int n = o.size;
  p.setPen(QPen(kGrid, 1.2));
  for (int i = 0; i < n; ++i) {
    p.drawLine(at(i), at((n - 1) * n + i));
    p.drawLine(at(i * n), at(i * n + n - 1));
  }
  const double cell = cellPixels(o, scale);
  const double r = cell * 0.42;
  const auto count = static_cast<std::size_t>(n * n);
  for (std::size_t i = 0; i < count; ++i) {
    const QPointF c = at(static_cast<int>(i));
    if (i < o.occluded.size() && o.occluded[i]) {
      p.setPen(Qt::NoPen);
      p.setBrush(QColor(0xFF, 0xA0, 0x00, 110));
      p.drawRect(QRectF(c.x() - cell / 2, c.y() - cell / 2, cell, cell));
      continue;
    }
    if (i >= o.stones.size() || o.stones[i] == core::Seen::Empty) continue;
    const float conf = i < o.confidence.size() ? o.confidence[i] : 1.0f;
    // Confident readings get a solid ring in the stone's colour; doubtful ones fade to yellow.
    QColor ring = o.stones[i] == core::Seen::Black   ? QColor(0x10, 0x10, 0x10)
                  : o.stones[i] == core::Seen::White ? QColor(0xFF, 0xFF, 0xFF)
                                                     : QColor(0xFF, 0xE0, 0x00);
    if (conf < 0.8f) ring = QColor(0xFF, 0xE0, 0x00);
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(ring, std::max(1.5, cell / 9)));
    p.drawEllipse(c, r, r);
    if (conf < 0.8f && cell > 14) {
      QFont f = p.font();
      f.setPixelSize(static_cast<int>(cell * 0.38));
      p.setFont(f);
      p.setPen(QColor(0xFF, 0xE0, 0x00));
      p.drawText(QRectF(c.x() - cell, c.y() + r, 2 * cell, cell * 0.5), Qt::AlignCenter,
                 QString::number(static_cast<int>(conf * 100)) + "%");
    }
  }
  for (int i : o.lastTurn) {
    p.setPen(QPen(QColor(0x30, 0xFF, 0x30), std::max(2.0, cell / 7)));
    p.setBrush(Qt::NoBrush);
    p.drawEllipse(at(i), r * 1.25, r * 1.25);
  }
  for (int i : o.flagged) {
    const QPointF c = at(i);
    p.setPen(QPen(kFlag, std::max(3.0, cell / 5)));
    p.setBrush(QColor(0xFF, 0, 0, 70));
    p.drawRect(QRectF(c.x() - cell * 0.6, c.y() - cell * 0.6, cell * 1.2, cell * 1.2));
  }
  if (o.moved) {
    const QPointF a = at(o.moved->first), b = at(o.moved->second);
    p.setPen(QPen(kFlag, std::max(3.0, cell / 5), Qt::SolidLine, Qt::RoundCap));
    p.drawLine(a, b);
    const double ang = std::atan2(b.y() - a.y(), b.x() - a.x());
    QPainterPath head(b);
    head.lineTo(b - QPointF(std::cos(ang - 0.45), std::sin(ang - 0.45)) * cell * 0.7);
    head.lineTo(b - QPointF(std::cos(ang + 0.45), std::sin(ang + 0.45)) * cell * 0.7);
    head.closeSubpath();
    p.setPen(Qt::NoPen);
    p.setBrush(kFlag);
    p.drawPath(head);
  }
  p.restore();
}

}  // namespace c6::ui
