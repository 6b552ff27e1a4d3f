#include "arm_painter.h"

#include <algorithm>
#include <cmath>
#include <opencv2/imgproc.hpp>

namespace c6::render {
namespace {

constexpr int kShift = 3;
constexpr double kNear = 60.0;

// Pulls a capsule end that lies behind or too close to the camera back along the segment.
void clipNear(const Camera& camera, cv::Vec3d& a, cv::Vec3d& b) {
  const double da = camera.depth(a), db = camera.depth(b);
  if (da < kNear && db < kNear) return;
  if (db < kNear) b = a + (b - a) * ((da - kNear) / (da - db));
  if (da < kNear) a = b + (a - b) * ((db - kNear) / (db - da));
}

std::vector<cv::Point> hull(const cv::Point2d& pa, double ra, const cv::Point2d& pb, double rb,
                            double scale) {
  std::vector<cv::Point> pts;
  const double k = scale * (1 << kShift);
  for (int i = 0; i < 16; ++i) {
    const double ang = i * CV_PI / 8;
    pts.emplace_back(static_cast<int>(std::lround((pa.x + ra * std::cos(ang)) * k)),
                     static_cast<int>(std::lround((pa.y + ra * std::sin(ang)) * k)));
    pts.emplace_back(static_cast<int>(std::lround((pb.x + rb * std::cos(ang)) * k)),
                     static_cast<int>(std::lround((pb.y + rb * std::sin(ang)) * k)));
  }
  std::vector<cv::Point> out;
  cv::convexHull(pts, out);
  return out;
}

bool visible(const Camera& camera, const Capsule& c, cv::Vec3d& a, cv::Vec3d& b) {
  a = c.a, b = c.b;
  if (camera.depth(a) < kNear && camera.depth(b) < kNear) return false;
  clipNear(camera, a, b);
  return true;
}

// Stripes across a sleeve capsule every 30 mm (checks: also along it), inside its outline.
void paintPattern(cv::Mat& image, const Camera& camera, const Capsule& c, const cv::Vec3d& a,
                  const cv::Vec3d& b, const cv::Vec3d& gain) {
  const double f = camera.focal();
  const cv::Point2d pa = camera.project(a), pb = camera.project(b);
  const double ra = c.ra * f / camera.depth(a), rb = c.rb * f / camera.depth(b);
  const std::vector<cv::Point> poly = hull(pa, ra, pb, rb, 1.0);
  cv::Rect box = cv::boundingRect(poly);
  box = cv::Rect(box.x >> kShift, box.y >> kShift, (box.width >> kShift) + 2,
                 (box.height >> kShift) + 2);
  const cv::Rect roi = box & cv::Rect(cv::Point(0, 0), image.size());
  if (roi.width < 2 || roi.height < 2) return;
  cv::Mat mask = cv::Mat::zeros(roi.size(), CV_8U);
  std::vector<cv::Point> local;
  for (const cv::Point& p : poly)
    local.emplace_back(p - cv::Point(roi.x << kShift, roi.y << kShift));
  cv::fillConvexPoly(mask, local, cv::Scalar(255), cv::LINE_AA, kShift);
  cv::Mat layer = image(roi).clone();
  const cv::Vec3d col = c.patternColour.mul(gain) * 0.9;
  const cv::Scalar colour(col[0], col[1], col[2]);
  const double length = cv::norm(b - a), step = 30.0, width = 12.0;
  const cv::Vec3d axis = (b - a) / std::max(1e-6, length);
  const cv::Vec3d across = cv::normalize(axis.cross(cv::Vec3d(0, 0, 1)) + cv::Vec3d(1e-9, 0, 0));
  const cv::Point2d origin(roi.x, roi.y);
  const double rmax = std::max(c.ra, c.rb) * 1.2;
  auto line = [&](const cv::Vec3d& p, const cv::Vec3d& q) {
    const double d = camera.depth((p + q) * 0.5);
    if (camera.depth(p) < kNear || camera.depth(q) < kNear) return;
    cv::line(layer, camera.project(p) - origin, camera.project(q) - origin, colour,
             std::max(1, static_cast<int>(std::lround(width * f / d))), cv::LINE_AA);
  };
  for (double t = step / 2; t < length; t += step)
    line(a + axis * t - across * rmax, a + axis * t + across * rmax);
  if (c.pattern == SleevePattern::Checks)
    for (double o = -rmax; o <= rmax; o += step) line(a + across * o, b + across * o);
  layer.copyTo(image(roi), mask);
}

}  // namespace

std::vector<Capsule> armCapsules(const ArmPose& pose, const ArmStyle& style, const Camera& camera) {
  const cv::Vec3d z(0, 0, 1);
  const cv::Vec3d f = pose.fingertip;
  cv::Vec3d toShoulder = pose.shoulder - f;
  cv::Vec3d uh = cv::normalize(cv::Vec3d(toShoulder[0], toShoulder[1], 0));
  cv::Vec3d p = cv::normalize(uh.cross(z));
  const double s = style.size;
  const cv::Vec3d w = f + uh * (160 * s) + z * 45;
  const cv::Vec3d u3 = cv::normalize(pose.shoulder - w);
  const cv::Vec3d cuff = w + u3 * (55 * s);
  const cv::Vec3d elbow = w + u3 * (280 * s);
  const cv::Vec3d& skin = style.skin;
  const cv::Vec3d& sleeve = style.sleeve;
  std::vector<Capsule> caps{
      {elbow, pose.shoulder, 50 * s, 58 * s, sleeve, style.pattern, style.patternColour},
      {cuff, elbow, 40 * s, 49 * s, sleeve, style.pattern, style.patternColour},
      {w, cuff + u3 * 10, 26 * s, 29 * s, skin},
      {f + uh * (75 * s) + p * (14 * s) + z * 25, w + p * (10 * s), 21 * s, 20 * s, skin},
      {f + uh * (75 * s) - p * (14 * s) + z * 25, w - p * (10 * s), 21 * s, 20 * s, skin},
      {f + uh * (20 * s) - p * (15 * s) + z * 6, w - p * (24 * s) - uh * (25 * s), 9 * s, 12 * s,
       skin * 0.95},
      {f + p * (5 * s), f + uh * (72 * s) + p * (12 * s) + z * 22, 7.5 * s, 9 * s, skin},
      {f + uh * (8 * s) - p * (6 * s), f + uh * (74 * s) - p * (8 * s) + z * 22, 8 * s, 9 * s,
       skin},
  };
  std::stable_sort(caps.begin(), caps.end(), [&](const Capsule& a, const Capsule& b) {
    return camera.depth((a.a + a.b) * 0.5) > camera.depth((b.a + b.b) * 0.5);
  });
  return caps;
}

void paintCapsules(cv::Mat& image, const Camera& camera, const std::vector<Capsule>& capsules,
                   const Light& light, const cv::Vec3d& gain, cv::Mat* coverage) {
  const cv::Vec3d towardLight =
      cv::normalize(cv::Vec3d(light.direction[0], light.direction[1], 0) + cv::Vec3d(0, 0, 1e-9));
  const double f = camera.focal();
  for (const Capsule& c : capsules) {
    cv::Vec3d a, b;
    if (!visible(camera, c, a, b)) continue;
    // Three nested layers: dark rim, body, a highlight shifted towards the light: reads as round.
    const double layers[3][3] = {{1.0, 0.72, 0.0}, {0.78, 0.9, 0.12}, {0.42, 1.04, 0.24}};
    for (const auto& layer : layers) {
      const cv::Vec3d sa = a + towardLight * (c.ra * layer[2]),
                      sb = b + towardLight * (c.rb * layer[2]);
      const cv::Point2d pa = camera.project(sa), pb = camera.project(sb);
      const double ra = c.ra * layer[0] * f / camera.depth(sa),
                   rb = c.rb * layer[0] * f / camera.depth(sb);
      const cv::Vec3d col = c.colour.mul(gain) * layer[1];
      const std::vector<cv::Point> poly = hull(pa, ra, pb, rb, 1.0);
      cv::fillConvexPoly(image, poly, cv::Scalar(col[0], col[1], col[2]), cv::LINE_AA, kShift);
      if (coverage && layer[0] == 1.0)
        cv::fillConvexPoly(*coverage, poly, cv::Scalar(255), cv::LINE_AA, kShift);
    }
    if (c.pattern != SleevePattern::Plain) paintPattern(image, camera, c, a, b, gain);
  }
}

void paintCapsuleMask(cv::Mat& mask, double scale, const Camera& camera,
                      const std::vector<Capsule>& capsules, const Light* shadowOf, float value) {
  const double f = camera.focal();
  for (const Capsule& c : capsules) {
    cv::Vec3d a = c.a, b = c.b;
    if (shadowOf) {
      const cv::Vec3d& l = shadowOf->direction;
      a -= l * (std::max(0.0, a[2]) / l[2]);
      b -= l * (std::max(0.0, b[2]) / l[2]);
      a[2] = b[2] = 0.0;
    }
    Capsule flat{a, b, c.ra, c.rb, c.colour};
    if (!visible(camera, flat, a, b)) continue;
    const cv::Point2d pa = camera.project(a), pb = camera.project(b);
    const double ra = c.ra * f / camera.depth(a), rb = c.rb * f / camera.depth(b);
    cv::fillConvexPoly(mask, hull(pa, ra, pb, rb, scale), cv::Scalar(value),
                       shadowOf ? cv::LINE_8 : cv::LINE_8, kShift);
  }
}

}  // namespace c6::render
