#pragma once
// Synthetic stone discs under a known perspective, for the tests of the lattice read off stone
// centres (locator_stone_lattice_test, locator_line_seed_test).
#include <opencv2/imgproc.hpp>
#include <random>
#include <vector>

#include "vision/locator_discs.h"

namespace c6::vision::stone_lattice_scene {

constexpr int kSize = 19;

inline cv::Point2d apply(const cv::Matx33d& h, double x, double y) {
  const cv::Vec3d p = h * cv::Vec3d(x, y, 1.0);
  return {p[0] / p[2], p[1] / p[2]};
}

// Grid (column, row) -> pixels for a board whose outer intersections appear at `corners`
// ((0, 0), (18, 0), (18, 18), (0, 18)).
inline cv::Matx33d boardAt(const std::vector<cv::Point2f>& corners) {
  const std::vector<cv::Point2f> grid{{0, 0}, {18, 0}, {18, 18}, {0, 18}};
  return cv::Matx33d(cv::getPerspectiveTransform(grid, corners));
}

// Stones on a share of the points whose rows and columns lie in [lo, hi], their tops `lift` of a
// cell up the image, plus `strays` discs anywhere in the board.
inline std::vector<Disc> stones(const cv::Matx33d& g, double share, int lo, int hi, double lift,
                                int strays, unsigned seed) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<double> unit(0, 1);
  std::vector<Disc> out;
  for (int r = lo; r <= hi; ++r)
    for (int c = lo; c <= hi; ++c) {
      if (unit(rng) > share) continue;
      const cv::Point2d p = apply(g, c, r);
      const double cell = cv::norm(apply(g, c + 0.5, r) - apply(g, c - 0.5, r));
      Disc d;
      d.centre = cv::Point2f(p + cv::Point2d(unit(rng) - 0.5, unit(rng) - 0.5 - lift * cell));
      d.radius = static_cast<float>(0.47 * cell);
      d.tone = unit(rng) < 0.5 ? -1 : 1;
      out.push_back(d);
    }
  for (int i = 0; i < strays; ++i) {
    Disc d;
    d.centre = cv::Point2f(apply(g, unit(rng) * 18, unit(rng) * 18));
    d.radius = static_cast<float>(0.45 * cv::norm(apply(g, 9.5, 9) - apply(g, 8.5, 9)));
    d.tone = 1;
    out.push_back(d);
  }
  return out;
}

// Worst distance of the grid's lattice points from the truth's, in cells of the truth (at the
// board's middle).
inline double worstError(const cv::Matx33d& grid, const cv::Matx33d& truth) {
  const double cell = cv::norm(apply(truth, 9.5, 9) - apply(truth, 8.5, 9));
  double worst = 0;
  for (int r = 0; r < kSize; r += 6)
    for (int c = 0; c < kSize; c += 6)
      worst = std::max(worst, cv::norm(apply(grid, c, r) - apply(truth, c, r)) / cell);
  return worst;
}

inline double bestError(const std::vector<cv::Matx33d>& grids, const cv::Matx33d& truth) {
  double best = 1e9;
  for (const auto& g : grids) best = std::min(best, worstError(g, truth));
  return best;
}

}  // namespace c6::vision::stone_lattice_scene
