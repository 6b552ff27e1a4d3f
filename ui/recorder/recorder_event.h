#pragma once
#include <array>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "core/board.h"
#include "core/referee_events.h"
#include "core/result.h"
#include "core/time.h"
#include "ui/recorder/arbiter_operation.h"
#include "ui/recorder/journal_error.h"
#include "ui/recorder/json_line.h"
#include "vision/board_view.h"
#include "vision/frame_source.h"

namespace c6::ui {

// The things a recording journals, one value per journal line (README "The journal"). Times are
// source time. Events the referee logs carry its turn index (-1: none, or an older journal).

// The options a recording started with: what a resumed run needs to see the board as the first did.
struct StartEvent {
  std::string source, record, evidence, timeControl;
  bool manualClock = false, goMode = false, pauseWhenHalted = false;
  int boardSize = 19, confirm = 2;
  core::Micros settle{300000}, interval{1000000};
  long long wall = 0;  // when it started, Unix milliseconds
  vision::BlackSide blackSide = vision::BlackSide::Bottom;
  std::optional<std::array<cv::Point2f, 4>> corners;  // given by a profile
  std::string black, white, event, round, board;      // players, event, round, board number
  // The working folder the recording started in: what its relative paths are relative to (empty
  // in journals written before it was kept).
  std::string cwd;
  friend bool operator==(const StartEvent&, const StartEvent&) = default;
};
// The game clock started (the board was first seen settled).
struct ClockStartEvent {
  core::Micros t{0};
  friend bool operator==(const ClockStartEvent&, const ClockStartEvent&) = default;
};
// A confirmed turn: its stones in the order they were placed, when it was confirmed (t), when the
// clock was pressed for it (the hand left the board), and the board after it.
struct TurnEvent {
  int n = 0;
  core::Color color = core::Color::Black;
  std::vector<core::Point> stones;
  core::Micros t{0}, press{0};
  core::Board board;
  // Explained from the board by whole legal turns, not seen played (see core::RefereeEvent); the
  // journal writes the fields only when set.
  bool reconstructed = false;
  bool ambiguous = false;
  // Stones of the turn the camera never showed, inferred by the referee (core/referee_infer.h).
  std::vector<core::Point> unseen;
  friend bool operator==(const TurnEvent&, const TurnEvent&) = default;
};
// The side to move pressed the clock (manual clock).
struct PressEvent {
  core::Micros t{0};
  friend bool operator==(const PressEvent&, const PressEvent&) = default;
};
// An irregularity flagged; `flag.raisedAt` is `t`. Hand: where a hand came in before it; evidence:
// the folder of its key images.
struct FlagEvent {
  core::Micros t{0};
  core::Flag flag;
  std::optional<std::string> evidence, hand;
  int turnIndex = -1;
  friend bool operator==(const FlagEvent&, const FlagEvent&) = default;
};
struct RestoredEvent {
  core::Micros t{0};
  std::vector<core::FlagType> flags;  // the flags the restoration cleared
  int turnIndex = -1;
  friend bool operator==(const RestoredEvent&, const RestoredEvent&) = default;
};
// The arbiter's ruling on the board seen then (an accepted position is that board).
struct RulingEvent {
  core::Micros t{0};
  core::ArbiterAction action;
  std::optional<core::Board> board;
  int turnIndex = -1;
  friend bool operator==(const RulingEvent&, const RulingEvent&) = default;
};
struct EndEvent {
  core::Micros t{0};
  core::Result result;
  int turnIndex = -1;
  friend bool operator==(const EndEvent&, const EndEvent&) = default;
};
// A stone of a colour on a point ("Bj10").
struct PlacedStone {
  core::Color color = core::Color::Black;
  core::Point point;
  friend bool operator==(const PlacedStone&, const PlacedStone&) = default;
};
// An accepted position's correction of the record: stones taken out of it and put into it.
struct AmendEvent {
  core::Micros t{0};
  std::vector<PlacedStone> removed, added;
  int turnIndex = -1;
  friend bool operator==(const AmendEvent&, const AmendEvent&) = default;
};
// An arbiter's clock operation, or one of the "pause while halted" option (op.whileHalted).
struct ClockOperationEvent {
  core::Micros t{0};
  ClockOperation op;
  friend bool operator==(const ClockOperationEvent& a, const ClockOperationEvent& b) {
    return a.t == b.t && a.op.kind == b.op.kind && a.op.side == b.op.side &&
           a.op.amount == b.op.amount && a.op.whileHalted == b.op.whileHalted;
  }
};
// A flag fell on the clock: `side` lost on time.
struct TimeoutEvent {
  core::Micros t{0};
  core::Color side = core::Color::Black;
  friend bool operator==(const TimeoutEvent&, const TimeoutEvent&) = default;
};
// The source was lost or came back (a live camera or stream).
struct SourceEvent {
  core::Micros t{0};
  vision::FrameStatus status = vision::FrameStatus::Lost;
  std::string message;
  friend bool operator==(const SourceEvent&, const SourceEvent&) = default;
};
// The recording went on after a crash, from source time `t`.
struct RecordingResumedEvent {
  core::Micros t{0};
  long long wall = 0;  // Unix milliseconds
  friend bool operator==(const RecordingResumedEvent&, const RecordingResumedEvent&) = default;
};
// A flag's key images could not be written; the record says so.
struct EvidenceMissingEvent {
  core::Micros t{0};
  std::string evidence, error;
  friend bool operator==(const EvidenceMissingEvent&, const EvidenceMissingEvent&) = default;
};
// The app closed a recording that is not to be offered for resuming.
struct ClosedEvent {
  friend bool operator==(const ClosedEvent&, const ClosedEvent&) = default;
};

using RecorderEvent =
    std::variant<StartEvent, ClockStartEvent, TurnEvent, PressEvent, FlagEvent, RestoredEvent,
                 RulingEvent, EndEvent, AmendEvent, ClockOperationEvent, TimeoutEvent, SourceEvent,
                 RecordingResumedEvent, EvidenceMissingEvent, ClosedEvent>;

// The JSON "event" name: "start", "clock-start", "turn", "press", "flag", "restored", "ruling",
// "end", "amend", "pause" / "resume" / "adjust" / "penalty" / "undo-press", "timeout", "source",
// "recording-resumed", "evidence-missing", "closed".
std::string eventName(const RecorderEvent& event);
// Its source time; empty for start and closed.
std::optional<core::Micros> eventTime(const RecorderEvent& event);

// One JSON object, "event" first, then the fields in a fixed order (README "The journal").
Json toJson(const RecorderEvent& event);
// How the journal prints one: times in seconds with 6 decimals (exact microseconds), corners
// with 9.
std::string journalLine(const RecorderEvent& event);
// The event a JSON object holds; points and boards must be on a board of `boardSize`. Throws
// JournalError "<where>: <what is wrong> in '<field>'" on a missing field, a wrong type, a point
// off the board, a non-finite time or one beyond 1e9 s, an unknown event.
RecorderEvent recorderEventFromJson(const Json& json, const std::string& where, int boardSize = 19);

}  // namespace c6::ui
