// The stone net's per-image colour normalisation (vision/stone_patches): under coloured light,
// where a channel all but vanishes, the board must look as it does under white light, not hold a
// channel of stretched noise. (The model itself: stone_net_test; real photos: stone_golden_test.)
#include "vision/stone_patches.h"

#include <gtest/gtest.h>

#include <opencv2/imgproc.hpp>
#include <random>

#include "synthetic_board.h"

namespace c6::vision {
namespace {

// The board of synthetic_board.h, located and warped top-down as the reader warps it.
cv::Mat topDownBoard() {
  const std::array<cv::Point2f, 4> corners{cv::Point2f(380, 120), cv::Point2f(900, 130),
                                           cv::Point2f(960, 640), cv::Point2f(320, 630)};
  const auto board = testing::renderBoard({1280, 720}, corners, 3);
  return stone_patches::warpBoard(board.image, BoardLocation::fromCorners(board.corners));
}

// One channel of a single-colour light: 4 % of its white-light level plus sensor and JPEG noise
// of up to 3 grey levels (the dense-boards set's pink shots keep 14 of 255 in green).
cv::Mat underColouredLight(const cv::Mat& top, int channel) {
  cv::Mat out = top.clone();
  std::mt19937 rng(11);
  std::uniform_int_distribution<int> noise(0, 3);
  for (int y = 0; y < out.rows; ++y)
    for (int x = 0; x < out.cols; ++x) {
      auto& v = out.at<cv::Vec3b>(y, x)[channel];
      v = cv::saturate_cast<uchar>(0.04 * v + noise(rng));
    }
  return out;
}

double correlation(const cv::Mat& a, const cv::Mat& b) {
  cv::Mat r;
  cv::matchTemplate(a, b, r, cv::TM_CCOEFF_NORMED);
  return r.at<float>(0, 0);
}

cv::Mat channelOf(const cv::Mat& m, int c) {
  cv::Mat out;
  cv::extractChannel(m, out, c);
  return out;
}

TEST(StonePatches, AChannelIsKeptUnderWhiteLightAndReplacedWhenItVanishes) {
  EXPECT_FLOAT_EQ(stone_patches::channelWeight(200, 200), 1.0f);
  EXPECT_FLOAT_EQ(stone_patches::channelWeight(100, 200), 1.0f);  // half the strongest: kept
  EXPECT_FLOAT_EQ(stone_patches::channelWeight(14, 254), 0.0f);   // pink light's green: noise
  EXPECT_NEAR(stone_patches::channelWeight(66, 200), 0.49f, 0.01f);
}

TEST(StonePatches, UnderSingleColourLightTheBoardLooksAsUnderWhiteLight) {
  const cv::Mat top = topDownBoard();
  const cv::Mat white = stone_patches::normalise(top);
  const int green = 1;
  const cv::Mat pink = stone_patches::normalise(underColouredLight(top, green));
  ASSERT_EQ(pink.type(), CV_32FC3);
  ASSERT_EQ(pink.size(), top.size());
  // The vanished channel carries the board's brightness: stones, lines and wood where they are
  // under white light. Stretched on its own it would be quantised noise.
  EXPECT_GT(correlation(channelOf(pink, green), channelOf(white, green)), 0.95);
  // The channels that still see the light are stretched as under white light.
  for (int c : {0, 2})
    EXPECT_GT(correlation(channelOf(pink, c), channelOf(white, c)), 0.99) << "channel " << c;
  // And the whole input stays in the range the net was trained on.
  double lo = 0, hi = 0;
  cv::minMaxLoc(pink.reshape(1), &lo, &hi);
  EXPECT_GE(lo, -1.5);
  EXPECT_LE(hi, 1.5);
}

}  // namespace
}  // namespace c6::vision
