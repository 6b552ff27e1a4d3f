// The observation-script suite: every script under referee_scripts/ lists the events it must give
// as
// "#> " comment lines (event, number, side, points; see referee_scene.h brief()).
#include "core/referee_script.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "referee_scene.h"

namespace c6::core::testing {
namespace fs = std::filesystem;

static const fs::path kScripts = fs::path(C6_TEST_SOURCE_DIR) / "core" / "referee_scripts";

static Lines expectedLines(const fs::path& file) {
  std::ifstream in(file);
  Lines out;
  for (std::string line; std::getline(in, line);)
    if (line.rfind("#> ", 0) == 0) out.push_back(line.substr(3));
  return out;
}

TEST(RefereeScriptTest, EveryScriptGivesItsExpectedEvents) {
  ASSERT_TRUE(fs::is_directory(kScripts)) << "script folder missing: " << kScripts;
  int count = 0;
  for (const auto& entry : fs::directory_iterator(kScripts)) {
    if (entry.path().extension() != ".txt") continue;
    SCOPED_TRACE(entry.path().filename().string());
    ++count;
    std::ifstream in(entry.path());
    auto steps = parseRefereeScript(in, entry.path().string());
    RefereeOptions options;
    options.game.boardSize = scriptBoardSize(steps);
    for (const auto& s : steps)
      options.manualClock = options.manualClock || s.kind == ScriptStep::Kind::Press;
    Referee referee(options);
    Lines got;
    for (const auto& s : steps)
      for (const auto& e : runStep(referee, s)) got.push_back(brief(e));
    Lines want = expectedLines(entry.path());
    EXPECT_FALSE(want.empty());
    EXPECT_EQ(got, want);
  }
  EXPECT_GE(count, 8);
}

static std::string parseError(const std::string& text) {
  std::istringstream in(text);
  try {
    parseRefereeScript(in, "bad.txt");
  } catch (const ScriptError& e) {
    return e.what();
  }
  return "no error";
}

TEST(RefereeScriptTest, BadScriptsNameTheLine) {
  std::string row(19, '.');
  std::string board;
  for (int i = 0; i < 19; ++i) board += row + "\n";
  EXPECT_EQ(parseError("@ 1\n" + board + "@ 0.5\n" + board),
            "bad.txt:21: time 0.5 goes back (the previous step was at 1.000000)");
  EXPECT_EQ(parseError("# c\n@ x\n"),
            "bad.txt:2: expected a time in seconds (like 12.5) after '@', got 'x'");
  EXPECT_EQ(parseError("@ 1\n" + row + "\n" + row.substr(1) + "\n"),
            "bad.txt:3: expected a diagram row of 19 points, got 18");
  EXPECT_EQ(parseError("@ 1\n" + row + "\n@ 2\n"),
            "bad.txt:3: the diagram of '@' on line 1 has 1 rows; expected 19");
  EXPECT_EQ(parseError("arbiter pardon @ 3\n"),
            "bad.txt:1: expected 'arbiter restore|accept|loss B|loss W|void @ TIME', got ruling "
            "'pardon'");
  EXPECT_EQ(parseError("arbiter loss @ 3\n"), "bad.txt:1: expected 'loss B' or 'loss W'");
  EXPECT_EQ(parseError("push @ 3\n"),
            "bad.txt:1: expected '@', 'press' or 'arbiter' before '@', got 'push'");
  EXPECT_EQ(parseError("hello\n"),
            "bad.txt:1: expected '@ TIME', 'press @ TIME' or 'arbiter RULING @ TIME', got 'hello'");
  EXPECT_EQ(parseError("@ 1\n" + std::string(18, '.') + "Z\n"),
            "bad.txt:2: expected a diagram row of '.', 'X', 'O', '?', got 'Z'");
}

TEST(RefereeScriptTest, RowsReadTopFirstInRecordOrientation) {
  std::string text = "press @ 0.5\n@ 1\n";
  for (int i = 0; i < 19; ++i)
    text += i == 0 ? "X" + std::string(18, '.') + "\n" : std::string(18, '.') + "O\n";
  std::istringstream in(text);
  auto steps = parseRefereeScript(in, "x");
  ASSERT_EQ(steps.size(), 2u);
  EXPECT_EQ(steps[0].kind, ScriptStep::Kind::Press);
  EXPECT_EQ(steps[1].time, secondsToMicros(1.0));
  EXPECT_EQ(steps[1].observation.at(pt("a19")), Seen::Black);
  EXPECT_EQ(steps[1].observation.at(pt("s1")), Seen::White);
  EXPECT_EQ(steps[1].observation.at(pt("a1")), Seen::Empty);
}

}  // namespace c6::core::testing
