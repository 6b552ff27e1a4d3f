#pragma once
#include <cstdint>
#include <opencv2/core.hpp>
#include <vector>

#include "vision/board_location.h"

namespace c6::vision {

// What lies just beyond the board's edge, next to each point of its outermost line: an arm, hand or
// sleeve enters from outside the board, so beside it the image differs from the table seen along
// the rest of that side; a row of stones on the outer line leaves the table beside it as it is.
// Per point (index y * size + x, image orientation): 1 where the outer-line point's outside differs
// from its side's table by more than `maxTableDistance` (CIE Lab, 8-bit scale) or cannot be seen
// (off the image, or too little of that side to know its table); 0 where it looks like the table
// and at every point not on the outer line. `image` is 8-bit BGR, grey or BGRA.
std::vector<std::uint8_t> edgeUnlikeTable(const cv::Mat& image, const BoardLocation& location,
                                          float maxTableDistance);

}  // namespace c6::vision
