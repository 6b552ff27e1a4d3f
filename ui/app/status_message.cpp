#include "ui/app/status_message.h"

namespace c6::ui {

StatusMessage::StatusMessage(QWidget* parent) : QLabel(parent) {
  setObjectName("statusMessage");
  setTextFormat(Qt::PlainText);
  setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
  m_clear.setSingleShot(true);
  connect(&m_clear, &QTimer::timeout, this, [this] { showMessage(QString(), 0); });
}

void StatusMessage::showMessage(const QString& text, int ms) {
  m_text = text;
  setToolTip(text);
  elide();
  if (ms > 0)
    m_clear.start(ms);
  else
    m_clear.stop();
}

QSize StatusMessage::minimumSizeHint() const {
  return {0, QLabel::minimumSizeHint().height()};
}

QSize StatusMessage::sizeHint() const {
  return {fontMetrics().horizontalAdvance(m_text) + 8, QLabel::sizeHint().height()};
}

void StatusMessage::resizeEvent(QResizeEvent* event) {
  QLabel::resizeEvent(event);
  elide();
}

void StatusMessage::elide() {
  setText(fontMetrics().elidedText(m_text, Qt::ElideRight, std::max(0, contentsRect().width())));
}

}  // namespace c6::ui
