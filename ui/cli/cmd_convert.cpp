// c6rec convert: rewrites a game record in another format.
#include <iostream>
#include <optional>
#include <stdexcept>

#include "ui/cli/arg_parser.h"
#include "ui/cli/command.h"
#include "ui/recorder/record_files.h"

namespace c6::ui::cli {
namespace {

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
Exit status: 0 written, 2 unreadable input, bad usage or write failure.
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
  saveRecord(record, files[1], to);
  return 0;
}

const bool kRegistered = registerCommand({"convert", "convert a game record between sgf, sgf1, txt and c6a", run});

}  // namespace
}  // namespace c6::ui::cli
