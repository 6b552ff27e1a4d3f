#include "ui/app/corner_editor.h"

#include <QMouseEvent>
#include <QPainter>
#include <cmath>

namespace c6::ui {

CornerEditor::CornerEditor(QWidget* parent) : QWidget(parent) {
  setMinimumSize(480, 320);
  setMouseTracking(true);
}

void CornerEditor::setFrame(const QImage& frame) {
  m_frame = frame;
  update();
}

void CornerEditor::setDetectedCorners(const std::optional<std::array<QPointF, 4>>& corners) {
  if (m_edited || m_dragging) return;
  m_corners = corners;
  emit cornersChanged();
  update();
}

void CornerEditor::setCorners(const std::array<QPointF, 4>& corners) {
  m_corners = corners;
  emit cornersChanged();
  update();
}

void CornerEditor::setCornerLabels(const std::array<QString, 4>& labels) {
  m_labels = labels;
  update();
}

double CornerEditor::scale() const {
  if (m_frame.isNull()) return 1.0;
  return std::min(width() / static_cast<double>(m_frame.width()),
                  height() / static_cast<double>(m_frame.height()));
}

QPointF CornerEditor::offset() const {
  if (m_frame.isNull()) return {};
  const double s = scale();
  return {(width() - m_frame.width() * s) / 2, (height() - m_frame.height() * s) / 2};
}

QPointF CornerEditor::toImage(QPointF w) const {
  return (w - offset()) / scale();
}
QPointF CornerEditor::toWidget(QPointF i) const {
  return i * scale() + offset();
}

std::optional<int> CornerEditor::cornerAt(QPointF widgetPos, double radius) const {
  if (!m_corners) return std::nullopt;
  std::optional<int> best;
  double bestDist = radius;
  for (int i = 0; i < 4; ++i) {
    const QPointF d = toWidget((*m_corners)[static_cast<std::size_t>(i)]) - widgetPos;
    const double dist = std::hypot(d.x(), d.y());
    if (dist <= bestDist) {
      bestDist = dist;
      best = i;
    }
  }
  return best;
}

void CornerEditor::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.fillRect(rect(), QColor(0x20, 0x20, 0x20));
  if (m_frame.isNull()) {
    p.setPen(Qt::lightGray);
    p.drawText(rect(), Qt::AlignCenter, tr("Waiting for the camera..."));
    return;
  }
  p.setRenderHint(QPainter::SmoothPixmapTransform);
  p.setRenderHint(QPainter::Antialiasing);
  p.drawImage(QRectF(offset(), QSizeF(m_frame.width() * scale(), m_frame.height() * scale())),
              m_frame);
  if (!m_corners) {
    p.setPen(QColor(0xFF, 0xC0, 0x40));
    QFont f = p.font();
    f.setPixelSize(18);
    p.setFont(f);
    p.drawText(rect().adjusted(10, 10, -10, -10), Qt::AlignTop | Qt::AlignHCenter,
               tr("No board found yet. Click the four corner points, or wait for the detection."));
    return;
  }
  const auto& c = *m_corners;
  // Bilinear grid between the corners: a good enough preview of the 19 lines under perspective.
  auto at = [&](double u, double v) {
    const QPointF top = c[0] * (1 - u) + c[1] * u, bottom = c[3] * (1 - u) + c[2] * u;
    return toWidget(top * (1 - v) + bottom * v);
  };
  p.setPen(QPen(QColor(0x00, 0xE5, 0xFF, 200), 1.2));
  for (int i = 0; i < 19; ++i) {
    const double t = i / 18.0;
    p.drawLine(at(t, 0), at(t, 1));
    p.drawLine(at(0, t), at(1, t));
  }
  QFont f = p.font();
  f.setPixelSize(15);
  f.setBold(true);
  p.setFont(f);
  for (int i = 0; i < 4; ++i) {
    const QPointF w = toWidget(c[static_cast<std::size_t>(i)]);
    p.setPen(QPen(Qt::white, 2));
    p.setBrush(m_dragging == i ? QColor(0xFF, 0x40, 0x40) : QColor(0xFF, 0x90, 0x00));
    p.drawEllipse(w, 9, 9);
    const QString& label = m_labels[static_cast<std::size_t>(i)];
    if (!label.isEmpty()) {
      p.setPen(Qt::yellow);
      p.drawText(QRectF(w.x() + 10, w.y() - 26, 80, 22), Qt::AlignLeft | Qt::AlignVCenter, label);
    }
  }
}

void CornerEditor::mousePressEvent(QMouseEvent* e) {
  if (m_frame.isNull()) return;
  if (!m_corners) {
    // No detection: four clicks place the corners in order.
    m_clicked[static_cast<std::size_t>(m_placed++)] = toImage(e->position());
    if (m_placed == 4) {
      m_edited = true;
      m_placed = 0;
      setCorners(m_clicked);
    }
    return;
  }
  m_dragging = cornerAt(e->position());
  update();
}

void CornerEditor::mouseMoveEvent(QMouseEvent* e) {
  if (!m_dragging || !m_corners) {
    setCursor(cornerAt(e->position()) ? Qt::OpenHandCursor : Qt::ArrowCursor);
    return;
  }
  (*m_corners)[static_cast<std::size_t>(*m_dragging)] = toImage(e->position());
  m_edited = true;
  emit cornersChanged();
  update();
}

void CornerEditor::mouseReleaseEvent(QMouseEvent*) {
  m_dragging.reset();
  update();
}

}  // namespace c6::ui
