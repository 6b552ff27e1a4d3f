#pragma once
#include <opencv2/core.hpp>

#include "vision/board_location.h"

namespace c6::vision {

// Where the camera stands relative to the board, in grid units (one cell = 1), recovered from the
// grid homography alone: principal point at the image centre, square pixels, focal length from the
// homography's orthogonality constraints (a plausible default when they are ill-conditioned, e.g.
// a camera looking straight down, where the exact value hardly matters).
struct CameraPose {
  cv::Point2d foot;     // the board-plane point straight below the camera
  double height = 1e9;  // camera height above the board plane
  double focalPx = 0.0;
  bool fromHomography = false;  // false: default focal length was used

  // Where a point `h` cells above grid point (x, y) appears on the board plane (its projection from
  // the camera onto the board): displaced AWAY from the camera's foot. Stone tops show up there.
  cv::Point2d apparent(double x, double y, double h) const;
};

CameraPose estimateCameraPose(const BoardLocation& location, cv::Size imageSize);

}  // namespace c6::vision
