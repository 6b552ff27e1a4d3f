#pragma once
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/clock.h"
#include "core/record.h"
#include "core/referee.h"
#include "ui/recorder/arbiter_operation.h"
#include "ui/recorder/journal.h"

namespace c6::ui {

struct RecorderOptions;

// How the recorder writes its journal lines and reads them back (see Journal for the file format).
// Lines: start (the options), clock-start, turn (n, color, stones, t, press, board after it),
// press, flag, restored, ruling, end, timeout (a flag fell on the clock), source (lost /
// reconnected), resume, amend (an accepted position's correction). Flags, restorations, rulings,
// amendments and ends carry "turn-index", the referee's turn index of the event. Times are seconds
// of source time with 6 decimals.
std::string secondsText(core::Micros t);
std::string pointsText(const std::vector<core::Point>& points);  // "j10,k11"
// A board, one row per '/' (top row first).
std::string boardText(const core::Board& board);
std::string flagKey(const core::Flag& flag);

JournalEntry startEntry(const RecorderOptions& options, long long wallMillis);
// Fills what the journal knows into `options`, keeping fields the caller already set
// (source, record path) so a moved file can be resumed from its new place.
void applyStartEntry(const JournalEntry& start, RecorderOptions& options);
JournalEntry flagEntry(const core::RefereeEvent& e,
                       const std::map<std::string, std::string>& extra);
JournalEntry otherEntry(const core::RefereeEvent& e);  // restored, ruling, end
core::RecordEvent recordEventOf(const JournalEntry& entry);
// An arbiter's clock operation: "pause"/"resume"/"undo-press" (t), "adjust" (t, side, left),
// "penalty" (t, side, seconds); a pause or resume of the "pause while halted" option adds
// reason=halted.
JournalEntry clockOperationEntry(const ClockOperation& op, core::Micros t);
bool isClockOperation(const JournalEntry& entry);
// A "resume" line with the wall time is the recording resumed after a crash, not the clock resumed.
bool isRecordingResumed(const JournalEntry& entry);
// The operation a person made that a journal line holds (press, ruling, clock operation), to apply
// again when the source is played again; empty for lines the recording produces by itself.
std::optional<TimedOperation> journalledOperation(const JournalEntry& entry,
                                                  const std::string& where);
// The parts of journal lines; `where` names the file and line in the JournalError they throw.
core::Micros journalSeconds(const JournalEntry& entry, const std::string& key,
                            const std::string& where);
ClockOperation clockOperationOf(const JournalEntry& entry, const std::string& where);
core::ArbiterAction arbiterActionOf(const JournalEntry& ruling, const std::string& where);
// The points a line holds under `key` ("j10,k11"), in their order.
std::vector<core::Point> journalPoints(const JournalEntry& entry, const std::string& key, int size,
                                       const std::string& where);
// The board a turn or ruling line holds.
core::Board journalBoard(const JournalEntry& entry, int size, const std::string& where);

}  // namespace c6::ui
