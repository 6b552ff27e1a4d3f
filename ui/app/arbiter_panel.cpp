#include "ui/app/arbiter_panel.h"

#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QScrollArea>

#include "ui/app/clock_face.h"
#include "ui/app/flag_card.h"
#include "ui/app/move_list_model.h"
#include "ui/app/wheel_guard.h"

namespace c6::ui {

QString describeRecordEvent(const core::RecordEvent& e) {
  const auto get = [&e](const char* key) {
    const auto it = e.detail.find(key);
    return it == e.detail.end() ? QString() : QString::fromStdString(it->second);
  };
  const auto side = [&get] {
    return get("side") == "W" ? QObject::tr("White") : QObject::tr("Black");
  };
  const auto secondsText = [](const QString& s) {
    return formatClock(core::secondsToMicros(s.toDouble()));
  };
  QString what;
  if (e.kind == "flag") {
    what = QObject::tr("FLAG %1: %2").arg(get("type"), get("restore"));
  } else if (e.kind == "restored") {
    what = QObject::tr("board restored (%1)").arg(get("flags"));
  } else if (e.kind == "ruling") {
    const QString r = get("ruling");
    what = r == "loss" ? QObject::tr("ruling: loss for %1").arg(side())
                       : QObject::tr("ruling: %1").arg(r);
  } else if (e.kind == "end") {
    what = QObject::tr("game over: %1 (%2)").arg(get("result"), get("reason"));
  } else if (e.kind == "adjust") {
    what = QObject::tr("clock: %1 set to %2").arg(side(), secondsText(get("left")));
  } else if (e.kind == "penalty") {
    what = QObject::tr("clock: penalty %1 s for %2").arg(get("seconds").toDouble()).arg(side());
  } else if (e.kind == "pause" || e.kind == "resume") {
    what = QObject::tr("clock: %1")
               .arg(e.kind == "pause" ? QObject::tr("paused") : QObject::tr("resumed"));
  } else if (e.kind == "undo-press") {
    what = QObject::tr("clock: last press undone");
  } else {
    QStringList fields;
    for (const auto& [k, v] : e.detail) fields << QString::fromStdString(k + "=" + v);
    what =
        QString::fromStdString(e.kind) + (fields.isEmpty() ? QString() : "  " + fields.join(' '));
  }
  QString line = formatElapsed(e.at) + "  " + what;
  // The log keeps how many turns were recorded when the entry was made: a flag raised during turn 3
  // and the end of a 17-turn game come after turns 2 and 17.
  if (e.turnIndex > 0) line += QObject::tr(" (after turn %1)").arg(e.turnIndex);
  if (e.turnIndex == 0) line += QObject::tr(" (before the first turn)");
  return line;
}

namespace {
QPushButton* bigButton(const QString& text, const QString& colour) {
  auto* b = new QPushButton(text);
  b->setMinimumHeight(40);
  QFont f = b->font();
  f.setPixelSize(15);
  f.setBold(true);
  b->setFont(f);
  if (!colour.isEmpty())
    b->setStyleSheet(QString("QPushButton:enabled { background: %1; color: white; }").arg(colour));
  return b;
}
}  // namespace

ArbiterPanel::ArbiterPanel(QWidget* parent)
    : QWidget(parent),
      m_flags(new QWidget),
      m_flagsLayout(new QVBoxLayout(m_flags)),
      m_noFlags(new QLabel(tr("No open flags: the board matches the record."))),
      m_accept(bigButton(tr("Accept board as corrected"), "#1565c0")),
      m_lossBlack(bigButton(tr("Loss for Black"), "#424242")),
      m_lossWhite(bigButton(tr("Loss for White"), "#757575")),
      m_void(bigButton(tr("Void the game"), "#6a1b9a")),
      m_pause(bigButton(tr("Pause clocks"), "")),
      m_undo(new QPushButton(tr("Undo last press"))),
      m_side(new QComboBox),
      m_time(new QLineEdit),
      m_adjust(new QPushButton(tr("Set time"))),
      m_penaltySeconds(new QLineEdit("60")),
      m_penalty(new QPushButton(tr("Apply penalty"))),
      m_feedback(new QLabel),
      m_log(new QListWidget) {
  auto* layout = new QVBoxLayout(this);
  auto* heading = new QLabel(tr("Arbiter"));
  QFont hf = heading->font();
  hf.setPixelSize(20);
  hf.setBold(true);
  heading->setFont(hf);
  layout->addWidget(heading);

  m_noFlags->setWordWrap(true);
  m_noFlags->setStyleSheet("color: #1b5e20; font-size: 15px; padding: 6px;");
  m_flagsLayout->setContentsMargins(0, 0, 0, 0);
  m_flagsLayout->addWidget(m_noFlags);
  m_flagsLayout->addStretch(1);
  auto* scroll = new QScrollArea;
  scroll->setWidgetResizable(true);
  scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  scroll->setWidget(m_flags);
  scroll->setMinimumHeight(200);
  scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);  // cards wrap to the panel's width
  layout->addWidget(scroll, 3);

