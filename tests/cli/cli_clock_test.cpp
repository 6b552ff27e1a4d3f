// `c6rec clock` against its contract: one JSON object per script line, flags at their instant.
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

struct ClockRun {
  int status = -1;
  std::vector<std::string> lines;
  std::string err;
};

ClockRun runClock(const std::string& args, const std::string& script) {
  fs::path dir = fs::temp_directory_path() / ("c6_cli_clock_" + std::to_string(::getpid()));
  fs::create_directories(dir);
  fs::path file = dir / "script.txt";
  std::ofstream(file) << script;
  std::string cmd = std::string(C6REC_PATH) + " clock " + args + " " + file.string() + " 2>" +
                    (dir / "err.txt").string();
  c6::ui::test::CommandRun run = c6::ui::test::runCommand(cmd);
  ClockRun r;
  r.status = run.status;
  r.lines = std::move(run.lines);
  std::ifstream e(dir / "err.txt");
  r.err.assign(std::istreambuf_iterator<char>(e), {});
  fs::remove_all(dir);
  return r;
}

std::string obj(const char* t, bool running, char toMove, const char* b, const char* w,
                const char* flag = "null") {
  return std::string("{\"t\":") + t + ",\"running\":" + (running ? "true" : "false") +
         ",\"to_move\":\"" + toMove + "\",\"B\":" + b + ",\"W\":" + w + ",\"flag\":" + flag + "}";
}

TEST(CliClockTest, FischerScriptPrintsBothClocksAfterEachLine) {
  ClockRun r =
      runClock("--control 5m+10s",
               "# a game\n0 start\n\n12.25 press\n20 press\n30 pause\n90 resume\n95 query\n");
  ASSERT_EQ(r.status, 0) << r.err;
  ASSERT_EQ(r.lines.size(), 6u);
  const char* fresh = R"({"left":300.000,"period":null,"moves":0})";
  EXPECT_EQ(r.lines[0], obj("0.000", true, 'B', fresh, fresh));
  // B thought 12.25 s: 300 - 12.25 + 10
  EXPECT_EQ(r.lines[1],
            obj("12.250", true, 'W', R"({"left":297.750,"period":null,"moves":1})", fresh));
  // W 7.75 s: 302.25; B runs 10 s to the pause, 5 after the resume
  EXPECT_EQ(r.lines[2], obj("20.000", true, 'B', R"({"left":297.750,"period":null,"moves":1})",
                            R"({"left":302.250,"period":null,"moves":1})"));
  EXPECT_EQ(r.lines[3], obj("30.000", false, 'B', R"({"left":287.750,"period":null,"moves":1})",
                            R"({"left":302.250,"period":null,"moves":1})"));
  EXPECT_EQ(r.lines[5], obj("95.000", true, 'B', R"({"left":282.750,"period":null,"moves":1})",
                            R"({"left":302.250,"period":null,"moves":1})"));
}

TEST(CliClockTest, AFlagIsReportedAtTheInstantItFell) {
  ClockRun r = runClock("--control \"1m byo 2x10s\"", "0 start\n5 press\n100 query\n");
  ASSERT_EQ(r.status, 0) << r.err;
  ASSERT_EQ(r.lines.size(), 4u);
  // W: 60 main + 2 periods of 10 from t=5 -> falls at 85
  EXPECT_EQ(r.lines[2], obj("85.000", false, 'W', R"({"left":55.000,"period":2,"moves":1})",
                            R"({"left":0.000,"period":0,"moves":0})", "\"W\""));
  EXPECT_EQ(r.lines[3], obj("100.000", false, 'W', R"({"left":55.000,"period":2,"moves":1})",
                            R"({"left":0.000,"period":0,"moves":0})", "\"W\""));
}

TEST(CliClockTest, ArbiterOperationsAndCanadianPeriods) {
  ClockRun r = runClock("--control \"1m can 2/30s\"",
                        "0 start\n10 adjust W 20\n10 penalty B 5\n70 press\n75 undo\n80 press\n");
  ASSERT_EQ(r.status, 0) << r.err;
  ASSERT_EQ(r.lines.size(), 6u);
  EXPECT_NE(r.lines[1].find(R"("W":{"left":20.000,"period":2,"moves":0})"), std::string::npos)
      << r.lines[1];
  EXPECT_NE(r.lines[2].find(R"("B":{"left":45.000,"period":2,"moves":0})"), std::string::npos)
      << r.lines[2];
  // B: 45 at t=10, runs out at 55, block of 30 -> 15 left at 70, 1 move still due
  EXPECT_NE(r.lines[3].find(R"("B":{"left":15.000,"period":1,"moves":1})"), std::string::npos)
      << r.lines[3];
  // Undo at 75: B's move resumes, charged 15 s -> 10 left of the block at 75
  EXPECT_NE(r.lines[4].find(R"("to_move":"B","B":{"left":10.000,"period":2,"moves":0})"),
            std::string::npos)
      << r.lines[4];
  EXPECT_NE(r.lines[5].find(R"("B":{"left":5.000,"period":1,"moves":1})"), std::string::npos)
      << r.lines[5];
}

