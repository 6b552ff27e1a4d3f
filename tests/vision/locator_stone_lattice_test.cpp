// The lattice read off stone centres alone, on synthetic disc sets under a known perspective:
// missing stones, stray blobs, stone tops off their points, and too few stones to tell.
#include "vision/locator_stone_lattice.h"

#include <gtest/gtest.h>

#include <opencv2/imgproc.hpp>
#include <random>

namespace c6::vision {
namespace {

constexpr int kSize = 19;

cv::Point2d apply(const cv::Matx33d& h, double x, double y) {
  const cv::Vec3d p = h * cv::Vec3d(x, y, 1.0);
  return {p[0] / p[2], p[1] / p[2]};
}

// A board seen from a low camera, a little rotated: grid (column, row) -> pixels.
cv::Matx33d obliqueBoard() {
  const std::vector<cv::Point2f> grid{{0, 0}, {18, 0}, {18, 18}, {0, 18}};
  const std::vector<cv::Point2f> image{{210, 160}, {590, 185}, {700, 560}, {90, 520}};
  return cv::Matx33d(cv::getPerspectiveTransform(grid, image));
}

// The board's outer edges, a cell beyond the outer lines.
std::array<cv::Point2d, 4> region(const cv::Matx33d& g) {
  return {apply(g, -0.8, -0.8), apply(g, 18.8, -0.8), apply(g, 18.8, 18.8), apply(g, -0.8, 18.8)};
}

// Stones on a share of the points whose rows and columns lie in [lo, hi], their tops `lift` of a
// cell up the image, plus `strays` discs anywhere in the region.
std::vector<Disc> stones(const cv::Matx33d& g, double share, int lo, int hi, double lift,
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
double worstError(const cv::Matx33d& grid, const cv::Matx33d& truth) {
  const double cell = cv::norm(apply(truth, 9.5, 9) - apply(truth, 8.5, 9));
  double worst = 0;
  for (int r = 0; r < kSize; r += 6)
    for (int c = 0; c < kSize; c += 6)
      worst = std::max(worst, cv::norm(apply(grid, c, r) - apply(truth, c, r)) / cell);
  return worst;
}

double bestError(const std::vector<cv::Matx33d>& grids, const cv::Matx33d& truth) {
  double best = 1e9;
  for (const auto& g : grids) best = std::min(best, worstError(g, truth));
  return best;
}

TEST(LocatorStoneLattice, NearFullBoardGivesItsGrid) {
  const cv::Matx33d truth = obliqueBoard();
  const auto grids =
      latticesFromStones(stones(truth, 0.8, 0, 18, 0.0, 0, 1), region(truth), kSize, 3);
  ASSERT_FALSE(grids.empty());
  EXPECT_LT(worstError(grids.front(), truth), 0.1) << "the first grid is the board's";
}

TEST(LocatorStoneLattice, HoldsWithMissingStonesStraysAndLiftedTops) {
  const cv::Matx33d truth = obliqueBoard();
  for (unsigned seed = 1; seed <= 5; ++seed) {
    const auto discs = stones(truth, 0.6, 0, 18, 0.3, 25, seed);
    const auto grids = latticesFromStones(discs, region(truth), kSize, 3);
    ASSERT_FALSE(grids.empty()) << "seed " << seed;
    // The tops pull the grid up by their lift; snapping onto the lines takes it the rest of the
    // way.
    EXPECT_LT(worstError(grids.front(), truth), 0.45) << "seed " << seed;
  }
}

TEST(LocatorStoneLattice, StonesShortOfTheEdgesStillPlaceTheBoardInItsRegion) {
  const cv::Matx33d truth = obliqueBoard();
  const auto grids =
      latticesFromStones(stones(truth, 0.9, 1, 17, 0.0, 0, 7), region(truth), kSize, 4);
  ASSERT_FALSE(grids.empty());
  EXPECT_LT(bestError(grids, truth), 0.1) << "one of the placements is the board's";
}

TEST(LocatorStoneLattice, FewStonesGiveNoLattice) {
  const cv::Matx33d truth = obliqueBoard();
  EXPECT_TRUE(
      latticesFromStones(stones(truth, 0.1, 0, 18, 0.0, 0, 3), region(truth), kSize, 3).empty());
  EXPECT_TRUE(latticesFromStones({}, region(truth), kSize, 3).empty());
}

TEST(LocatorStoneLattice, ScatteredBlobsGiveNoLattice) {
  const cv::Matx33d truth = obliqueBoard();
  EXPECT_TRUE(
      latticesFromStones(stones(truth, 0.0, 0, 18, 0.0, 150, 9), region(truth), kSize, 3).empty())
      << "150 blobs at random: no lattice holds a quarter of the points";
}

}  // namespace
}  // namespace c6::vision
