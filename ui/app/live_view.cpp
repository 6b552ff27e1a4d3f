#include "ui/app/live_view.h"

#include <QPainter>
#include <algorithm>

namespace c6::ui {

std::optional<QRectF> boardRegion(const LiveOverlay& overlay) {
  if (!overlay.hasBoard()) return std::nullopt;
  QPointF lo = overlay.intersections.front(), hi = lo;
  for (const QPointF& p : overlay.intersections) {
    lo = QPointF(std::min(lo.x(), p.x()), std::min(lo.y(), p.y()));
    hi = QPointF(std::max(hi.x(), p.x()), std::max(hi.y(), p.y()));
  }
  const QRectF r(lo, hi);
  // The board's rim and the stones on its edge lines lie beyond the outer intersections.
  const double cell = r.width() / std::max(1, overlay.size - 1);
  return r.adjusted(-cell, -cell, cell, cell);
}

LiveFit fitLiveFrame(QSizeF frame, std::optional<QRectF> region, QSizeF widget) {
  if (frame.isEmpty() || widget.isEmpty()) return {};
  const double contain = std::min(widget.width() / frame.width(), widget.height() / frame.height());
  const double cover = std::max(widget.width() / frame.width(), widget.height() / frame.height());
  const QRectF r = region && !region->isEmpty() ? region->intersected(QRectF(QPointF(0, 0), frame))
                                                : QRectF(QPointF(0, 0), frame);
  const double regionFit =
      r.isEmpty() ? contain : std::min(widget.width() / r.width(), widget.height() / r.height());
  // Fill the widget (cover) unless that would cut the board off; never smaller than the whole
  // frame.
  LiveFit fit;
  fit.scale = std::max(contain, std::min(cover, regionFit));
  const QSizeF shown = frame * fit.scale;
  // The board in the middle, but no empty band where the picture could reach the edge.
  auto place = [](double shownLen, double widgetLen, double centre) {
    if (shownLen <= widgetLen) return (widgetLen - shownLen) / 2;
    return std::clamp(widgetLen / 2 - centre, widgetLen - shownLen, 0.0);
  };
  fit.offset = QPointF(place(shown.width(), widget.width(), r.center().x() * fit.scale),
                       place(shown.height(), widget.height(), r.center().y() * fit.scale));
  return fit;
}

LiveView::LiveView(QWidget* parent) : QWidget(parent), m_message(tr("No video source")) {
  setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void LiveView::setFrame(const QImage& frame, const LiveOverlay& overlay) {
  m_frame = frame;
  m_overlay = overlay;
  update();
}

void LiveView::setMessage(const QString& message) {
  m_message = message;
  update();
}

void LiveView::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.fillRect(rect(), QColor(0x18, 0x18, 0x18));
  if (m_frame.isNull()) {
    p.setPen(QColor(0xC0, 0xC0, 0xC0));
    QFont f = p.font();
    f.setPixelSize(18);
    p.setFont(f);
    p.drawText(rect(), Qt::AlignCenter | Qt::TextWordWrap, m_message);
    return;
  }
  const LiveFit fit = fitLiveFrame(QSizeF(m_frame.size()), boardRegion(m_overlay), QSizeF(size()));
  const double scale = fit.scale;
  const QPointF offset = fit.offset;
  const QSizeF shown(m_frame.width() * scale, m_frame.height() * scale);
  p.setRenderHint(QPainter::SmoothPixmapTransform);
  p.drawImage(QRectF(offset, shown), m_frame);
  paintLiveOverlay(p, m_overlay, scale, offset);
  if (m_overlay.moving) {
    p.setPen(QColor(0xFF, 0xA0, 0x00));
    QFont f = p.font();
    f.setPixelSize(16);
    f.setBold(true);
    p.setFont(f);
    p.drawText(QRectF(offset, shown).intersected(QRectF(rect())).adjusted(8, 6, -8, -6),
               Qt::AlignTop | Qt::AlignLeft, tr("motion"));
  }
}

}  // namespace c6::ui
