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

// A line sample this close to a grid line (grid units, across it) lies on it: a true grid found by
// the locator sits within about 0.05 cell of the lines; a grid moved a third of a cell does not.
constexpr double kOnLine = 0.15;
// A piece of line runs along a grid direction when it crosses the other direction at most this
// steeply (across / along, grid units).
constexpr double kAlongRatio = 0.25;
// Less line than this many cells' length within the grid says nothing about where its lines are.
constexpr double kMinSeenCells = 8.0;
// Seen lines this concentrated at one offset from a grid's lines (see GridEvidence::lineOffset)
// say where the lines are; farther than kMaxLineOffset from them, the grid is off. Set on g01/g02
// of dense-boards at their true grids (offset at most 0.08 cell, concentration 0.5 and up where
// the offset is read; grids moved a third of a cell read 0.3 off) and checked on photos and
// corners-only, where no found board is lost (see the report of branch locate8).
constexpr double kClearLines = 0.5;
constexpr double kMaxLineOffset = 0.2;
// The seen-line share's place in the check's score (see seenLinesTerm).
constexpr double kSeenLinesWeight = 1.0;
constexpr double kSeenLinesBase = 0.75;

// One sample of a seen line piece, in grid units: where it lies, its weight (the length of piece it
// stands for, in cells) and which coordinate is constant along its direction (0: x, along a
// column; 1: y, along a row).
struct LineSample {
  cv::Point2d at;
  double weight = 0;
  std::size_t across = 0;
};

std::vector<LineSample> lineSamples(const std::vector<Segment>& segments, const cv::Matx33d& g,
                                    int size) {
  const cv::Matx33d inv = g.inv();
  const double n = size - 1;
  std::vector<LineSample> out;
  for (const auto& sg : segments) {
    const cv::Point2d a = apply(inv, sg.a.x, sg.a.y), b = apply(inv, sg.b.x, sg.b.y);
    const cv::Point2d d = b - a;
    const double len = cv::norm(d);
    if (len < 1e-9) continue;
    // Across: the grid coordinate that stays constant along a line of this direction.
    std::size_t across = 2;
    if (std::abs(d.y) <= kAlongRatio * std::abs(d.x))
      across = 1;  // runs along a row
    else if (std::abs(d.x) <= kAlongRatio * std::abs(d.y))
      across = 0;  // runs along a column
    if (across > 1) continue;
    const int samples = std::max(2, static_cast<int>(std::ceil(4 * len)));
    for (int i = 0; i < samples; ++i) {
      const cv::Point2d q = a + d * ((i + 0.5) / samples);
      // The outer lines count (on a near-full board they are often the only column lines seen);
      // the board's rim, half a cell or so beyond them, does not.
      if (q.x < -0.25 || q.y < -0.25 || q.x > n + 0.25 || q.y > n + 0.25) continue;
      out.push_back({q, len / samples, across});
    }
  }
  return out;
}

// The projective snap (see snapToSeenLines): samples this far (cells, across) from their nearest
// line are left out of a round's fit; rounds of reweighting; the ridge toward no move, per cell of
// line seen, for the six affine parameters and (much stiffer, as they scale with the grid's size)
// the two perspective ones; the largest corner move (cells) a snap may make. Set once on the
// dense boards g01/g02 (branch locate9-probe), not tuned.
constexpr double kSnapWindow = 0.25;
constexpr int kSnapRounds = 6;
// Two more snaps follow the first, from where it ended, with this narrower window: the pieces on
// stone rims and grain it still counted are left out (dense boards g01/g02: the grid picked is
// 0.58% off on average after one snap, 0.36% after three).
constexpr double kSnapFineWindow = 0.12;
constexpr int kSnapFinePasses = 2;
constexpr double kSnapRidge = 5.0;
constexpr double kSnapRidgePerspective = 2000.0;
constexpr double kMaxSnapMove = 1.5;

}  // namespace

