#include "camera.h"

#include <cmath>
#include <numbers>

namespace c6::render {
namespace {

double radians(double deg) {
  return deg * std::numbers::pi / 180.0;
}

}  // namespace

Camera::Camera(const CameraPose& pose, cv::Size image, double k1)
    : m_pose(pose), m_size(image), m_k1(k1) {
  const double el = radians(pose.elevationDeg), az = radians(pose.azimuthDeg);
  cv::Vec3d back(0.0, -std::cos(el), std::sin(el));
  cv::Vec3d rotated(back[0] * std::cos(az) - back[1] * std::sin(az),
                    back[0] * std::sin(az) + back[1] * std::cos(az), back[2]);
  m_position = pose.target + pose.distanceMm * rotated;
  cv::Vec3d forward = cv::normalize(pose.target - m_position);
  cv::Vec3d right = cv::normalize(forward.cross(cv::Vec3d(0, 0, 1)));
  cv::Vec3d down = forward.cross(right);
  const double roll = radians(pose.rollDeg);
  cv::Vec3d r2 = std::cos(roll) * right + std::sin(roll) * down;
  cv::Vec3d d2 = -std::sin(roll) * right + std::cos(roll) * down;
  m_r = cv::Matx33d(r2[0], r2[1], r2[2], d2[0], d2[1], d2[2], forward[0], forward[1], forward[2]);
  m_t = -(m_r * m_position);
  const double f = (image.width / 2.0) / std::tan(radians(pose.fovDeg) / 2.0);
  m_k = cv::Matx33d(f, 0, (image.width - 1) / 2.0, 0, f, (image.height - 1) / 2.0, 0, 0, 1);
}

double Camera::depth(const cv::Vec3d& world) const {
  return (m_r * world + m_t)[2];
}

cv::Point2d Camera::projectUndistorted(const cv::Vec3d& world) const {
  cv::Vec3d c = m_k * (m_r * world + m_t);
  const double z = std::max(c[2], 1e-6);
  return {c[0] / z, c[1] / z};
}

cv::Point2d Camera::project(const cv::Vec3d& world) const {
  return distort(projectUndistorted(world));
}

cv::Vec3d Camera::rayDirection(const cv::Point2d& p) const {
  cv::Vec3d cam((p.x - m_k(0, 2)) / m_k(0, 0), (p.y - m_k(1, 2)) / m_k(1, 1), 1.0);
  return cv::normalize(m_r.t() * cam);
}

cv::Matx33d Camera::planeHomography(double z) const {
  cv::Matx33d m;
  for (int i = 0; i < 3; ++i) {
    m(i, 0) = m_r(i, 0);
    m(i, 1) = m_r(i, 1);
    m(i, 2) = m_r(i, 2) * z + m_t[i];
  }
  return m_k * m;
}

// Radial model on normalised coordinates: x_d = x_u (1 + k1 r_u^2).
cv::Point2d Camera::distort(const cv::Point2d& p) const {
  if (m_k1 == 0.0) return p;
  const double f = m_k(0, 0), cx = m_k(0, 2), cy = m_k(1, 2);
  const double x = (p.x - cx) / f, y = (p.y - cy) / f;
  const double s = 1.0 + m_k1 * (x * x + y * y);
  return {cx + x * s * f, cy + y * s * f};
}

cv::Point2d Camera::undistort(const cv::Point2d& p) const {
  if (m_k1 == 0.0) return p;
  const double f = m_k(0, 0), cx = m_k(0, 2), cy = m_k(1, 2);
  const double xd = (p.x - cx) / f, yd = (p.y - cy) / f;
  double x = xd, y = yd;
  for (int i = 0; i < 8; ++i) {
    const double s = 1.0 + m_k1 * (x * x + y * y);
    x = xd / s;
    y = yd / s;
  }
  return {cx + x * f, cy + y * f};
}

void Camera::distortionMaps(cv::Mat& mapX, cv::Mat& mapY) const {
  if (m_k1 == 0.0) {
    mapX.release();
    mapY.release();
    return;
  }
  mapX.create(m_size, CV_32F);
  mapY.create(m_size, CV_32F);
  for (int y = 0; y < m_size.height; ++y)
    for (int x = 0; x < m_size.width; ++x) {
      cv::Point2d u = undistort({static_cast<double>(x), static_cast<double>(y)});
      mapX.at<float>(y, x) = static_cast<float>(u.x);
      mapY.at<float>(y, x) = static_cast<float>(u.y);
    }
}

}  // namespace c6::render
