#include "ui/feed/event_validator.h"

#include <cmath>
#include <set>

#include "core/point.h"
#include "core/referee_events.h"
#include "core/result.h"
#include "ui/feed/threats_json.h"

namespace c6::ui::feed {
namespace {

using nlohmann::json;
using Refusal = std::optional<std::string>;

// Ten days of seconds: far beyond any game, far below where microseconds overflow.
constexpr double kMaxSeconds = 864000.0;
constexpr std::size_t kMaxText = 512;
constexpr std::size_t kMaxInfoFields = 64;
constexpr std::size_t kMaxLog = 10000;

std::string quoted(const std::string& key) {
  return "\"" + key + "\"";
}

bool isSide(const json& v) {
  return v.is_string() && (v == "B" || v == "W");
}

Refusal needSide(const json& e, const std::string& key, bool required = true) {
  if (!e.contains(key))
    return required ? Refusal(quoted(key) + " is missing (expected \"B\" or \"W\")") : std::nullopt;
  if (!isSide(e[key])) return quoted(key) + " must be \"B\" or \"W\"";
  return std::nullopt;
}

// An absent or null optional number is fine; a present one must be finite and in range.
Refusal needNumber(const json& e, const std::string& key, double lo, double hi,
                   bool required = false) {
  if (!e.contains(key) || (!required && e[key].is_null()))
    return required ? Refusal(quoted(key) + " is missing") : std::nullopt;
  const json& v = e[key];
  if (!v.is_number()) return quoted(key) + " must be a number";
  const double d = v.get<double>();
  if (!std::isfinite(d) || d < lo || d > hi)
    return quoted(key) + " must be from " + std::to_string(lo) + " to " + std::to_string(hi);
  return std::nullopt;
}

Refusal needInteger(const json& e, const std::string& key, long long lo, long long hi,
                    bool required = false) {
  if (!e.contains(key)) return required ? Refusal(quoted(key) + " is missing") : std::nullopt;
  const json& v = e[key];
  if (!v.is_number_integer()) return quoted(key) + " must be a whole number";
  const bool tooBig =
      v.is_number_unsigned() && v.get<unsigned long long>() > static_cast<unsigned long long>(hi);
  if (tooBig || v.get<long long>() < lo || v.get<long long>() > hi)
    return quoted(key) + " must be from " + std::to_string(lo) + " to " + std::to_string(hi);
  return std::nullopt;
}

Refusal needText(const json& e, const std::string& key, bool required = false) {
  if (!e.contains(key)) return required ? Refusal(quoted(key) + " is missing") : std::nullopt;
  if (!e[key].is_string() || e[key].get_ref<const std::string&>().size() > kMaxText)
    return quoted(key) + " must be a text of at most " + std::to_string(kMaxText) + " bytes";
  return std::nullopt;
}

// A list of distinct record points on the board, at most `most` long; the points go to `out`.
Refusal needPoints(const json& e, const std::string& key, int size, std::size_t most,
                   std::vector<core::Point>* out = nullptr) {
  if (!e.contains(key) || !e[key].is_array()) return quoted(key) + " must be a list of points";
  const json& list = e[key];
  if (list.size() > most)
    return quoted(key) + " holds " + std::to_string(list.size()) + " points, at most " +
           std::to_string(most) + " allowed";
  std::set<core::Point> seen;
  for (const json& s : list) {
    std::optional<core::Point> p =
        s.is_string() ? core::tryParsePoint(s.get_ref<const std::string&>(), size) : std::nullopt;
    if (!p)
      return quoted(key) + ": " + s.dump() + " is not a point of a " + std::to_string(size) + "x" +
             std::to_string(size) + " board";
    if (!seen.insert(*p).second) return quoted(key) + ": " + s.dump() + " appears twice";
    if (out) out->push_back(*p);
  }
  return std::nullopt;
}

Refusal needEmpty(const std::vector<core::Point>& stones, const core::Board& position) {
  for (core::Point p : stones)
    if (position.at(p) != core::Color::Empty)
      return "\"stones\": " + core::toString(p) + " is occupied";
  return std::nullopt;
}

Refusal needPoint(const json& e, const std::string& key, int size) {
  if (!e.contains(key)) return std::nullopt;
  const json& s = e[key];
  if (!s.is_string() || !core::tryParsePoint(s.get_ref<const std::string&>(), size))
    return quoted(key) + " must be a point on the board";
  return std::nullopt;
}

// One side's clock reading, as `c6rec clock` prints it.
Refusal needClockSide(const json& e, const std::string& key) {
  if (!e.contains(key) || !e[key].is_object())
    return quoted(key) + " must be a clock object {\"left\",\"period\",\"moves\"}";
  const json& c = e[key];
  if (auto r = needNumber(c, "left", -kMaxSeconds, kMaxSeconds, true)) return key + "." + *r;
  if (c.contains("period") && !c["period"].is_null())
    if (auto r = needInteger(c, "period", 0, 1000)) return key + "." + *r;
  if (auto r = needInteger(c, "moves", 0, 100000)) return key + "." + *r;
  return std::nullopt;
}

Refusal needClocks(const json& e, const std::string& key) {
  if (!e.contains(key)) return std::nullopt;
  if (!e[key].is_object()) return quoted(key) + " must be an object with \"B\" and \"W\"";
  for (const char* side : {"B", "W"})
    if (auto r = needClockSide(e[key], side)) return key + "." + *r;
  return std::nullopt;
}

Refusal checkTurn(const json& e, const FeedContext& c) {
  if (auto r = needSide(e, "color")) return r;
  const char color = e["color"].get_ref<const std::string&>()[0];
  const char expected = c.lastTurnColor ? (*c.lastTurnColor == 'B' ? 'W' : 'B') : 'B';
  if (color != expected)
    return std::string("turn by ") + color + ", but " + expected + " is to move";
  std::vector<core::Point> stones;
  if (auto r = needPoints(e, "stones", c.position.size(), 2, &stones)) return r;
  if (auto r = needEmpty(stones, c.position)) return r;
  if (auto r = needInteger(e, "n", 1, 2LL * c.position.pointCount() + 2)) return r;
  if (auto r = needClocks(e, "clocks")) return r;
  if (e.contains("threats"))
    if (auto r = threatsRefusal(e["threats"], c.position.size())) return r;
  return needNumber(e, "thinking", 0, kMaxSeconds);
}

// Header fields: an `info` event, or a snapshot's merged "info" object. In the event, "event" is
// the kind and the event's name is "event_name"; in a snapshot's info object "event" is
// unambiguous, so the old form (the name as "event", as FEED.md once documented) is taken there as
// a text.
enum class InfoIn { Event, Snapshot };

Refusal checkInfo(const json& e, const FeedContext& c, InfoIn where) {
  if (e.size() > kMaxInfoFields)
    return "an info event has at most " + std::to_string(kMaxInfoFields) + " fields";
  for (const auto& [key, value] : e.items()) {
    if ((key == "event" && where == InfoIn::Event) || key == "t" || key == "seq") continue;
    if (key.size() > 64) return "an info field name is longer than 64 bytes";
    if (key == "size") {
      if (auto r = needInteger(e, "size", core::Board::kMinSize, core::Board::kMaxSize)) return r;
      if (c.turns > 0 && value.get<int>() != c.position.size())
        return "the board size cannot change once turns are recorded";
    } else if (value.is_number()) {
      if (auto r = needNumber(e, key, -1e15, 1e15)) return r;
    } else if (!value.is_boolean() && !value.is_null()) {
      if (auto r = needText(e, key)) return r;
    }
  }
  return std::nullopt;
}

Refusal checkKind(const std::string& kind, const json& e, const FeedContext& c) {
  const int size = c.position.size();
  if (kind == "info") return checkInfo(e, c, InfoIn::Event);
  if (kind == "turn") return checkTurn(e, c);
  if (kind == "partial") {
    if (auto r = needSide(e, "color")) return r;
    std::vector<core::Point> stones;
    if (auto r = needPoints(e, "stones", size, 1, &stones)) return r;
    return needEmpty(stones, c.position);
  }
  if (kind == "amend") {
    if (auto r = needInteger(e, "n", 1, c.turns, true)) return r;
    if (auto r = needSide(e, "color", false)) return r;
    return needPoints(e, "stones", size, 2);
  }
  if (kind == "flag") {
    if (auto r = needText(e, "type", true)) return r;
    if (e.contains("points"))
      if (auto r = needPoints(e, "points", size, static_cast<std::size_t>(c.position.pointCount())))
        return r;
    if (auto r = needPoint(e, "from", size)) return r;
    if (auto r = needPoint(e, "to", size)) return r;
    if (auto r = needText(e, "text")) return r;
    return needText(e, "restore");
  }
  if (kind == "restored") {
    if (!e.contains("flags")) return std::nullopt;
    if (!e["flags"].is_array() || e["flags"].size() > 16)
      return "\"flags\" must be a list of flag types";
    for (const json& f : e["flags"])
      if (!f.is_string() || !core::tryParseFlagType(f.get_ref<const std::string&>()))
        return "\"flags\": " + f.dump() + " is not a flag type";
    return std::nullopt;
  }
  if (kind == "ruling") {
    if (!e.contains("ruling") || !e["ruling"].is_string() ||
        !core::tryParseRuling(e["ruling"].get_ref<const std::string&>()))
      return "\"ruling\" must be restore, accept, loss or void";
    if (e.contains("side") && !e["side"].is_null()) return needSide(e, "side");
    return std::nullopt;
  }
  if (kind == "end") {
    if (!e.contains("result") || !e["result"].is_string() ||
        !core::tryParseOutcome(e["result"].get_ref<const std::string&>()))
      return "\"result\" must be B+, W+, draw or void";
    if (e.contains("reason") && !e["reason"].is_null() &&
        (!e["reason"].is_string() ||
         !core::tryParseReason(e["reason"].get_ref<const std::string&>())))
      return "\"reason\" is not a known end reason";
    return std::nullopt;
  }
  if (kind == "clock") {
    if (auto r = needClockSide(e, "B")) return r;
    if (auto r = needClockSide(e, "W")) return r;
    if (e.contains("running") && !e["running"].is_boolean())
      return "\"running\" must be true or false";
    return needSide(e, "to_move", false);
  }
  if (kind == "snapshot") return "a snapshot is never accepted as an event";
  return "unknown event kind \"" + kind + "\"";
}

}  // namespace

std::optional<std::string> refuseEvent(const nlohmann::json& e, const FeedContext& context) {
  if (!e.is_object()) return "an event must be a JSON object";
  if (!e.contains("event") || !e["event"].is_string()) return "\"event\" (the kind) is missing";
  if (auto r = needNumber(e, "t", 0, kMaxSeconds)) return r;
  if (auto r = needInteger(e, "seq", 1, kMaxSeq)) return r;
  // The feed numbers an event without a seq as the next one: past kMaxSeq a viewer could no longer
  // tell two numbers apart.
  if (!e.contains("seq") && context.seq >= kMaxSeq)
    return "the feed has used its last sequence number (2^53): start a new feed";
  if (e.contains("seq") && e["seq"].get<long long>() <= context.seq)
    return "seq " + std::to_string(e["seq"].get<long long>()) + " is already reached (" +
           std::to_string(context.seq) + ")";
  if (e.contains("board") && !e["board"].is_string()) return "\"board\" must be a text";
  const std::string& kind = e["event"].get_ref<const std::string&>();
  if (auto r = checkKind(kind, e, context)) return kind + ": " + *r;
  // A viewer reads "stones" and "points" as points on the board whatever the kind, so an event of
  // another kind that carries them is held to the same rule (the fuzzer's turn with a stray
  // "points": ["j1[0"]).
  for (const char* key : {"stones", "points"})
    if (e.contains(key))
      if (auto r = needPoints(e, key, context.position.size(),
                              static_cast<std::size_t>(context.position.pointCount())))
        return kind + ": " + *r;
  return std::nullopt;
}

std::optional<std::string> refuseSnapshot(const nlohmann::json& s) {
  if (!s.is_object() || !s.contains("schema") || s["schema"] != "c6feed/1")
    return "a board state must have schema c6feed/1";
  if (auto r = needInteger(s, "size", core::Board::kMinSize, core::Board::kMaxSize, true))
    return "state: " + *r;
  if (auto r = needInteger(s, "seq", 0, kMaxSeq, true)) return "state: " + *r;
  FeedContext c{core::Board(s["size"].get<int>()), std::nullopt, 0, 0};
  auto sub = [](const json& parent, const char* key, const json& fallback) -> const json& {
    return parent.contains(key) ? parent[key] : fallback;
  };
  const json none;
  const json& info = sub(s, "info", none);
  if (!info.is_null()) {
    if (!info.is_object()) return "state: \"info\" must be an object";
    if (auto r = checkInfo(info, c, InfoIn::Snapshot)) return "state info: " + *r;
    if (info.contains("size") && info["size"] != s["size"])
      return "state: info size differs from size";
  }
  const json& turns = sub(s, "turns", none);
  if (!turns.is_array()) return "state: \"turns\" must be a list";
  if (turns.size() > static_cast<std::size_t>(2 * c.position.pointCount() + 2))
    return "state: too many turns";
  for (const json& t : turns) {
    if (auto r = checkTurn(t, c)) return "state turn " + std::to_string(c.turns + 1) + ": " + *r;
    if (auto r = needNumber(t, "t", 0, kMaxSeconds)) return "state turn: " + *r;
    const core::Color color = t["color"] == "B" ? core::Color::Black : core::Color::White;
    for (const json& p : t["stones"])
      c.position.set(*core::tryParsePoint(p.get_ref<const std::string&>(), c.position.size()),
                     color);
    c.lastTurnColor = t["color"].get_ref<const std::string&>()[0];
    ++c.turns;
  }
  const json& partial = sub(s, "partial", none);
  if (!partial.is_null())
    if (auto r = refuseEvent(partial, c); r || partial["event"] != "partial")
      return "state partial: " + r.value_or("not a partial event");
  for (const char* key : {"flags", "flag_log"}) {
    const json& log = sub(s, key, none);
    if (log.is_null()) continue;
    if (!log.is_array() || log.size() > kMaxLog)
      return std::string("state: \"") + key + "\" must be a list of flag events";
    for (const json& f : log) {
      if (auto r = refuseEvent(f, c)) return std::string("state ") + key + ": " + *r;
      const json& kind = f["event"];
      if (kind != "flag" && kind != "restored" && kind != "ruling")
        return std::string("state ") + key + ": not a flag event";
    }
  }
  const json& clock = sub(s, "clock", none);
  if (!clock.is_null())
    if (auto r = refuseEvent(clock, c); r || clock["event"] != "clock")
      return "state clock: " + r.value_or("not a clock event");
  const json& result = sub(s, "result", none);
  if (!result.is_null()) {
    json end = result;
    if (end.is_object()) end["event"] = "end";
    if (auto r = refuseEvent(end, c)) return "state result: " + *r;
  }
  if (s.contains("board") && !s["board"].is_string()) return "state: \"board\" must be a text";
  return std::nullopt;
}

std::optional<nlohmann::json> parseObject(std::string_view text, std::string& why) {
  json j = json::parse(text, nullptr, false);
  if (j.is_discarded()) {
    why = "not valid JSON";
    return std::nullopt;
  }
  if (!j.is_object()) {
    why = "not a JSON object";
    return std::nullopt;
  }
  return j;
}

}  // namespace c6::ui::feed
