#include "ui/app/game_journal.h"

#include <QDateTime>
#include <QDir>
#include <QStandardPaths>

namespace c6::ui {
namespace {

core::Micros timeOf(const JournalEntry& e) { return core::Micros(std::stoll(e.get("t", "0"))); }

core::Color sideOf(const JournalEntry& e) { return e.get("side") == "W" ? core::Color::White : core::Color::Black; }

void replayOne(const JournalEntry& e, GameSession& s) {
  const core::Micros t = timeOf(e);
  if (e.kind == "start") {
    s.start(t);
  } else if (e.kind == "observe") {
    const std::string cells = e.get("board");
    core::Observation obs;
    obs.time = t;
    obs.size = s.referee().options().game.boardSize;
    obs.cells.assign(static_cast<std::size_t>(obs.size * obs.size), core::Seen::Unknown);
    if (cells.size() != obs.cells.size()) throw JournalError("journal observation at t=" + e.get("t") + ": expected " + std::to_string(obs.cells.size()) + " points");
    for (std::size_t i = 0; i < cells.size(); ++i)
      obs.cells[i] = cells[i] == 'X' ? core::Seen::Black : cells[i] == 'O' ? core::Seen::White
                     : cells[i] == '.' ? core::Seen::Empty : core::Seen::Unknown;
    std::optional<core::Micros> still;
    if (e.has("still")) still = core::Micros(std::stoll(e.get("still")));
    s.observe(obs, still);
  } else if (e.kind == "key") {
    const std::string side = e.get("side", "any");
    s.keyPress(t, side == "any" ? std::nullopt : std::optional<core::Color>(sideOf(e)));
  } else if (e.kind == "rule") {
    s.rule(static_cast<ArbiterRuling>(std::stoi(e.get("ruling", "0"))), t);
  } else if (e.kind == "pause") {
    s.pause(t);
  } else if (e.kind == "resume") {
    s.resume(t);
  } else if (e.kind == "adjust") {
    s.adjust(t, sideOf(e), core::Micros(std::stoll(e.get("us", "0"))));
  } else if (e.kind == "penalty") {
    s.penalty(t, sideOf(e), core::Micros(std::stoll(e.get("us", "0"))));
  } else if (e.kind == "undo") {
    s.undoPress(t);
  }
}

}  // namespace

GameJournal GameJournal::create(const QString& folder, const GameSetup& setup) {
  QDir().mkpath(folder);
  const QString name = QDateTime::currentDateTimeUtc().toString("yyyyMMdd-hhmmss-zzz") + ".c6j";
  const QString path = QDir(folder).filePath(name);
  GameJournal j(path, Journal::create(path.toStdString()));
  j.append(setupEntry(setup));
  return j;
}

GameJournal GameJournal::reopen(const QString& path) { return GameJournal(path, Journal::reopen(path.toStdString())); }

void GameJournal::finish(const QString& result) {
  JournalEntry e;
  e.kind = "end";
  e.add("result", result.toStdString());
  m_journal.append(e);
}

QString defaultJournalFolder() {
  return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath("journal");
}

std::optional<QString> findInterruptedJournal(const QString& folder) {
  const QDir dir(folder);
  QStringList names = dir.entryList({"*.c6j"}, QDir::Files, QDir::Name);
  for (auto it = names.crbegin(); it != names.crend(); ++it) {
    const QString path = dir.filePath(*it);
    try {
      const auto entries = Journal::read(path.toStdString());
      const bool ended = !entries.empty() && entries.back().kind == "end";
      if (!ended && !entries.empty() && entries.front().kind == "setup") return path;
    } catch (const JournalError&) {
      continue;  // unreadable: not offered (the file stays for a person to look at)
    }
  }
  return std::nullopt;
}

JournalEntry setupEntry(const GameSetup& g) {
  JournalEntry e;
  e.kind = "setup";
  e.add("black", g.black.toStdString()).add("white", g.white.toStdString()).add("event", g.event.toStdString());
  e.add("round", g.round.toStdString()).add("board", g.board.toStdString());
  e.add("tc", g.timeControl.toStdString());
  e.add("mode", g.clockMode == ClockMode::Manual ? "manual" : "automatic");
  e.add("source", g.source.toStdString()).add("profile", g.profile.toStdString());
  return e;
}

GameSetup setupFromEntry(const JournalEntry& e) {
  GameSetup g;
  g.black = QString::fromStdString(e.get("black"));
  g.white = QString::fromStdString(e.get("white"));
  g.event = QString::fromStdString(e.get("event"));
  g.round = QString::fromStdString(e.get("round"));
  g.board = QString::fromStdString(e.get("board"));
  g.timeControl = QString::fromStdString(e.get("tc", g.timeControl.toStdString()));
  g.clockMode = e.get("mode") == "manual" ? ClockMode::Manual : ClockMode::Automatic;
  g.source = QString::fromStdString(e.get("source"));
  g.profile = QString::fromStdString(e.get("profile"));
  return g;
}

GameSetup readJournalSetup(const QString& path) {
  const auto entries = Journal::read(path.toStdString());
  if (entries.empty() || entries.front().kind != "setup")
    throw JournalError(path.toStdString() + ": line 2: expected the game's setup entry");
  return setupFromEntry(entries.front());
}

core::Micros replayJournal(const QString& path, GameSession& session) {
  core::Micros last{0};
  for (const JournalEntry& e : Journal::read(path.toStdString())) {
    if (e.kind == "setup" || e.kind == "end") continue;
    replayOne(e, session);
    last = std::max(last, timeOf(e));
  }
  return last;
}

}  // namespace c6::ui
