#pragma once
#include <QObject>
#include <QTimer>

#include "core/record.h"
#include "ui/app/game_snapshot.h"

namespace c6::ui {

// Replays a saved game with its clocks: step through the turns, or play it back in (scaled) real
// time with the clock of the side to move counting down between turns as it did at the table.
class ReplayController : public QObject {
  Q_OBJECT
 public:
  explicit ReplayController(QObject* parent = nullptr);

  void setRecord(const core::GameRecord& record);
  // The same game grown (review while live): the position shown stays, nothing is emitted.
  void updateRecord(const core::GameRecord& record);
  const core::GameRecord& record() const { return m_record; }
  int turnCount() const { return static_cast<int>(m_record.turns.size()); }
  // Turns shown (0 = empty board).
  int position() const { return m_position; }
  void setPosition(int turns);
  void next() { setPosition(m_position + 1); }
  void previous() { setPosition(m_position - 1); }

  // Play from the current position at `speed` times real time; stops at the end.
  void play(double speed = 1.0);
  void stop();
  bool playing() const { return m_timer.isActive(); }

  // The snapshot `elapsed` into the wait after the current position's last turn: the clock of the
  // side to move shows the recorded time minus `elapsed` (never below 0).
  GameSnapshot snapshotAt(core::Micros elapsed) const;

 signals:
  void snapshotChanged(const c6::ui::GameSnapshot& snapshot);

 private:
  void step();

  core::GameRecord m_record;
  int m_position = 0;
  QTimer m_timer;
  double m_speed = 1.0;
  core::Micros m_elapsed{0};
};

}  // namespace c6::ui