TEST(CliClockTest, StonesCountingAndHelp) {
  ClockRun r = runClock("--count stones --control 3/1m,1m", "0 start\n1 press\n2 press\n3 press\n");
  ASSERT_EQ(r.status, 0) << r.err;
  ASSERT_EQ(r.lines.size(), 4u);
  EXPECT_NE(r.lines[3].find(R"("B":{"left":118.000,"period":null,"moves":3})"), std::string::npos)
      << r.lines[3];
  ClockRun help = runClock("--help", "");
  EXPECT_EQ(help.status, 0);
  ASSERT_FALSE(help.lines.empty());
  EXPECT_NE(help.lines[0].find("c6rec clock --control TC"), std::string::npos);
}

TEST(CliClockTest, TimeJudgeListsWarningsSilentModeNone) {
  const char* script = "0 start\n100 query\n";
  ClockRun judge = runClock("--time-judge --control \"1m byo 1x20s\"", script);
  ASSERT_EQ(judge.status, 0) << judge.err;
  ASSERT_EQ(judge.lines.size(), 3u);
  EXPECT_NE(judge.lines[0].find(R"("events":[])"), std::string::npos) << judge.lines[0];
  // warnings at 30 and 10 s left (t = 30, 50), overtime at 60, flag at 80
  EXPECT_NE(judge.lines[1].find(R"("t":80.000)"), std::string::npos) << judge.lines[1];
  EXPECT_NE(judge.lines[1].find(R"({"kind":"low-time","at":30.000,"side":"B","left":30.000})"),
            std::string::npos)
      << judge.lines[1];
  EXPECT_NE(judge.lines[1].find(R"({"kind":"overtime","at":60.000,"side":"B","left":20.000})"),
            std::string::npos)
      << judge.lines[1];
  EXPECT_NE(judge.lines[1].find(R"({"kind":"flag","at":80.000,"side":"B","left":0.000})"),
            std::string::npos)
      << judge.lines[1];
  ClockRun silent = runClock("--control \"1m byo 1x20s\"", script);
  ASSERT_EQ(silent.lines.size(), 3u);
  for (const auto& l : silent.lines) EXPECT_EQ(l.find("events"), std::string::npos) << l;
}

TEST(CliClockTest, AFlagAtALinesInstantIsThatLinesObjectAndAdjustTakesPeriodsAndMoves) {
  ClockRun r = runClock("--control \"1m byo 3x10s\"",
                        "0 start\n0 adjust W 30 period 1 moves 7\n1 press\n41 press\n");
  ASSERT_EQ(r.status, 0) << r.err;
  ASSERT_EQ(r.lines.size(), 4u);  // W's flag falls at 1 + 30 + 10 = 41: no extra object
  EXPECT_NE(r.lines[1].find(R"("W":{"left":30.000,"period":1,"moves":7})"), std::string::npos)
      << r.lines[1];
  EXPECT_NE(r.lines[3].find(R"("t":41.000,"running":false)"), std::string::npos) << r.lines[3];
  EXPECT_NE(r.lines[3].find(R"("flag":"W","refused":"over")"), std::string::npos) << r.lines[3];
  EXPECT_NE(r.lines[3].find(R"("W":{"left":0.000,"period":0,"moves":7})"), std::string::npos)
      << r.lines[3];
}

TEST(CliClockTest, BadScriptsAndControlsExitTwoNamingTheProblem) {
  ClockRun bad = runClock("--control 5m", "0 start\n\n3 jump\n");
  EXPECT_EQ(bad.status, 2);
  EXPECT_TRUE(bad.lines.empty());
  EXPECT_NE(bad.err.find("script.txt:3:"), std::string::npos) << bad.err;
  EXPECT_NE(bad.err.find("jump"), std::string::npos) << bad.err;
  for (const char* script : {"x start\n", "1 adjust X 5\n", "1 adjust B\n", "1 penalty W five\n",
                             "5 start\n4 press\n", "1 start now\n"}) {
    ClockRun r = runClock("--control 5m", script);
    EXPECT_EQ(r.status, 2) << script;
    EXPECT_NE(r.err.find("script.txt:"), std::string::npos) << r.err;
  }
  ClockRun tc = runClock("--control 5m+", "0 start\n");
  EXPECT_EQ(tc.status, 2);
  EXPECT_NE(tc.err.find("expected an increment"), std::string::npos) << tc.err;
}

}  // namespace
