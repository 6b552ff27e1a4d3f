#pragma once
#include <opencv2/core.hpp>

namespace c6::render {

// Physical board and stone sizes in millimetres. Japanese boards have rectangular cells (longer
// along the players' line of sight); the grid is centred on the world origin, record column 0 on
// the left (negative X) and record row 0 nearest the camera (negative Y).
struct BoardGeometry {
  int size = 19;
  double pitchX = 22.0;
  double pitchY = 23.7;
  double marginX = 15.0;  // from the outer grid line to the board edge
  double marginY = 16.0;
  double thickness = 30.0;
  double stoneRadius = 11.1;
  double stoneHeight = 9.0;

  double gridHalfWidth() const { return pitchX * (size - 1) / 2.0; }
  double gridHalfHeight() const { return pitchY * (size - 1) / 2.0; }
  double halfWidth() const { return gridHalfWidth() + marginX; }
  double halfHeight() const { return gridHalfHeight() + marginY; }
  // Position of a (fractional) intersection: col/row in record orientation.
  cv::Vec3d point(double col, double row, double z = 0.0) const {
    return {col * pitchX - gridHalfWidth(), row * pitchY - gridHalfHeight(), z};
  }
};

}  // namespace c6::render
