#pragma once
// Test helpers: a rendered Go board seen through a known homography, and images that hold no board.
#include <array>
#include <opencv2/core.hpp>
#include <opencv2/imgproc.hpp>
#include <random>

namespace c6::vision::testing {

struct RenderedBoard {
  cv::Mat image;
  std::array<cv::Point2f, 4> corners;  // true corner intersections, row1col1 first, clockwise
};

// A top-down board (wood colour, 19 lines, a few stones, board edge and a margin) warped by the
// perspective map that sends its corner intersections to `corners` inside a `size` image of noisy
// carpet-like background.
inline RenderedBoard renderBoard(cv::Size size, const std::array<cv::Point2f, 4>& corners,
                                 unsigned seed = 1) {
  const int cell = 60, margin = 90, n = 18;
  const int side = 2 * margin + n * cell;
  cv::Mat top(side, side, CV_8UC3, cv::Scalar(90, 170, 215));
  for (int k = 0; k <= n; ++k) {
    int p = margin + k * cell;
    cv::line(top, {margin, p}, {margin + n * cell, p}, {30, 50, 60}, 3);
    cv::line(top, {p, margin}, {p, margin + n * cell}, {30, 50, 60}, 3);
  }
  std::mt19937 rng(seed);
  std::uniform_int_distribution<int> idx(0, n);
  for (int s = 0; s < 30; ++s) {
    cv::Point c(margin + idx(rng) * cell, margin + idx(rng) * cell);
    cv::circle(top, c, cell / 2 - 3, s % 2 ? cv::Scalar(235, 235, 235) : cv::Scalar(25, 25, 25), -1,
               cv::LINE_AA);
  }
  cv::Mat out(size, CV_8UC3);
  cv::randu(out, cv::Scalar(60, 60, 60), cv::Scalar(120, 120, 120));
  cv::GaussianBlur(out, out, {5, 5}, 1.5);
  const float a = static_cast<float>(margin), b = static_cast<float>(margin + n * cell);
  std::array<cv::Point2f, 4> src{cv::Point2f(a, a), cv::Point2f(b, a), cv::Point2f(b, b),
                                 cv::Point2f(a, b)};
  cv::Mat h = cv::getPerspectiveTransform(src.data(), corners.data());
  cv::Mat warped, mask;
  cv::warpPerspective(top, warped, h, size, cv::INTER_LINEAR);
  cv::warpPerspective(cv::Mat(top.size(), CV_8U, cv::Scalar(255)), mask, h, size,
                      cv::INTER_NEAREST);
  warped.copyTo(out, mask);
  return {out, corners};
}

inline double maxCornerError(const std::array<cv::Point2f, 4>& a,
                             const std::array<cv::Point2f, 4>& b) {
  double e = 0;
  for (std::size_t i = 0; i < 4; ++i) e = std::max(e, cv::norm(a[i] - b[i]));
  return e;
}

}  // namespace c6::vision::testing
