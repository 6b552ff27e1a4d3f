#pragma once
#include <array>
#include <opencv2/core.hpp>
#include <vector>

#include "vision/locator_discs.h"

namespace c6::vision {

// Lattices read off the stone centres alone: on a near-full board the stones are the grid, each on
// an intersection. Inside the board region (`quad`, its outer edges, clockwise from top-left) the
// stone-sized discs' neighbour steps give the lattice's two directions and spacings; the discs are
// numbered along them and a homography from their numbers to their centres is fitted robustly, so
// missing stones and stray blobs do not bend it. The stones' span then places the `size` x `size`
// grid within the region (one grid per placement the region allows, best fitting first). Grid x =
// column, y = row, 0..size-1 -> pixels of `discs` and `quad`. Stone tops sit up to half a cell off
// their points in oblique views: the grids are seeds, to be snapped onto the lines and checked.
// Empty when the stones are too few to show a lattice. At most `maxGrids`.
std::vector<cv::Matx33d> latticesFromStones(const std::vector<Disc>& discs,
                                            const std::array<cv::Point2d, 4>& quad, int size,
                                            int maxGrids);

}  // namespace c6::vision
