// c6rec referee: replays an observation script through core::Referee and prints its events.
#include <fstream>
#include <iostream>
#include <stdexcept>

#include "core/referee.h"
#include "core/referee_script.h"
#include "ui/cli/arg_parser.h"
#include "ui/cli/command.h"
#include "ui/cli/referee_json.h"

namespace c6::ui::cli {
namespace {

using namespace c6::core;

const char* kHelp = R"(usage: c6rec referee [--json] [options] FILE

Replays an observation script through the referee and prints what it concludes, one event per line
in time order (with --json, one JSON object per line). FILE '-' reads standard input.

Script:
  # comment
  @ 12.5               an observation at 12.5 s, then one row per board line, top row first
  ...................  '.' empty, 'X' black, 'O' white, '?' unknown (19 rows on 19x19)
  press @ 14.0         the clock was pressed
  arbiter restore|accept|loss B|loss W|void @ 30.0

Options:
  --json                  JSON lines: partial, turn, flag, restored, ruling, end
  --confirm N             consecutive agreeing observations that confirm a change (default 2)
  --confirm-seconds S     and at least this long from the first of them (default 0)
  --ambiguous-after S     a point unknown this long is flagged "ambiguous" (default 5)
  --clock auto|manual     manual: a turn complete for long without a press is flagged "unpressed"
                          (default: manual when the script has a press line, else auto)
  --unpressed-after S     how long is long, in manual clock mode (default 20)
  --go                    go mode: one stone per move, captures allowed
Exit status: 0 when the script was replayed (flags are events, not errors), 2 on a bad script or
bad options.
)";

double seconds(const std::string& value) {
  double v = parseNumber(value);
  if (v < 0) throw std::invalid_argument("expects a number of seconds >= 0, got '" + value + "'");
  return v;
}

int run(const std::vector<std::string>& args) {
  bool json = false;
  std::optional<bool> manual;
  std::string file;
  RefereeOptions options;
  auto duration = [](Micros& target) {
    return [&target](const std::string& v) { target = secondsToMicros(seconds(v)); };
  };
  auto parsed =
      ArgParser("referee", kHelp)
          .flag({"--json"}, [&] { json = true; })
          .flag({"--go"}, [&] { options.goMode = true; })
          .option(
              {"--confirm"},
              [&](const std::string& v) { options.confirmObservations = parseWholeNumber(v, 1); })
          .option({"--confirm-seconds"}, duration(options.confirmDuration))
          .option({"--ambiguous-after"}, duration(options.ambiguousAfter))
          .option({"--unpressed-after"}, duration(options.unpressedAfter))
          .option({"--clock"},
                  [&](const std::string& v) {
                    if (v != "auto" && v != "manual")
                      throw std::invalid_argument("expects auto or manual, got '" + v + "'");
                    manual = v == "manual";
                  })
          .parse(args);
  if (parsed.exitStatus) return *parsed.exitStatus;
  if (parsed.positional.size() > 1)
    throw std::runtime_error("expected one FILE, got also '" + parsed.positional[1] + "'");
  if (!parsed.positional.empty()) file = parsed.positional.front();
  if (file.empty()) throw std::runtime_error("expected a script FILE (see --help)");

  std::vector<ScriptStep> steps;
  if (file == "-") {
    steps = parseRefereeScript(std::cin, "<stdin>");
  } else {
    std::ifstream in(file);
    if (!in) throw std::runtime_error("cannot open '" + file + "'");
    steps = parseRefereeScript(in, file);
  }
  options.game.boardSize = scriptBoardSize(steps);
  bool anyPress = false;
  for (const auto& s : steps) anyPress = anyPress || s.kind == ScriptStep::Kind::Press;
  options.manualClock = manual.value_or(anyPress);

  Referee referee(options);
  for (const auto& step : steps) {
    for (const auto& e : runStep(referee, step)) {
      if (!json) {
        std::cout << describe(e) << "\n";
        continue;
      }
      Json j = refereeEventJson(e);
      appendThreats(j, e, referee.game());
      std::cout << jsonLine(j) << "\n";
    }
  }
  return 0;
}

const bool kRegistered = registerCommand(
    {"referee", "replay an observation script through the referee (turns, flags)", run});

}  // namespace
}  // namespace c6::ui::cli
