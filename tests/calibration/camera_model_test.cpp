// Calibration must recover a known camera from chessboard views rendered here with
// cv::projectPoints.
#include "calibration/camera_model.h"

#include <gtest/gtest.h>

#include <cmath>
#include <opencv2/calib3d.hpp>
#include <opencv2/imgproc.hpp>

#include "calibration/test_chessboard.h"

namespace c6::calibration {
namespace {

using namespace testing_chessboard;

TEST(CameraModelTest, RecoversAKnownCameraFromRenderedChessboards) {
  std::vector<std::vector<cv::Point2f>> views;
  for (const auto& [r, t] : poses()) {
    auto corners = findChessboard(renderView(r, t), kInner);
    EXPECT_EQ(corners.size(), static_cast<std::size_t>(kInner.area()))
        << "pattern not found in a rendered view";
    views.push_back(corners);
  }
  CameraModel model = calibrateFromViews(views, kImage, kInner, kSquare);
  EXPECT_GE(model.viewsUsed, 6);
  EXPECT_LT(model.rmsError, 0.5);
  EXPECT_NEAR(model.cameraMatrix(0, 0), kTrueK(0, 0), 0.02 * kTrueK(0, 0));
  EXPECT_NEAR(model.cameraMatrix(1, 1), kTrueK(1, 1), 0.02 * kTrueK(1, 1));
  EXPECT_NEAR(model.cameraMatrix(0, 2), kTrueK(0, 2), 8.0);
  EXPECT_NEAR(model.cameraMatrix(1, 2), kTrueK(1, 2), 8.0);
  ASSERT_GE(model.distortion.size(), 2u);
  EXPECT_NEAR(model.distortion[0], kTrueDist[0], 0.04);

  // Undistorting a distorted point must give its ideal pinhole projection.
  std::vector<cv::Point3f> probe{{200.f, 100.f, 0.f}};
  std::vector<cv::Point2f> distorted, ideal;
  const cv::Vec3d r(0.2, -0.1, 0.0), t(-100, -60, 420);
  cv::projectPoints(probe, r, t, cv::Mat(kTrueK), cv::Mat(kTrueDist), distorted);
  cv::projectPoints(probe, r, t, cv::Mat(kTrueK), cv::noArray(), ideal);
  const auto fixedPts = model.undistortPoints(distorted);
  EXPECT_LT(cv::norm(fixedPts[0] - ideal[0]), 1.5)
      << "undistorted " << fixedPts[0] << " vs " << ideal[0];
}

TEST(CameraModelTest, TooFewViewsIsAnError) {
  std::vector<std::vector<cv::Point2f>> views{
      findChessboard(renderView({0, 0, 0}, {-100, -60, 420}), kInner)};
  EXPECT_THROW(calibrateFromViews(views, kImage, kInner, kSquare), CalibrationError);
}

TEST(CameraModelTest, NoChessboardInABlankImage) {
  EXPECT_TRUE(findChessboard(cv::Mat(kImage, CV_8UC3, cv::Scalar(128, 128, 128)), kInner).empty());
}

TEST(CameraModelTest, UndistortKeepsSizeAndWithoutDistortionIsIdentity) {
  CameraModel m;
  m.imageSize = kImage;
  m.cameraMatrix = kTrueK;
  cv::Mat img = renderView({0, 0, 0}, {-100, -60, 420});
  cv::Mat same = m.undistort(img);
  EXPECT_EQ(cv::norm(same, img, cv::NORM_INF), 0.0);
  m.distortion = kTrueDist;
  EXPECT_EQ(m.undistort(img).size(), img.size());
}

}  // namespace
}  // namespace c6::calibration
