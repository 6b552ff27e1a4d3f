#pragma once
#include <opencv2/core.hpp>

namespace c6::vision {

// 8-bit BGR -> 8-bit CIE L*a*b* (D65, sRGB), bit-identical to cv::cvtColor(bgr, lab,
// cv::COLOR_BGR2Lab) on CV_8UC3 with OpenCV 4.6 (tests/vision/lab8_test.cpp checks all 2^24
// colours). Ours because OpenCV builds every Lab/Luv table it has (about 1.4 G instructions) on
// the first conversion in a process; ours needs 2 small tables (under 1 ms to build).
// Requires a CV_8UC3 image; the result is CV_8UC3 of the same size.
cv::Mat bgrToLab8(const cv::Mat& bgr);

}  // namespace c6::vision
