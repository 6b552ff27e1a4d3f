#pragma once
#include <QWidget>

#include "ui/app/clock_face.h"

namespace c6::ui {

// One large clock, readable from across the table: the time fills the widget, the side to move is
// lit, a fallen flag turns it red.
class ClockWidget : public QWidget {
  Q_OBJECT
 public:
  explicit ClockWidget(QWidget* parent = nullptr);
  void setFace(const ClockFace& face);
  const ClockFace& face() const { return m_face; }
  QSize sizeHint() const override { return {360, 170}; }
  QSize minimumSizeHint() const override { return {200, 110}; }

 protected:
  void paintEvent(QPaintEvent* event) override;

 private:
  ClockFace m_face;
};

}  // namespace c6::ui
