#include "vision/locator_region_search.h"

#include <algorithm>
#include <cstdio>
#include <opencv2/core/utility.hpp>
#include <opencv2/imgproc.hpp>

#include "vision/grid_refine.h"
#include "vision/locator_region.h"
#include "vision/locator_region_grid.h"
#include "vision/locator_stone_lattice.h"

namespace c6::vision::locator {

namespace {

// Region lattices tried (each refined and checked).
constexpr int kRegionCandidates = 4;

// Margins (cells) between a board region's edges and a seed's outer lines: the region is the
// board's outer edge, about 0.8-0.9 cell beyond the outer lines on the dense boards g01-g03 (one
// physical board; branch locate9-probe), so several margins around that, each snapped.
constexpr std::array<double, 3> kRegionMargins{0.6, 0.85, 1.1};
// The usual of those margins: where a grid's board would end.
constexpr double kBoardEdgeMargin = 0.85;
constexpr const char* kNoRegion =
    "no board region (no large four-sided area set apart from its surroundings)";

// The grid whose outer lines lie `margin` cells inside the region quad's edges (the quad rectified
// to a square): a seed for the snap onto the seen lines.
cv::Matx33d marginSeed(const std::array<cv::Point2d, 4>& quad, double margin) {
  const std::vector<cv::Point2f> unit{{0, 0}, {1, 0}, {1, 1}, {0, 1}};
  std::vector<cv::Point2f> to;
  for (const auto& p : quad) to.emplace_back(p);
  const cv::Matx33d unitToImage(cv::getPerspectiveTransform(unit, to));
  const double n = kSize - 1, m = margin / (n + 2 * margin);
  return unitToImage * cv::Matx33d((1 - 2 * m) / n, 0, m, 0, (1 - 2 * m) / n, m, 0, 0, 1);
}

// Two grids whose corners lie apart by more than half a cell (mean over the corners, in cells; each
// corner against the nearest of the other grid's, as two cues may number the same grid
// differently).
bool differentGrids(const cv::Matx33d& a, const cv::Matx33d& b) {
  const double n = kSize - 1;
  const std::array<std::pair<double, double>, 4> corners{{{0.0, 0.0}, {n, 0.0}, {n, n}, {0.0, n}}};
  double d = 0, cell = 0;
  for (auto [x, y] : corners) {
    double nearest = 1e18;
    for (auto [u, v] : corners)
      nearest = std::min(nearest, cv::norm(apply(a, x, y) - apply(b, u, v)));
    d += nearest;
    cell += cv::norm(apply(a, x + 1, y) - apply(a, x, y));
  }
  return d > 0.5 * cell;
}

}  // namespace

std::array<cv::Point2d, 4> lineGridQuad(const cv::Matx33d& grid, double margin) {
  const double lo = -margin, hi = kSize - 1 + margin;
  return {apply(grid, lo, lo), apply(grid, hi, lo), apply(grid, hi, hi), apply(grid, lo, hi)};
}

std::optional<BoardLocation> searchRegion(const cv::Mat& image, const Work& w,
                                          const std::vector<Segment>& segs,
                                          const std::vector<cv::Matx33d>& lineGrids,
                                          LocatorTrace* trace, std::string& why, Stages& stages) {
  std::vector<Disc> stones = w.discs;
  for (auto& d : stones) {
    d.centre = (d.centre + cv::Point2f(0.5f, 0.5f)) * static_cast<float>(1.0 / w.scale) -
               cv::Point2f(0.5f, 0.5f);
    d.radius *= static_cast<float>(1.0 / w.scale);
  }
  const std::vector<BoardRegion> regions = findBoardRegions(image, stones, w.gains);
  stages.lap("region segmentation");
  if (regions.empty() && lineGrids.empty()) {
    why = kNoRegion;
    return std::nullopt;
  }
  const cv::Matx33d toWork = workToImage(w.scale).inv();
  struct Checked {
    cv::Matx33d grid;
    GridEvidence ev;
    double fit = 0;
  };
  std::vector<Checked> checked;
  auto check = [&](const cv::Matx33d& g) {
    const GridEvidence ev =
        gatherEvidence(w.response, w.probeThreshold, w.hidden, w.discs, g, kSize, w.segments);
    return Checked{g, ev, fitOf(ev)};
  };
  // Every seed snapped onto the line pieces seen (the region and the stone tops leave it a fraction
  // of a cell off, stretched toward the camera); the snapped grids compete with the rest.
  auto snapAll = [&](const std::vector<cv::Matx33d>& seeds) {
    std::vector<Checked> snapped(seeds.size());
    cv::parallel_for_(cv::Range(0, static_cast<int>(seeds.size())), [&](const cv::Range& r) {
      for (int i = r.start; i < r.end; ++i)
        snapped[static_cast<std::size_t>(i)] =
            check(snapToSeenLines(w.segments, seeds[static_cast<std::size_t>(i)], kSize));
    });
    for (const Checked& c : snapped) {
      if (trace)
        trace->candidates.push_back(
            {orient(workToImage(w.scale) * c.grid, c.ev.lineSupport), c.ev.confidence, "snapped"});
      checked.push_back(c);
    }
  };
  std::vector<cv::Matx33d> regionLineGrids;
  for (const auto& region : regions) {
    std::array<cv::Point2d, 4> quad;
    for (std::size_t i = 0; i < 4; ++i) quad[i] = apply(toWork, region.quad[i].x, region.quad[i].y);
    if (trace) {
      std::array<cv::Point2f, 4> q;
      for (std::size_t i = 0; i < 4; ++i)
        q[i] =
            cv::Point2f(static_cast<float>(region.quad[i].x), static_cast<float>(region.quad[i].y));
      trace->regions.push_back(q);
    }
    // The line search again, with only the segments inside the region (grown a little): the table's
    // grain and the room's edges no longer compete with the grid for the vanishing points.
    const cv::Point2d mid = 0.25 * (quad[0] + quad[1] + quad[2] + quad[3]);
    std::vector<cv::Point2f> grown;
    for (const auto& p : quad) grown.emplace_back(mid + 1.06 * (p - mid));
    std::vector<Segment> inside;
    for (const auto& sg : segs)
      if (cv::pointPolygonTest(grown, sg.a, false) >= 0 &&
          cv::pointPolygonTest(grown, sg.b, false) >= 0)
        inside.push_back(sg);
    LocatorTrace sub;
    sub.family.assign(inside.size(), -1);
    search(&w, inside, &sub, &regionLineGrids);
    if (sub.candidate) {
      Checked c = check(toWork * sub.candidate->gridToImage);
      if (trace)
        trace->candidates.push_back(
            {orient(workToImage(w.scale) * c.grid, c.ev.lineSupport), c.ev.confidence, "region"});
      checked.push_back(c);
    }
    const std::vector<RegionLattice> lattices = latticesInRegion(
        quad, w.response, w.probeThreshold, w.hidden, w.discs, kSize, kRegionCandidates);
    // Each lattice is refined and checked on its own (pure functions of the image): with a free
    // core they run side by side, and the order they are kept in stays the lattices' order.
    std::vector<Checked> refinedLattices(lattices.size());
    cv::parallel_for_(cv::Range(0, static_cast<int>(lattices.size())), [&](const cv::Range& r) {
      for (int i = r.start; i < r.end; ++i) {
        const cv::Matx33d& grid = lattices[static_cast<std::size_t>(i)].grid;
        Checked& best = refinedLattices[static_cast<std::size_t>(i)];
        best = check(grid);
        // Lines, where they show, pin the grid better than the region and the stone tops do.
        if (auto refined = refineGrid(w.response, w.probeThreshold, grid, kSize, 2, w.hidden)) {
          Checked c = check(*refined);
          if (c.fit >= best.fit) best = c;
        }
      }
    });
    std::vector<cv::Matx33d> seeds;
    if (sub.candidate) seeds.push_back(checked.back().grid);
    for (const Checked& best : refinedLattices) {
      if (trace)
        trace->candidates.push_back({orient(workToImage(w.scale) * best.grid, best.ev.lineSupport),
                                     best.ev.confidence, "region"});
      checked.push_back(best);
      seeds.push_back(best.grid);
    }
    for (double margin : kRegionMargins) seeds.push_back(marginSeed(quad, margin));
    for (const auto& g : latticesFromStones(w.discs, quad, kSize, kRegionCandidates))
      seeds.push_back(g);
    snapAll(seeds);
  }
  // A steep view shows the board's side faces, and the bowls beside it, in the board's colours: the
  // region then takes them in, and rectified by its corners the stones lean and shrink across the
  // square too much for their lattice to be walked (dense-boards g01_IMG_1688: walks of 34 and 38
  // stones, 72 needed). The line search's grids (over the whole image and within each region), even
  // when lines off or unsure (16-18% of the side there), follow the board's plane through its
  // lines' vanishing points: their quads, where the board's edges would be, bound the stones'
  // lattice too (there: 1.0% off before the snap).
  std::vector<cv::Matx33d> lineSeeds;
  std::vector<cv::Matx33d> all = lineGrids;
  all.insert(all.end(), regionLineGrids.begin(), regionLineGrids.end());
  for (const cv::Matx33d& g : all)
    for (const auto& s :
         latticesFromStones(w.discs, lineGridQuad(g, kBoardEdgeMargin), kSize, kRegionCandidates))
      lineSeeds.push_back(s);
  snapAll(lineSeeds);
  stages.lap("region lattices");
  if (checked.empty()) {
    why = regions.empty() ? kNoRegion : "no lattice within the board region";
    return std::nullopt;
  }
  std::sort(checked.begin(), checked.end(),
            [](const Checked& a, const Checked& b) { return a.fit > b.fit; });
  // The grids within half a cell of the best fit are one hypothesis, read a little differently
  // (snapped or not, from one seed or another): when the best fit's own confidence is under the
  // bar, the hypothesis is judged by its most confident reading, which must still beat every
  // rival below.
  std::size_t pick = 0;
  if (checked.front().ev.confidence < kMinConfidence)
    for (std::size_t i = 1; i < checked.size(); ++i)
      if (!differentGrids(checked[i].grid, checked.front().grid) &&
          checked[i].ev.confidence > checked[pick].ev.confidence)
        pick = i;
  const Checked& win = checked[pick];
  if (trace) {
    trace->candidate = orient(workToImage(w.scale) * win.grid, 0.0);
    trace->evidence = win.ev;
    trace->innerSupport = win.ev.lineSupport;
    trace->outerSupport = win.ev.beyond;
  }
  char buf[160];
  if (tooSmall(win.grid, w.scale)) {
    why = "region lattice too small";
    return std::nullopt;
  }
  // The end margin counts too (as in its fit), but only for a grid that beats every rival below.
  const double confidence = std::max(win.ev.confidence, confidenceWithEndOf(win.ev));
  if (confidence < kMinConfidence) {
    std::snprintf(buf, sizeof buf,
                  "region lattice not clearly the board's (confidence %.2f < %.2f)", confidence,
                  kMinConfidence);
    why = buf;
    return std::nullopt;
  }
  // Rivals: every different hypothesis, and the winner moved by one line or stretched by one cell.
  std::vector<std::pair<Checked, std::string>> rivals;
  for (std::size_t i = 0; i < checked.size(); ++i)
    if (i != pick && differentGrids(checked[i].grid, win.grid))
      rivals.emplace_back(checked[i], "another lattice");
  for (const Variant& v : kVariants)
    rivals.emplace_back(check(variantOf(win.grid, v)), std::string("itself ") + v.name);
  for (const auto& [r, name] : rivals)
    if (win.fit - r.fit < kMinLead) {
      std::snprintf(buf, sizeof buf, "region lattice does not clearly beat %s (fit %.2f vs %.2f)",
                    name.c_str(), win.fit, r.fit);
      why = buf;
      return std::nullopt;
    }
  BoardLocation found =
      orient(workToImage(w.scale) * win.grid, std::clamp(win.ev.lineSupport, 0.0, 1.0));
  found.confidence = confidence;
  if (trace) trace->regionVerdict = "found";
  return found;
}

}  // namespace c6::vision::locator
