#include "vision/bgr_image.h"

#include <opencv2/imgproc.hpp>

namespace c6::vision {

cv::Mat toBgr(const cv::Mat& image) {
  if (image.channels() == 3) return image;
  cv::Mat bgr;
  cv::cvtColor(image, bgr, image.channels() == 4 ? cv::COLOR_BGRA2BGR : cv::COLOR_GRAY2BGR);
  return bgr;
}

}  // namespace c6::vision
