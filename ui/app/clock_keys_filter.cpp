#include "ui/app/clock_keys_filter.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QKeyEvent>
#include <QKeySequenceEdit>
#include <QLineEdit>
#include <QTextEdit>

namespace c6::ui {
namespace {
bool typingInto(QObject* watched) {
  QWidget* focus = QApplication::focusWidget();
  QObject* o = focus ? focus : watched;
  return qobject_cast<QLineEdit*>(o) || qobject_cast<QKeySequenceEdit*>(o) ||
         qobject_cast<QTextEdit*>(o) || qobject_cast<QAbstractSpinBox*>(o) ||
         (o && o->parent() && qobject_cast<QKeySequenceEdit*>(o->parent()));
}
}  // namespace

bool ClockKeysFilter::eventFilter(QObject* watched, QEvent* event) {
  if (event->type() != QEvent::KeyPress) return false;
  auto* key = static_cast<QKeyEvent*>(event);
  if (typingInto(watched) && key->modifiers() == Qt::NoModifier) return false;
  const QKeySequence seq(key->keyCombination());
  auto is = [&](const QKeySequence& k) { return !k.isEmpty() && seq == k; };
  std::function<void()> action;
  if (is(m_keys.press))
    action = [this] { emit pressed(std::nullopt); };
  else if (is(m_keys.blackPress))
    action = [this] { emit pressed(core::Color::Black); };
  else if (is(m_keys.whitePress))
    action = [this] { emit pressed(core::Color::White); };
  else if (is(m_keys.pause))
    action = [this] { emit pauseToggled(); };
  if (!action) return false;
  // A held foot switch repeats its key: one press only. The event stops here either way, so the key
  // never also clicks a focused button.
  if (!key->isAutoRepeat()) action();
  return true;
}

}  // namespace c6::ui
