#include "ui/app/board_view.h"

#include <QPainter>

namespace c6::ui {

BoardView::BoardView(QWidget* parent) : QWidget(parent) {
  setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void BoardView::setDiagram(const BoardDiagram& diagram) {
  m_diagram = diagram;
  update();
}

void BoardView::paintEvent(QPaintEvent*) {
  QPainter p(this);
  paintBoardDiagram(p, QRectF(rect()), m_diagram);
}

}  // namespace c6::ui
