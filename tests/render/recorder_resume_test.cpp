// Resume is exact: a recording killed after any frame and resumed from its journal ends with the
// record the uninterrupted run ends with, field by field (the turns' stones in their order, the
// event log, both clocks to the microsecond), on the bundled sample video and the five rendered
// games.
//
// The kill is simulated in-process: the uninterrupted run notes the journal's size after every
// frame; a run killed after frame k has exactly that prefix on disk (every line is fsync'ed before
// anything is reported, and nothing else survives a SIGKILL that the resume reads). The rendered
// games' frames are rendered once and kept as JPEG in memory (as an MJPG video holds them) for
// every run.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <memory>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "core/native_archive.h"
#include "core/stone_notation.h"
#include "recording_testing.h"
#include "rendered_games.h"
#include "ui/recorder/recorder.h"
#include "vision/board_locator.h"
#include "vision/stone_reading.h"

namespace c6::render {
namespace {

namespace fs = std::filesystem;

constexpr int kKillPoints = 20;

// Kills the recording of `s` at 20 frames drawn at random (a fixed seed: a failure repeats) and
// checks every resumed record against the uninterrupted one.
Outcome expectResumeExact(const Recording& s) {
  fs::remove_all(s.dir);
  std::vector<std::uintmax_t> sizes;
  const Outcome whole = uninterrupted(s, sizes);
  const long long frames = static_cast<long long>(sizes.size()) - 1;
  EXPECT_GT(frames, kKillPoints);
  std::mt19937 random(20261201);
  std::uniform_int_distribution<long long> pick(1, frames);
  std::vector<long long> kills;
  while (static_cast<int>(kills.size()) < kKillPoints) {
    const long long k = pick(random);
    if (std::find(kills.begin(), kills.end(), k) == kills.end()) kills.push_back(k);
  }
  std::sort(kills.begin(), kills.end());
  for (long long k : kills) {
    std::string warning;
    const Outcome resumed = killedAndResumed(s, sizes[static_cast<std::size_t>(k)], k, warning);
    const std::string at =
        "killed after frame " + std::to_string(k) + " of " + std::to_string(frames);
    EXPECT_EQ(warning, "") << at;
    expectSame(whole, resumed, at);
    if (::testing::Test::HasFatalFailure()) break;
  }
  if (!::testing::Test::HasFailure()) fs::remove_all(s.dir);
  return whole;
}

fs::path testDir(const std::string& name) {
  return fs::temp_directory_path() / ("c6resume_" + std::to_string(::getpid())) / name;
}

TEST(RecorderResume, TheSampleVideoKilledAnywhereResumesToTheSameRecord) {
  Recording s;
  s.source = std::string(C6_PROJECT_DATA_DIR) + "/sample-video.mp4";
  s.dir = testDir("sample");
  const Outcome whole = expectResumeExact(s);
  EXPECT_EQ(whole.record.turns.size(), 17u);
  EXPECT_EQ(whole.result, "B+");
}

TEST(RecorderResume, TheRenderedGamesKilledAnywhereResumeToTheSameRecords) {
  for (const RenderedGame& g : renderedGames()) {
    SCOPED_TRACE(g.name);
    Recording s;
    s.source = "rendered:" + g.name;
    s.footage = renderFootage(g.script, g.name);
    s.dir = testDir(g.name);
    const Outcome whole = expectResumeExact(s);
    EXPECT_FALSE(whole.record.turns.empty());
  }
}

// The arbiter accepts the position the first time a flag stands (after it has been journalled):
// the referee's correction of the last turn (an "amend" event with its turn) reaches the record and
// its .c6a, and a run killed anywhere, the ruling included, resumes to the same record.
TEST(RecorderResume, AnAcceptedPositionsAmendmentReachesTheArchiveAndSurvivesResume) {
  const auto games = renderedGames();
  const auto moved = std::find_if(games.begin(), games.end(),
                                  [](const RenderedGame& g) { return g.name == "moved"; });
  ASSERT_NE(moved, games.end());
  Recording s;
  s.source = "rendered:accept";
  s.footage = renderFootage(moved->script, moved->name);
  s.dir = testDir("accept");
  s.arbiter = [](ui::Recorder& rec) {
    const auto& log = rec.referee().record().events;
    const bool ruled = std::any_of(log.begin(), log.end(),
                                   [](const core::RecordEvent& e) { return e.kind == "ruling"; });
    if (!ruled && !rec.referee().openFlags().empty())
      rec.arbiter(core::ArbiterAction{core::Ruling::Accept, core::Color::Empty}, rec.now());
  };
  const Outcome whole = expectResumeExact(s);
  const auto& events = whole.record.events;
  auto amend = std::find_if(events.begin(), events.end(),
                            [](const core::RecordEvent& e) { return e.kind == "amend"; });
  ASSERT_NE(amend, events.end()) << "no amend event in the record";
  EXPECT_GE(amend->turnIndex, 0);
  const core::GameRecord archived = core::parseNativeArchive(whole.archive);
  EXPECT_TRUE(
      std::any_of(archived.events.begin(), archived.events.end(),
                  [](const core::RecordEvent& e) { return e.kind == "amend" && e.turnIndex >= 0; }))
      << "the .c6a lacks the amendment";
  for (const auto& e : events)
    if (e.kind == "flag" || e.kind == "ruling")
      EXPECT_GE(e.turnIndex, 0) << e.kind << " without its turn";
}

}  // namespace
}  // namespace c6::render
