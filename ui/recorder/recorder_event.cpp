#include "ui/recorder/recorder_event.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "ui/recorder/overloaded.h"

namespace c6::ui {

using core::Micros;

namespace {

constexpr std::array<std::pair<vision::BlackSide, const char*>, 4> kBlackSides{
    {{vision::BlackSide::Bottom, "bottom"},
     {vision::BlackSide::Top, "top"},
     {vision::BlackSide::Left, "left"},
     {vision::BlackSide::Right, "right"}}};

constexpr std::array kStatuses{vision::FrameStatus::Ok,        vision::FrameStatus::Stalled,
                               vision::FrameStatus::Lost,      vision::FrameStatus::Reconnected,
                               vision::FrameStatus::End,       vision::FrameStatus::Skipped,
                               vision::FrameStatus::EndedEarly};

constexpr std::array kClockKinds{ClockOperation::Kind::Pause, ClockOperation::Kind::Resume,
                                 ClockOperation::Kind::Adjust, ClockOperation::Kind::Penalty,
                                 ClockOperation::Kind::UndoPress};

double seconds(Micros t) {
  return core::toSeconds(t);
}
std::string side(core::Color c) {
  return std::string(1, core::sideLetter(c));
}
Json points(const std::vector<core::Point>& ps) {
  Json out = Json::array();
  for (core::Point p : ps) out.push_back(core::toString(p));
  return out;
}
Json placed(const std::vector<PlacedStone>& stones) {
  Json out = Json::array();
  for (const PlacedStone& s : stones) out.push_back(side(s.color) + core::toString(s.point));
  return out;
}
// Rows top first, as Board::toAscii draws them.
Json boardRows(const core::Board& board) {
  Json out = Json::array();
  const std::string ascii = board.toAscii();
  std::size_t pos = 0;
  while (pos < ascii.size()) {
    std::size_t end = ascii.find('\n', pos);
    if (end == std::string::npos) end = ascii.size();
    out.push_back(ascii.substr(pos, end - pos));
    pos = end + 1;
  }
  return out;
}

Json startJson(const StartEvent& s) {
  Json j{{"event", "start"},
         {"source", s.source},
         {"record", s.record},
         {"evidence", s.evidence},
         {"tc", s.timeControl},
         {"manual", s.manualClock},
         {"go", s.goMode},
         {"pause-halted", s.pauseWhenHalted},
         {"size", s.boardSize},
         {"confirm", s.confirm},
         {"settle", seconds(s.settle)},
         {"interval", seconds(s.interval)},
         {"wall", s.wall}};
  for (const auto& [value, name] : kBlackSides)
    if (value == s.blackSide) j["black-side"] = name;
  if (!s.cwd.empty()) j["cwd"] = s.cwd;
  if (s.corners) {
    Json corners = Json::array();
    for (const cv::Point2f& c : *s.corners)
      corners.push_back(Json::array({static_cast<double>(c.x), static_cast<double>(c.y)}));
    j["corners"] = corners;
  }
  j["info"] = Json{{"black", s.black},
                   {"white", s.white},
                   {"event", s.event},
                   {"round", s.round},
                   {"board", s.board}};
  return j;
}

Json flagJson(const FlagEvent& f) {
  Json j{{"event", "flag"},
         {"t", seconds(f.t)},
         {"type", core::flagTypeString(f.flag.type)},
         {"points", points(f.flag.points)}};
  if (f.flag.from) j["from"] = core::toString(*f.flag.from);
  if (f.flag.to) j["to"] = core::toString(*f.flag.to);
  if (f.flag.color != core::Color::Empty) j["color"] = side(f.flag.color);
  j["restore"] = f.flag.restore;
  if (f.evidence) j["evidence"] = *f.evidence;
  if (f.hand) j["hand"] = *f.hand;
  j["turn-index"] = f.turnIndex;
  return j;
}

Json clockOperationJson(const ClockOperationEvent& e) {
  using K = ClockOperation::Kind;
  Json j{{"event", clockOperationString(e.op.kind)}, {"t", seconds(e.t)}};
  if (e.op.kind == K::Adjust || e.op.kind == K::Penalty) {
    j["side"] = side(e.op.side);
    j[e.op.kind == K::Adjust ? "left" : "seconds"] = seconds(e.op.amount);
  }
  if (e.op.whileHalted) j["reason"] = "halted";
  return j;
}

// Reads the fields of one JSON object; every refusal names the place and the field.
class Fields {
 public:
  Fields(const Json& json, const std::string& where, int size)
      : m_json(json), m_where(where), m_size(size) {}

