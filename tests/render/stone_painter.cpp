#include "stone_painter.h"

#include <algorithm>
#include <cmath>
#include <opencv2/imgproc.hpp>
#include <vector>

namespace c6::render {
namespace {

double clamp01(double v) {
  return std::clamp(v, 0.0, 1.0);
}

cv::Vec3d shade(const cv::Vec3d& n, const cv::Vec3d& v, const cv::Vec3d& hitLocal,
                const StoneLook& look, const Light& light) {
  const cv::Vec3d& l = light.direction;
  const double ndl = std::max(0.0, n.dot(l));
  const cv::Vec3d h = cv::normalize(l + v);
  const double ndh = std::max(0.0, n.dot(h));
  const double ndv = clamp01(n.dot(v));
  const double fresnel = std::pow(1.0 - ndv, 3.0);
  if (look.colour == core::Color::Black) {
    cv::Vec3d base(20 + 3 * look.tint, 19, 18 - 2 * look.tint);
    cv::Vec3d c = base * (0.55 + 0.7 * ndl);
    const double spec = 230 * std::pow(ndh, 70.0) + 26 * std::pow(ndh, 6.0) + 45 * fresnel;
    return c + cv::Vec3d(spec, spec, spec);
  }
  // Shell white: faint stripes across the stone, a warm off-white, soft diffuse light.
  const double along =
      hitLocal[0] * std::cos(look.shellAngle) + hitLocal[1] * std::sin(look.shellAngle);
  const double stripe =
      0.5 + 0.5 * std::sin(along * 4.5 + look.shellPhase + 0.6 * std::sin(hitLocal[1] * 0.7));
  cv::Vec3d base(224 - 6 * look.tint, 230 - 2 * look.tint, 233);
  base *= 1.0 - 0.045 * stripe;
  cv::Vec3d c = base * (0.5 + 0.55 * ndl) * (1.0 - 0.25 * fresnel);
  const double spec = 70 * std::pow(ndh, 30.0);
  return c + cv::Vec3d(spec, spec, spec);
}

}  // namespace

void paintStone(cv::Mat& image, const Camera& camera, const cv::Vec3d& base, const BoardGeometry& g,
                const StoneLook& look, const Light& light) {
  const double r = g.stoneRadius, hh = g.stoneHeight / 2.0;
  const cv::Vec3d centre = base + cv::Vec3d(0, 0, hh);
  double minX = 1e9, minY = 1e9, maxX = -1e9, maxY = -1e9;
  for (int i = 0; i < 8; ++i) {
    cv::Vec3d corner = centre + cv::Vec3d((i & 1) ? r : -r, (i & 2) ? r : -r, (i & 4) ? hh : -hh);
    if (camera.depth(corner) <= 1.0) return;
    cv::Point2d p = camera.projectUndistorted(corner);
    minX = std::min(minX, p.x), maxX = std::max(maxX, p.x), minY = std::min(minY, p.y),
    maxY = std::max(maxY, p.y);
  }
  cv::Rect roi(
      cv::Point(static_cast<int>(std::floor(minX)) - 1, static_cast<int>(std::floor(minY)) - 1),
      cv::Point(static_cast<int>(std::ceil(maxX)) + 2, static_cast<int>(std::ceil(maxY)) + 2));
  roi &= cv::Rect(0, 0, image.cols, image.rows);
  if (roi.empty()) return;

  const cv::Vec3d o = camera.position();
  const cv::Vec3d s(1.0 / r, 1.0 / r, 1.0 / hh);
  const cv::Vec3d os = (o - centre).mul(s);
  constexpr int kSub = 3;
  for (int y = roi.y; y < roi.y + roi.height; ++y) {
    cv::Vec3b* row = image.ptr<cv::Vec3b>(y);
    for (int x = roi.x; x < roi.x + roi.width; ++x) {
      cv::Vec3d sum(0, 0, 0);
      int hits = 0;
      for (int sy = 0; sy < kSub; ++sy)
        for (int sx = 0; sx < kSub; ++sx) {
          const cv::Point2d p(x + (sx + 0.5) / kSub - 0.5, y + (sy + 0.5) / kSub - 0.5);
          const cv::Vec3d d = camera.rayDirection(p);
          const cv::Vec3d ds = d.mul(s);
          const double a = ds.dot(ds), b = 2.0 * os.dot(ds), c = os.dot(os) - 1.0;
          const double disc = b * b - 4 * a * c;
          if (disc < 0) continue;
          const double t = (-b - std::sqrt(disc)) / (2 * a);
          const cv::Vec3d hit = o + t * d;
          const cv::Vec3d local = hit - centre;
          const cv::Vec3d n = cv::normalize(local.mul(s).mul(s));
          sum += shade(n, -d, local, look, light);
          ++hits;
        }
      if (hits == 0) continue;
      const double alpha = static_cast<double>(hits) / (kSub * kSub);
      const cv::Vec3d colour = (sum / hits).mul(look.lit);
      cv::Vec3b& px = row[x];
      for (int ch = 0; ch < 3; ++ch)
        px[ch] = cv::saturate_cast<uchar>(alpha * colour[ch] + (1.0 - alpha) * px[ch]);
    }
  }
}

void paintStoneShadow(cv::Mat& mask, const Camera& camera, const cv::Vec3d& base,
                      const BoardGeometry& g, const Light& light) {
  const cv::Vec3d& l = light.direction;
  const double lift = g.stoneHeight * 0.5;
  const cv::Vec3d cast = base + cv::Vec3d(-l[0] / l[2] * lift, -l[1] / l[2] * lift, 0.0);
  auto disc = [&](const cv::Vec3d& c, double radius, float value) {
    std::vector<cv::Point> poly;
    for (int i = 0; i < 24; ++i) {
      const double a = i * 2.0 * CV_PI / 24;
      cv::Point2d p =
          camera.projectUndistorted(c + cv::Vec3d(radius * std::cos(a), radius * std::sin(a), 0));
      poly.emplace_back(static_cast<int>(std::lround(p.x * 16)),
                        static_cast<int>(std::lround(p.y * 16)));
    }
    cv::fillConvexPoly(mask, poly, cv::Scalar(value), cv::LINE_AA, 4);
  };
  disc(cast, g.stoneRadius * 0.98, static_cast<float>(light.shadowStrength));
  disc(base, g.stoneRadius * 1.04, static_cast<float>(std::min(0.7, light.shadowStrength + 0.25)));
}

}  // namespace c6::render
