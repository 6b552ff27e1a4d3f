// c6rec analyse: forced wins before each turn of a record, and the wins the players missed
// (issue 31; README "Records").
#include <chrono>
#include <iostream>

#include "core/missed_wins.h"
#include "ui/cli/arg_parser.h"
#include "ui/cli/command.h"
#include "ui/cli/record_input.h"
#include "ui/feed/forced_win_json.h"
#include "ui/recorder/json_line.h"

namespace c6::ui::cli {
namespace {

constexpr const char* kHelp = R"(usage: c6rec analyse [--json] [--turns N] [--nodes M] RECORD

Looks for a forced win of the side to move before each turn of a game record (any format check
reads; one game of a CSV archive as ARCHIVE#GAME_ID), then lists the wins that were missed:
positions where the side to move had a forced win and the game did not continue along a winning
line.

  --turns N  the longest win looked for, in the winner's turns (default 3). Wins in 1 and 2 are
             exact; longer ones are found by continuous threats.
  --nodes M  the solver's budget per position, in positions looked at (default 1000000); past it the
             answer is "unknown", never "no win"
  --json     one JSON object per position, before each turn:
             {"n": <turn about to be played>, "to_move": "B"|"W",
              "forced_win": null | {"side": "B"|"W", "turns": k,
                                    "line": [[first move's points], [the defender's best reply],
                                             [next move], ...]},
              "unknown": bool, "nodes": N, "ms": T}
             then one summary object:
             {"positions": N, "forced_wins": N, "unknown": N,
              "missed_wins": [{"n": k, "side", "turns", "line", "played": [points]}]}

Exit status: 0 analysed, 1 the record has an illegal turn (the positions before it are analysed),
2 unreadable record or bad usage.
)";

Json points(const core::Turn& turn) {
  Json out = Json::array();
  for (core::Point p : turn) out.push_back(core::toString(p));
  return out;
}

std::string lineWords(const core::ForcedWin& win) {
  std::string out;
  for (const auto& move : win.line) {
    if (!out.empty()) out += " / ";
    for (std::size_t i = 0; i < move.size(); ++i) out += (i ? " " : "") + core::toString(move[i]);
  }
  return out;
}

std::string sideName(core::Color side) {
  return side == core::Color::Black ? "Black" : "White";
}

int run(const std::vector<std::string>& args) {
  bool json = false;
  core::SolverOptions options;
  auto parsed =
      ArgParser("analyse", kHelp)
          .flag({"--json"}, [&] { json = true; })
          .option({"--turns"},
                  [&](const std::string& v) { options.maxTurns = parseWholeNumber(v, 1); })
          .option({"--nodes"},
                  [&](const std::string& v) { options.nodeBudget = parseWholeNumber(v, 1); })
          .parse(args);
  if (parsed.exitStatus) return *parsed.exitStatus;
  if (parsed.positional.size() != 1) {
    std::cerr << "c6rec analyse: give one RECORD\n" << kHelp;
    return 2;
  }
  const std::string& file = parsed.positional[0];
  const auto [path, archiveGame] = splitArchiveGame(file);
  const core::GameRecord record = readRecordFile(path, archiveGame);

  core::Game game(record.options);
  std::vector<core::Turn> turns;
  std::vector<core::SolverResult> results;
  int forced = 0, unknown = 0;
  auto solve = [&] {
    const auto start = std::chrono::steady_clock::now();
    results.push_back(
        core::findForcedWin(game.board(), game.toMove(), game.stonesRequired(), options));
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
        .count();
  };
  bool illegal = false;
  for (const auto& t : record.turns) {
    if (game.over()) break;
    const double ms = solve();
    const core::SolverResult& r = results.back();
    forced += r.win.has_value();
    unknown += r.unknown;
    const int n = game.turnCount() + 1;
    if (json) {
      Json o;
      o["n"] = n;
      o["to_move"] = std::string(1, core::sideLetter(game.toMove()));
      o["forced_win"] = feed::forcedWinJson(r.win);
      o["unknown"] = r.unknown;
      o["nodes"] = r.nodes;
      o["ms"] = ms;
      std::cout << jsonLine(o) << std::endl;  // flushed: a long game shows its progress
    } else {
      std::cout << "turn " << n << ", " << core::sideLetter(game.toMove()) << " to move: "
                << (r.win       ? feed::forcedWinWords(*r.win) + " (" + lineWords(*r.win) + ")"
                    : r.unknown ? std::string("unknown (node budget spent)")
                                : std::string("no forced win"))
                << std::endl;
    }
    if (auto why = game.play(t.turn)) {
      std::cerr << "c6rec analyse: " << file << ": turn " << n << " is illegal ("
                << core::illegalString(*why) << "); the positions before it are analysed\n";
      illegal = true;
      break;
    }
    turns.push_back(t.turn);
  }
  // The position after the last turn tells whether a win found before the last turn but one was
  // kept; it is not a position before a turn, so it is not printed.
  if (!illegal && !game.over()) solve();

  const auto missed = core::missedWins(turns, results, record.options);
  if (json) {
    Json summary;
    summary["positions"] = static_cast<int>(turns.size()) + (illegal ? 1 : 0);
    summary["forced_wins"] = forced;
    summary["unknown"] = unknown;
    summary["missed_wins"] = Json::array();
    for (const auto& m : missed) {
      Json o;
      o["n"] = m.turn;
      const Json win = feed::forcedWinJson(m.win);
      o["side"] = win["side"];
      o["turns"] = win["turns"];
      o["line"] = win["line"];
      o["played"] = points(m.played);
      summary["missed_wins"].push_back(o);
    }
    std::cout << jsonLine(summary) << "\n";
  } else {
    std::cout << "missed wins: " << missed.size() << "\n";
    for (const auto& m : missed) {
      std::cout << "  turn " << m.turn << ": " << sideName(m.win.side) << " could win by force in "
                << m.win.turns << (m.win.turns == 1 ? " turn" : " turns") << " ("
                << lineWords(m.win) << "), played";
      for (core::Point p : m.played) std::cout << " " << core::toString(p);
      if (m.played.isPass()) std::cout << " a pass";
      std::cout << "\n";
    }
  }
  std::cout.flush();
  return illegal ? 1 : 0;
}

const bool kRegistered = registerCommand(
    {"analyse", "forced wins before each turn of a record, and the missed ones (--json)", run});

}  // namespace
}  // namespace c6::ui::cli
