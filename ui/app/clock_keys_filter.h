#pragma once
#include <QKeySequence>
#include <QObject>
#include <functional>
#include <optional>

#include "core/color.h"

namespace c6::ui {

// Listens application-wide for the clock keys (a USB foot switch is a keyboard that sends one key)
// and reports them, whatever widget has the focus. Text fields keep their typing: keys with no
// modifier are not taken from a focused line edit or key-sequence editor, so the arbiter can type
// times.
class ClockKeysFilter : public QObject {
  Q_OBJECT
 public:
  struct Keys {
    QKeySequence press, blackPress, whitePress, pause;
  };
  explicit ClockKeysFilter(QObject* parent = nullptr) : QObject(parent) {}
  void setKeys(const Keys& keys) { m_keys = keys; }

 signals:
  // side empty: the generic key (the side to move presses).
  void pressed(std::optional<c6::core::Color> side);
  void pauseToggled();

 protected:
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  Keys m_keys;
};

}  // namespace c6::ui
