#include "vision/rectification.h"

#include <cmath>

namespace c6::vision {

std::optional<cv::Matx33d> rectifyingHomography(const cv::Vec3d& vp1, const cv::Vec3d& vp2,
                                                cv::Point2d centre, double scale,
                                                cv::Point2d reference) {
  const cv::Matx33d t(1 / scale, 0, -centre.x / scale, 0, 1 / scale, -centre.y / scale, 0, 0, 1);
  cv::Vec3d v1 = t * vp1, v2 = t * vp2;
  cv::Vec3d horizon = v1.cross(v2);
  double n = std::hypot(horizon[0], horizon[1]);
  cv::Vec3d ref = t * cv::Vec3d(reference.x, reference.y, 1.0);
  double atRef = horizon.dot(ref);
  // Distance of the vanishing line from the reference point, in long sides.
  if (std::abs(atRef) < 0.05 * n) return std::nullopt;
  horizon /= atRef;
  const cv::Matx33d hp(1, 0, 0, 0, 1, 0, horizon[0], horizon[1], horizon[2]);
  cv::Vec3d d1 = hp * v1, d2 = hp * v2;
  cv::Vec2d a(d1[0], d1[1]), b(d2[0], d2[1]);
  double na = cv::norm(a), nb = cv::norm(b);
  if (na <= 0 || nb <= 0) return std::nullopt;
  a /= na;
  b /= nb;
  // Columns a, b -> inverse sends a to (1, 0) and b to (0, 1).
  cv::Matx22d m(a[0], b[0], a[1], b[1]);
  double det = cv::determinant(m);
  if (std::abs(det) < std::sin(20.0 * CV_PI / 180.0)) return std::nullopt;
  cv::Matx22d mi = m.inv();
  const cv::Matx33d affine(mi(0, 0), mi(0, 1), 0, mi(1, 0), mi(1, 1), 0, 0, 0, 1);
  return affine * hp * t;
}

}  // namespace c6::vision
