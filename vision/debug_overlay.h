#pragma once
#include <opencv2/core.hpp>
#include <optional>
#include <string>
#include <vector>

#include "vision/board_location.h"
#include "vision/stone_reading.h"

namespace c6::vision {

struct LocatorTrace;

// A picture of what detection saw, for a person to check: the line segments it found (blue / green
// for the two grid directions, grey for the rest), the grid and its corners (corner 1 = row 1
// col 1 is the filled circle), every read stone with its confidence, and a caption (found or the
// reason it was not), and the points something covers (`covered`, image orientation, as
// coveredPoints gives) as magenta crosses. BGR, same size as `image`.
cv::Mat drawDetectionOverlay(const cv::Mat& image, const std::optional<BoardLocation>& location,
                             const std::optional<StoneReading>& stones, const LocatorTrace* trace,
                             const std::vector<std::uint8_t>* covered = nullptr);

}  // namespace c6::vision