SeenLines segmentsOnLines(const std::vector<Segment>& segments, const cv::Matx33d& g, int size) {
  double seen = 0, on = 0;
  std::array<double, 2> weight{}, sumCos{}, sumSin{};
  for (const LineSample& s : lineSamples(segments, g, size)) {
    const double c = s.across == 1 ? s.at.y : s.at.x;
    seen += s.weight;
    on += s.weight * (std::abs(c - std::round(c)) < kOnLine);
    weight[s.across] += s.weight;
    sumCos[s.across] += s.weight * std::cos(2 * CV_PI * c);
    sumSin[s.across] += s.weight * std::sin(2 * CV_PI * c);
  }
  SeenLines out;
  if (seen < kMinSeenCells) return out;
  out.onLines = on / seen;
  double* offset[2] = {&out.offset.x, &out.offset.y};
  double* concentration[2] = {&out.concentration.x, &out.concentration.y};
  for (std::size_t k = 0; k < 2; ++k) {
    if (weight[k] < 0.5 * kMinSeenCells) continue;
    *offset[k] = std::atan2(sumSin[k], sumCos[k]) / (2 * CV_PI);
    *concentration[k] = std::hypot(sumSin[k], sumCos[k]) / weight[k];
  }
  return out;
}

namespace {

// One snap (see snapToSeenLines), samples within `window` of a line counted.
cv::Matx33d snapOnce(const std::vector<Segment>& segments, const cv::Matx33d& g, int size,
                     double window) {
  const SeenLines seen = segmentsOnLines(segments, g, size);
  if (seen.onLines < 0) return g;
  const cv::Matx33d shifted = g * cv::Matx33d(1, 0, seen.offset.x, 0, 1, seen.offset.y, 0, 0, 1);
  const std::vector<LineSample> samples = lineSamples(segments, shifted, size);
  // A direction with too little line seen (as for its offset) is not fitted: a few stray pieces
  // would move it as they please.
  std::array<double, 2> seenAlong{};
  for (const LineSample& s : samples) seenAlong[s.across] += s.weight;
  // h maps the shifted grid's coordinates to the snapped grid's: (h0 x + h1 y + h2, h3 x + h4 y +
  // h5) / (h6 x + h7 y + 1). A sample on line k of its direction asks (h0 x + h1 y + h2) =
  // k (h6 x + h7 y + 1) for a column piece, likewise with h3..h5 for a row piece: linear in h.
  const std::array<double, 8> none{1, 0, 0, 0, 1, 0, 0, 0};
  cv::Matx33d h = cv::Matx33d::eye();
  for (int round = 0; round < kSnapRounds; ++round) {
    cv::Matx<double, 8, 8> a = cv::Matx<double, 8, 8>::zeros();
    cv::Matx<double, 8, 1> b = cv::Matx<double, 8, 1>::zeros();
    for (int i = 0; i < 8; ++i) {
      a(i, i) = i < 6 ? kSnapRidge : kSnapRidgePerspective;
      b(i) = a(i, i) * none[static_cast<std::size_t>(i)];
    }
    for (const LineSample& s : samples) {
      if (seenAlong[s.across] < 0.5 * kMinSeenCells) continue;
      const cv::Point2d m = apply(h, s.at.x, s.at.y);
      const double c = s.across == 1 ? m.y : m.x;
      const double k = std::round(c);
      if (std::abs(c - k) >= window) continue;
      std::array<double, 8> row{};
      const std::size_t base = s.across == 1 ? 3 : 0;
      row[base] = s.at.x;
      row[base + 1] = s.at.y;
      row[base + 2] = 1;
      row[6] = -k * s.at.x;
      row[7] = -k * s.at.y;
      // Only five of the eight entries are non-zero (the other direction's three are not).
      const std::array<std::size_t, 5> used{base, base + 1, base + 2, 6, 7};
      for (std::size_t i : used) {
        b(static_cast<int>(i)) += s.weight * row[i] * k;
        for (std::size_t j : used)
          a(static_cast<int>(i), static_cast<int>(j)) += s.weight * row[i] * row[j];
      }
    }
    cv::Mat p;
    if (!cv::solve(cv::Mat(a), cv::Mat(b), p, cv::DECOMP_CHOLESKY)) return g;
    h = cv::Matx33d(p.at<double>(0), p.at<double>(1), p.at<double>(2), p.at<double>(3),
                    p.at<double>(4), p.at<double>(5), p.at<double>(6), p.at<double>(7), 1);
  }
  const double det = cv::determinant(h);
  if (!(det > 1e-6)) return g;
  const cv::Matx33d hInv = h.inv();
  const double n = size - 1;
  const std::array<std::pair<double, double>, 4> corners{{{0.0, 0.0}, {n, 0.0}, {n, n}, {0.0, n}}};
  for (auto [x, y] : corners) {
    const cv::Point2d q = apply(hInv, x, y);
    // The snapped grid's corner, in the shifted grid's cells.
    if (std::hypot(q.x - x, q.y - y) > kMaxSnapMove) return g;
  }
  return shifted * hInv;
}

}  // namespace

