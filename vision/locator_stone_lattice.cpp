#include "vision/locator_stone_lattice.h"

#include <algorithm>
#include <cmath>
#include <deque>
#include <opencv2/calib3d.hpp>
#include <opencv2/imgproc.hpp>

#include "vision/locator_region_grid.h"

namespace c6::vision {

namespace {

// Side of the square the region is rectified to; the numbers below are in its cells (side / size).
constexpr double kSide = 380.0;
// Fewest stones that can show a lattice, as a part of the board's points: fewer and the neighbour
// steps are too few and too scattered to tell the grid from chance (a near-full board has ~0.8).
constexpr double kMinStoneShare = 0.2;
// A neighbour step is one lattice step when it lies within this of one (cells).
constexpr double kStepTolerance = 0.3;
// A disc is on the fitted lattice when within this of a lattice point (cells): stone tops sit up to
// half a cell off along one axis, but the fit follows them, so what is left is placement noise.
constexpr double kOnLattice = 0.3;
// Where the outermost line may lie from the region's edge (part of the side), as the region
// lattice allows (locator_region_grid.cpp): the margin, a side face seen at a low angle.
constexpr double kMinMargin = -0.08;
constexpr double kMaxMargin = 0.16;
// A fit to stone tops stands up to half a cell (~3 % of the side) off the board's lines: the
// margins above are loosened by a little more than that.
constexpr double kLift = 0.05;
// A board's usual margin (part of its side): of the placements that hold as many stones, the one
// nearest it comes first.
constexpr double kUsualMargin = 0.04;

cv::Point2d apply(const cv::Matx33d& h, cv::Point2d p) {
  const cv::Vec3d q = h * cv::Vec3d(p.x, p.y, 1.0);
  return {q[0] / q[2], q[1] / q[2]};
}

// The two lattice steps (rectified pixels) from the discs' nearest-neighbour vectors: the two
// strongest directions at least 60 degrees apart (so not a side
// and a diagonal of the cells; the region's rectification leaves the two near square), each with
// the median length of its vectors. The first is the one nearer the square's x axis, both pointing
// the square's way.
bool latticeSteps(const std::vector<cv::Point2d>& pts, double cell, cv::Point2d& u,
                  cv::Point2d& v) {
  std::vector<cv::Point2d> steps;
  for (std::size_t i = 0; i < pts.size(); ++i) {
    std::vector<std::pair<double, std::size_t>> near;
    for (std::size_t j = 0; j < pts.size(); ++j) {
      const double d = cv::norm(pts[j] - pts[i]);
      if (j != i && d > 0.6 * cell && d < 1.25 * cell) near.emplace_back(d, j);
    }
    std::sort(near.begin(), near.end());
    if (near.size() > 4) near.resize(4);
    for (const auto& n : near) steps.push_back(pts[n.second] - pts[i]);
  }
  if (steps.size() < 8) return false;
  std::array<double, 180> hist{};
  for (const auto& s : steps) {
    double a = std::atan2(s.y, s.x) * 180 / CV_PI;
    a = std::fmod(a + 360.0, 180.0);
    hist[static_cast<std::size_t>(a) % 180] += 1;
  }
  std::array<double, 180> sm{};
  for (int a = 0; a < 180; ++a)
    for (int k = -3; k <= 3; ++k)
      sm[static_cast<std::size_t>(a)] += hist[static_cast<std::size_t>((a + k + 180) % 180)];
  const auto first = static_cast<int>(std::max_element(sm.begin(), sm.end()) - sm.begin());
  int second = -1;
  for (int a = 0; a < 180; ++a) {
    const int gap = std::min(std::abs(a - first), 180 - std::abs(a - first));
    if (gap >= 60 &&
        (second < 0 || sm[static_cast<std::size_t>(a)] > sm[static_cast<std::size_t>(second)]))
      second = a;
  }
  if (second < 0) return false;
  auto along = [&](int angle) {
    const double t = (angle + 0.5) * CV_PI / 180;
    const cv::Point2d dir(std::cos(t), std::sin(t));
    std::vector<double> len;
    for (const auto& s : steps) {
      const double n = cv::norm(s);
      if (std::abs(s.dot(dir)) > n * std::cos(8 * CV_PI / 180)) len.push_back(n);
    }
    if (len.size() < 4) return cv::Point2d();
    std::nth_element(len.begin(), len.begin() + static_cast<std::ptrdiff_t>(len.size() / 2),
                     len.end());
    return len[len.size() / 2] * dir;
  };
  u = along(first);
  v = along(second);
  if (cv::norm(u) == 0 || cv::norm(v) == 0) return false;
  if (std::abs(u.x) < std::abs(v.x)) std::swap(u, v);
  if (u.x < 0) u = -u;
  if (v.y < 0) v = -v;
  return true;
}

}  // namespace

std::vector<cv::Matx33d> latticesFromStones(const std::vector<Disc>& discs,
                                            const std::array<cv::Point2d, 4>& quad, int size,
                                            int maxGrids) {
  std::vector<cv::Matx33d> out;
  if (size < 2 || maxGrids <= 0) return out;
  const cv::Matx33d toRect = regionToSquare(quad, kSide);
  const double cell = kSide / size;
  // Stone-sized discs inside the region, in the square.
  std::vector<cv::Point2d> pts;
  for (const cv::Point2d& c : stoneCentresInSquare(discs, toRect, cell))
    if (c.x >= -0.05 * kSide && c.y >= -0.05 * kSide && c.x <= 1.05 * kSide && c.y <= 1.05 * kSide)
      pts.push_back(c);
  if (static_cast<double>(pts.size()) < kMinStoneShare * size * size) return out;
  cv::Point2d u, v;
  if (!latticeSteps(pts, cell, u, v)) return out;

  // Number the discs by walking neighbour steps: each step is judged locally, so the perspective
  // the region's rectification leaves does not add up. A walk stops at stray blobs and gaps; the
  // largest group walked holds the lattice.
  const cv::Matx22d basis(u.x, v.x, u.y, v.y);
  const cv::Matx22d toSteps = basis.inv();
  const double stepLen = std::min(cv::norm(u), cv::norm(v));
  const double reach = 2.4 * std::max(cv::norm(u + v), cv::norm(u - v));
  std::vector<cv::Point> index(pts.size());
  std::vector<int> group(pts.size(), -1);
  std::vector<std::size_t> groupSize;
  for (std::size_t start = 0; start < pts.size(); ++start) {
    if (group[start] >= 0) continue;
    const int g = static_cast<int>(groupSize.size());
    groupSize.push_back(1);
    group[start] = g;
    std::deque<std::size_t> queue{start};
    while (!queue.empty()) {
      const std::size_t i = queue.front();
      queue.pop_front();
      for (std::size_t j = 0; j < pts.size(); ++j) {
        if (group[j] >= 0 || cv::norm(pts[j] - pts[i]) > reach) continue;
        const cv::Vec2d ab = toSteps * cv::Vec2d(pts[j].x - pts[i].x, pts[j].y - pts[i].y);
        const double a = std::round(ab[0]), b = std::round(ab[1]);
        if (std::abs(a) > 2 || std::abs(b) > 2 || (a == 0 && b == 0)) continue;
        const cv::Point2d off = (ab[0] - a) * u + (ab[1] - b) * v;
        if (cv::norm(off) > kStepTolerance * stepLen) continue;
        group[j] = g;
        ++groupSize.back();
        index[j] = index[i] + cv::Point(static_cast<int>(a), static_cast<int>(b));
        queue.push_back(j);
      }
    }
  }
  const auto largest =
      static_cast<int>(std::max_element(groupSize.begin(), groupSize.end()) - groupSize.begin());
  std::vector<cv::Point2f> numbers, centres;
  for (std::size_t i = 0; i < pts.size(); ++i)
    if (group[i] == largest) {
      numbers.emplace_back(static_cast<float>(index[i].x), static_cast<float>(index[i].y));
      centres.emplace_back(static_cast<float>(pts[i].x), static_cast<float>(pts[i].y));
    }
  if (static_cast<double>(numbers.size()) < kMinStoneShare * size * size) return out;
  // A homography from the numbers to the square, then every disc renumbered by it and the fit
  // repeated on those that sit on the lattice: a stray numbering near the walk's start is undone.
  cv::Mat mask;
  cv::Mat h0 = cv::findHomography(numbers, centres, cv::RANSAC, kOnLattice * cell, mask);
  if (h0.empty()) return out;
  cv::Matx33d h(h0);
  for (int round = 0; round < 2; ++round) {
    const cv::Matx33d inv = h.inv();
    numbers.clear();
    centres.clear();
    for (const auto& p : pts) {
      const cv::Point2d n = apply(inv, p);
      const cv::Point2d k(std::round(n.x), std::round(n.y));
      if (cv::norm(apply(h, k) - p) > kOnLattice * cell) continue;
      numbers.emplace_back(static_cast<float>(k.x), static_cast<float>(k.y));
      centres.emplace_back(static_cast<float>(p.x), static_cast<float>(p.y));
    }
    if (static_cast<double>(numbers.size()) < kMinStoneShare * size * size) return out;
    cv::Mat hk = cv::findHomography(numbers, centres, 0);
    if (hk.empty()) return out;
    h = cv::Matx33d(hk);
  }
  // The placements of the board that hold the most stones and put its outer lines inside the
  // region (a stray row of blobs on the board's side face may widen the stones' span beyond it).
  int lo[2] = {INT32_MAX, INT32_MAX}, hi[2] = {INT32_MIN, INT32_MIN};
  for (const auto& n : numbers) {
    const int k[2] = {static_cast<int>(n.x), static_cast<int>(n.y)};
    for (int a = 0; a < 2; ++a) {
      lo[a] = std::min(lo[a], k[a]);
      hi[a] = std::max(hi[a], k[a]);
    }
  }
  struct Placement {
    cv::Matx33d grid;
    int stones;
    double misfit;
  };
  std::vector<Placement> placements;
  for (int ox = std::min(lo[0], hi[0] - size + 1); ox <= std::max(lo[0], hi[0] - size + 1); ++ox)
    for (int oy = std::min(lo[1], hi[1] - size + 1); oy <= std::max(lo[1], hi[1] - size + 1);
         ++oy) {
      const cv::Matx33d shift(1, 0, ox, 0, 1, oy, 0, 0, 1);
      const cv::Matx33d g = h * shift;
      // Its outermost lines must lie a margin's width inside the square.
      double misfit = 0;
      bool inside = true;
      const cv::Point2d ends[4] = {apply(g, {0, 0}), apply(g, {size - 1.0, 0}),
                                   apply(g, {size - 1.0, size - 1.0}), apply(g, {0, size - 1.0})};
      const cv::Point2d edge[4] = {{0, 0}, {kSide, 0}, {kSide, kSide}, {0, kSide}};
      for (int c = 0; c < 4; ++c) {
        const double mx = (c == 0 || c == 3 ? 1 : -1) * (ends[c].x - edge[c].x) / kSide;
        const double my = (c < 2 ? 1 : -1) * (ends[c].y - edge[c].y) / kSide;
        for (double m : {mx, my}) {
          inside = inside && m >= kMinMargin - kLift && m <= kMaxMargin + kLift;
          misfit += std::abs(m - kUsualMargin);
        }
      }
      const auto x0 = static_cast<float>(ox), y0 = static_cast<float>(oy),
                 n = static_cast<float>(size);
      int held = 0;
      for (const auto& k : numbers) held += k.x >= x0 && k.x < x0 + n && k.y >= y0 && k.y < y0 + n;
      if (inside) placements.push_back({toRect.inv() * g, held, misfit});
    }
  std::sort(placements.begin(), placements.end(), [](const Placement& a, const Placement& b) {
    return a.stones != b.stones ? a.stones > b.stones : a.misfit < b.misfit;
  });
  for (const auto& p : placements) {
    if (static_cast<int>(out.size()) == maxGrids) break;
    out.push_back(p.grid);
  }
  return out;
}

}  // namespace c6::vision
