// libFuzzer target for the feed's validator: any bytes as an event or a board state are refused
// with a reason or accepted, never a crash; an accepted event's points are on the board and usable.
#include <cstddef>
#include <cstdint>
#include <string>

#include "core/point.h"
#include "ui/feed/event_validator.h"

using namespace c6::ui::feed;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string why;
  auto json = parseObject(std::string_view(reinterpret_cast<const char*>(data), size), why);
  if (!json) return 0;
  FeedContext context;
  context.position.set(c6::core::Point(9, 9), c6::core::Color::Black);
  context.lastTurnColor = 'B';
  context.turns = 1;
  context.seq = 1;
  if (!refuseEvent(*json, context)) {
    for (const char* key : {"stones", "points"}) {
      if (!json->contains(key)) continue;
      for (const auto& s : (*json)[key]) {
        auto p = c6::core::tryParsePoint(s.get<std::string>(), context.position.size());
        if (!p) __builtin_trap();
        context.position.at(*p);
      }
    }
  }
  refuseSnapshot(*json);
  return 0;
}
