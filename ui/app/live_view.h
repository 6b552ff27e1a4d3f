#pragma once
#include <QImage>
#include <QWidget>
#include <optional>

#include "ui/app/live_overlay.h"

namespace c6::ui {

// Where a frame goes in the live view: widget = frame * scale + offset.
struct LiveFit {
  double scale = 1.0;
  QPointF offset;
};
// The frame scaled to fill the widget with its aspect kept, as far as `region` (the board) stays
// whole in view, and never smaller than the whole frame; the region centred where the frame allows.
LiveFit fitLiveFrame(QSizeF frame, std::optional<QRectF> region, QSizeF widget);
// The board's bounding box in frame pixels (outer intersections plus a cell), if one is tracked.
std::optional<QRectF> boardRegion(const LiveOverlay& overlay);

// The camera frame, zoomed on the board to fill the view, with what vision understood drawn on top.
class LiveView : public QWidget {
  Q_OBJECT
 public:
  explicit LiveView(QWidget* parent = nullptr);
  void setFrame(const QImage& frame, const LiveOverlay& overlay);
  void setMessage(const QString& message);  // shown when there is no frame (no source, source lost)
  const QImage& frame() const { return m_frame; }
  const LiveOverlay& overlay() const { return m_overlay; }
  QSize sizeHint() const override { return {480, 360}; }

 protected:
  void paintEvent(QPaintEvent* event) override;

 private:
  QImage m_frame;
  LiveOverlay m_overlay;
  QString m_message;
};

}  // namespace c6::ui
