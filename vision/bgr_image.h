#pragma once
#include <opencv2/core.hpp>

namespace c6::vision {

// The image as 3-channel BGR: a BGR image as it is (shared, not copied), BGRA without its alpha,
// grey repeated into three channels. Cameras, files and tests hand us all three.
cv::Mat toBgr(const cv::Mat& image);

}  // namespace c6::vision
