#include "ui/app/wheel_guard.h"

#include <QAbstractSpinBox>
#include <QComboBox>
#include <QEvent>
#include <QWidget>

namespace c6::ui {

void WheelGuard::protect(QWidget* root) {
  auto* guard = new WheelGuard(root);
  QList<QWidget*> fields;
  for (auto* box : root->findChildren<QComboBox*>()) fields << box;
  for (auto* box : root->findChildren<QAbstractSpinBox*>()) fields << box;
  for (QWidget* field : fields) {
    field->setFocusPolicy(Qt::StrongFocus);
    field->installEventFilter(guard);
  }
}

bool WheelGuard::eventFilter(QObject* watched, QEvent* event) {
  if (event->type() == QEvent::Wheel) {
    auto* field = qobject_cast<QWidget*>(watched);
    if (field && !field->hasFocus()) {
      event->ignore();  // passed on to the scrolling panel
      return true;
    }
  }
  return QObject::eventFilter(watched, event);
}

}  // namespace c6::ui
