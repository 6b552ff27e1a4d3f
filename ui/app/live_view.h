#pragma once
#include <QImage>
#include <QWidget>

#include "ui/app/live_overlay.h"

namespace c6::ui {

// The camera frame, scaled to fit, with what vision understood drawn on top.
class LiveView : public QWidget {
  Q_OBJECT
 public:
  explicit LiveView(QWidget* parent = nullptr);
  void setFrame(const QImage& frame, const LiveOverlay& overlay);
  void setMessage(const QString& message);  // shown when there is no frame (no source, source lost)
  const QImage& frame() const { return m_frame; }
  QSize sizeHint() const override { return {480, 360}; }

 protected:
  void paintEvent(QPaintEvent* event) override;

 private:
  QImage m_frame;
  LiveOverlay m_overlay;
  QString m_message;
};

}  // namespace c6::ui
