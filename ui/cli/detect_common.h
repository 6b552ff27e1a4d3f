#pragma once
#include <optional>
#include <string>
#include <vector>

#include "vision/board_detection.h"

namespace c6::ui::cli {

// The 19 rows of '.', 'X', 'O' of a reading, row 1 (image top) first.
std::vector<std::string> boardRows(const vision::StoneReading& stones);

// Parses "x,y x,y x,y x,y" (row1col1, row1col19, row19col19, row19col1); throws std::invalid_argument
// naming what is wrong.
std::array<cv::Point2f, 4> parseCorners(const std::string& text);

// Writes <dir>/<image file stem>.png with the detection overlay; returns the path written.
std::string writeOverlay(const std::string& dir, const std::string& imagePath, const cv::Mat& image,
                         const vision::Detection& detection);

}  // namespace c6::ui::cli
