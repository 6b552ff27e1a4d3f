#pragma once
#include "core/clock.h"
#include "core/game.h"
#include "core/referee_events.h"
#include "ui/recorder/json_line.h"

namespace c6::ui {

// One referee event as a `c6rec referee --json` line (also used by `c6rec record --json`):
// partial / turn / flag / restored / ruling / end, with "t" the event's time in seconds.
Json refereeEventJson(const core::RefereeEvent& e);
// Appends "threats" (ui/feed/threats_json.h) to a turn event's JSON, for the position after that
// turn in `game` (the referee's game, which may already hold later turns confirmed at the same
// time). Other events are left as they are. Called last, so the field comes after all the others.
void appendThreats(Json& j, const core::RefereeEvent& e, const core::Game& game);
// One side of a game clock, as `c6rec clock` and `c6rec record --json` print it: left, period,
// moves.
Json clockSideJson(const core::SideClock& s);

}  // namespace c6::ui
