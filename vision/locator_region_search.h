#pragma once
#include <optional>
#include <string>
#include <vector>

#include "vision/locator_work.h"

namespace c6::vision::locator {

// The board-region cue: the board's outer edges bound a lattice fitted to the lines and stones
// inside them; each lattice is refined where lines show and checked like any other grid.
// `why` says why nothing was found; `stages` times it.
std::optional<BoardLocation> searchRegion(const cv::Mat& image, const Work& w,
                                          const std::vector<Segment>& segs, LocatorTrace* trace,
                                          std::string& why, Stages& stages);

}  // namespace c6::vision::locator
