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

double latticeContrast(const cv::Mat& viewImage, const BoardView& view) {
  if (viewImage.empty()) return 0.0;
  const cv::Mat g = toFloatGray(viewImage);
  const int n = view.size();
  const cv::Point2f o = view.pointInView(0, 0);
  const float c = static_cast<float>(view.cell());
  double sum = 0.0;
  int count = 0;
  for (int line = 0; line < n; ++line)
    for (int k = 0; k + 1 < n; ++k) {
      const float a = static_cast<float>(line), m = static_cast<float>(k) + 0.5f;
      // A horizontal segment's middle and the squares above and below it; then a vertical one's.
      for (const bool horizontal : {true, false}) {
        // The view puts every half cell on a whole pixel (cell 8, margin 1.5): no interpolation.
        auto at = [&](float along, float across) {
          const cv::Point2f p = o + (horizontal ? cv::Point2f(along * c, across * c)
                                                : cv::Point2f(across * c, along * c));
          const int x = static_cast<int>(std::lround(p.x)), y = static_cast<int>(std::lround(p.y));
          return x < 0 || y < 0 || x >= g.cols || y >= g.rows ? 0.f : g.at<float>(y, x);
        };
        sum += 0.5 * (at(m, a - 0.5f) + at(m, a + 0.5f)) - at(m, a);
        ++count;
      }
    }
  return count ? sum / count : 0.0;
}

}  // namespace c6::vision
