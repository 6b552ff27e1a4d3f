#pragma once
#include <optional>
#include <string>
#include <vector>

#include "core/record.h"
#include "core/referee.h"
#include "ui/recorder/arbiter_operation.h"
#include "ui/recorder/recorder_event.h"

namespace c6::ui {

struct RecorderOptions;

// How the recorder's state becomes the events it journals (recorder_event.h) and back.
std::string pointsText(const std::vector<core::Point>& points);  // "j10,k11"
// What tells a flag raised again on resume from the one journalled before the crash.
std::string flagKey(const core::Flag& flag);

StartEvent startEvent(const RecorderOptions& options, long long wallMillis);
// Whether an event made again while a resume plays the source again is the journalled one. A flag's
// evidence folder is compared by its name: resumed from another working folder, the same folder
// is named by another path.
bool sameWhenPlayedAgain(const RecorderEvent& journalled, const RecorderEvent& made);
// Fills what a journal's start event knows into `options`, keeping fields the caller already set
// (source, record path) so a moved file can be resumed from its new place. Relative paths taken
// from the journal are resolved against the folder the recording started in, else (an older
// journal, or that folder is gone) against `journalPath`'s folder, never against where the resume
// runs. Throws JournalError when `start` is not a start event.
void applyStartEntry(const RecorderEvent& start, RecorderOptions& options,
                     const std::string& journalPath = {});
FlagEvent flagEvent(const core::RefereeEvent& e, std::optional<std::string> evidence,
                    std::optional<std::string> hand, int turnIndex);
// The correction an accepted position made, from the referee's log ("Bj10 Wk11" words).
AmendEvent amendEvent(const core::RecordEvent& amend, int boardSize);
// The entry of the record's event log (the referee's, core/referee_log.h) an event becomes: what
// the recorder notes there itself (clock operations, a flag fall, missing evidence) and, on a
// resume from the journal's lines, the flags and restorations as journalled. Its fields as text, as
// SGF and .c6a keep them.
core::RecordEvent recordEventOf(const RecorderEvent& event);
// The operation a person made that a journal event holds (press, ruling, the arbiter's clock
// operation), to apply again on resume; empty for events the recording makes by itself.
std::optional<TimedOperation> journalledOperation(const RecorderEvent& event);

}  // namespace c6::ui
