#include "vision/lab8.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <opencv2/imgproc.hpp>

namespace c6::vision {
namespace {

// Every 8-bit colour once, in rows of an odd width so that both OpenCV's vector loop and its
// scalar tail see them; the padding after the last colour is black.
cv::Mat everyColour(int width) {
  constexpr int kColours = 1 << 24;
  const int rows = (kColours + width - 1) / width;
  cv::Mat image(rows, width, CV_8UC3, cv::Scalar::all(0));
  for (int i = 0; i < kColours; ++i) {
    auto& px = image.at<cv::Vec3b>(i / width, i % width);
    px = cv::Vec3b(static_cast<std::uint8_t>(i), static_cast<std::uint8_t>(i >> 8),
                   static_cast<std::uint8_t>(i >> 16));
  }
  return image;
}

TEST(Lab8, MatchesOpenCvOnEveryColour) {
  const cv::Mat bgr = everyColour(4093);
  cv::Mat expected;
  cv::cvtColor(bgr, expected, cv::COLOR_BGR2Lab);
  const cv::Mat actual = bgrToLab8(bgr);
  ASSERT_EQ(actual.type(), CV_8UC3);
  ASSERT_EQ(actual.size(), bgr.size());
  int differing = 0;
  for (int y = 0; y < bgr.rows; ++y)
    for (int x = 0; x < bgr.cols; ++x) {
      const cv::Vec3b e = expected.at<cv::Vec3b>(y, x), a = actual.at<cv::Vec3b>(y, x);
      if (e == a) continue;
      if (++differing <= 10) {
        const cv::Vec3b c = bgr.at<cv::Vec3b>(y, x);
        ADD_FAILURE() << "BGR (" << int(c[0]) << "," << int(c[1]) << "," << int(c[2])
                      << "): OpenCV Lab (" << int(e[0]) << "," << int(e[1]) << "," << int(e[2])
                      << "), ours (" << int(a[0]) << "," << int(a[1]) << "," << int(a[2]) << ")";
      }
    }
  EXPECT_EQ(differing, 0) << "colours whose Lab differs from cv::cvtColor";
}

TEST(Lab8, KeepsSizeOfARegionOfInterest) {
  const cv::Mat bgr = everyColour(4093);
  const cv::Mat roi = bgr(cv::Rect(7, 11, 33, 5));  // not continuous
  cv::Mat expected;
  cv::cvtColor(roi, expected, cv::COLOR_BGR2Lab);
  const cv::Mat actual = bgrToLab8(roi);
  ASSERT_EQ(actual.size(), roi.size());
  EXPECT_EQ(cv::norm(actual, expected, cv::NORM_INF), 0.0);
}

}  // namespace
}  // namespace c6::vision
