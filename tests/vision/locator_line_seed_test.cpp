// The stone lattice bounded by a line-search grid instead of the board's region (see lineGridQuad):
// a grid on the board's plane but a line or two off still places the stones' lattice right.
#include <gtest/gtest.h>

#include "stone_lattice_scene.h"
#include "vision/locator_region_search.h"
#include "vision/locator_stone_lattice.h"

namespace c6::vision {
namespace {

using namespace stone_lattice_scene;

// A board seen steeply and rotated: grid (column, row) -> pixels.
cv::Matx33d steepBoard() {
  return boardAt({{215, 155}, {565, 265}, {410, 650}, {30, 495}});
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
    const auto grids = latticesFromStones(stones(truth, 0.5, 0, 18, 0.0, 0, 3),
                                          locator::lineGridQuad(lineGrid, 0.85), kSize, 4);
    ASSERT_FALSE(grids.empty()) << off;
    EXPECT_LT(bestError(grids, truth), 0.1) << "one placement is the board's, grid off by " << off;
  }
}

}  // namespace
}  // namespace c6::vision