  auto* rulings = new QGroupBox(tr("Rulings (rule 10)"));
  auto* rg = new QGridLayout(rulings);
  rg->addWidget(m_accept, 0, 0, 1, 2);
  rg->addWidget(m_lossBlack, 1, 0);
  rg->addWidget(m_lossWhite, 1, 1);
  rg->addWidget(m_void, 2, 0, 1, 2);
  layout->addWidget(rulings);

  // Each field on its own row with its button beside it; in a narrow panel (a laptop at 150%) a
  // row's label goes above its field rather than squeezing the field (WrapLongRows).
  auto* clock = new QGroupBox(tr("Clocks"));
  auto* cl = new QVBoxLayout(clock);
  auto* pauseRow = new QHBoxLayout;
  pauseRow->addWidget(m_pause, 1);
  pauseRow->addWidget(m_undo, 1);
  cl->addLayout(pauseRow);
  auto* form = new QFormLayout;
  form->setRowWrapPolicy(QFormLayout::WrapLongRows);
  form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
  m_side->addItem(tr("Black"));
  m_side->addItem(tr("White"));
  m_time->setPlaceholderText(tr("m:ss"));
  m_undo->setToolTip(tr("Undo the last clock press"));
  m_penaltySeconds->setToolTip(tr("Seconds; positive takes time away, negative gives time"));
  // Wide enough for the longest time an arbiter types, however narrow the panel.
  const int fieldWidth = m_time->fontMetrics().horizontalAdvance("10:00:00") + 16;
  const auto fieldWithButton = [fieldWidth](QLineEdit* edit, QPushButton* button) {
    edit->setMinimumWidth(fieldWidth);
    auto* row = new QHBoxLayout;
    row->addWidget(edit, 1);
    row->addWidget(button);
    return row;
  };
  form->addRow(tr("Side"), m_side);
  form->addRow(tr("Time left"), fieldWithButton(m_time, m_adjust));
  form->addRow(tr("Penalty s"), fieldWithButton(m_penaltySeconds, m_penalty));
  cl->addLayout(form);
  m_feedback->setStyleSheet("color: #b00000;");
  m_feedback->setWordWrap(true);
  cl->addWidget(m_feedback);
  layout->addWidget(clock);

  layout->addWidget(new QLabel(tr("Record log")));
  // Whole lines, wrapped: a restore instruction must be readable without scrolling sideways.
  m_log->setWordWrap(true);
  m_log->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  m_log->setTextElideMode(Qt::ElideNone);
  layout->addWidget(m_log, 2);

