// c6rec clock: replays a clock script under a time control and prints both clocks after each line.
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <sstream>
#include <stdexcept>

#include "core/clock.h"
#include "ui/cli/arg_parser.h"
#include "ui/cli/command.h"
#include "ui/cli/referee_json.h"

namespace c6::ui::cli {
namespace {

using core::Color;
using core::Micros;

const char* kHelp =
    "usage: c6rec clock --control TC [--count turns|stones] [--time-judge] SCRIPT\n"
    "\n"
    "Replays SCRIPT ('-' for stdin), one event per line, '<t> <event>' with t in seconds:\n"
    "  start | press [stones] | pause | resume | undo | query\n"
    "  adjust B|W <seconds> [period <n>] [moves <m>]   (arbiter sets time left, periods, moves)\n"
    "  penalty B|W <seconds>                          (positive takes time away, negative adds)\n"
    "Blank lines and '#' comments are ignored. After each line prints one JSON object:\n"
    "  "
    "{\"t\":..,\"running\":..,\"to_move\":\"B\"|\"W\",\"B\":{\"left\":s,\"period\":n|null,"
    "\"moves\":m},\n"
    "   \"W\":{..},\"flag\":null|\"B\"|\"W\"}\n"
    "plus \"refused\":\"<why>\" when the clock refused the event. A flag that falls between lines "
    "is\n"
    "printed as its own object at the instant it fell. With --time-judge each object also lists "
    "the\n"
    "warnings since the previous one: "
    "\"events\":[{\"kind\":\"low-time\"|\"overtime\"|\"period-used\"|\"flag\",\n"
    "\"at\":s,\"side\":\"B\"|\"W\",\"left\":s}] (silent mode, the default, announces nothing: rule "
    "8).\n"
    "TC examples: 90m  5m+10s  '5m+10s max 6m'  '5m d10s'  '5m b10s'  '20m byo 5x30s'\n"
    "  '20m can 10/5m'  40/90m,30m  40/90m+30s,30m+30s  'hg 5m'  'B:90m;W:60m'\n"
    "Exit status: 0 done, 2 bad arguments or script.\n";

enum class Op { Start, Press, Pause, Resume, Undo, Adjust, Penalty, Query };

struct ScriptLine {
  int number = 0;
  Micros t{0};
  Op op = Op::Query;
  Color side = Color::Black;
  std::optional<Micros> seconds;
  std::optional<int> stones, period, moves;
};

std::runtime_error lineError(const std::string& file, int line, const std::string& what) {
  return std::runtime_error(file + ":" + std::to_string(line) + ": " + what);
}

std::optional<double> number(const std::string& s) {
  if (s.empty()) return std::nullopt;
  char* end = nullptr;
  double v = std::strtod(s.c_str(), &end);
  if (end != s.c_str() + s.size() || !std::isfinite(v)) return std::nullopt;
  return v;
}

std::optional<int> count(const std::string& s) {
  auto v = number(s);
  if (!v || *v < 0 || *v != static_cast<int>(*v) ||
      s.find_first_not_of("0123456789") != std::string::npos)
    return std::nullopt;
  return static_cast<int>(*v);
}

ScriptLine parseLine(const std::string& file, int n, const std::vector<std::string>& tok) {
  ScriptLine l;
  l.number = n;
  auto t = number(tok[0]);
  if (!t || *t < 0)
    throw lineError(file, n, "expected a time in seconds first, got '" + tok[0] + "'");
  l.t = core::secondsToMicros(*t);
  if (tok.size() < 2) throw lineError(file, n, "expected an event after the time");
  const std::string& op = tok[1];
  auto noArgs = [&](Op o) {
    if (tok.size() != 2) throw lineError(file, n, "'" + op + "' takes no arguments");
    l.op = o;
  };
  if (op == "start")
    noArgs(Op::Start);
  else if (op == "pause")
    noArgs(Op::Pause);
  else if (op == "resume")
    noArgs(Op::Resume);
  else if (op == "undo")
    noArgs(Op::Undo);
  else if (op == "query")
    noArgs(Op::Query);
  else if (op == "press") {
    l.op = Op::Press;
    if (tok.size() > 3) throw lineError(file, n, "expected 'press [stones]'");
    if (tok.size() == 3 && !(l.stones = count(tok[2])))
      throw lineError(file, n, "expected a stone count after 'press', got '" + tok[2] + "'");
  } else if (op == "adjust" || op == "penalty") {
    l.op = op == "adjust" ? Op::Adjust : Op::Penalty;
    std::string form = op == "adjust" ? "'adjust B|W <seconds>'" : "'penalty B|W <seconds>'";
    if (tok.size() < 4) throw lineError(file, n, "expected " + form);
    auto side = tok[2].size() == 1 ? core::tryParseSide(tok[2][0]) : std::nullopt;
    if (!side) throw lineError(file, n, "expected B or W after '" + op + "', got '" + tok[2] + "'");
    l.side = *side;
    auto s = number(tok[3]);
    if (!s || (l.op == Op::Adjust && *s < 0))
      throw lineError(file, n, "expected " + form + ", got '" + tok[3] + "' for the seconds");
    l.seconds = core::secondsToMicros(*s);
    std::size_t i = 4;
    for (; l.op == Op::Adjust && i + 1 < tok.size(); i += 2) {
      auto v = count(tok[i + 1]);
      if (tok[i] == "period" && v)
        l.period = v;
      else if (tok[i] == "moves" && v)
        l.moves = v;
      else
        break;
    }
    if (i != tok.size()) throw lineError(file, n, "unexpected '" + tok[i] + "' after " + form);
  } else {
    throw lineError(
        file, n,
        "expected start, press, pause, resume, undo, adjust, penalty or query, got '" + op + "'");
  }
  return l;
}

std::vector<ScriptLine> readScript(std::istream& in, const std::string& file) {
  std::vector<ScriptLine> lines;
  std::string text;
  Micros last{0};
  for (int n = 1; std::getline(in, text); ++n) {
    if (auto hash = text.find('#'); hash != std::string::npos) text.erase(hash);
    std::istringstream words(text);
    std::vector<std::string> tok;
    for (std::string w; words >> w;) tok.push_back(w);
    if (tok.empty()) continue;
    ScriptLine l = parseLine(file, n, tok);
    if (l.t < last)
      throw lineError(file, n, "time goes back (" + tok[0] + " after an earlier, later time)");
    last = l.t;
    lines.push_back(l);
  }
  return lines;
}

Json stateJson(Micros t, const core::ClockState& s) {
  Json j;
  j["t"] = core::toSeconds(t);
  j["running"] = s.running;
  j["to_move"] = std::string(1, core::sideLetter(s.toMove));
  j["B"] = clockSideJson(s.black);
  j["W"] = clockSideJson(s.white);
  j["flag"] = s.flag ? Json(std::string(1, core::sideLetter(s.flag->side))) : Json(nullptr);
  return j;
}

Json eventsJson(const std::vector<core::ClockEvent>& events) {
  Json list = Json::array();
  for (const auto& e : events) {
    Json j;
    j["kind"] = core::clockEventKindString(e.kind);
    j["at"] = core::toSeconds(e.at);
    j["side"] = std::string(1, core::sideLetter(e.side));
    j["left"] = core::toSeconds(e.clock.left);
    list.push_back(j);
  }
  return list;
}

std::optional<core::ClockError> apply(core::Clock& clock, const ScriptLine& l) {
  switch (l.op) {
    case Op::Start:
      return clock.start(l.t);
    case Op::Press:
      return clock.press(l.t, l.stones);
    case Op::Pause:
      return clock.pause(l.t);
    case Op::Resume:
      return clock.resume(l.t);
    case Op::Undo:
      return clock.undo(l.t);
    case Op::Adjust:
      return clock.adjust(l.t, l.side, {l.seconds, l.period, l.moves});
    case Op::Penalty:
      return clock.penalty(l.t, l.side, *l.seconds);
    case Op::Query:
      return std::nullopt;  // the caller settles every line
  }
  return std::nullopt;
}

int run(const std::vector<std::string>& args) {
  std::optional<std::string> control, script;
  core::ClockOptions options;
  auto parsed =
      ArgParser("clock", kHelp)
          .flag({"--time-judge"}, [&] { options.timeJudge = true; })
          .option({"--control"}, [&](const std::string& v) { control = v; })
          .option({"--count"},
                  [&](const std::string& v) {
                    if (v == "turns")
                      options.count = core::CountBy::Turns;
                    else if (v == "stones")
                      options.count = core::CountBy::Stones;
                    else
                      throw std::invalid_argument("expects 'turns' or 'stones', got '" + v + "'");
                  })
          .parse(args);
  if (parsed.exitStatus) return *parsed.exitStatus;
  if (parsed.positional.size() > 1) throw std::runtime_error("one SCRIPT only (see --help)");
  if (!parsed.positional.empty()) script = parsed.positional.front();
  if (!control) throw std::runtime_error("--control TC is required (see --help)");
  if (!script) throw std::runtime_error("a SCRIPT is required (see --help)");
  core::TimeControl tc = core::parseTimeControl(*control);

  std::vector<ScriptLine> lines;
  if (*script == "-") {
    lines = readScript(std::cin, "<stdin>");
  } else {
    std::ifstream in(*script);
    if (!in) throw std::runtime_error("cannot open script '" + *script + "'");
    lines = readScript(in, *script);
  }

  core::Clock clock(tc, options);
  for (const ScriptLine& l : lines) {
    if (auto fall = clock.nextFlagInstant(); fall && *fall < l.t) {
      auto events = clock.poll(*fall);
      Json j = stateJson(*fall, clock.state(*fall));
      if (options.timeJudge) j["events"] = eventsJson(events);
      std::cout << jsonLine(j) << "\n";
    }
    auto refused = apply(clock, l);
    auto events = clock.poll(l.t);
    Json j = stateJson(l.t, clock.state(l.t));
    if (refused) j["refused"] = core::clockErrorString(*refused);
    if (options.timeJudge) j["events"] = eventsJson(events);
    std::cout << jsonLine(j) << "\n";
  }
  return 0;
}

const bool registered =
    registerCommand({"clock", "replay a clock script under a time control", &run});

}  // namespace
}  // namespace c6::ui::cli
