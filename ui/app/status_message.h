#pragma once
#include <QLabel>
#include <QTimer>

namespace c6::ui {

// A passing message at the foot of the window ("The video source ended.", a broadcast error).
// Unlike QStatusBar's own message it is a widget in the bar's layout, so it never runs under the
// broadcast label beside it: a message too long for its room is cut with "..." and shown whole as
// its tooltip.
class StatusMessage : public QLabel {
  Q_OBJECT
 public:
  explicit StatusMessage(QWidget* parent = nullptr);

  // Shows `text` for `ms` milliseconds (0: until the next message).
  void showMessage(const QString& text, int ms);
  QString message() const { return m_text; }
  QSize minimumSizeHint() const override;
  QSize sizeHint() const override;

 protected:
  void resizeEvent(QResizeEvent* event) override;

 private:
  void elide();

  QString m_text;
  QTimer m_clear;
};

}  // namespace c6::ui
