// `c6rec analyse`, run as a program: the contract of issue 31 on real records.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "run_command.h"

namespace {

namespace fs = std::filesystem;
using json = nlohmann::ordered_json;  // keeps the members in the order printed

fs::path record(const char* name) {
  return fs::path(C6_SHARED_DATA_DIR) / "records" / name;
}

c6::ui::test::CommandRun analyse(const std::string& args) {
  return c6::ui::test::runCommand(std::string("'") + C6REC_PATH + "' analyse " + args +
                                  " 2>/dev/null");
}

// The contract's members, in its order.
void expectPositionShape(const json& o) {
  std::vector<std::string> keys;
  for (const auto& [k, v] : o.items()) keys.push_back(k);
  EXPECT_EQ(keys,
            (std::vector<std::string>{"n", "to_move", "forced_win", "unknown", "nodes", "ms"}))
      << o.dump();
  if (!o["forced_win"].is_null()) {
    const json& w = o["forced_win"];
    EXPECT_EQ(w["side"], o["to_move"]) << o.dump();
    EXPECT_EQ(w["line"].size(), 2 * w["turns"].get<std::size_t>() - 1) << o.dump();
  }
}

// Little Golem game 510023: Black left a six on the g12-l7 diagonal open for three turns, and
// White never blocked it; Black made six at turn 23.
TEST(CliAnalyse, AGameWithThreeMissedSixes) {
  const fs::path file = record("lg_510023.sgf");
  ASSERT_TRUE(fs::exists(file)) << "shared record missing: " << file;
  const auto run = analyse("--json '" + file.string() + "'");
  EXPECT_EQ(run.status, 0);
  ASSERT_EQ(run.lines.size(), 24u);  // 23 positions and the summary
  for (int i = 0; i < 23; ++i) {
    const json o = json::parse(run.lines[static_cast<std::size_t>(i)]);
    expectPositionShape(o);
    EXPECT_EQ(o["n"], i + 1);
    EXPECT_EQ(o["to_move"], i % 2 ? "W" : "B");
    EXPECT_FALSE(o["unknown"].get<bool>());
  }
  const json at17 = json::parse(run.lines[16]);
  ASSERT_FALSE(at17["forced_win"].is_null()) << run.lines[16];
  EXPECT_EQ(at17["forced_win"]["turns"], 1);
  EXPECT_EQ(at17["forced_win"]["line"], json::parse(R"([["g12","h11"]])"));

  const json summary = json::parse(run.lines.back());
  ASSERT_TRUE(summary["missed_wins"].is_array()) << run.lines.back();
  std::vector<int> missed;
  for (const auto& m : summary["missed_wins"]) missed.push_back(m["n"].get<int>());
  EXPECT_EQ(missed, (std::vector<int>{17, 19, 21}));
  EXPECT_EQ(summary["missed_wins"][0]["played"], json::parse(R"(["j7","k7"])"));
  EXPECT_EQ(summary["positions"], 23);
}

TEST(CliAnalyse, AWinPlayedThroughIsNotMissed) {
  // Game 865481: White finds a win in 3 at turn 46 and plays it out to the six at turn 50.
  const auto run = analyse("--json '" + record("lg_865481.sgf").string() + "'");
  EXPECT_EQ(run.status, 0);
  ASSERT_FALSE(run.lines.empty());
  const json summary = json::parse(run.lines.back());
  EXPECT_TRUE(summary["missed_wins"].empty()) << run.lines.back();
  const json at46 = json::parse(run.lines[45]);
  EXPECT_EQ(at46["forced_win"]["turns"], 3) << run.lines[45];
}

TEST(CliAnalyse, ATinyBudgetSaysUnknown) {
  const auto run = analyse("--json --nodes 1 '" + record("lg_865481.sgf").string() + "'");
  EXPECT_EQ(run.status, 0);
  const json at46 = json::parse(run.lines.at(45));
  EXPECT_TRUE(at46["forced_win"].is_null());
  EXPECT_TRUE(at46["unknown"].get<bool>());
}

TEST(CliAnalyse, ShorterHorizonAndWords) {
  const auto run = analyse("--turns 2 '" + record("lg_865481.sgf").string() + "'");
  EXPECT_EQ(run.status, 0);
  ASSERT_GE(run.lines.size(), 50u);
  EXPECT_EQ(run.lines[45], "turn 46, W to move: no forced win");
  EXPECT_EQ(run.lines[47],
            "turn 48, W to move: White wins by force in 2 turns: l6 o6 (l6 o6 / k6 p6 / o3 o4)");
  EXPECT_EQ(run.lines.back(), "missed wins: 0");
}

TEST(CliAnalyse, OneGameOfACsvArchive) {
  const std::string archive = std::string(C6_TEST_SOURCE_DIR) + "/core/data/archive.csv";
  const auto run = analyse("--json --turns 2 '" + archive + "#1002'");
  EXPECT_EQ(run.status, 0);
  ASSERT_GE(run.lines.size(), 2u);
  EXPECT_EQ(json::parse(run.lines.front())["n"], 1);
  EXPECT_TRUE(json::parse(run.lines.back()).contains("missed_wins"));
  EXPECT_EQ(analyse("'" + archive + "#nosuchgame'").status, 2);
}

TEST(CliAnalyse, BadInputIsRefused) {
  EXPECT_EQ(analyse("").status, 2);
  EXPECT_EQ(analyse("--turns 0 x.sgf").status, 2);
  EXPECT_EQ(analyse("/nonexistent/record.sgf").status, 2);
  const fs::path bad = fs::temp_directory_path() / "c6rec_analyse_illegal.sgf";
  std::ofstream(bad) << "(;FF[4];B[j10];W[j10k11])";
  const auto run = analyse("--json '" + bad.string() + "'");
  EXPECT_EQ(run.status, 1);
  ASSERT_EQ(run.lines.size(), 3u);  // turns 1 and 2 analysed, then the summary
  fs::remove(bad);
}

}  // namespace
