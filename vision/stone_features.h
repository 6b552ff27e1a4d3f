#pragma once
#include <opencv2/core.hpp>
#include <vector>

#include "vision/board_location.h"

namespace c6::vision {

// Scale-free measurements at one intersection, taken on a top-down warp of the board. Levels are
// relative to the LOCAL board colour (median of the nearby cell centres), so a board's tint,
// vignetting and soft shadows cancel out.
struct PointFeatures {
  float level =
      1.f;  // median grey in the stone disc (where the stone's body appears) / local board
  float levelBase = 1.f;  // the same for a disc centred on the intersection itself (flat or
                          // off-centre stones, or a wrong guess of the camera's position)
  float line =
      0.f;  // grid-cross dip through the intersection (the weaker of its two lines) / local board
  float lift =
      1.f;  // median grey in the disc / median of the diagonal board patches just outside it
  float boardGrey = 0.f;  // local board grey, 0..255
  // Light passing through the point along a diagonal: of the diagonals whose two gaps just outside
  // the stone disc (towards two cell centres, where no stone reaches) both lie on the board, the
  // one whose dimmer gap is the brighter; that gap over the disc median (band) and over the local
  // board (bandLift). On an outer line (no diagonal on the board) the dimmer of its two gaps
  // towards the board; 0 at the four corners.
  float band = 0.f;
  float bandLift = 0.f;
  // Colourfulness (max - min of B, G, R) of the stone disc's median over the local board's: wood
  // keeps its colour under any light, a stone of either set has little. 1 where the board itself
  // shows too little colour to compare (boardChroma below a few levels).
  float chroma = 1.f;
  float boardChroma = 0.f;  // local board colourfulness, 0..255
  // Cosine between the disc's hue and the local board's (opponent colour: R-B and G-(R+B)/2): wood
  // keeps its hue, a stone takes the light's. A white stone in a lamp's pool, unlit by it, keeps
  // the room's tint while the wood around it takes the lamp's: a colourful disc of another hue.
  // 1 where either shows too little colour to have a hue.
  float hueAlong = 1.f;
};

struct BoardFeatures {
  int size = 19;
  std::vector<PointFeatures> points;  // index y * size + x, image orientation
};

// Warps the board to a small top-down grid (so cost does not grow with image size) and measures
// every intersection; the stone disc is sampled where a stone's body appears given the camera's
// position.
BoardFeatures measureBoard(const cv::Mat& image, const BoardLocation& location);

}  // namespace c6::vision
