#include "vision/board_location.h"

#include <opencv2/imgproc.hpp>

namespace c6::vision {

cv::Point2f BoardLocation::project(double x, double y) const {
  cv::Vec3d p = gridToImage * cv::Vec3d(x, y, 1.0);
  return {static_cast<float>(p[0] / p[2]), static_cast<float>(p[1] / p[2])};
}

BoardLocation BoardLocation::fromCorners(const std::array<cv::Point2f, 4>& corners, int size,
                                         double quality) {
  BoardLocation loc;
  loc.size = size;
  loc.corners = corners;
  loc.quality = quality;
  const float n = static_cast<float>(size - 1);
  std::array<cv::Point2f, 4> grid{cv::Point2f(0, 0), cv::Point2f(n, 0), cv::Point2f(n, n),
                                  cv::Point2f(0, n)};
  cv::Mat h = cv::getPerspectiveTransform(grid.data(), corners.data());
  loc.gridToImage = cv::Matx33d(h);
  return loc;
}

}  // namespace c6::vision
