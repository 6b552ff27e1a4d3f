#include "vision/locator_verify.h"

#include <algorithm>
#include <cmath>

#include "vision/grid_refine.h"

namespace c6::vision {

namespace {

cv::Point2d apply(const cv::Matx33d& h, double x, double y) {
  cv::Vec3d p = h * cv::Vec3d(x, y, 1.0);
  return {p[0] / p[2], p[1] / p[2]};
}

// Fewer stone-sized discs than this inside a grid say nothing about it.
constexpr int kMinStonesToJudge = 20;

// A disc whose radius fits a stone on that part of the grid (see kMinStoneRadiusCells).
bool stoneSized(const Disc& d, const cv::Matx33d& g, double gx, double gy) {
  const cv::Point2d p = apply(g, gx, gy);
  const double cell =
      0.5 * (cv::norm(apply(g, gx + 1, gy) - p) + cv::norm(apply(g, gx, gy + 1) - p));
  return d.radius > kMinStoneRadiusCells * cell && d.radius < 0.75 * cell;
}

// Largest stone-top offset (grid units) a grid may claim for itself. A stone's top sits above its
// point, so in an oblique view every disc centre leans the same way: up the image, towards the
// board's far side (0.3-0.45 cell on the dense boards' true grids). Together with the on-point
// tolerance (kOnPoint) the offset covers tops up to 0.45 cell off.
constexpr double kMaxTopOffset = 0.15;
// How far (grid units, per axis) a disc centre may lie from its point, once the offset is removed.
constexpr double kOnPoint = 0.3;
// Discs further than this (grid units, per axis) from every point tell nothing about the offset.
constexpr double kNearPoint = 0.45;

// The common offset of the stone-sized discs within the grid from their nearest points: the
// median offset of the discs near a point, kept only along the image's up direction (a top never
// leans down the image) and capped at kMaxTopOffset. A grid moved half a cell finds the leaning
// tops down the image from its points (0.5 - lean), or, if the tops do not lean, about as many
// either side of its points; it gains nothing either way.
cv::Point2d stoneTopOffset(const std::vector<Disc>& discs, const cv::Matx33d& g,
                           const cv::Matx33d& inv, double n) {
  std::vector<double> fx, fy;
  for (const auto& d : discs) {
    const cv::Point2d q = apply(inv, d.centre.x, d.centre.y);
    if (q.x < -0.5 || q.y < -0.5 || q.x > n + 0.5 || q.y > n + 0.5) continue;
    const double dx = q.x - std::round(q.x), dy = q.y - std::round(q.y);
    if (std::abs(dx) > kNearPoint || std::abs(dy) > kNearPoint || !stoneSized(d, g, q.x, q.y))
      continue;
    fx.push_back(dx);
    fy.push_back(dy);
  }
  if (static_cast<int>(fx.size()) < kMinStonesToJudge) return {0, 0};
  auto median = [](std::vector<double>& v) {
    std::nth_element(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(v.size() / 2), v.end());
    return v[v.size() / 2];
  };
  const cv::Point2d m(median(fx), median(fy));
  // The image's up direction at the grid's centre, in grid units.
  const cv::Point2d c = apply(g, n / 2, n / 2);
  cv::Point2d up = apply(inv, c.x, c.y - 1.0) - cv::Point2d(n / 2, n / 2);
  up *= 1.0 / std::max(1e-12, cv::norm(up));
  const double along = std::clamp(m.dot(up), 0.0, kMaxTopOffset);
  return along * up;
}

}  // namespace

GridEvidence gatherEvidence(const cv::Mat& response, double threshold, const cv::Mat& hidden,
                            const std::vector<Disc>& discs, const cv::Matx33d& g, int size) {
  GridEvidence e;
  const LineSupport s = measureSupport(response, threshold, g, size, hidden);
  e.lineSupport = s.inner(size);
  e.knownLines = s.knownInner(size) / (2.0 * size);
  const int n = size - 1;
  e.edge = {s.row(0), s.column(n), s.row(n), s.column(0)};
  e.beyond = {s.row(-1), s.column(size), s.row(size), s.column(-1)};
  e.beyond2 = {s.row(-2), s.column(size + 1), s.row(size + 1), s.column(-2)};

  const cv::Matx33d inv = g.inv();
  e.topOffset = stoneTopOffset(discs, g, inv, n);
  int onPoints = 0, insideAsSeen = 0, onPointsAsSeen = 0;
  std::array<int, 4> onEdge{};
  for (const auto& d : discs) {
    const cv::Point2d q = apply(inv, d.centre.x, d.centre.y);
    if (q.x < -1.5 || q.y < -1.5 || q.x > n + 1.5 || q.y > n + 1.5) continue;
    if (q.x >= -0.5 && q.y >= -0.5 && q.x <= n + 0.5 && q.y <= n + 0.5 &&
        stoneSized(d, g, q.x, q.y)) {
      ++insideAsSeen;
      onPointsAsSeen +=
          std::abs(q.x - std::round(q.x)) < kOnPoint && std::abs(q.y - std::round(q.y)) < kOnPoint;
    }
    // A stone's top shows off its point in an oblique view (its height): judged from the top's
    // point, the grid's common offset removed.
    const cv::Point2d p = q - e.topOffset;
    const double rx = std::round(p.x), ry = std::round(p.y);
    const bool onPoint = std::abs(p.x - rx) < kOnPoint && std::abs(p.y - ry) < kOnPoint;
    if (!onPoint || !stoneSized(d, g, q.x, q.y)) {
      if (q.x >= -0.5 && q.y >= -0.5 && q.x <= n + 0.5 && q.y <= n + 0.5 &&
          stoneSized(d, g, q.x, q.y))
        ++e.stonesInside;
      continue;
    }
    const bool alongX = rx >= 0 && rx <= n, alongY = ry >= 0 && ry <= n;
    if (alongX && alongY) {
      ++e.stonesInside;
      ++onPoints;
      if (ry == 0) ++onEdge[0];
      if (rx == n) ++onEdge[1];
      if (ry == n) ++onEdge[2];
      if (rx == 0) ++onEdge[3];
    } else if (alongX && ry == -1) {
      ++e.stonesBeyond[0];
    } else if (alongY && rx == n + 1) {
      ++e.stonesBeyond[1];
    } else if (alongX && ry == n + 1) {
      ++e.stonesBeyond[2];
    } else if (alongY && rx == -1) {
      ++e.stonesBeyond[3];
    }
  }
  e.stonesOnPoints = e.stonesInside ? static_cast<double>(onPoints) / e.stonesInside : 0.0;
  e.stonesOnPointsAsSeen = insideAsSeen ? static_cast<double>(onPointsAsSeen) / insideAsSeen : 0.0;
  e.endMargin = 1.0;
  for (std::size_t side = 0; side < 4; ++side) {
    // Stones count like probes: each one on the edge line is a point where that line exists.
    const double stones = std::min(1.0, onEdge[side] / 6.0),
                 stonesOut = std::min(1.0, e.stonesBeyond[side] / 3.0);
    const double edgeSeen = std::max(e.edge[side], stones);
    const double beyondSeen = std::max(e.beyond[side], stonesOut);
    e.endMargin = std::min(e.endMargin, edgeSeen - beyondSeen);
  }
  e.confidence = confidenceOf(e);
  return e;
}

double confidenceOf(const GridEvidence& e) {
  // Set on dense-boards, corners-only and photos together (c6rec eval prints the resulting table):
  // every wrong grid seen had its visible lines at most 52% supported and, where stones were
  // found, at most 60% of them on its intersections; right grids 47% and up, and 85% and up.
  // Without stones to vouch for it, a grid needs a little more line support.
  const bool stonesCount = e.stonesInside >= kMinStonesToJudge;
  const double z = e.lineSupport + (stonesCount ? 0.5 * (e.stonesOnPoints - 0.6) : -0.05);
  return std::clamp((z - 0.45) / 0.2, 0.0, 1.0);
}

}  // namespace c6::vision
