#pragma once
#include <opencv2/core.hpp>

#include "board_geometry.h"

namespace c6::render {

// Appearance chosen once per render (from the seed): colours vary between renders like real boards.
struct BoardLook {
  cv::Vec3f woodBgr{95, 170, 222};  // base colour of the playing surface
  float grainContrast = 0.12f;      // darkening of the late-wood rings
  float grainPeriodMm = 9.0f;
  float lineDarkness = 0.85f;  // 1 = black ink
  float lineWidthMm = 0.9f;
};

enum class TableKind { Wood, Cloth, Dark };

// Smooth noise in [0, 1] built from random grids upsampled at several octaves.
cv::Mat fractalNoise(cv::Size size, double firstCellPx, int octaves, cv::RNG& rng);

// Top view of the playing surface, CV_8UC3, pxPerMm pixels per millimetre; texture row 0 is the far
// edge (record row 19 side), column 0 the left edge. Grid lines, star points and a worn edge
// included.
cv::Mat makeBoardTexture(const BoardGeometry& geometry, const BoardLook& look, double pxPerMm,
                         cv::RNG& rng);

// The board's sides (end grain, darker), a small texture to be stretched over each side face.
cv::Mat makeSideTexture(const BoardLook& look, cv::RNG& rng);

// A table top of sizeMm x sizeMm at pxPerMm, centred on the board; includes the board's soft
// shadow.
cv::Mat makeTableTexture(TableKind kind, double sizeMm, double pxPerMm,
                         const BoardGeometry& geometry, cv::Vec2d shadowOffsetMm, cv::RNG& rng);

}  // namespace c6::render
