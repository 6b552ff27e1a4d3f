// c6rec convert: rewrites a game record in another format.
#include <filesystem>
#include <iostream>
#include <optional>
#include <stdexcept>

#include "core/ccgc_record.h"
#include "ui/cli/arg_parser.h"
#include "ui/cli/command.h"
#include "ui/cli/record_input.h"
#include "ui/recorder/record_files.h"

namespace c6::ui::cli {
namespace {

// What c6rec would write must read back as the same game (turns, and the result where the format
// holds one); else the reason. The bytes go through the same reader a file of them would.
std::optional<std::string> sameGameProblem(const core::GameRecord& record,
                                           const core::GameRecord& back, bool withResult) {
  bool same =
      back.turns.size() == record.turns.size() && (!withResult || back.result == record.result);
  for (std::size_t i = 0; same && i < back.turns.size(); ++i)
    same = back.turns[i].turn == record.turns[i].turn;
  if (same) return std::nullopt;
  return std::string("the written record does not read back as the same game");
}

// `read` is the reader of the target format, applied to the bytes about to be written.
template <class Read>
std::optional<std::string> readBackProblem(const core::GameRecord& record, Read read,
                                           bool withResult) {
  try {
    return sameGameProblem(record, read(), withResult);
  } catch (const std::exception& e) {
    return std::string("the written record would not read back: ") + e.what();
  }
}

constexpr const char* kHelp =
    R"(usage: c6rec convert [--to FORMAT] [--from FORMAT] [--encoding utf8|gbk] IN OUT

Reads the game record IN and writes it to OUT (atomically: a crash never leaves half a file).
The input's format is named by --from, else by IN's extension, else recognised by content (a CCGC
record and a CSV archive always are); the output's is --to, else OUT's extension, else sgf:
  sgf    Little Golem's Connect6 SGF: ;B[j10];W[j9l11]  (.sgf)
  sgf1   the one-stone-per-node SGF dialect, GM[511], two-letter coordinates
         (written only with --to)
  txt    the plain move list: 1.j10 2.i9l10 3.j8l8      (.txt)
  c6a    c6cam's native archive, keeps everything (times, clocks, events)  (.c6a)
  ccgc   the CCGC record {[C6][.. B][.. W][先手胜][date place][event];B(J,10);W(H,10);...}
         (written only with --to; UTF-8, or GB2312/GBK with --encoding gbk; 19x19, no passes)
Read only: NCTU's upper-case one-stone-per-node SGF, and a CSV archive of games (IN is
ARCHIVE.csv#GAME_ID, or the archive itself when it holds one game).
Formats other than c6a drop what they cannot hold (SGF keeps times and clocks, the move list and
CCGC only the header and the stones).
Exit status: 0 written, 2 unreadable input, bad usage, write failure, or a record the target format
cannot hold (what would be written is read back first and must give the same turns and result).
)";

// A format name of c6rec's record files, or CCGC (which only this command writes).
struct Format {
  std::optional<RecordFormat> file;
  bool ccgc = false;
};

Format parseFormat(const std::string& name) {
  if (name == "ccgc") return {std::nullopt, true};
  auto f = tryParseRecordFormat(name);
  if (!f) throw std::invalid_argument("needs one of sgf, sgf1, txt, c6a, ccgc, got '" + name + "'");
  return {f, false};
}

// IN names a file, or a game of a CSV archive as ARCHIVE#GAME_ID (when no file has the whole name).
core::GameRecord readInput(const std::string& in, const std::optional<Format>& from) {
  const auto [path, game] = splitArchiveGame(in);
  if (from && from->file) return loadRecord(path, from->file);
  if (from && from->ccgc) return core::parseCcgc(readFileBytes(path), path.string());
  return readRecordFile(path, game);
}

int run(const std::vector<std::string>& args) {
  std::optional<Format> to, from;
  core::TextEncoding encoding = core::TextEncoding::Utf8;
  auto format = [](std::optional<Format>& target) {
    return [&target](const std::string& v) { target = parseFormat(v); };
  };
  auto parsed = ArgParser("convert", kHelp)
                    .option({"--to"}, format(to))
                    .option({"--from"}, format(from))
                    .option({"--encoding"},
                            [&](const std::string& v) {
                              if (v != "utf8" && v != "utf-8" && v != "gbk")
                                throw std::invalid_argument("needs utf8 or gbk, got '" + v + "'");
                              encoding =
                                  v == "gbk" ? core::TextEncoding::Gbk : core::TextEncoding::Utf8;
                            })
                    .parse(args);
  if (parsed.exitStatus) return *parsed.exitStatus;
  const std::vector<std::string>& files = parsed.positional;
  if (files.size() != 2) {
    std::cerr << "c6rec convert: need IN and OUT\n" << kHelp;
    return 2;
  }
  // Errors (unreadable input, unwritable output) throw; main() prints them and exits 2.
  core::GameRecord record = readInput(files[0], from);
  std::string bytes;
  std::optional<std::string> problem;
  if (!to || !to->ccgc) {
    const RecordFormat target =
        to && to->file ? *to->file : formatFromExtension(files[1]).value_or(RecordFormat::Sgf);
    bytes = recordBytes(record, target);
    // A move list has no place for the result.
    problem = readBackProblem(
        record, [&] { return parseRecord(bytes, files[1], target); },
        target != RecordFormat::MoveList);
  } else {
    try {
      bytes = core::ccgcString(record, encoding);
    } catch (const std::invalid_argument& e) {
      throw std::runtime_error(files[1] + ": " + e.what());
    }
    problem = readBackProblem(
        record, [&] { return core::parseCcgc(bytes, files[1]); }, false);
  }
  if (problem) {
    std::cerr << "c6rec convert: " << files[0] << ": not written to " << files[1] << ": "
              << *problem << "\n";
    return 2;
  }
  writeFileAtomically(files[1], bytes);
  return 0;
}

const bool kRegistered =
    registerCommand({"convert", "convert a game record between sgf, sgf1, txt, c6a and ccgc", run});

}  // namespace
}  // namespace c6::ui::cli
