#pragma once
#include <optional>
#include <vector>

#include "ui/recorder/json_line.h"
#include "ui/recorder/recorder.h"

namespace c6::ui {

// The one writer of the `c6rec record --json` vocabulary, shared by `c6rec record` and the desktop
// app's broadcast, so the feed gets the same events from both.

// One recorder notice as an event line: the referee event, with the hand side and evidence of a
// flag, and both clocks and the threats after a turn (from `recorder`, when given). Empty for a
// notice that is not an event (source trouble, evidence not written): those are for people.
std::optional<Json> recorderEventJson(const RecorderNotice& n, const Recorder* recorder);

// What a resumed recording's journal holds, as the lines `record --json` prints for them, each
// marked "resumed": true (turns, flags, restorations, rulings, the end). A crash can fall between
// journalling an event and printing it, so a resume prints them all again first: a reader keeps
// one turn per "n" and learns of every event that was confirmed before the crash.
std::vector<Json> resumedEventsJson(const std::vector<RecorderEvent>& journal,
                                    const Recorder& recorder);

// The game's header as the feed's "info" event ("event" names the kind of line, so the event's name
// goes in "event_name"); only the fields that are set, and the board size.
Json infoJson(const RecorderOptions& o);
// Whether the game has a header worth publishing (a player, the event, round or board).
bool hasGameInfo(const core::GameInfo& info);

}  // namespace c6::ui
