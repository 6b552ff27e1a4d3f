#include "ui/app/flag_card.h"

#include <QLabel>
#include <QVBoxLayout>

#include "ui/app/evidence_grid.h"
#include "ui/app/move_list_model.h"

namespace c6::ui {

QString flagTitle(const QString& type) {
  if (type == "moved") return QObject::tr("Moved stone");
  if (type == "removed") return QObject::tr("Removed stone");
  if (type == "take-back") return QObject::tr("Stone taken back");
  if (type == "too-many") return QObject::tr("Too many stones");
  if (type == "wrong-colour") return QObject::tr("Wrong colour");
  if (type == "out-of-turn") return QObject::tr("Stone placed out of turn");
  if (type == "changed-colour") return QObject::tr("Stone changed colour");
  if (type == "ambiguous") return QObject::tr("Point cannot be read");
  if (type == "incomplete-press") return QObject::tr("Clock pressed before the turn was complete");
  if (type == "unpressed") return QObject::tr("Turn complete but clock not pressed");
  return type;
}

FlagCard::FlagCard(const FlagView& flag, QWidget* parent) : QFrame(parent) {
  setObjectName("flagCard");
  setStyleSheet(
      "#flagCard { border: 3px solid #d01010; border-radius: 8px; background: #fff0f0; }"
      "QLabel { color: #400000; background: transparent; }");
  auto* layout = new QVBoxLayout(this);

  QStringList where;
  if (flag.from && flag.to)
    where << QString::fromStdString(core::toString(*flag.from)) + " \u2192 " +
                 QString::fromStdString(core::toString(*flag.to));
  else
    for (core::Point p : flag.points) where << QString::fromStdString(core::toString(p));
  auto* title =
      new QLabel(QString("<b>%1</b> &nbsp; %2 &nbsp; <span style='color:#803030'>%3</span>")
                     .arg(flagTitle(flag.type).toHtmlEscaped(), where.join(", "),
                          tr("since %1").arg(formatElapsed(flag.since))));
  title->setObjectName("flagTitle");
  title->setWordWrap(true);  // "Moved stone k11 -> k12 since 0:42" is wider than a narrow panel
  QFont tf = title->font();
  tf.setPixelSize(17);
  title->setFont(tf);
  layout->addWidget(title);

  if (!flag.restore.isEmpty()) {
    auto* restore = new QLabel(flag.restore);
    restore->setWordWrap(true);
    QFont rf = restore->font();
    rf.setPixelSize(20);
    rf.setBold(true);
    restore->setFont(rf);
    restore->setStyleSheet("color: #b00000;");
    layout->addWidget(restore);
  }

  if (!flag.evidence.empty()) {
    // As many to a row as the panel holds, oldest first: the card never gets wider than the panel.
    auto* grid = new EvidenceGrid(flag.evidence);
    grid->setObjectName("evidence");
    layout->addWidget(grid);
  } else {
    auto* none = new QLabel(tr("No evidence frames (no video source)"));
    none->setWordWrap(true);
    layout->addWidget(none);
  }
}

}  // namespace c6::ui
