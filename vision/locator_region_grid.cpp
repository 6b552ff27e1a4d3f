#include "vision/locator_region_grid.h"

#include <algorithm>
#include <cmath>
#include <opencv2/imgproc.hpp>

namespace c6::vision {

namespace {

// Side of the square the region is rectified to, in pixels: ~20 px per cell.
constexpr int kSide = 380;
// Where the outermost line may lie, as a fraction of the region's side from its edge: a board's
// margin is about 3-4% of its side, and the region may include a side face of the board that the
// camera sees (up to ~10% more at a low angle) or cut a little into the margin.
constexpr double kMinMargin = -0.08;
constexpr double kMaxMargin = 0.16;
// Lattice candidates kept per axis before combining.
constexpr int kPerAxis = 3;

cv::Point2d apply(const cv::Matx33d& h, cv::Point2d p) {
  cv::Vec3d q = h * cv::Vec3d(p.x, p.y, 1.0);
  return {q[0] / q[2], q[1] / q[2]};
}

float at(const std::vector<float>& profile, double u) {
  if (u < 0 || u > static_cast<double>(profile.size()) - 1.001) return 0.f;
  const auto i = static_cast<std::size_t>(u);
  const auto f = static_cast<float>(u - static_cast<double>(i));
  return profile[i] * (1 - f) + profile[i + 1] * f;
}

struct Axis {
  double origin = 0, spacing = 0, score = 0;
};

// Runs of `size` lines along one axis, best first and distinct (no two put every line within a
// third of a cell of each other's).
std::vector<Axis> fitAxis(const std::vector<float>& lines, const std::vector<float>& stones,
                          int size, double maxShift) {
  const double n = size - 1;
  std::vector<Axis> all;
  for (double span = (1 - 2 * kMaxMargin) * kSide; span <= (1 - 2 * kMinMargin) * kSide;
       span += 1.0) {
    const double p = span / n;
    for (double o = kMinMargin * kSide; o + span <= (1 - kMinMargin) * kSide; o += 0.5) {
      if (kSide - o - span > kMaxMargin * kSide || o > kMaxMargin * kSide) continue;
      double lineScore = 0;
      for (int k = 0; k < size; ++k) lineScore += at(lines, o + k * p);
      // A 20th line inside the region speaks against the run.
      lineScore -= 0.5 * std::max(at(lines, o - p), at(lines, o + size * p));
      double stoneScore = 0;
      for (double shift = -maxShift; shift <= maxShift + 1e-9;
           shift += std::max(0.05, maxShift / 4)) {
        double s = 0;
        for (int k = 0; k < size; ++k) s += at(stones, o + (k + shift) * p);
        stoneScore = std::max(stoneScore, s);
      }
      all.push_back({o, p, lineScore + stoneScore});
    }
  }
  std::sort(all.begin(), all.end(), [](const Axis& a, const Axis& b) { return a.score > b.score; });
  std::vector<Axis> kept;
  for (const auto& a : all) {
    bool distinct = true;
    for (const auto& k : kept) {
      const double d = std::max(std::abs(a.origin - k.origin),
                                std::abs(a.origin + n * a.spacing - k.origin - n * k.spacing));
      distinct = distinct && d > k.spacing / 3;
    }
    if (distinct) kept.push_back(a);
    if (static_cast<int>(kept.size()) == kPerAxis) break;
  }
  return kept;
}

void smooth(std::vector<float>& v) {
  std::vector<float> out(v.size(), 0.f);
  for (std::size_t i = 1; i + 1 < v.size(); ++i)
    out[i] = 0.25f * v[i - 1] + 0.5f * v[i] + 0.25f * v[i + 1];
  v = std::move(out);
}

}  // namespace

cv::Matx33d regionToSquare(const std::array<cv::Point2d, 4>& quad, double side) {
  const auto f = static_cast<float>(side);
  std::vector<cv::Point2f> from, to{{0, 0}, {f, 0}, {f, f}, {0, f}};
  for (const auto& p : quad) from.emplace_back(static_cast<float>(p.x), static_cast<float>(p.y));
  return cv::Matx33d(cv::getPerspectiveTransform(from, to));
}

std::vector<cv::Point2d> stoneCentresInSquare(const std::vector<Disc>& discs,
                                              const cv::Matx33d& toSquare, double cell) {
  std::vector<cv::Point2d> out;
  for (const auto& d : discs) {
    const cv::Point2d c = apply(toSquare, cv::Point2d(d.centre));
    const double r =
        cv::norm(apply(toSquare, cv::Point2d(d.centre) + cv::Point2d(d.radius, 0)) - c);
    if (r >= kMinStoneRadiusCells * cell && r <= 0.65 * cell) out.push_back(c);
  }
  return out;
}

std::vector<RegionLattice> latticesInRegion(const std::array<cv::Point2d, 4>& quad,
                                            const cv::Mat& response, double threshold,
                                            const cv::Mat& hidden, const std::vector<Disc>& discs,
                                            int size, int maxCandidates) {
  std::vector<RegionLattice> out;
  const double s = kSide;
  const cv::Matx33d toRect = regionToSquare(quad, s);
  cv::Mat resp, hid;
  cv::warpPerspective(response, resp, toRect, {kSide, kSide}, cv::INTER_LINEAR, cv::BORDER_CONSTANT,
                      0);
  if (!hidden.empty())
    cv::warpPerspective(hidden, hid, toRect, {kSide, kSide}, cv::INTER_NEAREST, cv::BORDER_CONSTANT,
                        0);

  // Line profiles: per column (vertical lines) and per row, the part of the visible pixels on a
  // line.
  std::vector<float> lines[2] = {std::vector<float>(kSide, 0.f), std::vector<float>(kSide, 0.f)};
  std::vector<int> seen[2] = {std::vector<int>(kSide, 0), std::vector<int>(kSide, 0)};
  for (int y = 0; y < kSide; ++y) {
    const uchar* r = resp.ptr<uchar>(y);
    const uchar* h = hid.empty() ? nullptr : hid.ptr<uchar>(y);
    for (int x = 0; x < kSide; ++x) {
      if (h && h[x]) continue;
      const float on = r[x] > threshold ? 1.f : 0.f;
      lines[0][static_cast<std::size_t>(x)] += on;
      lines[1][static_cast<std::size_t>(y)] += on;
      ++seen[0][static_cast<std::size_t>(x)];
      ++seen[1][static_cast<std::size_t>(y)];
    }
  }
  for (int a = 0; a < 2; ++a) {
    for (std::size_t i = 0; i < lines[a].size(); ++i)
      lines[a][i] = seen[a][i] > kSide / 10 ? lines[a][i] / static_cast<float>(seen[a][i]) : 0.f;
    smooth(lines[a]);
  }

  // Stone profiles: stone-sized disc centres, a full line of stones counting 1.
  const double cell = s / size;
  std::vector<float> stones[2] = {std::vector<float>(kSide, 0.f), std::vector<float>(kSide, 0.f)};
  for (const cv::Point2d& c : stoneCentresInSquare(discs, toRect, cell)) {
    const double pos[2] = {c.x, c.y};
    for (int a = 0; a < 2; ++a)
      for (int du = -2; du <= 2; ++du) {
        const int u = static_cast<int>(std::lround(pos[a])) + du;
        if (u >= 0 && u < kSide)
          stones[a][static_cast<std::size_t>(u)] +=
              static_cast<float>(std::exp(-0.5 * du * du / 1.5) / size);
      }
  }

  // The image's "up" in the square: stone tops shift that way, so that axis allows more shift.
  const cv::Point2d mid = 0.25 * (quad[0] + quad[1] + quad[2] + quad[3]);
  cv::Point2d up = apply(toRect, mid - cv::Point2d(0, 10)) - apply(toRect, mid);
  up *= 1.0 / std::max(1e-9, cv::norm(up));
  const double shift[2] = {0.1 + 0.4 * std::abs(up.x), 0.1 + 0.4 * std::abs(up.y)};

  const std::vector<Axis> ax = fitAxis(lines[0], stones[0], size, shift[0]);
  const std::vector<Axis> ay = fitAxis(lines[1], stones[1], size, shift[1]);
  const cv::Matx33d fromRect = toRect.inv();
  for (const auto& x : ax)
    for (const auto& y : ay)
      out.push_back(
          {fromRect * cv::Matx33d(x.spacing, 0, x.origin, 0, y.spacing, y.origin, 0, 0, 1),
           x.score + y.score});
  std::sort(out.begin(), out.end(),
            [](const RegionLattice& a, const RegionLattice& b) { return a.score > b.score; });
  if (static_cast<int>(out.size()) > maxCandidates)
    out.resize(static_cast<std::size_t>(maxCandidates));
  return out;
}

}  // namespace c6::vision
