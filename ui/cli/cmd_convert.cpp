// c6rec convert: rewrites a game record in another format.
#include <unistd.h>

#include <filesystem>
#include <iostream>
#include <optional>
#include <stdexcept>

#include "ui/cli/arg_parser.h"
#include "ui/cli/command.h"
#include "ui/common/record_files.h"

namespace c6::ui::cli {
namespace {

// What c6rec would write must read back as the same game (turns, and the result where the format holds
// one); else the reason. The
// bytes go through the real reader, from a private temporary file.
std::optional<std::string> readBackProblem(const core::GameRecord& record, const std::string& bytes, RecordFormat format) {
  const std::filesystem::path tmp = std::filesystem::temp_directory_path() /
                                    ("c6rec-convert-" + std::to_string(::getpid()) + "." + recordFormatName(format));
  std::string problem;
  try {
    writeFileAtomically(tmp, bytes);
    const core::GameRecord back = loadRecord(tmp, format);
    // A move list has no place for the result.
    bool same = back.turns.size() == record.turns.size() && (format == RecordFormat::MoveList || back.result == record.result);
    for (std::size_t i = 0; same && i < back.turns.size(); ++i) same = back.turns[i].turn == record.turns[i].turn;
    if (!same) problem = "the written record does not read back as the same game";
  } catch (const std::exception& e) {
    problem = std::string("the written record would not read back: ") + e.what();
  }
  std::filesystem::remove(tmp);
  return problem.empty() ? std::nullopt : std::optional<std::string>(problem);
}

constexpr const char* kHelp = R"(usage: c6rec convert [--to FORMAT] [--from FORMAT] IN OUT

Reads the game record IN and writes it to OUT (atomically: a crash never leaves half a file).
Formats, chosen by --to/--from or else by the file extension:
  sgf    Little Golem's Connect6 SGF: ;B[j10];W[j9l11]  (.sgf)
  sgf1   the one-stone-per-node SGF dialect, GM[511], two-letter coordinates (written only with --to)
  txt    the plain move list: 1.j10 2.i9l10 3.j8l8      (.txt)
  c6a    c6cam's native archive, keeps everything (times, clocks, events)  (.c6a)
An input with another extension is recognised by its content; an output defaults to sgf.
Formats other than c6a drop what they cannot hold (SGF keeps times and clocks, the move list only
the header and the stones).
Exit status: 0 written, 2 unreadable input, bad usage, write failure, or a record the target format
cannot hold (what would be written is read back first and must give the same turns and result).
)";

int run(const std::vector<std::string>& args) {
  std::optional<RecordFormat> to, from;
  auto format = [](std::optional<RecordFormat>& target) {
    return [&target](const std::string& v) {
      target = tryParseRecordFormat(v);
      if (!target) throw std::invalid_argument("needs one of sgf, sgf1, txt, c6a, got '" + v + "'");
    };
  };
  auto parsed = ArgParser("convert", kHelp).option({"--to"}, format(to)).option({"--from"}, format(from)).parse(args);
  if (parsed.exitStatus) return *parsed.exitStatus;
  const std::vector<std::string>& files = parsed.positional;
  if (files.size() != 2) {
    std::cerr << "c6rec convert: need IN and OUT\n" << kHelp;
    return 2;
  }
  // Errors (unreadable input, unwritable output) throw; main() prints them and exits 2.
  core::GameRecord record = loadRecord(files[0], from);
  const RecordFormat target = to ? *to : formatFromExtension(files[1]).value_or(RecordFormat::Sgf);
  const std::string bytes = recordBytes(record, target);
  if (auto problem = readBackProblem(record, bytes, target)) {
    std::cerr << "c6rec convert: " << files[0] << ": not written to " << files[1] << ": " << *problem << "\n";
    return 2;
  }
  writeFileAtomically(files[1], bytes);
  return 0;
}

const bool kRegistered = registerCommand({"convert", "convert a game record between sgf, sgf1, txt and c6a", run});

}  // namespace
}  // namespace c6::ui::cli
