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
  // "threats" (issue 14) is an added field, last on every turn.
  const std::string none =
      R"("threats":{"B":{"windows":0,"block":[]},"W":{"windows":0,"block":[]}})";
  std::vector<std::string> want{
      R"({"t":1.000,"event":"turn","n":1,"color":"B","stones":["j10"],)" + none + "}",
      R"({"t":2.000,"event":"turn","n":2,"color":"W","stones":["k10","k11"],)" + none + "}",
      R"({"t":3.000,"event":"flag","type":"moved","points":["k10","l10"],"from":"k10",)"
      R"("to":"l10","restore":"put the white stone from l10 back on k10"})",
      R"({"t":4.500,"event":"restored","flags":["moved"]})",
      R"({"t":5.500,"event":"turn","n":3,"color":"B","stones":["a1","a2"],)" + none + "}",
  };
  EXPECT_EQ(r.lines, want);
}

// Each turn's threats are those of the position right after it, also when two turns are confirmed
// by one observation (turns 2 and 3 of six.txt), and the six itself still counts as a window.
TEST(CliRefereeTest, TurnsCarryTheThreatsAfterThem) {
  RefereeRun r = referee("--json " + (kScripts / "six.txt").string());
  EXPECT_EQ(r.status, 0);
  std::vector<std::string> turns;
  for (const auto& line : r.lines)
    if (line.find(R"("event":"turn")") != std::string::npos) turns.push_back(line);
  const std::string none = R"({"windows":0,"block":[]})";
  const std::vector<std::string> want{
      R"("stones":["a1"],"threats":{"B":)" + none + R"(,"W":)" + none + "}}",
      // Turns 2 and 3 are seen together: explained by the rules, marked reconstructed.
      R"("stones":["a19","b19"],"reconstructed":true,"threats":{"B":)" + none + R"(,"W":)" + none +
          "}}",
      R"("stones":["b1","c1"],"reconstructed":true,"threats":{"B":)" + none + R"(,"W":)" + none +
          "}}",
      R"("stones":["c19","d19"],"threats":{"B":)" + none +
          R"(,"W":{"windows":1,"block":["e19"]}}})",
      R"("stones":["d1","e1"],"threats":{"B":{"windows":2,"block":["f1"]},"W":{"windows":1,)"
      R"("block":["e19"]}}})",
      R"("stones":["s5","e19"],"threats":{"B":{"windows":2,"block":["f1"]},"W":{"windows":2,)"
      R"("block":["f19"]}}})",
      R"("stones":["f1"],"threats":{"B":{"windows":3,"block":["g1"]},"W":{"windows":2,)"
      R"("block":["f19"]}}})",
  };
  ASSERT_EQ(turns.size(), want.size());
  for (std::size_t i = 0; i < want.size(); ++i) {
    const std::string& line = turns[i];
    EXPECT_TRUE(line.size() >= want[i].size() &&
                line.compare(line.size() - want[i].size(), want[i].size(), want[i]) == 0)
        << "turn " << i + 1 << ": " << line << "\nexpected it to end with " << want[i];
  }
}

// Turns 4 and 5 show up in one observation: turn 4's threats must not see turn 5's stones.
TEST(CliRefereeTest, TurnsSeenTogetherEachGetTheThreatsAfterThemselves) {
  RefereeRun r = referee("--json " + (kScripts / "threats_at_once.txt").string());
  EXPECT_EQ(r.status, 0);
  ASSERT_EQ(r.lines.size(), 5u);
  EXPECT_EQ(
      r.lines[3],
      R"({"t":4.000,"event":"turn","n":4,"color":"W","stones":["s16","s17"],)"
      R"("reconstructed":true,"threats":{"B":{"windows":0,"block":[]},"W":{"windows":1,"block":["s14"]}}})");
  EXPECT_EQ(
      r.lines[4],
      R"({"t":4.000,"event":"turn","n":5,"color":"B","stones":["d1","e1"],)"
      R"("reconstructed":true,"threats":{"B":{"windows":2,"block":["f1"]},"W":{"windows":1,"block":["s14"]}}})");
}

TEST(CliRefereeTest, PartialRulingAndEndEvents) {
  RefereeRun r = referee("--json " + (kScripts / "rulings.txt").string());
  EXPECT_EQ(r.status, 0);
  ASSERT_GE(r.lines.size(), 3u);
  EXPECT_EQ(r.lines[3], R"({"t":3.100,"event":"ruling","ruling":"restore","side":null})");
  EXPECT_EQ(r.lines[r.lines.size() - 2],
            R"({"t":7.300,"event":"ruling","ruling":"loss","side":"B"})");
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
  fs::path bad =
      fs::temp_directory_path() / ("c6_bad_referee_" + std::to_string(::getpid()) + ".txt");
  std::ofstream(bad) << "# fine\n@ 1.0\n...\n";
  RefereeRun r = referee("--json " + bad.string());
  fs::remove(bad);
  EXPECT_EQ(r.status, 2);
  ASSERT_EQ(r.lines.size(), 1u);
  EXPECT_NE(r.lines[0].find(bad.string() + ":3: expected a diagram row of 6 to 59 points"),
            std::string::npos)
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
