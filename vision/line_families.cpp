#include "vision/line_families.h"

#include <algorithm>
#include <cmath>
#include <random>

namespace c6::vision {

namespace {

constexpr double kInlierAngle = 1.5 * CV_PI / 180.0;

cv::Vec3d normalised(cv::Vec3d v) {
  double n = cv::norm(v);
  return n > 0 ? v / n : v;
}

// Segments reduced to what the vanishing-point tests need.
struct Geometry {
  std::vector<cv::Point2d> mid;
  std::vector<cv::Point2d> dir;  // unit
  std::vector<double> len;
  std::vector<cv::Vec3d> line;
};

Geometry geometryOf(const std::vector<Segment>& segs) {
  Geometry g;
  for (const auto& s : segs) {
    double l = s.length();
    cv::Point2d d(s.b.x - s.a.x, s.b.y - s.a.y);
    g.mid.emplace_back(0.5 * (s.a.x + s.b.x), 0.5 * (s.a.y + s.b.y));
    g.dir.push_back(l > 0 ? d * (1.0 / l) : cv::Point2d(1, 0));
    g.len.push_back(l);
    g.line.push_back(s.line());
  }
  return g;
}

// |sin| of the angle between segment i and the direction from its midpoint to vp.
double sinToVp(const Geometry& g, std::size_t i, const cv::Vec3d& vp) {
  double tx = vp[0] - vp[2] * g.mid[i].x, ty = vp[1] - vp[2] * g.mid[i].y;
  double n = std::hypot(tx, ty);
  if (n <= 0) return 1.0;
  return std::abs(g.dir[i].x * ty - g.dir[i].y * tx) / n;
}

double support(const Geometry& g, const std::vector<char>& used, const cv::Vec3d& vp,
               std::vector<int>* members) {
  const double sinMax = std::sin(kInlierAngle);
  double s = 0;
  for (std::size_t i = 0; i < g.len.size(); ++i) {
    if (used[i] || sinToVp(g, i, vp) >= sinMax) continue;
    s += g.len[i];
    if (members) members->push_back(static_cast<int>(i));
  }
  return s;
}

// Least-squares vanishing point of the members: the unit vector v minimising sum w (l . v)^2, in
// coordinates centred on the members so that the problem is well conditioned.
cv::Vec3d refineVanishingPoint(const std::vector<Segment>& segs, const Geometry& g,
                               const std::vector<int>& members, cv::Vec3d start) {
  if (members.size() < 2) return start;
  double cx = 0, cy = 0, wsum = 0;
  for (int i : members) {
    auto k = static_cast<std::size_t>(i);
    cx += g.len[k] * g.mid[k].x;
    cy += g.len[k] * g.mid[k].y;
    wsum += g.len[k];
  }
  cx /= wsum;
  cy /= wsum;
  const double scale = 1000.0;
  cv::Matx33d acc = cv::Matx33d::zeros();
  for (int i : members) {
    const Segment& sg = segs[static_cast<std::size_t>(i)];
    Segment t{cv::Point2f(static_cast<float>((sg.a.x - cx) / scale),
                          static_cast<float>((sg.a.y - cy) / scale)),
              cv::Point2f(static_cast<float>((sg.b.x - cx) / scale),
                          static_cast<float>((sg.b.y - cy) / scale))};
    cv::Vec3d l = t.line();
    acc += g.len[static_cast<std::size_t>(i)] * (l * l.t());
  }
  cv::Mat evals, evecs;
  cv::eigen(cv::Mat(acc), evals, evecs);
  cv::Vec3d v(evecs.at<double>(2, 0), evecs.at<double>(2, 1), evecs.at<double>(2, 2));
  return normalised(cv::Vec3d(scale * v[0] + cx * v[2], scale * v[1] + cy * v[2], v[2]));
}

std::optional<LineFamily> bestFamily(const std::vector<Segment>& segs, const Geometry& g,
                                     const std::vector<char>& used, std::mt19937& rng) {
  std::vector<std::size_t> pool;
  std::vector<double> weights;
  for (std::size_t i = 0; i < segs.size(); ++i)
    if (!used[i]) {
      pool.push_back(i);
      weights.push_back(g.len[i]);
    }
  if (pool.size() < 4) return std::nullopt;
  std::discrete_distribution<std::size_t> pick(weights.begin(), weights.end());
  const double sinMax = std::sin(kInlierAngle);
  double best = 0;
  cv::Vec3d bestVp;
  for (int it = 0; it < 300; ++it) {
    std::size_t i = pool[pick(rng)], j = pool[pick(rng)];
    if (i == j) continue;
    cv::Vec3d vp = normalised(g.line[i].cross(g.line[j]));
    if (cv::norm(vp) == 0) continue;
    // Both seeds must point at the candidate (a pair from two different families does not).
    if (sinToVp(g, i, vp) >= sinMax || sinToVp(g, j, vp) >= sinMax) continue;
    double s = support(g, used, vp, nullptr);
    if (s > best) {
      best = s;
      bestVp = vp;
    }
  }
  if (best <= 0) return std::nullopt;
  LineFamily f;
  f.vanishingPoint = bestVp;
  for (int round = 0; round < 2; ++round) {
    f.members.clear();
    support(g, used, f.vanishingPoint, &f.members);
    f.vanishingPoint = refineVanishingPoint(segs, g, f.members, f.vanishingPoint);
  }
  f.members.clear();
  f.support = support(g, used, f.vanishingPoint, &f.members);
  return f;
}

}  // namespace

double angleToVanishingPoint(const Segment& s, const cv::Vec3d& vp) {
  Geometry g = geometryOf({s});
  return std::asin(std::min(1.0, sinToVp(g, 0, vp)));
}

std::vector<LineFamily> findLineFamilies(const std::vector<Segment>& segments, int maxFamilies) {
  Geometry g = geometryOf(segments);
  std::vector<char> used(segments.size(), 0);
  std::mt19937 rng(12345);
  std::vector<LineFamily> out;
  while (static_cast<int>(out.size()) < maxFamilies) {
    auto f = bestFamily(segments, g, used, rng);
    if (!f || f->members.size() < 3) break;
    for (int i : f->members) used[static_cast<std::size_t>(i)] = 1;
    out.push_back(std::move(*f));
  }
  return out;
}

cv::Vec2d directionAt(const cv::Vec3d& vp, cv::Point2d at) {
  cv::Vec2d d(vp[0] - vp[2] * at.x, vp[1] - vp[2] * at.y);
  double n = std::hypot(d[0], d[1]);
  return n > 0 ? d / n : cv::Vec2d(1, 0);
}

}  // namespace c6::vision
