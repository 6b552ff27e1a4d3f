// `c6rec referee` against its contract: one JSON object per event, exact field names and order.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "run_command.h"

namespace {

namespace fs = std::filesystem;

const fs::path kScripts = fs::path(C6_TEST_SOURCE_DIR) / "core" / "referee_scripts";

struct RefereeRun {
  int status = -1;
  std::vector<std::string> lines;
};

RefereeRun referee(const std::string& args) {
  std::string cmd = std::string(C6REC_PATH) + " referee " + args + " 2>&1";
  c6::ui::test::CommandRun run = c6::ui::test::runCommand(cmd);
  RefereeRun r;
  r.status = run.status;
  r.lines = std::move(run.lines);
  return r;
}

TEST(CliRefereeTest, JsonEventsFollowTheContract) {
  ASSERT_TRUE(fs::exists(kScripts / "moved.txt")) << "missing script folder " << kScripts;
  RefereeRun r = referee("--json " + (kScripts / "moved.txt").string());
  EXPECT_EQ(r.status, 0);
  std::vector<std::string> want{
      R"({"t":1.000,"event":"turn","n":1,"color":"B","stones":["j10"]})",
      R"({"t":2.000,"event":"turn","n":2,"color":"W","stones":["k10","k11"]})",
      R"({"t":3.000,"event":"flag","type":"moved","points":["k10","l10"],"from":"k10","to":"l10","restore":"put the white stone from l10 back on k10"})",
      R"({"t":4.500,"event":"restored","flags":["moved"]})",
      R"({"t":5.500,"event":"turn","n":3,"color":"B","stones":["a1","a2"]})",
  };
  EXPECT_EQ(r.lines, want);
}

TEST(CliRefereeTest, PartialRulingAndEndEvents) {
  RefereeRun r = referee("--json " + (kScripts / "rulings.txt").string());
  EXPECT_EQ(r.status, 0);
  ASSERT_GE(r.lines.size(), 3u);
  EXPECT_EQ(r.lines[3], R"({"t":3.100,"event":"ruling","ruling":"restore","side":null})");
  EXPECT_EQ(r.lines[r.lines.size() - 2], R"({"t":7.300,"event":"ruling","ruling":"loss","side":"B"})");
  EXPECT_EQ(r.lines.back(), R"({"t":7.300,"event":"end","result":"W+","reason":"arbiter"})");
  RefereeRun p = referee("--json " + (kScripts / "take_back.txt").string());
  ASSERT_GE(p.lines.size(), 2u);
  EXPECT_EQ(p.lines[1], R"({"t":2.000,"event":"partial","color":"W","stones":["k10"]})");
  RefereeRun six = referee("--json " + (kScripts / "six.txt").string());
  EXPECT_EQ(six.lines.back(), R"({"t":6.500,"event":"end","result":"B+","reason":"six"})");
}

TEST(CliRefereeTest, HumanReadableLinesSayWhatToRestore) {
  RefereeRun r = referee((kScripts / "moved.txt").string());
  EXPECT_EQ(r.status, 0);
  ASSERT_GE(r.lines.size(), 3u);
  EXPECT_EQ(r.lines[2], "3.000 flag moved k10 -> l10: put the white stone from l10 back on k10");
}

TEST(CliRefereeTest, BadScriptNamesTheLineAndExitsTwo) {
  fs::path bad = fs::temp_directory_path() / ("c6_bad_referee_" + std::to_string(::getpid()) + ".txt");
  std::ofstream(bad) << "# fine\n@ 1.0\n...\n";
  RefereeRun r = referee("--json " + bad.string());
  fs::remove(bad);
  EXPECT_EQ(r.status, 2);
  ASSERT_EQ(r.lines.size(), 1u);
  EXPECT_NE(r.lines[0].find(bad.string() + ":3: expected a diagram row of 6 to 59 points"), std::string::npos)
      << r.lines[0];
  EXPECT_EQ(referee("--json /nonexistent/script.txt").status, 2);
  EXPECT_EQ(referee("--bogus x").status, 2);
}

TEST(CliRefereeTest, Help) {
  RefereeRun r = referee("--help");
  EXPECT_EQ(r.status, 0);
  ASSERT_FALSE(r.lines.empty());
  EXPECT_EQ(r.lines[0], "usage: c6rec referee [--json] [options] FILE");
}

}  // namespace
