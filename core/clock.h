#pragma once
#include <array>
#include <limits>
#include <optional>
#include <vector>

#include "core/player_time.h"
#include "core/record.h"
#include "core/time_control.h"

namespace c6::core {

enum class CountBy { Turns, Stones };

struct ClockOptions {
  CountBy count = CountBy::Turns;  // what a "move" is for stage and Canadian counts
  // Rule 8: in silent mode (default) the clock reports only facts (the flag); with a time judge it
  // also reports low time, overtime begun and byo-yomi periods used, so the app may announce them.
  bool timeJudge = false;
  std::vector<Micros> warnAt{std::chrono::minutes(5), std::chrono::minutes(1),
                             std::chrono::seconds(30), std::chrono::seconds(10)};
};

enum class ClockPhase { NotStarted, Running, Paused, Stopped, Flagged };

// Why an operation was refused (the clock is unchanged).
enum class ClockError {
  NotStarted,
  AlreadyStarted,
  NotRunning,
  NotPaused,
  Over,
  NothingToUndo,
  TimeWentBack
};
const char* clockErrorString(ClockError e);  // "not-started", "already-started", ...

// A flag fall: the exact instant, the side, and where in the control it fell.
struct FlagFall {
  Color side = Color::Empty;
  Micros at{0};
  int stage = 0;  // 0-based stage index
  bool overtime = false;
  int period = 0;  // 1-based byo-yomi period or Canadian block; 0 in main time
  friend bool operator==(const FlagFall&, const FlagFall&) = default;
};

// One side's clock as displayed.
struct SideClock {
  Micros left{0};              // in the current stage, or in the current period / block
  std::optional<int> periods;  // byo-yomi periods left; Canadian moves due in the block; else empty
  int moves = 0;               // moves completed (turns or stones)
  int stage = 0;
  bool overtime = false;
};

struct ClockState {
  ClockPhase phase = ClockPhase::NotStarted;
  bool running = false;
  Color toMove = Color::Black;
  SideClock black, white;
  Micros thinking{0};  // running time of the move in progress
  std::optional<FlagFall> flag;
  const SideClock& of(Color side) const { return side == Color::White ? white : black; }
};

// What one press completed: who, when, how long they thought, and both clocks right after.
struct PressRecord {
  Color side = Color::Black;
  Micros at{0};
  Micros thinking{0};
  int counted = 1;  // moves counted (1, or the turn's stones)
  ClockSnapshot clocks;
};
// Fills the clock fields of a recorded turn (at, thinking, clocks).
void fillTurnRecord(const PressRecord& press, TurnRecord& turn);

// Things that happen as time passes, reported as values at their exact instant.
struct ClockEvent {
  enum class Kind { Flag, LowTime, Overtime, PeriodUsed } kind = Kind::Flag;
  Micros at{0};
  Color side = Color::Black;
  SideClock clock;      // that side's clock at the instant
  Micros threshold{0};  // LowTime: the threshold crossed
};
const char* clockEventKindString(
    ClockEvent::Kind k);  // "flag", "low-time", "overtime", "period-used"

// The game clock. Time is always passed in (`now`, any epoch); nothing reads a clock. Operations
// take non-decreasing instants (else TimeWentBack); poll() and state() do not count, so a press
// stamped when the hand left the board may come after a later poll. Operations return empty on
// success, else why they were refused. A flag falls at the exact instant the time runs out, also
// between calls: every operation and poll first settles what happened before `now`; a settled flag
// is final.
class Clock {
 public:
  explicit Clock(TimeControl control, ClockOptions options = {});

  const TimeControl& control() const { return m_control; }
  const ClockOptions& options() const { return m_options; }

