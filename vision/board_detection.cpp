#include "vision/board_detection.h"

#include <chrono>

namespace c6::vision {

Detection detectBoard(const cv::Mat& image,
                      const std::optional<std::array<cv::Point2f, 4>>& corners) {
  Detection d;
  const auto start = std::chrono::steady_clock::now();
  if (corners)
    d.location = BoardLocation::fromCorners(*corners);
  else
    d.location = locateBoard(image, &d.trace);
  if (d.location) d.stones = readStones(image, *d.location);
  d.ms =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  return d;
}

}  // namespace c6::vision
