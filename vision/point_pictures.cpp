#include "vision/point_pictures.h"

#include <algorithm>
#include <cmath>
#include <utility>

namespace c6::vision {

std::vector<cv::Vec3f> PointPictures::measure(const cv::Mat& view, const BoardView& geometry,
                                              double radiusCells) {
  const int n = geometry.size();
  const int r = std::max(1, static_cast<int>(std::lround(radiusCells * geometry.cell())));
  const cv::Rect whole(cv::Point(0, 0), view.size());
  std::vector<cv::Vec3f> out(static_cast<std::size_t>(n * n), cv::Vec3f(0, 0, 0));
  for (int y = 0; y < n; ++y)
    for (int x = 0; x < n; ++x) {
      const cv::Point2f c = geometry.pointInView(x, y);
      const cv::Rect box = cv::Rect(static_cast<int>(std::lround(c.x)) - r,
                                    static_cast<int>(std::lround(c.y)) - r, 2 * r + 1, 2 * r + 1) &
                           whole;
      if (box.empty()) continue;
      const cv::Scalar m = cv::mean(view(box));
      out[static_cast<std::size_t>(y * n + x)] =
          cv::Vec3f(static_cast<float>(m[0]), static_cast<float>(m[1]), static_cast<float>(m[2]));
    }
  return out;
}

void PointPictures::take(std::vector<cv::Vec3f> pictures, cv::Size viewSize) {
  m_means = std::move(pictures);
  m_viewSize = viewSize;
}

std::vector<int> PointPictures::changed(const std::vector<cv::Vec3f>& now, cv::Size viewSize,
                                        double threshold,
                                        const std::vector<std::uint8_t>& skipped) const {
  const bool comparable = m_means.size() == now.size() && m_viewSize == viewSize;
  std::vector<int> out;
  for (std::size_t i = 0; i < now.size(); ++i) {
    if (i < skipped.size() && skipped[i]) continue;
    if (comparable) {
      const cv::Vec3f d = now[i] - m_means[i];
      if (std::max({std::abs(d[0]), std::abs(d[1]), std::abs(d[2])}) <= threshold) continue;
    }
    out.push_back(static_cast<int>(i));
  }
  return out;
}

}  // namespace c6::vision
