// The lattice read off stone centres alone, on synthetic disc sets under a known perspective:
// missing stones, stray blobs, stone tops off their points, and too few stones to tell.
#include "vision/locator_stone_lattice.h"

#include <gtest/gtest.h>

#include "stone_lattice_scene.h"

namespace c6::vision {
namespace {

using namespace stone_lattice_scene;

// A board seen from a low camera, a little rotated: grid (column, row) -> pixels.
cv::Matx33d obliqueBoard() {
  return boardAt({{210, 160}, {590, 185}, {700, 560}, {90, 520}});
}

// The board's outer edges, a cell beyond the outer lines.
std::array<cv::Point2d, 4> region(const cv::Matx33d& g) {
  return {apply(g, -0.8, -0.8), apply(g, 18.8, -0.8), apply(g, 18.8, 18.8), apply(g, -0.8, 18.8)};
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
