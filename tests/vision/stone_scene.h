#pragma once
// Synthetic photos of a Go board for vision unit tests: wood with grain and uneven light, grid
// lines and star points, stones slightly off their points, optional glare, all under a perspective.
#include <algorithm>
#include <array>
#include <cmath>
#include <opencv2/imgproc.hpp>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "vision/board_location.h"

namespace c6::vision::stone_scene {

struct Scene {
  std::vector<std::string> board;  // 19 rows of ".XO", row 0 at the image top
  std::array<cv::Point2f, 4> corners{cv::Point2f(380, 90), cv::Point2f(930, 100),
                                     cv::Point2f(1060, 650), cv::Point2f(240, 640)};
  cv::Size imageSize{1280, 720};
  cv::Vec3b wood{95, 165, 215};  // BGR
  // Stone colours (BGR): the darker set, the lighter set and the lighter stones' shine.
  cv::Scalar dark{28, 28, 30};
  cv::Scalar light{200, 205, 205};
  cv::Scalar lightShine{232, 236, 236};
  bool shadowless = false;  // diffuse light: stones cast no shadow
  bool glareOnBoard = false;
  bool glareOnStones = true;
  // A neon reflection drawn over everything (board and stones): a band of added light along the
  // segment between two grid points, `streakWidth` cells (Gaussian sigma) across; `streakGain` grey
  // levels added on its axis (enough to wash the wood and its lines out to white).
  std::optional<std::array<cv::Point2d, 2>> streak;
  double streakWidth = 0.35;
  double streakGain = 230;
  // Stone tops drawn this many cells towards row 0 (the far side, up the image): a stone's height
  // seen from a low camera.
  double topLift = 0;
  unsigned seed = 1;
};

inline std::vector<std::string> randomPosition(int stones, unsigned seed) {
  std::vector<std::string> b(19, std::string(19, '.'));
  std::mt19937 rng(seed);
  std::uniform_int_distribution<int> pos(0, 18);
  for (int placed = 0; placed < stones;) {
    char& c = b[static_cast<std::size_t>(pos(rng))][static_cast<std::size_t>(pos(rng))];
    if (c != '.') continue;
    c = placed % 2 ? 'O' : 'X';
    ++placed;
  }
  return b;
}

// Renders the board top-down at `cell` px per cell (one cell of margin), then warps it into the
// frame.
inline cv::Mat render(const Scene& s) {
  constexpr int cell = 40;
  const int side = 20 * cell;
  std::mt19937 rng(s.seed);
  std::uniform_real_distribution<double> uni(-1.0, 1.0);
  cv::Mat top(side, side, CV_8UC3);
  const double phase = uni(rng) * 3;
  for (int y = 0; y < side; ++y)
    for (int x = 0; x < side; ++x) {
      // Grain along x, light falling off towards one corner.
      const double grain = 1.0 + 0.05 * std::sin(y * 0.21 + 3 * std::sin(x * 0.01 + phase)) +
                           0.02 * std::sin(y * 1.3);
      const double light = 1.05 - 0.2 * (x + y) / (2.0 * side);
      auto& px = top.at<cv::Vec3b>(y, x);
      for (int c = 0; c < 3; ++c) px[c] = cv::saturate_cast<uchar>(s.wood[c] * grain * light);
    }
  auto at = [&](double gx, double gy) {
    return cv::Point(cvRound((gx + 1) * cell * 16), cvRound((gy + 1) * cell * 16));
  };
  for (int i = 0; i < 19; ++i) {
    cv::line(top, at(i, 0), at(i, 18), cv::Scalar(30, 40, 50), 2, cv::LINE_AA, 4);
    cv::line(top, at(0, i), at(18, i), cv::Scalar(30, 40, 50), 2, cv::LINE_AA, 4);
  }
  for (int y : {3, 9, 15})
    for (int x : {3, 9, 15})
      cv::circle(top, at(x, y), 5 * 16, cv::Scalar(30, 40, 50), cv::FILLED, cv::LINE_AA, 4);
  if (s.glareOnBoard) {
    // A soft reflection over empty wood: brightens it without hiding the lines completely.
    cv::Mat glare(top.size(), CV_32F, cv::Scalar(0));
    cv::circle(glare, cv::Point(side / 3, side / 2), side / 9, cv::Scalar(1.0), cv::FILLED);
    cv::GaussianBlur(glare, glare, cv::Size(0, 0), side / 20.0);
    for (int y = 0; y < side; ++y)
      for (int x = 0; x < side; ++x)
        for (int c = 0; c < 3; ++c) {
          auto& v = top.at<cv::Vec3b>(y, x)[c];
          v = cv::saturate_cast<uchar>(v + (255 - v) * 0.45 * glare.at<float>(y, x));
        }
  }
  std::normal_distribution<double> off(0.0, 0.06);
  for (int y = 0; y < 19; ++y)
    for (int x = 0; x < 19; ++x) {
      const char c = s.board[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)];
      if (c == '.') continue;
      const double cx = x + off(rng), cy = y + off(rng) - s.topLift;
      const cv::Point centre = at(cx, cy);
      if (!s.shadowless)
        cv::circle(top, centre + cv::Point(3 * 16, 4 * 16), static_cast<int>(0.47 * cell * 16),
                   cv::Scalar(40, 60, 80), cv::FILLED, cv::LINE_AA, 4);  // shadow
      if (c == 'X') {
        cv::circle(top, centre, static_cast<int>(0.47 * cell * 16), s.dark, cv::FILLED, cv::LINE_AA,
                   4);
        if (s.glareOnStones)
          cv::ellipse(top, centre - cv::Point(5 * 16, 6 * 16), cv::Size(6 * 16, 3 * 16), 30, 0, 360,
                      cv::Scalar(200, 200, 205), cv::FILLED, cv::LINE_AA, 4);
      } else {
        cv::circle(top, centre, static_cast<int>(0.47 * cell * 16), s.light, cv::FILLED,
                   cv::LINE_AA, 4);
        cv::circle(top, centre - cv::Point(2 * 16, 2 * 16), static_cast<int>(0.38 * cell * 16),
                   s.lightShine, cv::FILLED, cv::LINE_AA, 4);
      }
    }
  if (s.streak) {
    const cv::Point2d a = (*s.streak)[0], b = (*s.streak)[1], ab = b - a;
    const double len2 = ab.dot(ab);
    for (int y = 0; y < side; ++y)
      for (int x = 0; x < side; ++x) {
        const cv::Point2d p(x / static_cast<double>(cell) - 1, y / static_cast<double>(cell) - 1);
        const double t = std::clamp((p - a).dot(ab) / len2, 0.0, 1.0);
        const cv::Point2d d = p - (a + t * ab);
        const double add = s.streakGain * std::exp(-d.dot(d) / (2 * s.streakWidth * s.streakWidth));
        auto& px = top.at<cv::Vec3b>(y, x);
        for (int c = 0; c < 3; ++c) px[c] = cv::saturate_cast<uchar>(px[c] + add);
      }
  }
  // Top-down grid coordinates -> frame pixels.
  const auto loc = BoardLocation::fromCorners(s.corners);
  cv::Matx33d gridFromTop(1.0 / cell, 0, -1, 0, 1.0 / cell, -1, 0, 0, 1);
  cv::Mat frame(s.imageSize, CV_8UC3, cv::Scalar(60, 70, 60));
  cv::warpPerspective(top, frame, cv::Mat(loc.gridToImage * gridFromTop), s.imageSize,
                      cv::INTER_AREA, cv::BORDER_TRANSPARENT);
  cv::Mat noise(frame.size(), CV_16SC3), noisy;
  cv::randn(noise, cv::Scalar::all(0), cv::Scalar::all(4));
  frame.convertTo(noisy, CV_16SC3);
  noisy += noise;
  noisy.convertTo(frame, CV_8UC3);
  return frame;
}

}  // namespace c6::vision::stone_scene
