// `c6rec record`'s options for a real event (issue 14): the arbiter's timed operations (--ops), the
// game's names written into the record and published as "info", and files named after the video.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include "run_command.h"

namespace c6::ui::test {
namespace {

namespace fs = std::filesystem;

const std::string kSample = std::string(C6_PROJECT_DATA_DIR) + "/sample-video.mp4";

fs::path freshDir(const std::string& name) {
  const fs::path dir =
      fs::temp_directory_path() / ("c6_cli_record_" + std::to_string(::getpid())) / name;
  fs::remove_all(dir);
  fs::create_directories(dir);
  return dir;
}

std::string shellQuoted(const fs::path& p) {
  return "'" + p.string() + "'";
}

std::string readText(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

// Runs c6rec record in `dir` (stderr to dir/err.txt).
CommandRun record(const fs::path& dir, const std::string& args) {
  return runCommand("cd " + shellQuoted(dir) + " && " + C6REC_PATH + " record --no-progress " +
                    args + " 2>err.txt");
}

// FFmpeg and GStreamer printed 10-25 lines above the one that names the file and the problem.
TEST(CliRecord, AFileThatIsNoVideoGetsOneLineNamingIt) {
  const fs::path dir = freshDir("not-a-video");
  std::ofstream(dir / "game.mp4") << "a text file, not a video\n";
  // The first 100 kB of a real video: a cut download.
  const std::string sample = readText(kSample);
  std::ofstream(dir / "cut.mp4", std::ios::binary) << sample.substr(0, 100000);
  for (const char* name : {"game.mp4", "cut.mp4"}) {
    const CommandRun r = record(dir, name);
    EXPECT_EQ(r.status, 2) << name;
    std::string err = readText(dir / "err.txt");
    while (!err.empty() && err.back() == '\n') err.pop_back();
    EXPECT_EQ(err, "c6rec record: " + std::string(name) + ": not a video OpenCV can read");
  }
  fs::remove_all(dir);
}

TEST(CliRecord, ABadOperationsLineIsRefusedNamingTheLineAndTheProblem) {
  const fs::path dir = freshDir("bad-ops");
  const struct {
    const char* text;
    const char* says;
  } cases[] = {
      {"12.5 pause\nsoon resume\n",
       "ops.txt:2: expected a time in seconds (video time) first, found 'soon'"},
      {"# arbiter\n\n30 adjust B four\n",
       "ops.txt:3: expected 'adjust B|W <time left>', found 'four'"},
      {"31 penalty X 60\n", "ops.txt:1: expected B or W after 'penalty', found 'X'"},
      {"40 undo\n",
       "ops.txt:1: expected pause, resume, adjust, penalty, undo-press, press or ruling, found "
       "'undo'"},
      {"50 ruling maybe\n",
       "ops.txt:1: expected 'ruling accept|loss B|loss W|void|restore', found 'maybe'"},
      {"20 pause\n10 resume\n", "ops.txt:2: time goes back"},
  };
  for (const auto& c : cases) {
    std::ofstream(dir / "ops.txt") << c.text;
    const CommandRun r = record(dir, "--ops ops.txt --time-control 5m+10s " + shellQuoted(kSample));
    EXPECT_EQ(r.status, 2) << c.text;
    EXPECT_NE(readText(dir / "err.txt").find(c.says), std::string::npos)
        << c.text << "\nwant: " << c.says << "\ngot: " << readText(dir / "err.txt");
  }
  EXPECT_FALSE(fs::exists(dir / "sample-video.journal"))
      << "a refused ops file must not start a recording";
  fs::remove_all(dir);
}

// The issue's steps from the command line: pausing while the board is halted (the moved stone after
// turn 2) and resuming 12 s later keeps every turn's clocks; the names reach the record and "info".
TEST(CliRecord, TimedOperationsAndNamesReachTheRecordAndTheFeed) {
  const fs::path dir = freshDir("ops");
  std::ofstream(dir / "ops.txt")
      << "# arbiter\n10 pause\n22 resume   # 12 s later\n40 penalty W 5\n";
  const CommandRun r =
      record(dir,
             "--json --time-control 5m+10s --ops ops.txt --black 'Ada Lovelace' --white Brook "
             "--event 'Spring Open' --round 3 --board 12 -o game.sgf " +
                 shellQuoted(kSample));
  ASSERT_EQ(r.status, 0) << readText(dir / "err.txt");
  ASSERT_FALSE(r.lines.empty());
  EXPECT_EQ(r.lines.front(),
            R"({"event":"info","black":"Ada Lovelace","white":"Brook","event_name":"Spring Open",)"
            R"("round":"3",)"
            R"("board":"12","time_control":"5m+10s","size":19})");
  int turns = 0;
  for (const auto& l : r.lines) {
    if (l.find(R"("event":"turn")") == std::string::npos) continue;
    ++turns;
    EXPECT_NE(l.find(R"("clocks":{"B":)"), std::string::npos)
        << "turn " << turns << " without clocks: " << l;
  }
  EXPECT_EQ(turns, 17);
  const std::string sgf = readText(dir / "game.sgf");
  for (const char* prop :
       {"PB[Ada Lovelace]", "PW[Brook]", "EV[Spring Open]", "RO[3]", "BO[12]", "TC[5m+10s]"})
    EXPECT_NE(sgf.find(prop), std::string::npos) << prop << " missing from " << sgf.substr(0, 300);
  // Every turn's time (TS) in order, none missing.
  double last = -1;
  int stamped = 0;
  for (std::size_t at = sgf.find("TS["); at != std::string::npos; at = sgf.find("TS[", at + 1)) {
    const double t = std::stod(sgf.substr(at + 3));
    EXPECT_GE(t, last) << "TS goes back at turn " << stamped + 1;
    last = t;
    ++stamped;
  }
  EXPECT_EQ(stamped, 17);
  const std::string journal = readText(dir / "game.sgf.journal");
  for (const char* line : {"\n{\"event\":\"pause\",\"t\":", "\n{\"event\":\"resume\",\"t\":",
                           "\n{\"event\":\"penalty\",\"t\":"})
    EXPECT_NE(journal.find(line), std::string::npos) << line << " not journalled";
  fs::remove_all(dir);
}

// Without -o, each video's journal and evidence are its own, so two videos in one folder both
// record.
TEST(CliRecord, WithoutOutputTheJournalAndEvidenceAreNamedAfterTheVideo) {
  const fs::path dir = freshDir("named");
  fs::create_symlink(kSample, dir / "game1.mp4");
  fs::create_symlink(kSample, dir / "game2.mp4");
  for (const char* video : {"game1", "game2"}) {
    const CommandRun r = record(dir, std::string(video) + ".mp4");
    ASSERT_EQ(r.status, 0) << video << ": " << readText(dir / "err.txt");
    EXPECT_TRUE(fs::exists(dir / (std::string(video) + ".journal"))) << video;
    EXPECT_TRUE(fs::is_directory(dir / (std::string(video) + "-evidence")))
        << video << ": the sample's flag has images";
  }
  EXPECT_FALSE(fs::exists(dir / "c6rec.journal"));
  fs::remove_all(dir);
}

// A journal names its files relative to where the recording started. Resumed there, or from any
// other folder, the video is played again to the same lines (the flag's evidence folder is the
// same folder, whatever path names it) and the game goes on to its end with nothing invented.
TEST(CliRecord, AResumeFromAnyFolderPlaysTheJournalAgainWithRelativePaths) {
  const fs::path dir = freshDir("resume-relative");
  fs::create_directories(dir / "start");
  fs::create_symlink(kSample, dir / "start" / "game.mp4");
  ASSERT_EQ(record(dir / "start", "--json -o game.sgf game.mp4").status, 0)
      << readText(dir / "start" / "err.txt");
  // Cut after turn 12, as a crash would leave it: the flag of turn 2 is among the lines kept.
  std::string full = readText(dir / "start" / "game.sgf.journal");
  std::size_t cut = full.find("{\"event\":\"turn\",\"n\":13,");
  ASSERT_NE(cut, std::string::npos);
  ASSERT_NE(full.find("\"evidence\":\"game-evidence/flag-01-moved\""), std::string::npos);
  for (const fs::path& from : {dir / "start", dir / "elsewhere"}) {
    fs::create_directories(from);
    std::ofstream(dir / "start" / "game.sgf.journal", std::ios::binary) << full.substr(0, cut);
    const fs::path journal = fs::relative(dir / "start" / "game.sgf.journal", from);
    const CommandRun r = record(from, "--json --resume " + shellQuoted(journal));
    ASSERT_EQ(r.status, 0) << readText(from / "err.txt");
    EXPECT_EQ(readText(from / "err.txt"), "") << "resumed from " << from;
    int turns = 0, flags = 0;
    for (const std::string& line : r.lines) {
      if (line.find("\"resumed\":true") != std::string::npos) continue;
      turns += line.find("\"event\":\"turn\"") != std::string::npos;
      flags += line.find("\"event\":\"flag\"") != std::string::npos;
    }
    EXPECT_EQ(turns, 5) << "turns 13-17, resumed from " << from;
    EXPECT_EQ(flags, 0) << "resumed from " << from;
    EXPECT_FALSE(fs::exists(from / "game.sgf") && from != dir / "start")
        << "the record was written where the resume ran";
    EXPECT_NE(readText(dir / "start" / "game.sgf").find("RE[B+"), std::string::npos);
  }
  fs::remove_all(dir);
}

}  // namespace
}  // namespace c6::ui::test
