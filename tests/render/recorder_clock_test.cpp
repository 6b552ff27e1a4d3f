// The clock and the record stay in step through the arbiter's operations (issue 14, bug 1): pausing
// the clocks while the board is halted, then resuming, once lost the clock times of every turn
// confirmed during the pause and put the presses on the wrong turns after it.
#include <gtest/gtest.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <optional>
#include <string>

#include "clock_checks_testing.h"
#include "ui/recorder/record_files.h"
#include "ui/recorder/recorder.h"
#include "vision/board_locator.h"
#include "vision/stone_reading.h"

namespace c6::render {
namespace {

namespace fs = std::filesystem;
using namespace std::chrono_literals;

// The steps on the sample video: 5m+10s; when the board halts (the moved stone after turn
// 2), the arbiter pauses the clocks, and resumes them 12 s later while the game has gone on.
TEST(RecorderClock, PausedWhileHaltedEveryTurnKeepsItsClocksAndTheClockFollowsTheBoard) {
  const fs::path dir = fs::temp_directory_path() / ("c6clock_" + std::to_string(::getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir);
  ui::RecorderOptions o;
  o.source = std::string(C6_PROJECT_DATA_DIR) + "/sample-video.mp4";
  o.timeControl = "5m+10s";
  o.evidence = false;
  o.recordPath = (dir / "game.sgf").string();
  ui::Recorder rec(
      o, [](const cv::Mat& image) { return vision::locateBoard(image); }, vision::readStones,
      nullptr);
  rec.start();
  std::optional<core::Micros> pausedAt;
  bool resumed = false;
  int turnsWhilePaused = 0;
  std::string disagreement;
  while (rec.step()) {
    if (!pausedAt && rec.referee().halted()) {
      ASSERT_FALSE(
          rec.operateClock({ui::ClockOperation::Kind::Pause, core::Color::Empty, {}}, rec.now()));
      pausedAt = rec.now();
      turnsWhilePaused = -rec.turns();
    } else if (pausedAt && !resumed && rec.now() >= *pausedAt + 12s) {
      turnsWhilePaused += rec.turns();
      ASSERT_FALSE(
          rec.operateClock({ui::ClockOperation::Kind::Resume, core::Color::Empty, {}}, rec.now()));
      resumed = true;
    }
    if (disagreement.empty()) disagreement = testing::clockBoardDisagreement(rec);
  }
  rec.finish();
  ASSERT_TRUE(resumed) << "the sample never halted";
  EXPECT_GT(turnsWhilePaused, 0) << "no turn was confirmed while the clocks were paused";
  EXPECT_EQ(disagreement, "");
  const core::GameRecord record = rec.record();
  EXPECT_EQ(record.turns.size(), 17u);
  EXPECT_EQ(rec.result(), "B+");
  testing::expectEveryTurnTimed(record, "the sample paused 12 s");
  // The record on disk says the same.
  testing::expectEveryTurnTimed(ui::loadRecord(dir / "game.c6a"), "the saved archive");
  if (!::testing::Test::HasFailure()) fs::remove_all(dir);
}

}  // namespace
}  // namespace c6::render
