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

namespace {
float bilinear(const cv::Mat& grey, cv::Point2f p) {
  const int x = static_cast<int>(std::floor(p.x)), y = static_cast<int>(std::floor(p.y));
  if (x < 0 || y < 0 || x + 1 >= grey.cols || y + 1 >= grey.rows) return 0.f;
  const float fx = p.x - static_cast<float>(x), fy = p.y - static_cast<float>(y);
  const float* r0 = grey.ptr<float>(y);
  const float* r1 = grey.ptr<float>(y + 1);
  return (1 - fy) * ((1 - fx) * r0[x] + fx * r0[x + 1]) + fy * ((1 - fx) * r1[x] + fx * r1[x + 1]);
}
}  // namespace

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
        auto at = [&](float along, float across) {
          return horizontal ? bilinear(g, o + cv::Point2f(along * c, across * c))
                            : bilinear(g, o + cv::Point2f(across * c, along * c));
        };
        sum += 0.5 * (at(m, a - 0.5f) + at(m, a + 0.5f)) - at(m, a);
        ++count;
      }
    }
  return count ? sum / count : 0.0;
}

}  // namespace c6::vision
