#include "ui/app/clock_widget.h"

#include <QPainter>

namespace c6::ui {

ClockWidget::ClockWidget(QWidget* parent) : QWidget(parent) {
  setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
}

void ClockWidget::setFace(const ClockFace& face) {
  m_face = face;
  update();
}

void ClockWidget::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.setRenderHint(QPainter::Antialiasing);
  const QRectF r = QRectF(rect()).adjusted(3, 3, -3, -3);
  QColor back(0x2B, 0x2B, 0x2B), fore(0x9A, 0x9A, 0x9A), border(0x44, 0x44, 0x44);
  if (m_face.toMove) {
    back = QColor(0xFF, 0xF4, 0xC0);
    fore = Qt::black;
    border = QColor(0x2E, 0x9E, 0x2E);
  }
  if (m_face.flagFallen) {
    back = QColor(0xD0, 0x10, 0x10);
    fore = Qt::white;
    border = QColor(0x70, 0, 0);
  }
  p.setPen(QPen(border, m_face.toMove ? 6 : 2));
  p.setBrush(back);
  p.drawRoundedRect(r, 12, 12);

  // Header: a stone of the side's colour and the player's name.
  const double header = r.height() * 0.24;
  const double dot = header * 0.7;
  const QPointF dotCentre(r.left() + 14 + dot / 2, r.top() + 8 + header / 2);
  p.setPen(QPen(Qt::gray, 1.5));
  p.setBrush(m_face.side == core::Color::Black ? Qt::black : Qt::white);
  p.drawEllipse(dotCentre, dot / 2, dot / 2);
  QFont font = p.font();
  font.setPixelSize(std::max(10, static_cast<int>(header * 0.62)));
  font.setBold(true);
  p.setFont(font);
  p.setPen(fore);
  const QString side = m_face.side == core::Color::Black ? tr("Black") : tr("White");
  // The stone shows the colour: the name alone fits a narrow clock; the side's word only when there
  // is room.
  const QString full = m_face.player.isEmpty() ? side : m_face.player + "  (" + side + ")";
  const QRectF headerRect(dotCentre.x() + dot / 2 + 10, r.top() + 8,
                          r.right() - dotCentre.x() - dot / 2 - 22, header);
  QString state;
  if (m_face.flagFallen)
    state = tr("FLAG");
  else if (m_face.toMove && !m_face.running)
    state = tr("PAUSED");
  else if (m_face.toMove)
    state = tr("TO MOVE");
  const QFontMetricsF fm(font);
  const QString name = fm.horizontalAdvance(full) <= headerRect.width() || m_face.player.isEmpty()
                           ? full
                           : m_face.player;
  p.drawText(headerRect, Qt::AlignVCenter | Qt::AlignLeft,
             fm.elidedText(name, Qt::ElideRight, headerRect.width()));

  // The time itself, as large as the box allows.
  const double footer =
      (m_face.periods || m_face.moves > 0 || !state.isEmpty()) ? r.height() * 0.18 : 0;
  const QRectF timeRect(r.left() + 8, r.top() + header + 8, r.width() - 16,
                        r.height() - header - footer - 12);
  QFont big = p.font();
  big.setFamily("DejaVu Sans Mono");
  big.setPixelSize(std::max(12, static_cast<int>(timeRect.height() * 0.92)));
  const QString text = formatClock(m_face.left);
  // Shrink until it fits the width (7-8 glyphs at most).
  for (int i = 0; i < 8 && QFontMetricsF(big).horizontalAdvance(text) > timeRect.width(); ++i)
    big.setPixelSize(static_cast<int>(big.pixelSize() * 0.88));
  p.setFont(big);
  p.drawText(timeRect, Qt::AlignCenter, text);

  if (footer > 0) {
    font.setPixelSize(std::max(9, static_cast<int>(footer * 0.7)));
    font.setBold(!state.isEmpty());
    p.setFont(font);
    QString line = tr("moves %1").arg(m_face.moves);
    if (m_face.periods)
      line += "   " + QString::number(*m_face.periods) + " " + m_face.periodsLabel;
    if (!state.isEmpty()) line = state + "  \u00b7  " + line;
    const double room = r.width() - 24;
    if (QFontMetricsF(font).horizontalAdvance(line) > room && !state.isEmpty())
      line = state;  // narrow: what matters
    p.drawText(QRectF(r.left() + 12, r.bottom() - footer - 4, room, footer), Qt::AlignCenter, line);
  }
}

}  // namespace c6::ui
