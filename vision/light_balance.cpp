#include "vision/light_balance.h"

#include <algorithm>
#include <opencv2/imgproc.hpp>

namespace c6::vision {

namespace {

bool isColour8(const cv::Mat& image) {
  return image.depth() == CV_8U && (image.channels() == 3 || image.channels() == 4);
}

// Means of a large image are taken on a small copy: the same to a grey level, at a fraction of the
// cost (the locator runs on every frame).
constexpr int kMeanLongSide = 160;

}  // namespace

cv::Vec3d lightGains(const cv::Mat& image) {
  if (image.empty() || image.dims != 2 || !isColour8(image)) return {1, 1, 1};
  cv::Mat small = image;
  const int longSide = std::max(image.cols, image.rows);
  if (longSide > kMeanLongSide) {
    const double s = static_cast<double>(kMeanLongSide) / longSide;
    cv::resize(image, small, {}, s, s, cv::INTER_AREA);
  }
  const cv::Scalar m = cv::mean(small);
  const double level = (m[0] + m[1] + m[2]) / 3.0;
  if (level <= 0) return {1, 1, 1};
  cv::Vec3d g;
  for (int c = 0; c < 3; ++c) g[c] = std::min(kMaxLightGain, level / std::max(m[c], 1e-9));
  cv::Scalar mean, plain, balanced;
  cv::meanStdDev(balancedGrey(small, {1, 1, 1}), mean, plain);
  cv::meanStdDev(balancedGrey(small, g), mean, balanced);
  if (balanced[0] < kMinContrastGain * plain[0]) return {1, 1, 1};
  return g;
}

cv::Mat balancedGrey(const cv::Mat& image, const cv::Vec3d& gains) {
  cv::Mat grey;
  if (!isColour8(image)) {
    if (image.channels() == 3)
      cv::cvtColor(image, grey, cv::COLOR_BGR2GRAY);
    else if (image.channels() == 4)
      cv::cvtColor(image, grey, cv::COLOR_BGRA2GRAY);
    else
      grey = image;
    return grey;
  }
  if (gains == cv::Vec3d(1, 1, 1)) {
    cv::cvtColor(image, grey, image.channels() == 4 ? cv::COLOR_BGRA2GRAY : cv::COLOR_BGR2GRAY);
    return grey;
  }
  // OpenCV's BGR2GRAY weights, each times its channel's gain (alpha, if any, weighs nothing).
  cv::Matx<float, 1, 4> w(static_cast<float>(0.114 * gains[0]),
                          static_cast<float>(0.587 * gains[1]),
                          static_cast<float>(0.299 * gains[2]), 0.f);
  if (image.channels() == 3)
    cv::transform(image, grey, cv::Matx<float, 1, 3>(w(0), w(1), w(2)));
  else
    cv::transform(image, grey, w);
  return grey;
}

cv::Mat balancedBgr(const cv::Mat& bgr, const cv::Vec3d& gains) {
  if (gains == cv::Vec3d(1, 1, 1) || bgr.type() != CV_8UC3) return bgr;
  cv::Mat out;
  cv::transform(bgr, out,
                cv::Matx33f(static_cast<float>(gains[0]), 0, 0, 0, static_cast<float>(gains[1]), 0,
                            0, 0, static_cast<float>(gains[2])));
  return out;
}

}  // namespace c6::vision
