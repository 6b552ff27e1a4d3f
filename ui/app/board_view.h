#pragma once
#include <QWidget>

#include "ui/app/board_diagram.h"

namespace c6::ui {

// The board diagram as a widget: square, as large as its space allows.
class BoardView : public QWidget {
  Q_OBJECT
 public:
  explicit BoardView(QWidget* parent = nullptr);
  void setDiagram(const BoardDiagram& diagram);
  const BoardDiagram& diagram() const { return m_diagram; }
  QSize sizeHint() const override { return {560, 560}; }
  QSize minimumSizeHint() const override { return {240, 240}; }
  bool hasHeightForWidth() const override { return true; }
  int heightForWidth(int w) const override { return w; }

 protected:
  void paintEvent(QPaintEvent* event) override;

 private:
  BoardDiagram m_diagram;
};

}  // namespace c6::ui
