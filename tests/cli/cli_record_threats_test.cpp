// `c6rec record --json` turn lines gain "threats" (issue 14), after every other field (clocks
// included), for the position right after each turn.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>

#include "core/board.h"
#include "run_command.h"
#include "ui/feed/threats_json.h"

namespace {

namespace fs = std::filesystem;
using Json = nlohmann::ordered_json;

TEST(CliRecordTest, TurnLinesEndWithTheThreatsAfterThem) {
  const fs::path dir = fs::temp_directory_path() / ("c6rec_threats_" + std::to_string(::getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir);
  const std::string cmd = std::string(C6REC_PATH) +
                          " record --json --no-evidence --no-progress --time-control 5m+10s -o " +
                          (dir / "game.sgf").string() + " " + C6_PROJECT_DATA_DIR +
                          "/sample-video.mp4 2>/dev/null";
  const auto run = c6::ui::test::runCommand(cmd);
  ASSERT_EQ(run.status, 0) << cmd;
  c6::core::Board board(19);
  int turns = 0, threatened = 0;
  for (const auto& line : run.lines) {
    const Json e = Json::parse(line);
    if (e.value("event", "") != "turn") continue;
    ++turns;
    const auto side = e["color"] == "B" ? c6::core::Color::Black : c6::core::Color::White;
    for (const auto& p : e["stones"])
      board.set(*c6::core::tryParsePoint(p.get<std::string>()), side);
    ASSERT_TRUE(e.contains("threats")) << line;
    EXPECT_EQ(e.items().begin().key(), "t") << line;
    EXPECT_EQ((--e.end()).key(), "threats") << "threats must come last: " << line;
    EXPECT_TRUE(e.contains("clocks")) << line;
    EXPECT_EQ(e["threats"], c6::ui::feed::threatsJson(board)) << line;
    threatened +=
        e["threats"]["B"]["windows"].get<int>() + e["threats"]["W"]["windows"].get<int>() > 0;
  }
  // The sample's 17 turns end in Black's six, so the last turns must hold threats.
  EXPECT_EQ(turns, 17);
  EXPECT_GT(threatened, 2);
  fs::remove_all(dir);
}

}  // namespace
