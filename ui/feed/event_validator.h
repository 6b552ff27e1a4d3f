#pragma once
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "core/board.h"

namespace c6::ui::feed {

// What an event is checked against: the board as the feed holds it before the event.
struct FeedContext {
  core::Board position{19};           // stones of every confirmed turn (not the partial one)
  std::optional<char> lastTurnColor;  // 'B' or 'W'; empty before the first turn
  int turns = 0;
  long long seq = 0;
};

// The highest seq a feed accepts: viewers are JavaScript, whose integers are exact to 2^53, and
// seq + 1 can never overflow.
constexpr long long kMaxSeq = 1LL << 53;

// The one check every incoming feed event passes (POST, events file, pipe, MQTT, and the
// recorder's own): a known kind, sides "B"/"W", points on the board and distinct, stone counts per
// kind, turns on empty points by the side to move, finite numbers in range, a positive bounded seq.
// Returns why the event is refused, or empty when it may be applied. `snapshot` is refused: a
// board's state is replaced only by a relay's own checked input (refuseSnapshot).
std::optional<std::string> refuseEvent(const nlohmann::json& event, const FeedContext& context);

// The same for a board's whole state as a relay takes it from the broker (schema c6feed/1): size
// 6..59, every turn checked as an event in order, flags, clock, result and seq.
std::optional<std::string> refuseSnapshot(const nlohmann::json& state);

// Parses text as one JSON object; empty with `why` set when it is not one.
std::optional<nlohmann::json> parseObject(std::string_view text, std::string& why);

}  // namespace c6::ui::feed
