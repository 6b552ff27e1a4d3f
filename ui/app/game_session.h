#pragma once
#include <functional>
#include <optional>
#include <vector>

#include <QImage>
#include <QObject>

#include "core/clock.h"
#include "core/referee.h"
#include "ui/app/arbiter_panel.h"
#include "ui/app/game_setup.h"
#include "ui/app/game_snapshot.h"
#include "ui/common/journal.h"

namespace c6::ui {

// One game at the table, on the GUI thread: settled observations and key presses go in, the referee
// (core::Referee) and the game clock (core::Clock) decide, and snapshots come out for the widgets.
// Arbiter operations are applied here and logged into the record with their time. Time is always
// passed in (session time, the same epoch as the observations), so tests drive it exactly.
class GameSession : public QObject {
  Q_OBJECT
 public:
  // `setup` must be valid (setup.problem() empty): the time control is parsed here.
  explicit GameSession(const GameSetup& setup, QObject* parent = nullptr);

  const GameSetup& setup() const { return m_setup; }
  const core::Referee& referee() const { return m_referee; }
  const core::Clock& clock() const { return m_clock; }

  // Frames around a flag for the arbiter (the controller keeps the recent ones); called when a flag opens.
  void setEvidenceSource(std::function<std::vector<QImage>()> source) { m_evidence = std::move(source); }

  // Every input (start, observation, key, arbiter operation) is handed to `log` BEFORE it is applied,
  // so a journal of them replays into the same session after a crash (see game_journal.h).
  void setInputLog(std::function<void(const JournalEntry&)> log) { m_inputLog = std::move(log); }

  // Black's clock starts (the game begins). Idempotent.
  void start(core::Micros now);
  // A settled observation from vision. `stillSince`: when the board became still (the hand left),
  // which times the automatic press of a turn it confirms.
  void observe(const core::Observation& observation, std::optional<core::Micros> stillSince = {});
  // A clock key. `side` empty: the generic key (whoever is to move); otherwise only that side's key,
  // ignored unless that side is to move. Returns whether the clock was pressed.
  bool keyPress(core::Micros now, std::optional<core::Color> side = {});
  // Settles the clock up to `now` (a flag falls at its exact instant). Call it from a timer.
  void tick(core::Micros now);

  // Arbiter operations; each returns an error text, or empty on success. All are logged in the record.
  std::optional<QString> rule(ArbiterRuling ruling, core::Micros now);
  std::optional<QString> pause(core::Micros now);
  std::optional<QString> resume(core::Micros now);
  std::optional<QString> adjust(core::Micros now, core::Color side, core::Micros left);
  std::optional<QString> penalty(core::Micros now, core::Color side, core::Micros amount);
  std::optional<QString> undoPress(core::Micros now);

  GameSnapshot snapshot(core::Micros now) const;
  // The record as it stands: header, turns with both clocks, every flag, ruling and clock operation.
  core::GameRecord record() const;
  bool over() const { return result().over(); }
  core::Result result() const;

 signals:
  void changed();
  void flagRaised(const QString& restore);
  void turnConfirmed(int number);
  void gameOver(const QString& result);

 private:
  void handle(const std::vector<core::RefereeEvent>& events, std::optional<core::Micros> stillSince);
  void pressClock(core::Micros at, int stones);
  void log(core::Micros at, std::string kind, std::map<std::string, std::string> detail);
  std::optional<QString> clockResult(std::optional<core::ClockError> error, core::Micros now, std::string kind,
                                     std::map<std::string, std::string> detail);
  void endIfOver(core::Micros now);
  void input(const char* kind, core::Micros t, std::vector<std::pair<std::string, std::string>> fields = {});

  GameSetup m_setup;
  core::Referee m_referee;
  core::Clock m_clock;
  std::vector<core::RecordEvent> m_clockEvents;  // pause, resume, adjust, penalty, undo-press, time
  std::optional<core::Result> m_timeResult;      // a flag fell
  std::vector<std::vector<QImage>> m_flagEvidence;  // parallel to the open flags, by raise order
  std::vector<core::Flag> m_evidenceFor;
  std::function<std::vector<QImage>()> m_evidence;
  std::function<void(const JournalEntry&)> m_inputLog;
  bool m_overAnnounced = false;
};

}  // namespace c6::ui
