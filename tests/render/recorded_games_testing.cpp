#include "recorded_games_testing.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <set>
#include <sstream>

namespace c6::render::testing {
namespace {

namespace fs = std::filesystem;

std::string field(const std::string& line, const std::string& key) {
  const std::string k = "\"" + key + "\":";
  auto at = line.find(k);
  if (at == std::string::npos) return {};
  at += k.size();
  if (line[at] == '"') return line.substr(at + 1, line.find('"', at + 1) - at - 1);
  auto end = line.find_first_of(",}", at);
  return line.substr(at, end - at);
}

std::vector<std::string> list(const std::string& line, const std::string& key) {
  std::vector<std::string> out;
  const std::string k = "\"" + key + "\":[";
  auto at = line.find(k);
  if (at == std::string::npos) return out;
  at += k.size();
  const auto end = line.find(']', at);
  std::string body = line.substr(at, end - at);
  std::stringstream in(body);
  std::string item;
  while (std::getline(in, item, ','))
    if (item.size() >= 2) out.push_back(item.substr(1, item.size() - 2));
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<Event> readEvents(const fs::path& path) {
  std::ifstream in(path);
  EXPECT_TRUE(in) << "cannot read " << path;
  std::vector<Event> out;
  std::string line;
  while (std::getline(in, line)) {
    Event e;
    e.event = field(line, "event");
    if (e.event.empty() || e.event == "frame" || e.event == "header") continue;
    std::string t = field(line, "t"), n = field(line, "n");
    e.t = t.empty() ? 0.0 : std::stod(t);
    e.n = n.empty() ? 0 : std::stoi(n);
    e.type = field(line, "type");
    e.color = field(line, "color");
    e.result = field(line, "result");
    e.stones = list(line, "stones");
    e.points = list(line, "points");
    e.flags = list(line, "flags");
    out.push_back(e);
  }
  return out;
}

std::string turnText(const Event& e) {
  std::string s = std::to_string(e.n) + " " + e.color;
  for (const auto& p : e.stones) s += " " + p;
  return s;
}

bool share(const std::vector<std::string>& a, const std::vector<std::string>& b) {
  return std::any_of(a.begin(), a.end(), [&](const std::string& p) {
    return std::find(b.begin(), b.end(), p) != b.end();
  });
}

}  // namespace

std::vector<Event> only(const std::vector<Event>& events, const std::string& kind) {
  std::vector<Event> out;
  for (const Event& e : events)
    if (e.event == kind) out.push_back(e);
  return out;
}

Game renderAndRecord(const std::string& name, const std::string& text) {
  const fs::path dir = fs::temp_directory_path() / ("c6games_" + std::to_string(::getpid())) / name;
  fs::remove_all(dir);
  fs::create_directories(dir);
  { std::ofstream(dir / "game.txt") << text; }
  const std::string render = std::string(C6RENDER_PATH) + " " + (dir / "game.txt").string() + " " +
                             (dir / "game.avi").string() + " 2> " + (dir / "render.log").string();
  EXPECT_EQ(std::system(render.c_str()), 0) << render;
  const char* extra = std::getenv("C6_GAMES_RECORD_OPTIONS");
  const std::string record =
      std::string(C6REC_PATH) + " record --json --no-evidence --no-progress " +
      (extra ? std::string(extra) + " " : std::string()) + "--journal " +
      (dir / "game.journal").string() + " " + (dir / "game.avi").string() + " > " +
      (dir / "recorded.jsonl").string() + " 2> " + (dir / "record.log").string();
  EXPECT_EQ(std::system(record.c_str()), 0) << record;
  Game g{readEvents(dir / "game.truth.jsonl"), readEvents(dir / "recorded.jsonl")};
  if (!::testing::Test::HasFailure()) fs::remove_all(dir);
  return g;
}

void expectRecordedAsPlayed(const Game& g) {
  // Turn for turn, no false turn, none before its hand left the board.
  const auto truthTurns = only(g.truth, "turn"), turns = only(g.recorded, "turn");
  ASSERT_FALSE(truthTurns.empty());
  std::vector<std::string> want, got;
  for (const auto& e : truthTurns) want.push_back(turnText(e));
  for (const auto& e : turns) got.push_back(turnText(e));
  EXPECT_EQ(got, want);
  std::size_t right = 0;
  while (right < got.size() && right < want.size() && got[right] == want[right]) ++right;
  std::multiset<std::string> staged;
  for (const auto& e : only(g.truth, "flag")) staged.insert(e.type);
  int falseFlags = 0;
  for (const auto& e : only(g.recorded, "flag")) {
    auto it = staged.find(e.type);
    if (it == staged.end())
      ++falseFlags;
    else
      staged.erase(it);
  }
  std::cout << "turns recorded " << right << "/" << want.size() << ", false turns "
            << got.size() - right << ", false flags " << falseFlags << std::endl;
  for (std::size_t i = 0; i < std::min(turns.size(), truthTurns.size()); ++i)
    EXPECT_GE(turns[i].t, truthTurns[i].t) << "turn " << i + 1 << " reported before it was played";

  // Every staged irregularity flagged with its type and a point of it, in order; no other flag.
  const auto truthFlags = only(g.truth, "flag"), flags = only(g.recorded, "flag");
  std::vector<std::string> wantTypes, gotTypes;
  for (const auto& e : truthFlags) wantTypes.push_back(e.type);
  for (const auto& e : flags) gotTypes.push_back(e.type);
  EXPECT_EQ(gotTypes, wantTypes);
  for (std::size_t i = 0; i < std::min(flags.size(), truthFlags.size()); ++i) {
    EXPECT_TRUE(share(flags[i].points, truthFlags[i].points))
        << "flag " << i + 1 << " (" << flags[i].type << ") points";
    EXPECT_GE(flags[i].t, truthFlags[i].t) << "flag " << i + 1 << " reported before it happened";
  }

  // Each flag cleared by the players' restoration; none open at the end.
  std::multiset<std::string> open;
  for (const Event& e : g.recorded) {
    if (e.event == "flag") open.insert(e.type);
    if (e.event == "restored")
      for (const auto& f : e.flags) open.erase(f);
  }
  EXPECT_TRUE(open.empty()) << open.size() << " flag(s) never cleared, first: "
                            << (open.empty() ? "" : *open.begin());
  EXPECT_EQ(only(g.recorded, "restored").size(), only(g.truth, "restored").size());

  const auto truthSummary = only(g.truth, "summary"), summary = only(g.recorded, "summary");
  ASSERT_EQ(summary.size(), 1u);
  ASSERT_EQ(truthSummary.size(), 1u);
  EXPECT_EQ(summary[0].result, truthSummary[0].result);
}

}  // namespace c6::render::testing