cv::Matx33d snapToSeenLines(const std::vector<Segment>& segments, const cv::Matx33d& g, int size) {
  cv::Matx33d snapped = snapOnce(segments, g, size, kSnapWindow);
  for (int pass = 0; pass < kSnapFinePasses; ++pass)
    snapped = snapOnce(segments, snapped, size, kSnapFineWindow);
  return snapped;
}

GridEvidence gatherEvidence(const cv::Mat& response, double threshold, const cv::Mat& hidden,
                            const std::vector<Disc>& discs, const cv::Matx33d& g, int size,
                            const std::vector<Segment>& segments) {
  GridEvidence e;
  if (!segments.empty()) {
    const SeenLines seen = segmentsOnLines(segments, g, size);
    e.seenOnLines = seen.onLines;
    e.lineOffset = seen.offset;
    e.lineConcentration = seen.concentration;
  }
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

double seenLinesTerm(const GridEvidence& e) {
  // Set on dense-boards g01/g02 alone (branch locate9): the line pieces seen lie 0.78-1.0 on the
  // true grids' lines and 0.85-0.97 on the snapped grids within 1%; the wrong grids picked there
  // read 0.35-0.86 with far less line support. A grid one line off reads the same share: the
  // board's edge (the end margin) and the region pass's rivals tell those apart.
  return e.seenOnLines >= 0 ? kSeenLinesWeight * (e.seenOnLines - kSeenLinesBase) : 0.0;
}

namespace {

// confidenceOf with `extra` added to its score.
double confidenceWith(const GridEvidence& e, double extra) {
  // Set on dense-boards, corners-only and photos together (c6rec eval prints the resulting table):
  // every wrong grid seen had its visible lines at most 52% supported and, where stones were
  // found, at most 60% of them on its intersections; right grids 47% and up, and 85% and up.
  // Without stones to vouch for it, a grid needs a little more line support.
  // The line pieces seen (between stones, at the board's rim) lie on the true grid's lines; a
  // grid whose lines sit a fifth of a cell or more beside where they clearly are is not the
  // board's, whatever its stones say (a grid moved toward the stone tops finds them on its points).
  // Where they clearly lie on the grid's lines, they vouch for it (see seenLinesTerm): on a
  // near-full board little else can.
  for (int k : {0, 1}) {
    const double offset = k ? e.lineOffset.y : e.lineOffset.x;
    const double concentration = k ? e.lineConcentration.y : e.lineConcentration.x;
    if (concentration >= kClearLines && std::abs(offset) > kMaxLineOffset) return 0.0;
  }
  const bool stonesCount = e.stonesInside >= kMinStonesToJudge;
  const double z =
      e.lineSupport + (stonesCount ? 0.5 * (e.stonesOnPoints - 0.6) : -0.05) + seenLinesTerm(e);
  return std::clamp((z + extra - 0.45) / 0.2, 0.0, 1.0);
}

}  // namespace

double confidenceOf(const GridEvidence& e) {
  return confidenceWith(e, 0.0);
}

double confidenceWithEndOf(const GridEvidence& e) {
  return confidenceWith(e, 0.5 * e.endMargin);
}

}  // namespace c6::vision
