#include "ui/app/recording_files.h"

#include <QDateTime>
#include <QDir>
#include <QStandardPaths>

#include "calibration/profile.h"
#include "ui/recorder/journal.h"
#include "ui/recorder/recorder_journal.h"
#include "ui/recorder/recorder_profile.h"

namespace c6::ui {

QString defaultRecordingFolder() {
  return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath("games");
}

RecorderOptions recorderOptions(const GameSetup& setup, const QString& folder) {
  RecorderOptions o;
  o.source = (setup.source.isEmpty() ? sampleVideoPath() : setup.source).toStdString();
  o.timeControl = setup.timeControl.trimmed().toStdString();
  o.manualClock = setup.clockMode == ClockMode::Manual;
  o.pauseWhenHalted = setup.pauseWhenHalted;
  o.info = setup.gameInfo();
  QDir().mkpath(folder);
  const QString name = QDateTime::currentDateTimeUtc().toString("yyyyMMdd-hhmmss-zzz");
  o.recordPath = QDir(folder).filePath(name + ".sgf").toStdString();
  if (!setup.profile.isEmpty()) {
    const calibration::Profile profile = calibration::loadProfile(setup.profile.toStdString());
    applyProfile(profile, o);
  }
  return o;
}

GameSetup setupOfJournal(const QString& journalPath) {
  const auto entries = Journal::readToResume(journalPath.toStdString());
  RecorderOptions o;
  applyStartEntry(entries.front(), o);
  GameSetup g;
  g.black = QString::fromStdString(o.info.black);
  g.white = QString::fromStdString(o.info.white);
  g.event = QString::fromStdString(o.info.event);
  g.round = QString::fromStdString(o.info.round);
  g.board = QString::fromStdString(o.info.board);
  g.timeControl = QString::fromStdString(o.timeControl);
  g.clockMode = o.manualClock ? ClockMode::Manual : ClockMode::Automatic;
  g.pauseWhenHalted = o.pauseWhenHalted;
  g.source = QString::fromStdString(o.source);
  return g;
}

std::optional<QString> findInterruptedJournal(const QString& folder) {
  const QDir dir(folder);
  const QStringList names = dir.entryList({"*.journal"}, QDir::Files, QDir::Name);
  for (auto it = names.crbegin(); it != names.crend(); ++it) {
    const QString path = dir.filePath(*it);
    try {
      const auto entries = Journal::read(path.toStdString());
      if (entries.empty() || !std::holds_alternative<StartEvent>(entries.front())) continue;
      if (!journalFinished(entries)) return path;
    } catch (const JournalError&) {
      continue;  // unreadable: not offered (the file stays for a person to look at)
    }
  }
  return std::nullopt;
}

void closeJournal(const QString& journalPath) {
  Journal j = Journal::reopen(journalPath.toStdString());
  j.append(ClosedEvent{});
}

}  // namespace c6::ui
