#pragma once
#include <optional>
#include <vector>

#include <QString>

#include "ui/app/game_session.h"
#include "ui/common/journal.h"

namespace c6::ui {

// Crash safety for the app: every input of a GameSession goes into a journal (ui/common/journal: one
// fsync'ed line per entry) before it is applied. The core is deterministic, so replaying the journal
// into a fresh session restores the game exactly - turns, clocks, open flags, rulings. A journal
// without an "end" entry is a game that was interrupted; the app offers to continue it at start.
class GameJournal {
 public:
  // Starts a journal in `folder` (created if needed) with the setup as its first entry.
  static GameJournal create(const QString& folder, const GameSetup& setup);
  // Reopens an interrupted journal for appending.
  static GameJournal reopen(const QString& path);

  const QString& path() const { return m_path; }
  void append(const JournalEntry& entry) { m_journal.append(entry); }
  // Marks the game finished: the journal is no longer offered for resuming.
  void finish(const QString& result);

 private:
  GameJournal(QString path, Journal journal) : m_path(std::move(path)), m_journal(std::move(journal)) {}
  QString m_path;
  Journal m_journal;
};

// The folder the app keeps its journals in (the user's application data folder).
QString defaultJournalFolder();
// The newest journal in `folder` that has no "end" entry, if any.
std::optional<QString> findInterruptedJournal(const QString& folder);

JournalEntry setupEntry(const GameSetup& setup);
GameSetup setupFromEntry(const JournalEntry& entry);

// Reads a journal: its setup, and its inputs replayed into `session` (made from that setup, with no
// input log attached). Returns the time of the last input. Throws JournalError on a bad journal.
GameSetup readJournalSetup(const QString& path);
core::Micros replayJournal(const QString& path, GameSession& session);

}  // namespace c6::ui
