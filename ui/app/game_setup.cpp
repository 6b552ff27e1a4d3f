#include "ui/app/game_setup.h"

#include <QDir>
#include <QFileInfo>

#include "core/time_control.h"

namespace c6::ui {

std::optional<QString> GameSetup::problem() const {
  bool ok = false;
  const QString tc = describeTimeControl(timeControl, &ok);
  if (!ok) return QObject::tr("Time control: %1").arg(tc);
  if (keys.press.isEmpty() && keys.blackPress.isEmpty() && keys.whitePress.isEmpty() &&
      clockMode == ClockMode::Manual)
    return QObject::tr("Manual clock mode needs at least one clock key");
  if (!keys.press.isEmpty() && (keys.press == keys.blackPress || keys.press == keys.whitePress))
    return QObject::tr("The same key cannot both press for anyone and for one side");
  if (!keys.blackPress.isEmpty() && keys.blackPress == keys.whitePress)
    return QObject::tr("Black's and White's clock keys must differ");
  if (!keys.pause.isEmpty() &&
      (keys.pause == keys.press || keys.pause == keys.blackPress || keys.pause == keys.whitePress))
    return QObject::tr("The pause key must differ from the clock keys");
  if (broadcast.on)
    if (auto p = broadcast.problem()) return p;
  if (source.isEmpty() && sampleVideoPath().isEmpty())
    return QObject::tr("No source chosen and the sample video is missing");
  return std::nullopt;
}

core::GameInfo GameSetup::gameInfo() const {
  core::GameInfo info;
  info.black = black.trimmed().toStdString();
  info.white = white.trimmed().toStdString();
  info.event = event.trimmed().toStdString();
  info.round = round.trimmed().toStdString();
  info.board = board.trimmed().toStdString();
  info.timeControl = timeControl.trimmed().toStdString();
  info.source = source.isEmpty() ? "c6cam sample" : source.toStdString();
  return info;
}

void GameSetup::save(QSettings& s) const {
  s.beginGroup("setup");
  s.setValue("black", black);
  s.setValue("white", white);
  s.setValue("event", event);
  s.setValue("round", round);
  s.setValue("board", board);
  s.setValue("timeControl", timeControl);
  s.setValue("clockMode", clockMode == ClockMode::Manual ? "manual" : "automatic");
  s.setValue("pauseWhenHalted", pauseWhenHalted);
  s.setValue("keyPress", keys.press.toString());
  s.setValue("keyBlack", keys.blackPress.toString());
  s.setValue("keyWhite", keys.whitePress.toString());
  s.setValue("keyPause", keys.pause.toString());
  s.setValue("source", source);
  s.setValue("profile", profile);
  broadcast.save(s);
  s.endGroup();
}

GameSetup GameSetup::load(QSettings& s) {
  GameSetup g;
  s.beginGroup("setup");
  g.black = s.value("black", g.black).toString();
  g.white = s.value("white", g.white).toString();
  g.event = s.value("event", g.event).toString();
  g.round = s.value("round", g.round).toString();
  g.board = s.value("board", g.board).toString();
  g.timeControl = s.value("timeControl", g.timeControl).toString();
  g.clockMode =
      s.value("clockMode").toString() == "manual" ? ClockMode::Manual : ClockMode::Automatic;
  g.pauseWhenHalted = s.value("pauseWhenHalted", false).toBool();
  g.keys.press = QKeySequence(s.value("keyPress", g.keys.press.toString()).toString());
  g.keys.blackPress = QKeySequence(s.value("keyBlack", g.keys.blackPress.toString()).toString());
  g.keys.whitePress = QKeySequence(s.value("keyWhite", g.keys.whitePress.toString()).toString());
  g.keys.pause = QKeySequence(s.value("keyPause", g.keys.pause.toString()).toString());
  g.source = s.value("source", g.source).toString();
  g.profile = s.value("profile", g.profile).toString();
  g.broadcast = BroadcastSettings::load(s);
  s.endGroup();
  return g;
}

QString sampleVideoPath() {
  const QDir data(QStringLiteral(C6_PROJECT_DATA_DIR));
  for (const QString& name :
       data.entryList({"*.mp4", "*.avi", "*.mkv", "*.webm"}, QDir::Files, QDir::Name))
    if (name.startsWith("sample")) return data.filePath(name);
  return {};
}

namespace {
QString seconds(core::Micros t) {
  const double s = core::toSeconds(t);
  if (s >= 3600 && static_cast<long long>(s) % 3600 == 0) return QObject::tr("%1 h").arg(s / 3600);
  if (s >= 60 && static_cast<long long>(s) % 60 == 0) return QObject::tr("%1 min").arg(s / 60);
  return QObject::tr("%1 s").arg(s);
}

QString describePlayer(const core::PlayerControl& pc) {
  QStringList parts;
  for (std::size_t i = 0; i < pc.stages.size(); ++i) {
    const core::Stage& st = pc.stages[i];
    QString part = st.moves > 0 ? QObject::tr("%1 moves in %2").arg(st.moves).arg(seconds(st.time))
                                : seconds(st.time);
    switch (st.bonus) {
      case core::Bonus::Fischer:
        part += QObject::tr(" + %1 per move").arg(seconds(st.amount));
        if (st.cap) part += QObject::tr(" (max %1)").arg(seconds(*st.cap));
        break;
      case core::Bonus::Bronstein:
        part += QObject::tr(", Bronstein %1").arg(seconds(st.amount));
        break;
      case core::Bonus::Delay:
        part += QObject::tr(", delay %1").arg(seconds(st.amount));
        break;
      case core::Bonus::None:
        break;
    }
    parts << part;
  }
  QString text = parts.join(QObject::tr(", then "));
  if (pc.overtime == core::Overtime::ByoYomi)
    text += QObject::tr(", then byo-yomi %1 x %2").arg(pc.count).arg(seconds(pc.time));
  if (pc.overtime == core::Overtime::Canadian)
    text += QObject::tr(", then %1 moves in %2 (Canadian)").arg(pc.count).arg(seconds(pc.time));
  if (pc.hourglass) text = QObject::tr("hourglass, %1").arg(text);
  return text;
}
}  // namespace

QString describeTimeControl(const QString& notation, bool* ok) {
  try {
    const core::TimeControl tc = core::parseTimeControl(notation.trimmed().toStdString());
    if (ok) *ok = true;
    if (tc.black == tc.white) return describePlayer(tc.black);
    return QObject::tr("Black: %1; White: %2")
        .arg(describePlayer(tc.black), describePlayer(tc.white));
  } catch (const core::TimeControlError& e) {
    if (ok) *ok = false;
    return QString::fromStdString(e.what());
  }
}

}  // namespace c6::ui
