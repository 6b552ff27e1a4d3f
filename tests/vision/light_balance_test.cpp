#include "vision/light_balance.h"

#include <gtest/gtest.h>

#include <opencv2/imgproc.hpp>

namespace c6::vision {
namespace {

// A scene lit by a saturated blue light: a lighter square (a board) on a darker ground, each
// channel holding the scene's contrast at the light's level in that channel.
cv::Mat blueLitScene() {
  cv::Mat scene(120, 160, CV_8UC3, cv::Scalar(100, 20, 4));
  scene(cv::Rect(40, 30, 80, 60)).setTo(cv::Scalar(200, 40, 8));
  return scene;
}

TEST(LightBalance, AGreyImageNeedsNoGains) {
  const cv::Mat grey(50, 60, CV_8UC3, cv::Scalar(90, 90, 90));
  const cv::Vec3d g = lightGains(grey);
  for (int c = 0; c < 3; ++c) EXPECT_NEAR(g[c], 1.0, 1e-6);
  // With no gains the grey is OpenCV's own.
  cv::Mat expected;
  cv::cvtColor(blueLitScene(), expected, cv::COLOR_BGR2GRAY);
  EXPECT_EQ(cv::norm(balancedGrey(blueLitScene(), {1, 1, 1}), expected, cv::NORM_INF), 0.0);
}

TEST(LightBalance, ABlueLightIsUndoneUpToTheLargestGain) {
  const cv::Mat scene = blueLitScene();
  const cv::Vec3d g = lightGains(scene);
  EXPECT_LT(g[0], 1.0);                   // the light's own channel is turned down
  EXPECT_GT(g[1], 1.0);                   // the dim ones up,
  EXPECT_DOUBLE_EQ(g[2], kMaxLightGain);  // never by more than the cap (red: a 25th of blue)
  // The board's step over the ground in the grey: far larger balanced than by luminance alone.
  const auto step = [](const cv::Mat& grey) {
    return grey.at<std::uint8_t>(60, 80) - grey.at<std::uint8_t>(5, 5);
  };
  const int plain = step(balancedGrey(scene, {1, 1, 1}));
  const int balanced = step(balancedGrey(scene, g));
  EXPECT_GE(balanced, kMinContrastGain * plain - 1);
  // The balanced colour image shows the same step in every channel it was turned up in.
  const cv::Mat bgr = balancedBgr(scene, g);
  ASSERT_EQ(bgr.type(), CV_8UC3);
  EXPECT_GT(bgr.at<cv::Vec3b>(60, 80)[1], bgr.at<cv::Vec3b>(5, 5)[1] + 20);
}

// An orange light leaves its contrast in red and green, which the luminance weighs most: balanced,
// the grey would hold less, so the light is left as it is.
TEST(LightBalance, AWarmLightIsLeftAlone) {
  cv::Mat scene(120, 160, CV_8UC3, cv::Scalar(20, 60, 120));
  scene(cv::Rect(40, 30, 80, 60)).setTo(cv::Scalar(40, 120, 240));
  EXPECT_EQ(lightGains(scene), cv::Vec3d(1, 1, 1));
}

TEST(LightBalance, ImagesWithoutColourAreLeftAlone) {
  const cv::Mat grey(40, 40, CV_8UC1, cv::Scalar(70));
  EXPECT_EQ(lightGains(grey), cv::Vec3d(1, 1, 1));
  EXPECT_EQ(lightGains(cv::Mat()), cv::Vec3d(1, 1, 1));
  const cv::Mat black(40, 40, CV_8UC3, cv::Scalar::all(0));
  EXPECT_EQ(lightGains(black), cv::Vec3d(1, 1, 1));
  EXPECT_EQ(cv::norm(balancedGrey(grey, {2, 2, 2}), grey, cv::NORM_INF), 0.0);
  cv::Mat bgra;
  cv::cvtColor(blueLitScene(), bgra, cv::COLOR_BGR2BGRA);
  const cv::Vec3d g = lightGains(bgra);
  EXPECT_EQ(balancedGrey(bgra, g).type(), CV_8UC1);
}

}  // namespace
}  // namespace c6::vision
