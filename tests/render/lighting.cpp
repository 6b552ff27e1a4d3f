#include "lighting.h"

#include <algorithm>
#include <cmath>

namespace c6::render {
namespace {

double smooth(double s) {
  s = std::clamp(s, 0.0, 1.0);
  return s * s * (3 - 2 * s);
}

// 1 outside a cloud, 1 - depth in its middle, with soft edges a third of its length each.
double cloudFactor(double t, const std::vector<double>& starts, const SceneLight& l) {
  double f = 1.0;
  for (double s : starts) {
    const double u = (t - s) / l.cloudSeconds;
    if (u <= 0 || u >= 1) continue;
    const double shape = smooth(u * 3) * smooth((1 - u) * 3);
    f *= 1.0 - l.cloudDepth * shape;
  }
  return f;
}

}  // namespace

cv::Vec3d lampDirection(const Lamp& lamp) {
  const double az = lamp.azimuthDeg * CV_PI / 180, el = lamp.elevationDeg * CV_PI / 180;
  return {std::sin(az) * std::cos(el), -std::cos(az) * std::cos(el), std::sin(el)};
}

RoomLight::RoomLight(const SceneLight& light, const BoardGeometry& g)
    : m_room(light.tint * light.level),
      m_plain(light.spots.empty() && light.level == 1.0 && light.tint == cv::Vec3d(1, 1, 1)) {
  for (const SpotLight& s : light.spots) {
    const cv::Vec3d c = g.point(s.at.col, s.at.row);
    m_spots.push_back(Pool{{c[0], c[1]}, s});
  }
}

cv::Vec3d RoomLight::gainAt(const cv::Vec3d& world, Surface surface) const {
  cv::Vec3d gain(1, 1, 1);
  for (const Pool& p : m_spots) {
    const double dx = world[0] - p.centre[0], dy = world[1] - p.centre[1];
    const double r = p.spot.radiusMm;
    const double share = surface == Surface::Stone ? p.spot.onStones
                         : surface == Surface::Arm ? 0.5
                                                   : 1.0;
    gain += p.spot.strength * std::exp(-(dx * dx + dy * dy) / (2 * r * r)) * share * p.spot.tint;
  }
  return gain.mul(m_room);
}

cv::Mat RoomLight::map(const Camera& camera) const {
  const cv::Size size = camera.imageSize();
  const cv::Matx33d toPlane = camera.planeHomography(0).inv();
  cv::Mat out(size, CV_32FC3);
  for (int y = 0; y < size.height; ++y) {
    cv::Vec3f* row = out.ptr<cv::Vec3f>(y);
    for (int x = 0; x < size.width; ++x) {
      const cv::Vec3d h = toPlane * cv::Vec3d(x, y, 1);
      // Above the horizon the plane lies behind the camera: no pool there.
      const cv::Vec3d g = h[2] > 1e-9 ? gainAt({h[0] / h[2], h[1] / h[2], 0}) : cv::Vec3d(1, 1, 1);
      row[x] =
          cv::Vec3f(static_cast<float>(g[0]), static_cast<float>(g[1]), static_cast<float>(g[2]));
    }
  }
  return out;
}

CameraResponse::CameraResponse(const SceneLight& l, double duration, unsigned seed) {
  if (l.clouds == 0 && l.exposureLag <= 0 && l.whiteBalance <= 0) return;
  cv::RNG rng(seed * 92821u + 7u);
  std::vector<double> clouds;
  for (int i = 0; i < l.clouds; ++i)
    clouds.push_back(rng.uniform(0.0, std::max(0.1, duration - l.cloudSeconds * 0.5)));
  const double phase[2] = {rng.uniform(0.0, 2 * CV_PI), rng.uniform(0.0, 2 * CV_PI)};
  std::vector<std::pair<double, double>> jumps;  // time, new balance offset
  for (int i = 0; i < l.whiteBalanceJumps; ++i)
    jumps.emplace_back(rng.uniform(0.0, duration), rng.uniform(-1.0, 1.0) * l.whiteBalance * 1.5);
  std::sort(jumps.begin(), jumps.end());
  const int n = static_cast<int>(std::ceil(duration / m_step)) + 2;
  double exposure = 1.0;
  for (int i = 0; i < n; ++i) {
    const double t = i * m_step;
    const double light = cloudFactor(t, clouds, l);
    // Auto-exposure follows 1/light with a lag: a cloud darkens the picture, then the camera
    // brightens it back; when the cloud leaves, the picture overshoots before it settles.
    if (l.exposureLag > 0)
      exposure += (1.0 / light - exposure) * std::min(1.0, m_step / l.exposureLag);
    m_exposure.push_back(light * exposure);
    double wb = l.whiteBalance * (0.6 * std::sin(2 * CV_PI * t / 17.0 + phase[0]) +
                                  0.4 * std::sin(2 * CV_PI * t / 5.3 + phase[1]));
    double offset = 0.0, before = 0.0;
    for (const auto& [tj, v] : jumps) {
      if (t < tj) break;
      offset = before + (v - before) * smooth((t - tj) / 0.5);
      before = v;
    }
    m_balance.push_back(wb + offset);
  }
}

double CameraResponse::sampled(const std::vector<double>& v, double t) const {
  if (v.empty()) return 0.0;
  const double u = std::clamp(t / m_step, 0.0, static_cast<double>(v.size() - 1));
  const std::size_t i = static_cast<std::size_t>(u);
  const std::size_t j = std::min(i + 1, v.size() - 1);
  return v[i] + (v[j] - v[i]) * (u - static_cast<double>(i));
}

cv::Vec3d CameraResponse::gain(double t) const {
  if (m_exposure.empty()) return {1, 1, 1};
  const double e = sampled(m_exposure, t), wb = sampled(m_balance, t);
  return {e * (1 - wb), e, e * (1 + wb)};
}

}  // namespace c6::render
