#pragma once
#include <opencv2/core.hpp>

#include "vision/board_location.h"

namespace c6::vision::stone_patches {

// The learned classifier's view of a board; mirrors vision/training/board_patches.py (same OpenCV
// calls, same constants). Change one, change both, and retrain.
constexpr int kCell = 10;          // px per cell in the top-down warp
constexpr int kPatch = 2 * kCell;  // one cell each side of a point: room for a stone's top seen
                                   // up to half a cell towards the camera, plus its radius
constexpr int kCanvas = (19 + 1) * kCell;  // point i sits at pixel (i + 1) * kCell

// The board warped top-down, kCanvas x kCanvas 8-bit BGR (input BGR, grey or BGRA).
cv::Mat warpBoard(const cv::Mat& image, const BoardLocation& location);

// Per channel, the board area's 2nd..98th percentile mapped to -0.5..0.5 (CV_32FC3), each channel
// blended towards the board's brightness by channelWeight: under coloured light a channel can all
// but vanish, and stretched alone it would be noise at full scale.
cv::Mat normalise(const cv::Mat& top);

// The share of a channel's own stretch kept, from its 2..98 percentile range and the strongest
// channel's: 0 below a sixth of it, 1 from half of it up, linear in between.
float channelWeight(int channelRange, int strongestRange);

// One patch per point, as a network input blob: size*size x 3 x kPatch x kPatch floats, index
// y*size+x.
cv::Mat patchBlob(const cv::Mat& normalised, int size);

}  // namespace c6::vision::stone_patches
