#pragma once
#include <opencv2/core.hpp>

#include "vision/board_view.h"

namespace c6::vision {

// How far the content of `current` moved against `reference` (both board views, same size), in view
// pixels, and how well the two match (phase-correlation peak, 0..1: near 0 when they show different
// things, e.g. the camera turned away).
struct ViewShift {
  double dx = 0.0;
  double dy = 0.0;
  double response = 0.0;
  double magnitude() const;
};
ViewShift measureShift(const cv::Mat& reference, const cv::Mat& current);

// How strongly the grid lines show where `view` puts them in `viewImage` (its warp of a frame): the
// mean over the lattice's segments of the grey at the two squares beside a segment's middle minus
// the grey on it. Highest when the lattice sits on the lines; a third of a cell off, near 0.
double latticeContrast(const cv::Mat& viewImage, const BoardView& view);

}  // namespace c6::vision
