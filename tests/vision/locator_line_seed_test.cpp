// The stone lattice bounded by a line-search grid instead of the board's region (see lineGridQuad):
// a grid on the board's plane but a line or two off still places the stones' lattice right.
#include <gtest/gtest.h>

#include <opencv2/imgproc.hpp>
#include <random>

#include "vision/locator_region_search.h"
#include "vision/locator_stone_lattice.h"

namespace c6::vision {
namespace {

constexpr int kSize = 19;

cv::Point2d apply(const cv::Matx33d& h, double x, double y) {
  const cv::Vec3d p = h * cv::Vec3d(x, y, 1.0);
  return {p[0] / p[2], p[1] / p[2]};
}

// A board seen steeply and rotated: grid (column, row) -> pixels.
cv::Matx33d steepBoard() {
  const std::vector<cv::Point2f> grid{{0, 0}, {18, 0}, {18, 18}, {0, 18}};
  const std::vector<cv::Point2f> image{{215, 155}, {565, 265}, {410, 650}, {30, 495}};
  return cv::Matx33d(cv::getPerspectiveTransform(grid, image));
}

// Stones on a share of the points, with a small placement noise.
std::vector<Disc> stones(const cv::Matx33d& g, double share, unsigned seed) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<double> unit(0, 1);
  std::vector<Disc> out;
  for (int r = 0; r < kSize; ++r)
    for (int c = 0; c < kSize; ++c) {
      if (unit(rng) > share) continue;
      const double cell = cv::norm(apply(g, c + 0.5, r) - apply(g, c - 0.5, r));
      Disc d;
      d.centre = cv::Point2f(apply(g, c, r) + cv::Point2d(unit(rng) - 0.5, unit(rng) - 0.5));
      d.radius = static_cast<float>(0.47 * cell);
      d.tone = unit(rng) < 0.5 ? -1 : 1;
      out.push_back(d);
    }
  return out;
}

// Worst distance of the grid's lattice points from the truth's, in cells at the board's middle.
double worstError(const cv::Matx33d& grid, const cv::Matx33d& truth) {
  const double cell = cv::norm(apply(truth, 9.5, 9) - apply(truth, 8.5, 9));
  double worst = 0;
  for (int r = 0; r < kSize; r += 6)
    for (int c = 0; c < kSize; c += 6)
      worst = std::max(worst, cv::norm(apply(grid, c, r) - apply(truth, c, r)) / cell);
  return worst;
}

TEST(LocatorLineSeed, TheQuadLiesTheMarginOutsideTheGridsOuterLines) {
  const cv::Matx33d g = steepBoard();
  const auto quad = locator::lineGridQuad(g, 0.85);
  const std::array<cv::Point2d, 4> want{apply(g, -0.85, -0.85), apply(g, 18.85, -0.85),
                                        apply(g, 18.85, 18.85), apply(g, -0.85, 18.85)};
  for (std::size_t i = 0; i < 4; ++i) EXPECT_LT(cv::norm(quad[i] - want[i]), 1e-9) << i;
}

TEST(LocatorLineSeed, AGridALineOffOnTheBoardsPlaneBoundsTheStonesLattice) {
  const cv::Matx33d truth = steepBoard();
  for (const cv::Vec2d& off : {cv::Vec2d(1, 0), cv::Vec2d(-1, 1), cv::Vec2d(0, -2)}) {
    // The line search's grid: right plane and spacing, counted a line or two off.
    const cv::Matx33d lineGrid = truth * cv::Matx33d(1, 0, off[0], 0, 1, off[1], 0, 0, 1);
    const auto grids =
        latticesFromStones(stones(truth, 0.5, 3), locator::lineGridQuad(lineGrid, 0.85), kSize, 4);
    ASSERT_FALSE(grids.empty()) << off;
    double best = 1e9;
    for (const auto& g : grids) best = std::min(best, worstError(g, truth));
    EXPECT_LT(best, 0.1) << "one placement is the board's, grid off by " << off;
  }
}

}  // namespace
}  // namespace c6::vision
