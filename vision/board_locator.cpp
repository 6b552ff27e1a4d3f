#include "vision/board_locator.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <opencv2/core/utility.hpp>
#include <opencv2/imgproc.hpp>

#include "vision/grid_refine.h"
#include "vision/lattice_1d.h"
#include "vision/light_balance.h"
#include "vision/line_families.h"
#include "vision/locator_discs.h"
#include "vision/locator_region_search.h"
#include "vision/locator_verify.h"
#include "vision/locator_work.h"
#include "vision/rectification.h"

namespace c6::vision {

namespace locator {

namespace {

// Detection runs on a copy whose long side is this many pixels, so every length below is relative
// to the image, whatever the camera's resolution.
constexpr double kWorkLongSide = 800.0;
// Lines seen in each direction before a lattice is believed.
constexpr int kMinLatticeLines = 9;
// Mean fraction of a grid line's probes that must see it.
constexpr double kMinSupport = 0.35;
constexpr double kProbeThresholdRatio = 0.7;
// Largest amplification of locally weak line evidence (see normaliseLineResponse): enough for the
// far half of a board seen at a low angle, not so much that noise on plain wood becomes lines.
constexpr double kMaxLineGain = 3.0;
// Part of a disc's radius that hides the line under it (a stone's rim still shows wood around it).
constexpr double kHiddenRadius = 0.8;

// The grey the lines and stones are sought in, with the light's colour undone first (see
// lightGains): under a saturated light the luminance of the raw channels keeps little contrast.
cv::Mat toGray(const cv::Mat& image, const cv::Vec3d& gains) {
  cv::Mat gray = balancedGrey(image, gains);
  if (gray.depth() != CV_8U) {
    double lo = 0, hi = 0;
    cv::minMaxLoc(gray, &lo, &hi);
    gray.convertTo(gray, CV_8U, hi > lo ? 255.0 / (hi - lo) : 1.0,
                   hi > lo ? -lo * 255.0 / (hi - lo) : 0.0);
  }
  return gray;
}

}  // namespace

// Working image -> original image pixels (resize maps pixel centres, not pixel corners).
cv::Matx33d workToImage(double scale) {
  double o = 0.5 / scale - 0.5;
  return {1 / scale, 0, o, 0, 1 / scale, o, 0, 0, 1};
}

cv::Point2d apply(const cv::Matx33d& h, double x, double y) {
  cv::Vec3d p = h * cv::Vec3d(x, y, 1.0);
  return {p[0] / p[2], p[1] / p[2]};
}

namespace {

double shoelace(const std::array<cv::Point2d, 4>& p) {
  double s = 0;
  for (int i = 0; i < 4; ++i) {
    const auto& a = p[static_cast<std::size_t>(i)];
    const auto& b = p[static_cast<std::size_t>((i + 1) % 4)];
    s += a.x * b.y - b.x * a.y;
  }
  return 0.5 * s;
}

bool convex(const std::array<cv::Point2d, 4>& p) {
  int sign = 0;
  for (int i = 0; i < 4; ++i) {
    cv::Point2d a = p[static_cast<std::size_t>(i)], b = p[static_cast<std::size_t>((i + 1) % 4)],
                c = p[static_cast<std::size_t>((i + 2) % 4)];
    double z = (b - a).cross(c - b);
    int s = z > 0 ? 1 : (z < 0 ? -1 : 0);
    if (s == 0 || (sign != 0 && s != sign)) return false;
    sign = s;
  }
  return true;
}

}  // namespace

// Renumbers the grid into image orientation: corners clockwise on screen, the last row (row 1 of
// the record) the edge lowest in the image, as records count rows from the image's bottom. (The
// corner nearest the image's top-left chose a board turned 30-40 degrees in the picture, a camera
// off to one side, a quarter turn wrong: every stone of the game on another point.)
BoardLocation orient(const cv::Matx33d& g, double quality) {
  const double n = kSize - 1;
  std::array<cv::Point2d, 4> c{apply(g, 0, 0), apply(g, n, 0), apply(g, n, n), apply(g, 0, n)};
  if (shoelace(c) < 0) std::swap(c[1], c[3]);  // mirror: keep corner 0, reverse the cycle
  // Starting at `first`, the last row runs from corner first+2 to first+3.
  auto bottomY = [&](std::size_t first) { return c[(first + 2) % 4].y + c[(first + 3) % 4].y; };
  std::size_t first = 0;
  for (std::size_t i = 1; i < 4; ++i)
    if (bottomY(i) > bottomY(first)) first = i;
  std::array<cv::Point2f, 4> corners;
  for (std::size_t i = 0; i < 4; ++i) {
    const auto& p = c[(first + i) % 4];
    corners[i] = cv::Point2f(static_cast<float>(p.x), static_cast<float>(p.y));
  }
  return BoardLocation::fromCorners(corners, kSize, quality);
}

namespace {

std::optional<Work> prepare(const cv::Mat& image) {
  if (image.empty() || image.dims != 2) return std::nullopt;
  Work w;
  w.image = image;
  w.gains = lightGains(image);
  cv::Mat gray = toGray(image, w.gains);
  w.scale = kWorkLongSide / std::max(gray.cols, gray.rows);
  cv::resize(gray, w.gray, {}, w.scale, w.scale, w.scale < 1 ? cv::INTER_AREA : cv::INTER_LINEAR);
  w.response = darkLineResponse(w.gray);
  w.threshold = lineThreshold(w.response);
  // Far lines under a low camera, shade and sun patches weaken the evidence in parts of the board;
  // evened out, one threshold serves the whole image (texture is told from lines by isolation).
  w.response = normaliseLineResponse(w.response, w.threshold, kMaxLineGain);
  // Probes along predicted lines also demand a lone ridge (local contrast), so they can accept
  // fainter lines than the segment search, which sees the whole image.
  w.probeThreshold = kProbeThresholdRatio * w.threshold;
  return w;
}

// Stones hide the lines under them: from now on a line is judged by the probes that can see it,
// and stone centres stand in for lines the segments miss.
void addStones(Work& w) {
  if (w.image.depth() == CV_8U && (w.image.channels() == 3 || w.image.channels() == 4)) {
    cv::Mat bgr;
    if (w.image.channels() == 4)
      cv::cvtColor(w.image, bgr, cv::COLOR_BGRA2BGR);
    else
      bgr = w.image;
    cv::resize(bgr, bgr, w.gray.size(), 0, 0, w.scale < 1 ? cv::INTER_AREA : cv::INTER_LINEAR);
    w.discs = findStoneDiscs(bgr, w.gains);
  } else {
    w.discs = findDiscs(w.gray);
  }
  w.hidden = cv::Mat::zeros(w.gray.size(), CV_8U);
  for (const auto& d : w.discs)
    cv::circle(w.hidden, cv::Point(cvRound(d.centre.x), cvRound(d.centre.y)),
               cvRound(kHiddenRadius * d.radius), cv::Scalar(255), cv::FILLED);
}

}  // namespace

// A grid (working pixels) of fewer than ~5 px per cell, in the working image (else lines cannot be
// told from texture) or in the image as given (a small image is enlarged to the working size, but
// its cells stay too small to read stones in, whatever the lines seen say).
bool tooSmall(const cv::Matx33d& g, double scale) {
  const double n = kSize - 1;
  const double area =
      std::abs(shoelace({apply(g, 0, 0), apply(g, n, 0), apply(g, n, n), apply(g, 0, n)}));
  const double least = std::pow(5.0 * n, 2);
  return area < least || area / (scale * scale) < least;
}

double fitOf(const GridEvidence& e) {
  const bool stonesCount = e.stonesInside >= 20;
  return e.lineSupport + (stonesCount ? 0.5 * (e.stonesOnPointsAsSeen - 0.6) : -0.05) +
         0.5 * e.endMargin + seenLinesTerm(e);
}

cv::Matx33d variantOf(const cv::Matx33d& g, const Variant& v) {
  return g * cv::Matx33d(v.sx, 0, v.dx - (v.sx - 1) * kN / 2, 0, v.sy, v.dy - (v.sy - 1) * kN / 2,
                         0, 0, 1);
}

namespace {

// Whether the surface goes on past the line beyond a grid's side: the middles of the cells 1.5
// and 2.5 cells outside the grid's outer line both look like its own outer cells (median
// brightness along the side). A board's wood ends about a cell past its outer lines (its border
// and side face, seen in perspective, can reach 1.5 cells: corners-only); a paper grid or a larger
// drawn lattice goes on, and then the grid could as well be moved a line that way. False when too
// little of those strips lies in the image (a board filling the picture).
bool surfaceGoesOn(const cv::Mat& gray, const cv::Matx33d& g, int side) {
  const auto at = [&](double across, double along) -> cv::Point2d {
    switch (side) {
      case 0:
        return apply(g, along, -across);
      case 1:
        return apply(g, kN + across, along);
      case 2:
        return apply(g, along, kN + across);
      default:
        return apply(g, -across, along);
    }
  };
  const auto median = [](std::vector<double>& v) {
    std::nth_element(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(v.size() / 2), v.end());
    return v[v.size() / 2];
  };
  const cv::Rect bounds(0, 0, gray.cols, gray.rows);
  std::array<double, 3> level{};
  const std::array<double, 3> across{-0.5, 1.5, 2.5};
  for (std::size_t i = 0; i < across.size(); ++i) {
    std::vector<double> seen;
    for (int k = 0; k < kSize - 1; ++k) {
      const cv::Point2d p = at(across[i], k + 0.5);
      const cv::Point q(cvRound(p.x), cvRound(p.y));
      if (bounds.contains(q)) seen.push_back(gray.at<std::uint8_t>(q));
    }
    if (2 * seen.size() < kSize - 1) return false;
    level[i] = median(seen);
  }
  const double tolerance = std::max(12.0, 0.1 * level[0]);
  return std::abs(level[1] - level[0]) <= tolerance && std::abs(level[2] - level[0]) <= tolerance;
}

// Verifies and packages a refined grid (working pixels); sets `why` when it is not a board.
std::optional<BoardLocation> accept(const Work& w, const cv::Matx33d& g, std::string& why,
                                    LocatorTrace* trace, bool rivals) {
  const double n = kSize - 1;
  std::array<cv::Point2d, 4> c{apply(g, 0, 0), apply(g, n, 0), apply(g, n, n), apply(g, 0, n)};
  if (!convex(c)) {
    why = "grid not convex";
    return std::nullopt;
  }
  if (tooSmall(g, w.scale)) {
    why = "grid too small";
    return std::nullopt;
  }
  const GridEvidence ev =
      gatherEvidence(w.response, w.probeThreshold, w.hidden, w.discs, g, kSize, w.segments);
  const double inner = ev.lineSupport;
  const std::array<double, 4>& beyond = ev.beyond;
  const std::array<double, 4>& beyond2 = ev.beyond2;
  double outer = (beyond[0] + beyond[1] + beyond[2] + beyond[3]) / 4.0;
  if (trace) {
    trace->innerSupport = inner;
    trace->outerSupport = beyond;
    trace->evidence = ev;
  }
  if (inner < kMinSupport) {
    why = "grid lines weakly seen (" + std::to_string(inner) + ")";
    return std::nullopt;
  }
  // A board's grid ends: the board edge may look like one more line, but a lattice that goes on
  // for two more lines beyond a side is paper, tiles or a bigger grid.
  for (std::size_t side = 0; side < 4; ++side)
    if (beyond[side] > 0.6 * inner && beyond2[side] > 0.6 * inner) {
      why = "lattice does not end at the board edge";
      return std::nullopt;
    }
  // The edges' line beyond may be the board's edge, read like a line (a board filling the picture
  // reads it stronger than its own lines): that alone does not tell a lattice one line off. Where
  // the surface goes on past it, a grid moved a line that way must be clearly worse.
  if (rivals) {
    const double fit = fitOf(ev);
    for (const Variant& v : kVariants) {
      if (v.side < 0 || !surfaceGoesOn(w.gray, g, v.side)) continue;
      const double other = fitOf(gatherEvidence(w.response, w.probeThreshold, w.hidden, w.discs,
                                                variantOf(g, v), kSize, w.segments));
      if (fit - other < kMinLead) {
        char buf[128];
        std::snprintf(
            buf, sizeof buf,
            "grid does not clearly beat itself %s, the surface going on (fit %.2f vs %.2f)", v.name,
            fit, other);
        why = buf;
        return std::nullopt;
      }
    }
  }
  double quality = std::clamp(inner - 0.5 * outer, 0.0, 1.0);
  BoardLocation found = orient(workToImage(w.scale) * g, quality);
  found.confidence = ev.confidence;
  return found;
}

}  // namespace

// One pass of the search: line families -> lattices (from segments, and from stone centres when
// `w` has them) -> refined grids -> the best checked. Sets `trace` as it goes.
std::optional<BoardLocation> search(const Work* w, const std::vector<Segment>& segs,
                                    LocatorTrace* trace, std::vector<cv::Matx33d>* grids) {
  std::string why;
  auto fail = [&](std::string reason) -> std::optional<BoardLocation> {
    if (trace) trace->rejection = std::move(reason);
    return std::nullopt;
  };
  if (segs.size() < 2 * kMinLatticeLines) return fail("too few line segments");
  // Clutter (carpet, wood grain, a table edge) can form families too: several are kept and every
  // crossing pair is tried; the pair whose lattice the image supports best wins.
  std::vector<LineFamily> families = findLineFamilies(segs, 4);
  const cv::Point2d centre(w->gray.cols / 2.0, w->gray.rows / 2.0);
  const double longSide = std::max(w->gray.cols, w->gray.rows);

  struct Candidate {
    cv::Matx33d grid;
    double support = 0;
    std::size_t a = 0, b = 0;
  };
  std::optional<Candidate> best;
  std::string lastWhy = "no two line directions";
  for (std::size_t a = 0; a < families.size(); ++a)
    for (std::size_t b = a + 1; b < families.size(); ++b) {
      cv::Vec2d da = directionAt(families[a].vanishingPoint, centre),
                db = directionAt(families[b].vanishingPoint, centre);
      if (std::abs(da.dot(db)) > std::cos(25.0 * CV_PI / 180.0)) continue;
      cv::Point2d reference(0, 0);
      double weight = 0;
      for (std::size_t f : {a, b})
        for (int i : families[f].members) {
          const Segment& s = segs[static_cast<std::size_t>(i)];
          reference += cv::Point2d(0.5 * (s.a.x + s.b.x), 0.5 * (s.a.y + s.b.y)) *
                       static_cast<double>(s.length());
          weight += s.length();
        }
      reference *= 1.0 / weight;
      auto rect = rectifyingHomography(families[a].vanishingPoint, families[b].vanishingPoint,
                                       centre, longSide, reference);
      if (!rect) {
        lastWhy = "line directions inconsistent with a plane";
        continue;
      }
      // Family a becomes horizontal (its lines have constant v), family b vertical (constant u).
      std::optional<Lattice1d> lattice[2];
      for (int f = 0; f < 2; ++f) {
        const LineFamily& fam = families[f == 0 ? a : b];
        std::vector<double> pos, wt;
        for (int i : fam.members) {
          const Segment& s = segs[static_cast<std::size_t>(i)];
          // Beyond (or at) the vanishing line: not on the board's plane side.
          cv::Vec3d pa = *rect * cv::Vec3d(s.a.x, s.a.y, 1.0),
                    pb = *rect * cv::Vec3d(s.b.x, s.b.y, 1.0);
          if (pa[2] < 0.05 || pb[2] < 0.05) continue;
          cv::Point2d p(pa[0] / pa[2], pa[1] / pa[2]), q(pb[0] / pb[2], pb[1] / pb[2]);
          pos.push_back(f == 0 ? 0.5 * (p.y + q.y) : 0.5 * (p.x + q.x));
          wt.push_back(s.length());
        }
        lattice[f] = fitLattice(findLinePeaks(pos, wt), kSize, kMinLatticeLines);
        if (lattice[f] || w->discs.empty()) continue;
        // Stones hide the lines of a full board, but they sit on them: their centres mark the
        // lines.
        for (const auto& d : w->discs) {
          cv::Vec3d p = *rect * cv::Vec3d(d.centre.x, d.centre.y, 1.0);
          if (p[2] < 0.05) continue;
          pos.push_back(f == 0 ? p[1] / p[2] : p[0] / p[2]);
          wt.push_back(2.0 * d.radius);
        }
        lattice[f] = fitLattice(findLinePeaks(pos, wt), kSize, kMinLatticeLines);
      }
      if (!lattice[0] || !lattice[1]) {
        lastWhy = "no 19-line lattice in both directions";
        continue;
      }
      // Grid (i, j): i counts the vertical lines (u), j the horizontal ones (v).
      const cv::Matx33d gridToRect(lattice[1]->spacing, 0, lattice[1]->origin, 0,
                                   lattice[0]->spacing, lattice[0]->origin, 0, 0, 1);
      const cv::Matx33d initial = rect->inv() * gridToRect;
      auto refined = refineGrid(w->response, w->probeThreshold, initial, kSize, 1, w->hidden);
      if (!refined) {
        lastWhy = "grid lines not found around the lattice";
        continue;
      }
      if (grids) grids->push_back(*refined);
      double support =
          measureSupport(w->response, w->probeThreshold, *refined, kSize, w->hidden).inner(kSize);
      if (trace) {
        const GridEvidence ev = gatherEvidence(w->response, w->probeThreshold, w->hidden, w->discs,
                                               *refined, kSize, w->segments);
        trace->candidates.push_back(
            {orient(workToImage(w->scale) * *refined, support), ev.confidence});
      }
      if (!best || support > best->support) best = Candidate{*refined, support, a, b};
      if (trace && best && best->a == a && best->b == b)
        trace->initial = orient(workToImage(w->scale) * initial, 0.0);
    }
  if (!best) return fail(lastWhy);
  if (trace) {
    for (int i : families[best->a].members) trace->family[static_cast<std::size_t>(i)] = 0;
    for (int i : families[best->b].members) trace->family[static_cast<std::size_t>(i)] = 1;
  }
  auto refined = refineGrid(w->response, w->probeThreshold, best->grid, kSize, 2, w->hidden);
  if (!refined) return fail("grid lines not found around the lattice");
  if (trace) trace->candidate = orient(workToImage(w->scale) * *refined, 0.0);
  auto found = accept(*w, *refined, why, trace, true);
  if (!found) return fail(why);
  return found;
}

}  // namespace locator

using namespace locator;

std::optional<BoardLocation> locateBoard(const cv::Mat& image, LocatorTrace* trace) {
  if (image.empty() || std::min(image.cols, image.rows) < 32) {
    if (trace) trace->rejection = "image too small";
    return std::nullopt;
  }
  Stages stages(trace != nullptr);
  auto w = prepare(image);
  if (!w) {
    if (trace) trace->rejection = "unusable image";
    return std::nullopt;
  }
  w->segments = detectSegments(w->response, w->threshold);
  const std::vector<Segment>& segs = w->segments;
  stages.lap("line response and segments");
  const auto inv = static_cast<float>(1.0 / w->scale);
  if (trace) {
    for (const auto& s : segs) trace->segments.push_back({s.a * inv, s.b * inv});
    trace->family.assign(segs.size(), -1);
  }
  // Lines alone find most boards, quickly. Only when they do not convince, the stones are found
  // too (they cost as much again) and the search runs once more with them.
  LocatorTrace first;
  if (trace) first = *trace;
  auto found = search(&*w, segs, trace ? &first : nullptr);
  stages.lap("lines");
  if (found && found->confidence >= kMinConfidence) {
    if (trace) *trace = std::move(first);
    stages.into(trace);
    return found;
  }
  addStones(*w);
  stages.lap("stone discs");
  LocatorTrace second;
  if (trace) {
    second = *trace;
    for (Disc d : w->discs) {
      d.centre *= inv;
      d.radius *= inv;
      second.discs.push_back(d);
    }
  }
  std::vector<cv::Matx33d> lineGrids;
  auto again = search(&*w, segs, trace ? &second : nullptr, &lineGrids);
  stages.lap("lines and stones");
  if (again && again->confidence >= kMinConfidence) {
    if (trace) *trace = std::move(second);
    stages.into(trace);
    return again;
  }
  // Lines and stones alone are not sure enough: the board's region bounds where the lattice may be.
  LocatorTrace third;
  if (trace) third = second;
  std::string why;
  auto fromRegion = searchRegion(image, *w, segs, lineGrids, trace ? &third : nullptr, why, stages);
  stages.lap("region checks");
  if (fromRegion) {
    if (trace) {
      *trace = std::move(third);
      trace->rejection.clear();
    }
    stages.into(trace);
    return fromRegion;
  }
  // Neither pass is sure enough: say why, with the grid that came closest.
  const bool firstCloser = found && (!again || found->confidence >= again->confidence);
  if (trace) *trace = std::move(firstCloser || (!again && !second.candidate) ? first : second);
  if (trace && (found || again)) {
    char buf[96];
    std::snprintf(buf, sizeof buf, "grid not clearly the board's (confidence %.2f < %.2f)",
                  firstCloser ? found->confidence : again->confidence, kMinConfidence);
    trace->rejection = buf;
  }
  if (trace) {
    trace->discs = second.discs;
    trace->regions = third.regions;
    trace->regionVerdict = why;
    for (const auto& c : third.candidates)
      if (c.cue != "lines") trace->candidates.push_back(c);
    trace->rejection += (trace->rejection.empty() ? "" : "; ") + why;
  }
  stages.into(trace);
  return std::nullopt;
}

std::vector<GridEvidence> evidenceAt(const cv::Mat& image,
                                     const std::vector<cv::Matx33d>& gridsToImage) {
  auto w = prepare(image);
  if (!w) return std::vector<GridEvidence>(gridsToImage.size());
  w->segments = detectSegments(w->response, w->threshold);
  addStones(*w);
  std::vector<GridEvidence> out;
  for (const auto& gridToImage : gridsToImage)
    out.push_back(gatherEvidence(w->response, w->probeThreshold, w->hidden, w->discs,
                                 workToImage(w->scale).inv() * gridToImage, kSize, w->segments));
  return out;
}

std::optional<BoardLocation> refineBoard(const cv::Mat& image, const BoardLocation& prior) {
  auto w = prepare(image);
  if (!w) return std::nullopt;
  const cv::Matx33d toWork = workToImage(w->scale).inv();
  auto refined = refineGrid(w->response, w->probeThreshold, toWork * prior.gridToImage, prior.size,
                            2, w->hidden);
  if (!refined) return std::nullopt;
  std::string why;
  return accept(*w, *refined, why, nullptr, false);
}

}  // namespace c6::vision
