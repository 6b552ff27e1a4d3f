#pragma once
#include <QObject>

class QWidget;

namespace c6::ui {

// A field in a scrolling panel takes the mouse wheel only while it has the keyboard focus: an
// arbiter scrolling the panel past the Side box must not change the side. Installed on every
// combo box and spin box under `root` (they then take focus by click or Tab, not by the wheel);
// a wheel over an unfocused field scrolls the panel instead.
class WheelGuard : public QObject {
 public:
  static void protect(QWidget* root);

 protected:
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  explicit WheelGuard(QObject* parent) : QObject(parent) {}
};

}  // namespace c6::ui
