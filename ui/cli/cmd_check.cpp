// c6rec check: replays game records through the rules engine (contract in issue 2 and README
// "Records").
#include <functional>
#include <iostream>
#include <optional>

#include "core/csv_archive.h"
#include "core/record_detect.h"
#include "core/record_error.h"
#include "core/replay.h"
#include "ui/cli/arg_parser.h"
#include "ui/cli/command.h"
#include "ui/cli/record_input.h"
#include "ui/recorder/json_line.h"
#include "ui/recorder/record_files.h"

namespace c6::ui::cli {
namespace {

constexpr const char* kHelp = R"(usage: c6rec check [--json] [--moves] FILE...

Replays each game record through the Connect6 rules and reports whether it is legal.
Formats: Little Golem SGF and the one-stone-per-node GM[511] SGF, lower-case jj or NCTU's upper-case
JJ (.sgf), the move list "1.j10 2.i9l10 ..." (.txt), c6cam's native archive (.c6a); other names are
recognised by content. Whatever the name, a CCGC record {[C6]...;B(J,10);...} (UTF-8 or GB2312/GBK)
and a CSV archive of games (header game_id,moves,...) are recognised by content; each game of an
archive is reported on its own, as FILE#GAME_ID.

  --json    one JSON object per file, on one line:
            {"file": "...", "legal": true|false, "turns": N, "result": "B+"|"W+"|"draw"|null,
             "reason": "six"|"double-pass"|"full-board"|"resign"|"time"|"agreement"|null,
             "error": null | {"turn": k, "reason": "occupied"|"off-board"|"wrong-stone-count"|
                                                   "move-after-end"|"bad-syntax"|"wrong-colour"}}
            turns = turns applied before any error; error.turn = 1-based index of the first bad
            turn. The recorded result (RE) is reported when the stones decide nothing (e.g. a
            resignation).
  --moves   also print every turn and the final board (without --json)

A turn is all or nothing; a turn after a six is move-after-end (result and reason still describe the
six). Unreadable files report bad-syntax and the reader's message on stderr.
Exit status: 0 all legal, 1 some illegal, 2 some unreadable (or bad usage).
)";

struct FileReport {
  std::string file;
  core::ReplayReport replay;
  bool unreadable = false;
  int syntaxTurn = 0;  // the turn where reading failed, when unreadable
  std::string message;
  std::optional<core::Game> game;
};

// Replays what was read; `error` is the reader's complaint when the record is not whole.
FileReport replayRecord(std::string name, const core::GameRecord* record,
                        const std::string* error) {
  FileReport r;
  r.file = std::move(name);
  r.unreadable = error != nullptr;
  if (error) r.message = *error;
  core::Game game(record ? record->options : core::GameOptions{});
  if (record) r.replay = core::replay(*record, game);
  r.game = std::move(game);
  r.syntaxTurn = r.replay.turnsApplied + 1;
  return r;
}

FileReport unreadable(std::string name, const std::exception& e) {
  std::string message = e.what();
  auto* re = dynamic_cast<const core::RecordError*>(&e);
  return replayRecord(std::move(name), re ? re->partial() : nullptr, &message);
}

// One report per game, handed to `report` as it is made: one for a record, one per row of a CSV
// archive ("FILE#GAME_ID"), so an archive of many games never holds more than one in memory.
void checkFile(const std::string& file, const std::function<void(const FileReport&)>& report) {
  try {
    std::string bytes = readFileBytes(file);
    if (core::detectRecordContent(bytes) != core::RecordContent::CsvArchive) {
      core::GameRecord record = parseRecordFile(bytes, file);
      report(replayRecord(file, &record, nullptr));
      return;
    }
    core::CsvArchiveReader archive(bytes, file);
    bool any = false;
    while (auto g = archive.next()) {
      any = true;
      std::string name = file + "#" + g->id;
      report(g->record ? replayRecord(name, &*g->record, nullptr) : unreadable(name, *g->error));
    }
    if (!any) throw core::RecordError(file, "", "at least one game after the CSV header", "none");
  } catch (const std::exception& e) {
    report(unreadable(file, e));
  }
}

Json resultJson(const core::Result& result) {
  auto o = result.outcome;
  if (o == core::Outcome::BlackWins || o == core::Outcome::WhiteWins || o == core::Outcome::Draw)
    return core::outcomeString(o);
  return nullptr;
}

Json reasonJson(const core::Result& result) {
  using R = core::EndReason;
  switch (result.reason) {
    case R::Six:
    case R::DoublePass:
    case R::FullBoard:
    case R::Resign:
    case R::Time:
    case R::Agreement:
      return resultJson(result).is_null() ? Json(nullptr) : Json(core::reasonString(result.reason));
    default:
      return nullptr;
  }
}

Json errorJson(const FileReport& r) {
  if (r.replay.error) {
    Json j;
    j["turn"] = r.replay.error->turn;
    j["reason"] = core::illegalString(r.replay.error->reason);
    return j;
  }
  if (r.unreadable) {
    Json j;
    j["turn"] = r.syntaxTurn;
    j["reason"] = "bad-syntax";
    return j;
  }
  return nullptr;
}

void printHuman(const FileReport& r, bool moves, std::ostream& out) {
  if (moves && r.game) {
    int n = 0;
    for (const auto& t : r.game->turns()) out << ++n << ". " << core::toString(t) << "\n";
    out << r.game->board().toAscii();
  }
  out << r.file << ": ";
  if (r.replay.error) {
    out << "illegal at turn " << r.replay.error->turn << " ("
        << core::illegalString(r.replay.error->reason) << ")";
  } else if (r.unreadable) {
    out << "unreadable at turn " << r.syntaxTurn << " (bad-syntax)";
  } else {
    out << "legal";
  }
  out << ", " << r.replay.turnsApplied << " turns applied";
  const auto& res = r.replay.result;
  if (res.over()) {
    out << ", " << core::outcomeString(res.outcome);
    if (res.reason != core::EndReason::None) out << " by " << core::reasonString(res.reason);
    if (r.replay.resultFromRecord) out << " (as recorded)";
  } else {
    out << ", no result";
  }
  out << "\n";
}

int run(const std::vector<std::string>& args) {
  bool json = false, moves = false;
  auto parsed = ArgParser("check", kHelp)
                    .flag({"--json"}, [&] { json = true; })
                    .flag({"--moves"}, [&] { moves = true; })
                    .parse(args);
  if (parsed.exitStatus) return *parsed.exitStatus;
  const std::vector<std::string>& files = parsed.positional;
  if (files.empty()) {
    std::cerr << "c6rec check: no FILE given\n" << kHelp;
    return 2;
  }
  bool anyIllegal = false, anyUnreadable = false;
  for (const auto& file : files) {
    checkFile(file, [&](const FileReport& r) {
      anyUnreadable = anyUnreadable || r.unreadable;
      anyIllegal = anyIllegal || r.replay.error.has_value();
      if (r.unreadable) std::cerr << "c6rec check: " << r.message << "\n";
      if (json) {
        Json o;
        o["file"] = r.file;
        o["legal"] = !r.unreadable && r.replay.legal();
        o["turns"] = r.replay.turnsApplied;
        o["result"] = resultJson(r.replay.result);
        o["reason"] = reasonJson(r.replay.result);
        o["error"] = errorJson(r);
        std::cout << jsonLine(o) << "\n";
      } else {
        printHuman(r, moves, std::cout);
      }
    });
  }
  std::cout.flush();
  return anyUnreadable ? 2 : anyIllegal ? 1 : 0;
}

const bool kRegistered = registerCommand(
    {"check", "replay game records through the rules (--json for the contract)", run});

}  // namespace
}  // namespace c6::ui::cli
