// `c6rec convert` never writes a record its own reader would refuse: a .c6a with a turn colour of 0
// (once written as `;.[j10]`) is refused on reading, and a record the target format cannot hold is
// not written at all (what would be written is read back first).
#include <gtest/gtest.h>
#include <sys/stat.h>

#include <filesystem>
#include <fstream>
#include <iterator>

#include "core/native_archive.h"
#include "run_command.h"

namespace c6::ui {
namespace {

namespace fs = std::filesystem;

fs::path scratch(const std::string& name) {
  fs::path d =
      fs::temp_directory_path() / ("c6_convert_limits_" + name + "_" + std::to_string(::getpid()));
  fs::remove_all(d);
  fs::create_directories(d);
  return d;
}

void writeRecord(const fs::path& path, const core::GameRecord& r) {
  std::ofstream(path, std::ios::binary) << core::nativeArchiveString(r);
}

core::GameRecord oneTurn(int size, core::Turn turn) {
  core::GameRecord r;
  r.options.boardSize = size;
  core::TurnRecord t;
  t.turn = turn;
  r.turns.push_back(t);
  return r;
}

int convert(const fs::path& in, const fs::path& out) {
  return test::runCommand(std::string(C6REC_PATH) + " convert '" + in.string() + "' '" +
                          out.string() + "' 2>/dev/null")
      .status;
}

}  // namespace

TEST(CliConvertLimits, ARecordItsReaderRefusesIsNeverWritten) {
  const fs::path d = scratch("colour");
  writeRecord(d / "bad.c6a", oneTurn(19, core::Turn::one(core::Color::Empty, core::Point(9, 9))));
  EXPECT_EQ(convert(d / "bad.c6a", d / "bad.sgf"), 2);
  EXPECT_FALSE(fs::exists(d / "bad.sgf"));
  writeRecord(d / "good.c6a", oneTurn(19, core::Turn::one(core::Color::Black, core::Point(9, 9))));
  EXPECT_EQ(convert(d / "good.c6a", d / "good.sgf"), 0);
  EXPECT_TRUE(fs::exists(d / "good.sgf"));
  fs::remove_all(d);
}

// A player name of 2 MiB fits a .c6a, but SGF readers take values up to 1 MiB: written as SGF it
// would be a file nothing reads back, so it is not written.
TEST(CliConvertLimits, WhatCannotBeReadBackIsNotWritten) {
  const fs::path d = scratch("value");
  core::GameRecord r = oneTurn(19, core::Turn::one(core::Color::Black, core::Point(9, 9)));
  r.info.black = std::string(2 << 20, 'x');
  writeRecord(d / "long.c6a", r);
  EXPECT_EQ(convert(d / "long.c6a", d / "long.sgf"), 2);
  EXPECT_FALSE(fs::exists(d / "long.sgf"));
  EXPECT_EQ(convert(d / "long.c6a", d / "copy.c6a"), 0);
  fs::remove_all(d);
}

// The output is renamed over OUT: over a symlink or a FIFO that would replace them (run as root,
// over a device node). Anything but a regular file at OUT is refused, named, and left as it was.
TEST(CliConvertLimits, OnlyARegularFileIsEverWrittenOver) {
  const fs::path d = scratch("special");
  writeRecord(d / "good.c6a", oneTurn(19, core::Turn::one(core::Color::Black, core::Point(9, 9))));
  std::ofstream(d / "target.sgf") << "kept";
  fs::create_symlink(d / "target.sgf", d / "link.sgf");
  ASSERT_EQ(::mkfifo((d / "pipe.sgf").c_str(), 0644), 0);
  fs::create_directory(d / "folder.sgf");
  for (const char* out : {"link.sgf", "pipe.sgf", "folder.sgf"}) {
    const test::CommandRun run =
        test::runCommand(std::string(C6REC_PATH) + " convert '" + (d / "good.c6a").string() +
                         "' '" + (d / out).string() + "' 2>&1");
    EXPECT_EQ(run.status, 2) << out;
    ASSERT_FALSE(run.lines.empty()) << out;
    EXPECT_NE(run.lines[0].find("not a regular file"), std::string::npos) << run.lines[0];
  }
  EXPECT_TRUE(fs::is_symlink(d / "link.sgf"));
  EXPECT_TRUE(fs::is_fifo(d / "pipe.sgf"));
  std::ifstream kept(d / "target.sgf");
  EXPECT_EQ(std::string(std::istreambuf_iterator<char>(kept), {}), "kept");
  EXPECT_EQ(convert(d / "good.c6a", d / "target.sgf"), 0);  // a regular file is replaced
  fs::remove_all(d);
}

}  // namespace c6::ui
