#pragma once
#include "core/referee_events.h"
#include "ui/common/json.h"

namespace c6::ui {

// One referee event as a `c6rec referee --json` line (also used by `c6rec record --json`):
// partial / turn / flag / restored / ruling / end, with "t" the event's time in seconds.
Json refereeEventJson(const core::RefereeEvent& e);

}  // namespace c6::ui
