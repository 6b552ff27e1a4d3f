// A camera profile tells a recording its corners, board size and Black's side: the CLI and the app
// take it through the same conversion, so a 13x13 profile makes a 13x13 referee in both.
#include "ui/recorder/recorder_profile.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>

#include "ui/app/recording_files.h"

namespace fs = std::filesystem;
using namespace c6;

namespace {

calibration::Profile smallBoardProfile() {
  calibration::Profile p;
  p.imageSize = cv::Size(640, 360);
  p.boardSize = 13;
  p.corners = std::array<cv::Point2f, 4>{cv::Point2f(100, 50), cv::Point2f(500, 50),
                                         cv::Point2f(520, 330), cv::Point2f(80, 330)};
  p.blackSide = calibration::BlackSide::Left;
  return p;
}

void expectSmallBoard(const ui::RecorderOptions& o) {
  EXPECT_EQ(o.referee.game.boardSize, 13);
  ASSERT_TRUE(o.corners.has_value());
  EXPECT_EQ(o.corners->size, 13);
  EXPECT_EQ(o.pipeline.blackSide, vision::BlackSide::Left);
}

}  // namespace

TEST(RecorderProfile, GivesCornersBoardSizeAndBlacksSide) {
  ui::RecorderOptions o;
  ui::applyProfile(smallBoardProfile(), o);
  expectSmallBoard(o);
}

// The app's copy once forgot the board size: with a 13x13 profile its referee ignored every
// observation.
TEST(RecorderProfile, TheAppsOptionsFromA13x13ProfileAre13x13) {
  const fs::path dir = fs::temp_directory_path() / ("c6_profile13_" + std::to_string(::getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir);
  calibration::saveProfile(smallBoardProfile(), (dir / "board13.c6p").string());
  ui::GameSetup setup;
  setup.source = QString::fromStdString((dir / "game.mp4").string());
  setup.profile = QString::fromStdString((dir / "board13.c6p").string());
  expectSmallBoard(ui::recorderOptions(setup, QString::fromStdString((dir / "games").string())));
  fs::remove_all(dir);
}