  // Starts Black's clock.
  std::optional<ClockError> start(Micros now);
  // The side to move completes a move (its turn of `stones` stones; by default 1 for Black's first
  // turn, else 2, which matters only when counting stones). The record is presses().back().
  std::optional<ClockError> press(Micros now, std::optional<int> stones = std::nullopt);
  // A move the board shows complete: a press that the arbiter's pause does not refuse. The mover is
  // charged the running time before the pause only; the clock stays paused, now for the opponent,
  // so the clock's side to move follows the board through every pause.
  std::optional<ClockError> completeMove(Micros now, std::optional<int> stones = std::nullopt);
  // Takes back the last press (wrong press): its side's move resumes, charged for the time since.
  std::optional<ClockError> undo(Micros now);
  std::optional<ClockError> pause(Micros now);
  std::optional<ClockError> resume(Micros now);
  // Ends the game: both clocks stop for good.
  std::optional<ClockError> stop(Micros now);

  // Arbiter: set a side's time left (current stage/period), periods (or Canadian moves due) or
  // moves counter. Clears the undo history.
  struct Adjustment {
    std::optional<Micros> left;
    std::optional<int> periods;
    std::optional<int> moves;
  };
  std::optional<ClockError> adjust(Micros now, Color side, const Adjustment& a);
  // Positive takes time away (and may use periods or drop the flag); negative gives a bonus.
  std::optional<ClockError> penalty(Micros now, Color side, Micros amount);

  // Settles everything up to `now` and returns the events not returned before (in order).
  std::vector<ClockEvent> poll(Micros now);

  // Read-only views at `now` (a flag due by `now` shows as fallen, at its instant; an instant
  // before the last operation shows the clock as of that operation).
  ClockState state(Micros now) const;
  ClockPhase phase() const { return m_phase; }
  // When the running side's flag will fall if nothing happens; empty unless running.
  std::optional<Micros> nextFlagInstant() const;
  // The next instant poll() would report something (a warning or the flag); empty unless running.
  std::optional<Micros> nextEventInstant() const;
  const std::optional<FlagFall>& flag() const { return m_flag; }
  const std::vector<PressRecord>& presses() const { return m_presses; }
  const std::vector<ClockEvent>& events() const { return m_events; }

 private:
  struct Saved {
    std::array<PlayerTime, 2> time;
    std::array<int, 2> turns;
    Micros baseElapsed;
    Micros elapsedAtPress;
  };
  static std::size_t idx(Color c) { return c == Color::White ? 1 : 0; }
  const PlayerTiming& timing(Color c) const { return m_timing[idx(c)]; }
  PlayerTime& time(Color c) { return m_time[idx(c)]; }

  // Time check, then the events and the flag due by `now`. Only operations move the time watermark.
  std::optional<ClockError> settle(Micros now, bool operation = true);
  Micros elapsedAt(Micros now) const;
  std::optional<ClockError> switchSides(Micros now, std::optional<int> stones, bool whilePaused);
  Micros flagElapsed() const;
  Micros instantOf(Micros elapsed) const;
  // Both sides' times after `elapsed` of the current move (mover empty when its flag fell).
  std::pair<std::optional<PlayerTime>, PlayerTime> project(Micros elapsed) const;
  void rebase(Micros now);
  void fallFlag(Color side, Micros at, Micros elapsed);
  PlayerTime exhausted(Color side, PlayerTime t) const;
  SideClock sideClock(Color side, const PlayerTime& t) const;
  ClockSnapshot snapshot() const;

  TimeControl m_control;
  ClockOptions m_options;
  std::array<PlayerTiming, 2> m_timing;
  std::array<PlayerTime, 2> m_time;  // baselines, valid at m_baseElapsed of the current move
  std::array<int, 2> m_turns{0, 0};
  ClockPhase m_phase = ClockPhase::NotStarted;
  Color m_toMove = Color::Black;
  Micros m_lastNow{std::numeric_limits<Micros::rep>::min()};
  Micros m_segmentStart{0};   // instant the current running stretch began
  Micros m_elapsedBefore{0};  // the move's running time before that stretch
  Micros m_baseElapsed{0};    // the move's running time when m_time was taken
  Micros m_polled{0};         // the move's running time up to which events were reported
  std::optional<FlagFall> m_flag;
  std::vector<PressRecord> m_presses;
  std::vector<Saved> m_undo;
  std::vector<ClockEvent> m_events;
  std::size_t m_eventsReturned = 0;
};

}  // namespace c6::core
