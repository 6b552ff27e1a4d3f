#pragma once
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "core/board.h"

namespace c6::ui::feed {

// The "threats" member of a turn event, for the position after the turn (core/threats.h):
// {"B":{"windows":N,"block":["k12","n15"]},"W":{...}}. The one writer: `c6rec referee --json`,
// `c6rec record --json` and the feed all call it.
nlohmann::ordered_json threatsJson(const core::Board& position);

// Why a "threats" value is malformed for a size x size board, or empty.
std::optional<std::string> threatsRefusal(const nlohmann::json& threats, int size);

}  // namespace c6::ui::feed
