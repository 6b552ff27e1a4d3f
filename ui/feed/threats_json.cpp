#include "ui/feed/threats_json.h"

#include "core/threats.h"

namespace c6::ui::feed {

nlohmann::ordered_json threatsJson(const core::Board& position) {
  const core::Threats t = core::threats(position);
  nlohmann::ordered_json out;
  for (core::Color side : {core::Color::Black, core::Color::White}) {
    nlohmann::ordered_json s;
    s["windows"] = t.of(side).windows;
    s["block"] = nlohmann::ordered_json::array();
    for (core::Point p : t.of(side).block) s["block"].push_back(core::toString(p));
    out[std::string(1, core::sideLetter(side))] = s;
  }
  return out;
}

std::optional<std::string> threatsRefusal(const nlohmann::json& threats, int size) {
  if (!threats.is_object()) return "\"threats\" must be an object with \"B\" and \"W\"";
  for (const char* side : {"B", "W"}) {
    const std::string where = std::string("\"threats\".") + side;
    if (!threats.contains(side) || !threats[side].is_object())
      return where + " must be an object {\"windows\",\"block\"}";
    const auto& s = threats[side];
    // Four directions per point bound the windows.
    if (!s.contains("windows") || !s["windows"].is_number_integer() ||
        s["windows"].get<long long>() < 0 || s["windows"].get<long long>() > 4LL * size * size)
      return where + ".windows must be a whole number from 0 to " + std::to_string(4 * size * size);
    if (!s.contains("block") || !s["block"].is_array() ||
        s["block"].size() > static_cast<std::size_t>(size * size))
      return where + ".block must be a list of points";
    for (const auto& p : s["block"])
      if (!p.is_string() || !core::tryParsePoint(p.get_ref<const std::string&>(), size))
        return where + ".block: " + p.dump() + " is not a point of a " + std::to_string(size) +
               "x" + std::to_string(size) + " board";
  }
  return std::nullopt;
}

}  // namespace c6::ui::feed
