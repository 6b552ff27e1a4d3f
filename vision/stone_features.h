#pragma once
#include <vector>

#include <opencv2/core.hpp>

#include "vision/board_location.h"

namespace c6::vision {

// Scale-free measurements at one intersection, taken on a top-down warp of the board. Levels are
// relative to the LOCAL board colour (median of the nearby cell centres), so a board's tint,
// vignetting and soft shadows cancel out.
struct PointFeatures {
  float level = 1.f;     // median grey in the stone disc / local board grey
  float low = 1.f;       // 20th percentile grey in the disc / local board grey (glare-proof darkness)
  float high = 1.f;      // 80th percentile grey in the disc / local board grey
  float chroma = 0.f;    // (local board chroma - disc chroma) / local board grey: > 0 = greyer than board
  float line = 0.f;      // grid-line dip through the intersection / local board grey (0 under a stone)
  float spread = 0.f;    // (80th - 20th percentile) / local board grey: texture inside the disc
  float lift = 1.f;      // median grey in the disc / median of the 4 diagonal patches just outside it
  float boardGrey = 0.f; // local board grey, 0..255
};

struct BoardFeatures {
  int size = 19;
  std::vector<PointFeatures> points;  // index y * size + x, image orientation
  bool colour = true;                 // false for grayscale input (chroma is then 0)
};

// Warps the board to a small top-down grid (so cost does not grow with image size) and measures every
// intersection; the stone disc is sampled where a stone's body appears given the camera's position.
BoardFeatures measureBoard(const cv::Mat& image, const BoardLocation& location);

}  // namespace c6::vision
