#pragma once
#include <opencv2/core.hpp>

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

}  // namespace c6::vision
