#pragma once
#include <nlohmann/json.hpp>
#include <optional>

#include "core/forced_win.h"

namespace c6::ui::feed {

// The "forced_win" value of `c6rec analyse` (issue 31): null, or
// {"side":"B","turns":2,"line":[["k10","l11"],["m12","n13"],["k12","k13"]]}, the winner's moves and
// the defender's best replies alternately.
nlohmann::ordered_json forcedWinJson(const std::optional<core::ForcedWin>& win);

// "Black wins by force in 2 turns: k10 l11", the words the viewer and the app show.
std::string forcedWinWords(const core::ForcedWin& win);

}  // namespace c6::ui::feed