  bool has(const char* key) const { return m_json.contains(key); }
  [[noreturn]] void fail(const char* key, const std::string& what) const {
    throw JournalError(m_where + ": expected " + what + " in '" + key + "'");
  }
  const Json& get(const char* key) const {
    auto it = m_json.find(key);
    if (it == m_json.end()) throw JournalError(m_where + ": missing field '" + key + "'");
    return *it;
  }
  std::string text(const char* key) const {
    const Json& v = get(key);
    if (!v.is_string()) fail(key, "a string");
    return v.get<std::string>();
  }
  std::optional<std::string> optionalText(const char* key) const {
    return has(key) ? std::optional(text(key)) : std::nullopt;
  }
  bool flag(const char* key) const {
    const Json& v = get(key);
    if (!v.is_boolean()) fail(key, "true or false");
    return v.get<bool>();
  }
  long long integer(const char* key, long long lo, long long hi) const {
    const Json& v = get(key);
    if (!v.is_number_integer()) fail(key, "an integer");
    if (v.is_number_unsigned() && v.get<unsigned long long>() > static_cast<unsigned long long>(hi))
      fail(key, "an integer from " + std::to_string(lo) + " to " + std::to_string(hi));
    const long long x = v.get<long long>();
    if (x < lo || x > hi)
      fail(key, "an integer from " + std::to_string(lo) + " to " + std::to_string(hi));
    return x;
  }
  int integer32(const char* key, int lo, int hi) const {
    return static_cast<int>(integer(key, lo, hi));
  }
  int turnIndex() const { return integer32("turn-index", -1, std::numeric_limits<int>::max()); }
  Micros time(const char* key) const {
    const Json& v = get(key);
    const auto t = v.is_number() ? core::trySecondsToMicros(v.get<double>()) : std::nullopt;
    if (!t) fail(key, "seconds from -1e9 to 1e9");
    return *t;
  }
  core::Color color(const char* key) const {
    const std::string s = text(key);
    const auto c = s.size() == 1 ? core::tryParseSide(s[0]) : std::nullopt;
    if (!c) fail(key, "B or W");
    return *c;
  }
  core::Point point(const Json& v, const char* key) const {
    const auto p = v.is_string() ? core::tryParsePoint(v.get<std::string>(), m_size) : std::nullopt;
    if (!p)
      fail(key, "points on the " + std::to_string(m_size) + "x" + std::to_string(m_size) +
                    " board like \"j10\"");
    return *p;
  }
  core::Point point(const char* key) const { return point(get(key), key); }
  const Json& array(const char* key) const {
    const Json& v = get(key);
    if (!v.is_array()) fail(key, "an array");
    return v;
  }
  std::vector<core::Point> points(const char* key) const {
    std::vector<core::Point> out;
    for (const Json& v : array(key)) out.push_back(point(v, key));
    return out;
  }
  std::vector<PlacedStone> placed(const char* key) const {
    std::vector<PlacedStone> out;
    for (const Json& v : array(key)) {
      const std::string s = v.is_string() ? v.get<std::string>() : std::string();
      const auto c = s.empty() ? std::nullopt : core::tryParseSide(s[0]);
      if (!c) fail(key, "stones like \"Bj10\"");
      out.push_back({*c, point(Json(s.substr(1)), key)});
    }
    return out;
  }
  core::Board board(const char* key) const {
    std::string rows;
    for (const Json& row : array(key)) {
      if (!row.is_string()) fail(key, "rows of a board");
      rows += row.get<std::string>() + "\n";
    }
    auto b = core::Board::tryParseAscii(rows);
    if (!b || b->size() != m_size)
      fail(key, "the rows of a " + std::to_string(m_size) + "x" + std::to_string(m_size) +
                    " board ('.', 'X', 'O')");
    return *b;
  }
  template <class T>
  T parsed(const char* key, std::optional<T> (*parse)(std::string_view), const char* what) const {
    const auto v = parse(text(key));
    if (!v) fail(key, what);
    return *v;
  }

