// `c6rec calibrate` end to end: rendered chessboard photos in, a loadable profile with the true
// camera out.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <opencv2/imgcodecs.hpp>
#include <string>

#include "calibration/profile.h"
#include "calibration/test_chessboard.h"

namespace c6::ui {
namespace {

namespace fs = std::filesystem;
using namespace calibration::testing_chessboard;

int runC6rec(const std::string& args) {
  const std::string cmd = std::string(C6REC_PATH) + " calibrate " + args + " > /dev/null 2>&1";
  const int status = std::system(cmd.c_str());
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

class CalibrateCommand : public ::testing::Test {
 protected:
  void SetUp() override {
    dir = fs::temp_directory_path() / ("c6_calibrate_test_" + std::to_string(::getpid()));
    fs::create_directories(dir);
    int i = 0;
    for (const auto& [r, t] : poses()) {
      const auto path = dir / ("view" + std::to_string(i++) + ".png");
      ASSERT_TRUE(cv::imwrite(path.string(), renderView(r, t)));
      images += " " + path.string();
    }
  }
  void TearDown() override { fs::remove_all(dir); }
  fs::path dir;
  std::string images;
};

TEST_F(CalibrateCommand, WritesAProfileWithTheTrueCamera) {
  const auto out = (dir / "cam.profile").string();
  ASSERT_EQ(runC6rec("--chessboard 9x6 --square 25 -o " + out + images), 0);
  const auto profile = calibration::loadProfile(out);
  EXPECT_EQ(profile.imageSize, kImage);
  ASSERT_TRUE(profile.camera);
  EXPECT_NEAR(profile.camera->cameraMatrix(0, 0), kTrueK(0, 0), 0.02 * kTrueK(0, 0));
  EXPECT_NEAR(profile.camera->distortion.at(0), kTrueDist[0], 0.04);
}

TEST_F(CalibrateCommand, ExitStatusesFollowTheHelp) {
  EXPECT_EQ(runC6rec("--help"), 0);
  EXPECT_EQ(runC6rec("--chessboard 9x6 -o " + (dir / "a.profile").string() + " " +
                     (dir / "view0.png").string()),
            1);
  EXPECT_FALSE(fs::exists(dir / "a.profile"));
  EXPECT_EQ(runC6rec("--chessboard nine -o x.profile" + images), 2);
  EXPECT_EQ(runC6rec("--chessboard 9x6 -o x.profile /nonexistent.png"), 2);
  EXPECT_EQ(runC6rec("--chessboard 9x6" + images), 2);
}

}  // namespace
}  // namespace c6::ui
