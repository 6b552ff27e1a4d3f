#pragma once
#include <nlohmann/json.hpp>
#include <optional>

#include "core/forced_win.h"

namespace c6::ui::feed {

// The "forced_win" value of `c6rec analyse` (issue 31): null, or
// {"side":"B","turns":2,"line":[["k10","l11"],["m12","n13"],["k12","k13"]]}, the winner's moves and
// the defender's best replies alternately.
nlohmann::ordered_json forcedWinJson(const std::optional<core::ForcedWin>& win);

// The solver's budget for a live turn event: about 20 ms at worst on one core (a frame or two), so
// the event is never held up; the positions of the shared records need under 0.3M for N = 3, so a
// few hard ones may say null where `c6rec analyse` (1M) finds a win.
constexpr long kLiveForcedWinNodes = 200000;

// The forced win (within 3 turns, live budget) of the side to move after `mover`'s turn made
// `position`; none when none was proved, or when `mover` has six already. The one computation
// behind the turn events, the feed and the app.
std::optional<core::ForcedWin> liveForcedWin(const core::Board& position, core::Color mover);

// The "forced_win" member of a turn event in `c6rec record --json` and the feed: liveForcedWin as
// JSON, null when none.
nlohmann::ordered_json forcedWinAfterTurn(const core::Board& position, core::Color mover);

// "Black wins by force in 2 turns: k10 l11", the words the viewer and the app show.
std::string forcedWinWords(const core::ForcedWin& win);

}  // namespace c6::ui::feed
