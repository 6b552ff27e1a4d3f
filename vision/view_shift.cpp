#include "vision/view_shift.h"

#include <cmath>
#include <opencv2/imgproc.hpp>

namespace c6::vision {

double ViewShift::magnitude() const {
  return std::hypot(dx, dy);
}

namespace {
cv::Mat toFloatGray(const cv::Mat& img) {
  cv::Mat g, f;
  if (img.channels() == 3)
    cv::cvtColor(img, g, cv::COLOR_BGR2GRAY);
  else
    g = img;
  g.convertTo(f, CV_32F);
  return f;
}
}  // namespace

ViewShift measureShift(const cv::Mat& reference, const cv::Mat& current) {
  cv::Mat a = toFloatGray(reference), b = toFloatGray(current);
  cv::Mat window;
  cv::createHanningWindow(window, a.size(), CV_32F);
  ViewShift s;
  cv::Point2d d = cv::phaseCorrelate(a, b, window, &s.response);
  s.dx = d.x;
  s.dy = d.y;
  return s;
}

}  // namespace c6::vision
