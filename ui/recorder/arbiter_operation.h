#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "core/clock.h"
#include "core/referee_events.h"

namespace c6::ui {

// An arbiter's operation on the game clock, journalled and logged in the record like a ruling.
struct ClockOperation {
  enum class Kind { Pause, Resume, Adjust, Penalty, UndoPress };
  Kind kind = Kind::Pause;
  core::Color side = core::Color::Empty;  // Adjust, Penalty
  core::Micros amount{0};  // Adjust: the time left; Penalty: time taken (negative: a bonus)
  // Pause / Resume made by the event's "pause clocks while the board is halted" option, not by the
  // arbiter: the recording makes them again when its source is played again, so resume never
  // applies them.
  bool whileHalted = false;
};
// The journal and record event kind: "pause", "resume", "adjust", "penalty", "undo-press".
const char* clockOperationString(ClockOperation::Kind kind);

// The side to move pressed the clock (manual clock mode).
struct ClockPress {};

// Everything a person does to a recording besides playing on the board: what the app's buttons,
// `c6rec record --ops` lines and the journal's press, ruling and clock lines all become, applied by
// the one Recorder::apply().
using ArbiterOperation = std::variant<ClockPress, core::ArbiterAction, ClockOperation>;

struct TimedOperation {
  core::Micros t{0};  // source time
  ArbiterOperation op;
};

// One operation as `c6rec record --ops` writes it: "<seconds> <what>", what being pause, resume,
// undo-press, press, "adjust B|W <time left>" (seconds or m:ss or h:mm:ss), "penalty B|W <seconds>"
// (negative: a bonus), "ruling accept|void|restore" or "ruling loss B|W".
// Throws std::invalid_argument saying what is wrong.
TimedOperation parseOperation(std::string_view line);
// An --ops file: one operation a line, in time order; blank lines and '#' comments are skipped.
// Throws std::runtime_error "FILE:LINE: what is wrong".
std::vector<TimedOperation> readOperations(const std::string& path);

// What the operation does to `clock` at `t`. Under the automatic clock (the board presses it),
// taking back a press re-times it: the mover is charged until `t` and the press is made again, so
// the clock keeps following the board; under the manual clock the press is owed again.
std::optional<core::ClockError> applyToClock(core::Clock& clock, const ClockOperation& op,
                                             core::Micros t, bool manualClock);

}  // namespace c6::ui
