// `c6rec record --json` turn lines gain "forced_win" (issue 31), for the side to move after the
// turn, just before "threats" (which stays last).
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>

#include "core/board.h"
#include "run_command.h"
#include "ui/feed/forced_win_json.h"

namespace {

namespace fs = std::filesystem;
using Json = nlohmann::ordered_json;

TEST(CliRecordTest, TurnLinesCarryTheForcedWinAfterThem) {
  const fs::path dir = fs::temp_directory_path() / ("c6rec_forced_" + std::to_string(::getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir);
  const std::string cmd = std::string(C6REC_PATH) +
                          " record --json --no-evidence --no-progress --time-control 5m+10s -o " +
                          (dir / "game.sgf").string() + " " + C6_PROJECT_DATA_DIR +
                          "/sample-video.mp4 2>/dev/null";
  const auto run = c6::ui::test::runCommand(cmd);
  ASSERT_EQ(run.status, 0) << cmd;
  c6::core::Board board(19);
  std::vector<Json> wins;
  for (const auto& line : run.lines) {
    const Json e = Json::parse(line);
    if (e.value("event", "") != "turn") continue;
    const auto side = e["color"] == "B" ? c6::core::Color::Black : c6::core::Color::White;
    for (const auto& p : e["stones"])
      board.set(*c6::core::tryParsePoint(p.get<std::string>()), side);
    ASSERT_TRUE(e.contains("forced_win")) << line;
    std::vector<std::string> keys;
    for (const auto& [k, v] : e.items()) keys.push_back(k);
    ASSERT_GE(keys.size(), 3u);
    EXPECT_EQ(keys[keys.size() - 2], "forced_win") << line;
    EXPECT_EQ(keys.back(), "threats") << line;
    EXPECT_EQ(e["forced_win"], c6::ui::feed::forcedWinAfterTurn(board, side)) << line;
    wins.push_back(e["forced_win"]);
  }
  // The sample ends in Black's six: White's last turn left it a win in 1, and after the six
  // nobody is to move.
  ASSERT_EQ(wins.size(), 17u);
  EXPECT_TRUE(wins.back().is_null());
  ASSERT_FALSE(wins[15].is_null());
  EXPECT_EQ(wins[15]["side"], "B");
  EXPECT_EQ(wins[15]["turns"], 1);
  fs::remove_all(dir);
}

}  // namespace
