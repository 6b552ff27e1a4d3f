#pragma once
#include <array>
#include <opencv2/core.hpp>
#include <optional>

namespace c6::vision {

// Where the board's grid lies in an image. Grid coordinates are in IMAGE orientation: the last row
// (row 19 here, row 1 of a record) is the board edge lowest in the image, (0,0) the top-left end of
// the first row, x runs along the first row (to row1col19), y down to row 19 - the orientation of
// `c6rec detect` output, before any profile says which side is Black's.
struct BoardLocation {
  int size = 19;
  // Outermost intersections in pixels: row1col1, row1col19, row19col19, row19col1.
  std::array<cv::Point2f, 4> corners;
  // Maps grid coordinates (x = column 0..size-1, y = row 0..size-1) to pixels.
  cv::Matx33d gridToImage = cv::Matx33d::eye();
  // 0..1: how well the lattice fits the image evidence. 1 for corners given by a person or a
  // profile.
  double quality = 0.0;
  // 0..1: how likely the location is right (every corner within 2% of the board side), calibrated
  // on the shared photo sets (`c6rec eval` prints the table). 1 for corners given by a person.
  double confidence = 1.0;

  cv::Point2f project(double x, double y) const;
  static BoardLocation fromCorners(const std::array<cv::Point2f, 4>& corners, int size = 19,
                                   double quality = 1.0);
};

}  // namespace c6::vision