 private:
  const Json& m_json;
  const std::string& m_where;
  int m_size;
};

StartEvent startOf(const Fields& f) {
  StartEvent s;
  s.source = f.text("source");
  s.record = f.text("record");
  s.evidence = f.text("evidence");
  s.timeControl = f.text("tc");
  s.manualClock = f.flag("manual");
  s.goMode = f.flag("go");
  s.pauseWhenHalted = f.flag("pause-halted");
  s.boardSize = f.integer32("size", core::Board::kMinSize, core::Board::kMaxSize);
  s.confirm = f.integer32("confirm", 0, 1000);
  s.settle = f.time("settle");
  s.interval = f.time("interval");
  s.wall = f.integer("wall", 0, std::numeric_limits<long long>::max());
  const std::string blackSide = f.text("black-side");
  auto named = std::find_if(kBlackSides.begin(), kBlackSides.end(),
                            [&](const auto& entry) { return blackSide == entry.second; });
  if (named == kBlackSides.end()) f.fail("black-side", "bottom, top, left or right");
  s.blackSide = named->first;
  if (f.has("cwd")) s.cwd = f.text("cwd");
  if (f.has("corners")) {
    const Json& c = f.array("corners");
    std::array<cv::Point2f, 4> corners;
    for (std::size_t i = 0; i < corners.size(); ++i) {
      const bool ok = c.size() == 4 && c[i].is_array() && c[i].size() == 2 && c[i][0].is_number() &&
                      c[i][1].is_number();
      const double x = ok ? c[i][0].get<double>() : 0, y = ok ? c[i][1].get<double>() : 0;
      if (!ok || !std::isfinite(x) || !std::isfinite(y) || std::abs(x) > 1e6 || std::abs(y) > 1e6)
        f.fail("corners", "four corners [x, y] in pixels");
      corners[i] = {static_cast<float>(x), static_cast<float>(y)};
    }
    s.corners = corners;
  }
  const Json& info = f.get("info");
  if (!info.is_object()) f.fail("info", "an object");
  for (auto [key, value] : {std::pair{"black", &s.black},
                            {"white", &s.white},
                            {"event", &s.event},
                            {"round", &s.round},
                            {"board", &s.board}}) {
    auto it = info.find(key);
    if (it == info.end() || !it->is_string()) f.fail("info", std::string("a string '") + key + "'");
    *value = it->get<std::string>();
  }
  return s;
}

FlagEvent flagOf(const Fields& f) {
  FlagEvent e;
  e.t = f.time("t");
  e.flag.type = f.parsed("type", core::tryParseFlagType, "a flag type like \"moved\"");
  e.flag.points = f.points("points");
  if (f.has("from")) e.flag.from = f.point("from");
  if (f.has("to")) e.flag.to = f.point("to");
  if (f.has("color")) e.flag.color = f.color("color");
  e.flag.restore = f.text("restore");
  e.flag.raisedAt = e.t;
  e.evidence = f.optionalText("evidence");
  e.hand = f.optionalText("hand");
  e.turnIndex = f.turnIndex();
  return e;
}

RecorderEvent clockOperationOf(const std::string& name, const Fields& f) {
  using K = ClockOperation::Kind;
  ClockOperationEvent e;
  e.t = f.time("t");
  e.op.kind = *std::find_if(kClockKinds.begin(), kClockKinds.end(),
                            [&](K k) { return name == clockOperationString(k); });
  if (e.op.kind == K::Adjust || e.op.kind == K::Penalty) {
    e.op.side = f.color("side");
    e.op.amount = f.time(e.op.kind == K::Adjust ? "left" : "seconds");
  }
  if (f.has("reason")) {
    if (f.text("reason") != "halted") f.fail("reason", "\"halted\"");
    e.op.whileHalted = true;
  }
  return e;
}

bool isClockOperationName(const std::string& name) {
  return std::any_of(kClockKinds.begin(), kClockKinds.end(),
                     [&](ClockOperation::Kind k) { return name == clockOperationString(k); });
}

}  // namespace

std::string eventName(const RecorderEvent& event) {
  return std::visit(
      Overloaded{[](const StartEvent&) -> std::string { return "start"; },
                 [](const ClockStartEvent&) -> std::string { return "clock-start"; },
                 [](const TurnEvent&) -> std::string { return "turn"; },
                 [](const PressEvent&) -> std::string { return "press"; },
                 [](const FlagEvent&) -> std::string { return "flag"; },
                 [](const RestoredEvent&) -> std::string { return "restored"; },
                 [](const RulingEvent&) -> std::string { return "ruling"; },
                 [](const EndEvent&) -> std::string { return "end"; },
                 [](const AmendEvent&) -> std::string { return "amend"; },
                 [](const ClockOperationEvent& e) -> std::string {
                   return clockOperationString(e.op.kind);
                 },
                 [](const TimeoutEvent&) -> std::string { return "timeout"; },
                 [](const SourceEvent&) -> std::string { return "source"; },
                 [](const RecordingResumedEvent&) -> std::string { return "recording-resumed"; },
                 [](const EvidenceMissingEvent&) -> std::string { return "evidence-missing"; },
                 [](const ClosedEvent&) -> std::string { return "closed"; }},
      event);
}

std::optional<Micros> eventTime(const RecorderEvent& event) {
  return std::visit(
      [](const auto& e) -> std::optional<Micros> {
        if constexpr (requires { e.t; })
          return e.t;
        else
          return std::nullopt;
      },
      event);
}

Json toJson(const RecorderEvent& event) {
  return std::visit(
      Overloaded{
          [](const StartEvent& e) { return startJson(e); },
          [](const ClockStartEvent& e) {
            return Json{{"event", "clock-start"}, {"t", seconds(e.t)}};
          },
          [](const TurnEvent& e) {
            Json j{{"event", "turn"},
                   {"n", e.n},
                   {"color", side(e.color)},
                   {"stones", points(e.stones)},
                   {"t", seconds(e.t)},
                   {"press", seconds(e.press)},
                   {"board", boardRows(e.board)}};
            if (e.reconstructed) j["reconstructed"] = true;
            if (e.ambiguous) j["ambiguous"] = true;
            if (!e.unseen.empty()) j["unseen"] = points(e.unseen);
            return j;
          },
          [](const PressEvent& e) {
            return Json{{"event", "press"}, {"t", seconds(e.t)}};
          },
          [](const FlagEvent& e) { return flagJson(e); },
          [](const RestoredEvent& e) {
            Json flags = Json::array();
            for (core::FlagType f : e.flags) flags.push_back(core::flagTypeString(f));
            return Json{{"event", "restored"},
                        {"t", seconds(e.t)},
                        {"flags", flags},
                        {"turn-index", e.turnIndex}};
          },
          [](const RulingEvent& e) {
            Json j{{"event", "ruling"},
                   {"t", seconds(e.t)},
                   {"ruling", core::rulingString(e.action.ruling)}};
            if (e.action.side != core::Color::Empty) j["side"] = side(e.action.side);
            if (e.board) j["board"] = boardRows(*e.board);
            j["turn-index"] = e.turnIndex;
            return j;
          },
          [](const EndEvent& e) {
            return Json{{"event", "end"},
                        {"t", seconds(e.t)},
                        {"result", core::outcomeString(e.result.outcome)},
                        {"reason", core::reasonString(e.result.reason)},
                        {"turn-index", e.turnIndex}};
          },
          [](const AmendEvent& e) {
            return Json{{"event", "amend"},
                        {"t", seconds(e.t)},
                        {"removed", placed(e.removed)},
                        {"added", placed(e.added)},
                        {"turn-index", e.turnIndex}};
          },
          [](const ClockOperationEvent& e) { return clockOperationJson(e); },
          [](const TimeoutEvent& e) {
            return Json{{"event", "timeout"}, {"t", seconds(e.t)}, {"side", side(e.side)}};
          },
          [](const SourceEvent& e) {
            return Json{{"event", "source"},
                        {"t", seconds(e.t)},
                        {"status", vision::frameStatusString(e.status)},
                        {"message", e.message}};
          },
          [](const RecordingResumedEvent& e) {
            return Json{{"event", "recording-resumed"}, {"t", seconds(e.t)}, {"wall", e.wall}};
          },
          [](const EvidenceMissingEvent& e) {
            return Json{{"event", "evidence-missing"},
                        {"t", seconds(e.t)},
                        {"evidence", e.evidence},
                        {"error", e.error}};
          },
          [](const ClosedEvent&) {
            return Json{{"event", "closed"}};
          }},
      event);
}

std::string journalLine(const RecorderEvent& event) {
  static const JsonFormat format{6, {{"corners", 9}}};
  return jsonLine(toJson(event), format);
}

RecorderEvent recorderEventFromJson(const Json& json, const std::string& where, int boardSize) {
  if (!json.is_object()) throw JournalError(where + ": expected a JSON object");
  const Fields f(json, where, boardSize);
  const std::string name = f.text("event");
  if (name == "start") return startOf(f);
  if (name == "clock-start") return ClockStartEvent{f.time("t")};
  if (name == "turn")
    return TurnEvent{f.integer32("n", 1, std::numeric_limits<int>::max()),
                     f.color("color"),
                     f.points("stones"),
                     f.time("t"),
                     f.time("press"),
                     f.board("board"),
                     f.has("reconstructed") && f.flag("reconstructed"),
                     f.has("ambiguous") && f.flag("ambiguous"),
                     f.has("unseen") ? f.points("unseen") : std::vector<core::Point>{}};
  if (name == "press") return PressEvent{f.time("t")};
  if (name == "flag") return flagOf(f);
  if (name == "restored") {
    RestoredEvent e{f.time("t"), {}, f.turnIndex()};
    for (const Json& v : f.array("flags")) {
      const auto type = v.is_string() ? core::tryParseFlagType(v.get<std::string>()) : std::nullopt;
      if (!type) f.fail("flags", "flag types like \"moved\"");
      e.flags.push_back(*type);
    }
    return e;
  }
  if (name == "ruling") {
    RulingEvent e{f.time("t"), {}, {}, f.turnIndex()};
    e.action.ruling = f.parsed("ruling", core::tryParseRuling, "restore, accept, loss or void");
    if (f.has("side")) e.action.side = f.color("side");
    if (e.action.ruling == core::Ruling::Loss && e.action.side == core::Color::Empty)
      f.fail("side", "the side that loses, B or W");
    if (f.has("board")) e.board = f.board("board");
    return e;
  }
  if (name == "end") {
    EndEvent e{f.time("t"), {}, f.turnIndex()};
    e.result.outcome = f.parsed("result", core::tryParseOutcome, "B+, W+, draw or void");
    e.result.reason = f.parsed("reason", core::tryParseReason, "why the game ended");
    if (e.result.outcome == core::Outcome::None) f.fail("result", "B+, W+, draw or void");
    return e;
  }
  if (name == "amend")
    return AmendEvent{f.time("t"), f.placed("removed"), f.placed("added"), f.turnIndex()};
  if (isClockOperationName(name)) return clockOperationOf(name, f);
  if (name == "timeout") return TimeoutEvent{f.time("t"), f.color("side")};
  if (name == "source") {
    const std::string status = f.text("status");
    auto it = std::find_if(kStatuses.begin(), kStatuses.end(),
                           [&](vision::FrameStatus s) { return status == frameStatusString(s); });
    if (it == kStatuses.end()) f.fail("status", "a source status like \"lost\"");
    return SourceEvent{f.time("t"), *it, f.text("message")};
  }
  if (name == "recording-resumed")
    return RecordingResumedEvent{f.time("t"),
                                 f.integer("wall", 0, std::numeric_limits<long long>::max())};
  if (name == "evidence-missing")
    return EvidenceMissingEvent{f.time("t"), f.text("evidence"), f.text("error")};
  if (name == "closed") return ClosedEvent{};
  f.fail("event", "a journal event like \"turn\", found \"" + name.substr(0, 40) + "\"");
}

}  // namespace c6::ui