  using core::ArbiterAction, core::Ruling, core::Color;
  connect(m_accept, &QPushButton::clicked, this, [this] {
    emit rulingRequested(ArbiterAction{Ruling::Accept, Color::Empty});
  });
  connect(m_lossBlack, &QPushButton::clicked, this, [this] {
    emit rulingRequested(ArbiterAction{Ruling::Loss, Color::Black});
  });
  connect(m_lossWhite, &QPushButton::clicked, this, [this] {
    emit rulingRequested(ArbiterAction{Ruling::Loss, Color::White});
  });
  connect(m_void, &QPushButton::clicked, this, [this] {
    emit rulingRequested(ArbiterAction{Ruling::Void, Color::Empty});
  });
  connect(m_pause, &QPushButton::clicked, this, [this] { emit pauseRequested(!m_paused); });
  connect(m_undo, &QPushButton::clicked, this, [this] { emit undoPressRequested(); });
  connect(m_adjust, &QPushButton::clicked, this, [this] { requestAdjust(); });
  connect(m_time, &QLineEdit::returnPressed, this, [this] { requestAdjust(); });
  connect(m_penalty, &QPushButton::clicked, this, [this] { requestPenalty(); });
  WheelGuard::protect(this);
  showSnapshot(GameSnapshot());
}

QPushButton* ArbiterPanel::rulingButton(const core::ArbiterAction& ruling) const {
  switch (ruling.ruling) {
    case core::Ruling::Accept:
      return m_accept;
    case core::Ruling::Loss:
      return ruling.side == core::Color::White ? m_lossWhite : m_lossBlack;
    case core::Ruling::Void:
      return m_void;
    default:
      return nullptr;  // the panel offers no other ruling
  }
}

int ArbiterPanel::flagCardCount() const {
  return static_cast<int>(m_flags->findChildren<FlagCard*>().size());
}

core::Color ArbiterPanel::chosenSide() const {
  return m_side->currentIndex() == 1 ? core::Color::White : core::Color::Black;
}

void ArbiterPanel::requestAdjust() {
  const auto t = tryParseClockText(m_time->text());
  if (!t) {
    m_feedback->setText(tr("Type the time as m:ss or h:mm:ss"));
    return;
  }
  m_feedback->clear();
  emit adjustRequested(chosenSide(), *t);
}

void ArbiterPanel::requestPenalty() {
  bool ok = false;
  const double s = m_penaltySeconds->text().trimmed().toDouble(&ok);
  if (!ok || s == 0) {
    m_feedback->setText(tr("Type the penalty in seconds (negative for a bonus)"));
    return;
  }
  m_feedback->clear();
  emit penaltyRequested(chosenSide(), core::secondsToMicros(s));
}

void ArbiterPanel::showSnapshot(const GameSnapshot& s) {
  // Rebuild the cards only when the set of flags changed (evidence images are heavy to lay out).
  QStringList key;
  for (const FlagView& f : s.flags)
    key << QString::number(f.id) + f.restore + QString::number(f.evidence.size());
  const QString joined = key.join('|');
  if (m_flags->property("flagKey").toString() != joined ||
      (s.flags.empty() && flagCardCount() > 0)) {
    m_flags->setProperty("flagKey", joined);
    for (FlagCard* card : m_flags->findChildren<FlagCard*>()) delete card;
    int at = 0;
    for (const FlagView& f : s.flags) m_flagsLayout->insertWidget(at++, new FlagCard(f));
  }
  m_noFlags->setVisible(s.flags.empty());

  // Nothing to rule on before a game is recorded, nor after it ended.
  const bool over = !s.recording || s.result.over();
  const bool open = !s.flags.empty();
  m_accept->setEnabled(open && !over);
  m_lossBlack->setEnabled(!over);
  m_lossWhite->setEnabled(!over);
  m_void->setEnabled(!over);

  m_paused = s.clockPaused;
  m_pause->setText(m_paused ? tr("Resume clocks") : tr("Pause clocks"));
  m_pause->setEnabled(s.clockStarted && !over);
  m_undo->setEnabled(s.clockStarted && !s.turns.empty() && !over);
  m_adjust->setEnabled(s.clockStarted && !over);
  m_penalty->setEnabled(s.clockStarted && !over);

  if (m_log->count() != static_cast<int>(s.events.size())) {
    m_log->clear();
    for (const auto& e : s.events) {
      auto* item = new QListWidgetItem(describeRecordEvent(e));
      if (e.kind == "flag") item->setForeground(QColor(0xC0, 0x10, 0x10));
      m_log->addItem(item);
    }
    m_log->scrollToBottom();
  }
}

}  // namespace c6::ui
