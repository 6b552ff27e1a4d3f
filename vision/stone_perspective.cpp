#include "vision/stone_perspective.h"

#include <algorithm>
#include <cmath>

namespace c6::vision {

cv::Point2d CameraPose::apparent(double x, double y, double h) const {
  const double k = h / std::max(height - h, 1e-6);
  return {x + (x - foot.x) * k, y + (y - foot.y) * k};
}

namespace {

// f^2 from the two constraints of a plane homography with known principal point; negative or
// non-finite when a constraint is degenerate.
double focalSquared(const cv::Vec3d& a, const cv::Vec3d& b) {
  double sum = 0.0;
  double weight = 0.0;
  const double orthoDen = a[2] * b[2];
  const double orthoNum = -(a[0] * b[0] + a[1] * b[1]);
  if (std::abs(orthoDen) > 1e-12) {
    const double f2 = orthoNum / orthoDen;
    if (f2 > 0 && std::isfinite(f2)) {
      const double w = std::abs(orthoDen);
      sum += f2 * w;
      weight += w;
    }
  }
  const double normDen = b[2] * b[2] - a[2] * a[2];
  const double normNum = (a[0] * a[0] + a[1] * a[1]) - (b[0] * b[0] + b[1] * b[1]);
  if (std::abs(normDen) > 1e-12) {
    const double f2 = normNum / normDen;
    if (f2 > 0 && std::isfinite(f2)) {
      const double w = std::abs(normDen);
      sum += f2 * w;
      weight += w;
    }
  }
  return weight > 0 ? sum / weight : -1.0;
}

}  // namespace

CameraPose estimateCameraPose(const BoardLocation& location, cv::Size imageSize) {
  const double cx = (imageSize.width - 1) * 0.5;
  const double cy = (imageSize.height - 1) * 0.5;
  const double longSide = std::max(imageSize.width, imageSize.height);
  const cv::Matx33d& h = location.gridToImage;
  // Columns shifted to the principal point: K^-1 h = (a.x / f, a.y / f, a.z).
  auto shifted = [&](int c) {
    return cv::Vec3d(h(0, c) - cx * h(2, c), h(1, c) - cy * h(2, c), h(2, c));
  };
  const cv::Vec3d a = shifted(0), b = shifted(1), t = shifted(2);

  CameraPose pose;
  double f2 = focalSquared(a, b);
  double f = f2 > 0 ? std::sqrt(f2) : 0.0;
  // Phone and webcam lenses span roughly 0.5..3 times the long side; outside that the estimate is
  // noise (near-frontal views), and a typical lens is assumed.
  if (f >= 0.4 * longSide && f <= 4.0 * longSide) {
    pose.fromHomography = true;
  } else {
    f = 1.0 * longSide;
  }
  pose.focalPx = f;
  auto back = [&](const cv::Vec3d& v) { return cv::Vec3d(v[0] / f, v[1] / f, v[2]); };
  cv::Vec3d r1 = back(a), r2 = back(b), tr = back(t);
  const double scale = 2.0 / (cv::norm(r1) + cv::norm(r2));
  r1 *= scale;
  r2 *= scale;
  tr *= scale;
  if (tr[2] < 0) {  // the board lies in front of the camera
    r1 = -r1;
    r2 = -r2;
    tr = -tr;
  }
  // Orthonormalise the two in-plane axes (the homography only approximately obeys the model).
  cv::Vec3d r3 = r1.cross(r2);
  r3 /= std::max(cv::norm(r3), 1e-12);
  r2 = r3.cross(r1);
  r2 /= std::max(cv::norm(r2), 1e-12);
  r1 /= std::max(cv::norm(r1), 1e-12);
  cv::Matx33d rot(r1[0], r2[0], r3[0], r1[1], r2[1], r3[1], r1[2], r2[2], r3[2]);
  cv::Vec3d centre = -(rot.t() * tr);
  pose.foot = {centre[0], centre[1]};
  pose.height = std::max(std::abs(centre[2]), 1.0);
  return pose;
}

}  // namespace c6::vision
