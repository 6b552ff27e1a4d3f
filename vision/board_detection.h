#pragma once
#include <array>
#include <opencv2/core.hpp>
#include <optional>

#include "vision/board_locator.h"
#include "vision/stone_reading.h"

namespace c6::vision {

// One photo read end to end: where the board is and what lies on it.
struct Detection {
  std::optional<BoardLocation> location;
  std::optional<StoneReading> stones;  // present exactly when location is
  LocatorTrace trace;                  // filled only when the search ran (not for given corners)
  double ms = 0;                       // wall time of locating + reading (image decoding excluded)
};

// Locates the board (or takes the given corners: row1col1, row1col19, row19col19, row19col1, which
// skip the search) and reads every intersection.
Detection detectBoard(const cv::Mat& image,
                      const std::optional<std::array<cv::Point2f, 4>>& corners = std::nullopt);

}  // namespace c6::vision
