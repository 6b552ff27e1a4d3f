#include "ui/app/live_view.h"

#include <QPainter>

namespace c6::ui {

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
  const double scale = std::min(width() / static_cast<double>(m_frame.width()),
                                height() / static_cast<double>(m_frame.height()));
  const QSizeF shown(m_frame.width() * scale, m_frame.height() * scale);
  const QPointF offset((width() - shown.width()) / 2, (height() - shown.height()) / 2);
  p.setRenderHint(QPainter::SmoothPixmapTransform);
  p.drawImage(QRectF(offset, shown), m_frame);
  paintLiveOverlay(p, m_overlay, scale, offset);
  if (m_overlay.moving) {
    p.setPen(QColor(0xFF, 0xA0, 0x00));
    QFont f = p.font();
    f.setPixelSize(16);
    f.setBold(true);
    p.setFont(f);
    p.drawText(QRectF(offset, shown).adjusted(8, 6, -8, -6), Qt::AlignTop | Qt::AlignLeft, tr("motion"));
  }
}

}  // namespace c6::ui
