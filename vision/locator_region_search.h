#pragma once
#include <array>
#include <optional>
#include <string>
#include <vector>

#include "vision/locator_work.h"

namespace c6::vision::locator {

// The board-region cue: the board's outer edges bound a lattice fitted to the lines and stones
// inside them; each lattice is refined where lines show and checked like any other grid.
// `lineGrids` (working pixels), the line search's grids that were not sure enough, bound a stone
// lattice too (see lineGridQuad), as do the grids of the line search within each region. `why` says
// why nothing was found; `stages` times it.
std::optional<BoardLocation> searchRegion(const cv::Mat& image, const Work& w,
                                          const std::vector<Segment>& segs,
                                          const std::vector<cv::Matx33d>& lineGrids,
                                          LocatorTrace* trace, std::string& why, Stages& stages);

// The quad `margin` cells outside a grid's outer lines (grid -> pixels; clockwise from the grid's
// (0, 0)): where a board's outer edges would be if the grid were the board's.
std::array<cv::Point2d, 4> lineGridQuad(const cv::Matx33d& grid, double margin);

}  // namespace c6::vision::locator
