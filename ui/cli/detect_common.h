#pragma once
#include <optional>
#include <string>
#include <vector>

#include "vision/board_detection.h"

namespace c6::ui::cli {

// The 19 rows of '.', 'X', 'O' of a reading, row 1 (image top) first.
std::vector<std::string> boardRows(const vision::StoneReading& stones);

// Parses "x,y x,y x,y x,y" (row1col1, row1col19, row19col19, row19col1); throws
// std::invalid_argument naming what is wrong.
std::array<cv::Point2f, 4> parseCorners(const std::string& text);

// Writes <dir>/<image file stem>.png with the detection overlay (and the covered points, image
// orientation, when given); returns the path written.
std::string writeOverlay(const std::string& dir, const std::string& imagePath, const cv::Mat& image,
                         const vision::Detection& detection,
                         const std::vector<std::uint8_t>* covered = nullptr);

// The covered points of a detection in record notation (columns a-s from the image's left, rows
// 1-19 from its bottom, as `c6rec record` writes points); `covered` in image orientation.
std::vector<std::string> coveredNames(const std::vector<std::uint8_t>& covered, int size);

}  // namespace c6::ui::cli
