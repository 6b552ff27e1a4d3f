#include "vision/locator_region.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <opencv2/core/utility.hpp>
#include <opencv2/imgproc.hpp>
#include <vector>

#include "vision/bgr_image.h"
#include "vision/lab8.h"
#include "vision/light_balance.h"

namespace c6::vision {

namespace {

// Segmentation runs on a small copy: the region only has to bound the lattice to within a cell,
// and GrabCut's cost grows with the pixel count. Not smaller: at 140 px GrabCut takes 40% of its
// time at 200 px, but there (and at 180 px) 4 of the 135 corners-only photos lose their region.
constexpr double kRegionLongSide = 200.0;
// Two rounds of colour-model learning: more let the board's mixture spread into a table or sheet of
// similar colour (4 found 127 of the 135 corners-only photos, 2 find 130; dense-boards alike).
constexpr int kGrabCutIterations = 2;
// A board region covers at least this part of the image, and its piece fills at least this part
// of the fitted quadrilateral (stones and glare leave holes, the hull closes them).
constexpr double kMinAreaFraction = 0.08;
constexpr double kMinFill = 0.6;

// 8-bit BGR: GrabCut takes nothing else.
cv::Mat toBgr8(const cv::Mat& image) {
  cv::Mat bgr = toBgr(image);
  if (bgr.depth() != CV_8U) cv::normalize(bgr, bgr, 0, 255, cv::NORM_MINMAX, CV_8U);
  return bgr;
}

cv::Vec3d lineThrough(cv::Point2d a, cv::Point2d b) {
  return cv::Vec3d(a.x, a.y, 1.0).cross(cv::Vec3d(b.x, b.y, 1.0));
}

cv::Vec3d fittedLine(const std::vector<cv::Point2f>& points) {
  cv::Vec4f l;
  cv::fitLine(points, l, cv::DIST_HUBER, 0, 0.01, 0.01);
  return lineThrough({l[2], l[3]}, {l[2] + l[0], l[3] + l[1]});
}

// The quadrilateral whose sides are `side` (side s runs from corner s to s + 1). A corner further
// from q's than `tolerance` of its side's length means a side fit went astray: q's corner is kept.
std::array<cv::Point2d, 4> cornersOfSides(const std::array<cv::Vec3d, 4>& side,
                                          const std::array<cv::Point2d, 4>& q, double tolerance) {
  std::array<cv::Point2d, 4> out = q;
  for (std::size_t s = 0; s < 4; ++s) {
    const cv::Vec3d c = side[(s + 3) % 4].cross(side[s]);
    if (std::abs(c[2]) < 1e-9) continue;
    const cv::Point2d p(c[0] / c[2], c[1] / c[2]);
    if (cv::norm(p - q[s]) < tolerance * cv::norm(q[(s + 1) % 4] - q[s])) out[s] = p;
  }
  return out;
}

// The four-vertex simplification of a convex hull, or nothing when the hull is not four-sided.
std::optional<std::array<cv::Point2d, 4>> fourCorners(const std::vector<cv::Point>& hull) {
  const double perimeter = cv::arcLength(hull, true);
  for (double eps = 0.01; eps <= 0.12; eps += 0.01) {
    std::vector<cv::Point> poly;
    cv::approxPolyDP(hull, poly, eps * perimeter, true);
    if (poly.size() > 4) continue;
    if (poly.size() < 4) return std::nullopt;
    std::array<cv::Point2d, 4> q;
    for (std::size_t i = 0; i < 4; ++i) q[i] = cv::Point2d(poly[i]);
    return q;
  }
  return std::nullopt;
}

// Straight sides fitted to the hull points near each side of the simplified quadrilateral (away
// from its corners, which the hull cuts or rounds), intersected into the outer-edge corners.
std::array<cv::Point2d, 4> fitSides(const std::vector<cv::Point>& hull,
                                    const std::array<cv::Point2d, 4>& q) {
  std::array<std::vector<cv::Point2f>, 4> near;
  const std::size_t n = hull.size();
  for (std::size_t i = 0; i < n; ++i) {
    const cv::Point2d a(hull[i]), b(hull[(i + 1) % n]);
    const int steps = std::max(1, static_cast<int>(cv::norm(b - a)));
    for (int k = 0; k < steps; ++k) {
      const cv::Point2d p = a + (b - a) * (static_cast<double>(k) / steps);
      for (std::size_t s = 0; s < 4; ++s) {
        const cv::Point2d u = q[s], v = q[(s + 1) % 4];
        const double len = cv::norm(v - u);
        const double t = (p - u).dot(v - u) / (len * len);
        const double d = std::abs((v - u).cross(p - u)) / len;
        if (t > 0.15 && t < 0.85 && d < 0.02 * len)
          near[s].emplace_back(static_cast<float>(p.x), static_cast<float>(p.y));
      }
    }
  }
  std::array<cv::Vec3d, 4> side;
  for (std::size_t s = 0; s < 4; ++s) {
    if (near[s].size() < 5) {
      side[s] = lineThrough(q[s], q[(s + 1) % 4]);
      continue;
    }
    side[s] = fittedLine(near[s]);
  }
  return cornersOfSides(side, q, 0.1);
}

std::optional<BoardRegion> regionFrom(const cv::Mat& small, bool centreSeed,
                                      const std::vector<Disc>& stones, double scale) {
  // Seeds: the image's border ring is surroundings; the centre (or all but the ring) probably shows
  // the board; the colour mixtures learned from them decide the rest (stones included).
  cv::Mat mask(small.size(), CV_8U, cv::Scalar(centreSeed ? cv::GC_PR_BGD : cv::GC_PR_FGD));
  const cv::Rect centre(small.cols / 4, small.rows / 4, small.cols / 2, small.rows / 2);
  mask(centre).setTo(cv::GC_PR_FGD);
  cv::rectangle(mask, cv::Rect(0, 0, small.cols, small.rows), cv::Scalar(cv::GC_BGD), 2);
  cv::Mat bgdModel, fgdModel;
  // GrabCut seeds its colour mixtures from OpenCV's thread-wide random generator: a fixed state
  // makes the region the same on every call, whatever ran before (the caller's state is restored).
  cv::RNG& rng = cv::theRNG();
  const std::uint64_t saved = rng.state;
  rng.state = 0x5eed;
  cv::grabCut(small, mask, cv::Rect(), bgdModel, fgdModel, kGrabCutIterations,
              cv::GC_INIT_WITH_MASK);
  rng.state = saved;
  cv::Mat fg = (mask == cv::GC_FGD) | (mask == cv::GC_PR_FGD);
  // Thin bridges (a bowl's rim, a shadow touching the board) must not join the board's piece.
  cv::morphologyEx(fg, fg, cv::MORPH_OPEN, cv::getStructuringElement(cv::MORPH_ELLIPSE, {5, 5}));
  // Stones that touch the region lie on the board (one pass: a row of them along an edge joins
  // through its neighbours, which touch the wood).
  cv::Mat near;
  cv::dilate(fg, near, cv::getStructuringElement(cv::MORPH_ELLIPSE, {5, 5}));
  for (const auto& d : stones) {
    const cv::Point c(cvRound((d.centre.x + 0.5) * scale - 0.5),
                      cvRound((d.centre.y + 0.5) * scale - 0.5));
    const int r = std::max(1, cvRound(d.radius * scale));
    if (c.x < 0 || c.y < 0 || c.x >= fg.cols || c.y >= fg.rows) continue;
    bool touches = false;
    for (int dy = -r; dy <= r && !touches; ++dy)
      for (int dx = -r; dx <= r && !touches; ++dx) {
        const cv::Point q = c + cv::Point(dx, dy);
        touches = q.x >= 0 && q.y >= 0 && q.x < fg.cols && q.y < fg.rows && near.at<uchar>(q) != 0;
      }
    if (touches) cv::circle(fg, c, r + 1, cv::Scalar(255), cv::FILLED);
  }

  cv::Mat labels, stats, centroids;
  const int count = cv::connectedComponentsWithStats(fg, labels, stats, centroids, 8, CV_32S);
  int best = -1;
  double bestScore = 0;
  const cv::Point2d mid(small.cols / 2.0, small.rows / 2.0);
  for (int i = 1; i < count; ++i) {
    const double area = stats.at<int>(i, cv::CC_STAT_AREA);
    const cv::Rect box(stats.at<int>(i, cv::CC_STAT_LEFT), stats.at<int>(i, cv::CC_STAT_TOP),
                       stats.at<int>(i, cv::CC_STAT_WIDTH), stats.at<int>(i, cv::CC_STAT_HEIGHT));
    // The board's piece is large and holds the seed's centre; other pieces count for less.
    const double score =
        area * (box.contains(cv::Point(cvRound(mid.x), cvRound(mid.y))) ? 1.0 : 0.3);
    if (score > bestScore) {
      bestScore = score;
      best = i;
    }
  }
  if (best < 0) return std::nullopt;
  const double area = stats.at<int>(best, cv::CC_STAT_AREA);
  if (area < kMinAreaFraction * static_cast<double>(small.total())) return std::nullopt;
  std::vector<std::vector<cv::Point>> contours;
  cv::findContours(labels == best, contours, cv::RETR_EXTERNAL, cv::CHAIN_APPROX_NONE);
  if (contours.empty()) return std::nullopt;
  const auto& outline =
      *std::max_element(contours.begin(), contours.end(),
                        [](const auto& a, const auto& b) { return a.size() < b.size(); });
  std::vector<cv::Point> hull;
  cv::convexHull(outline, hull);
  auto corners = fourCorners(hull);
  if (!corners) return std::nullopt;
  BoardRegion region;
  region.quad = fitSides(hull, *corners);
  std::vector<cv::Point2f> q;
  for (const auto& p : region.quad)
    q.emplace_back(static_cast<float>(p.x), static_cast<float>(p.y));
  const double quadArea = std::abs(cv::contourArea(q));
  if (quadArea <= 0) return std::nullopt;
  region.fill = std::min(1.0, area / quadArea);
  if (region.fill < kMinFill) return std::nullopt;
  return region;
}

// The outer-edge cue: each side moved onto the strongest straight colour step near it. GrabCut
// leaves the board's dim far corner or a row of dark stones out, so the sides are sought mostly
// outward (up to 7% of the side) and a little inward (3%); along each probe across the side the
// outermost step at least 60% as strong as the probe's strongest is taken, and a line is fitted to
// those points robustly. A side keeps its place when too few probes agree.
std::array<cv::Point2d, 4> snapToEdges(const cv::Mat& small, const std::array<cv::Point2d, 4>& q) {
  cv::Mat lab = bgrToLab8(small);
  cv::GaussianBlur(lab, lab, {3, 3}, 0);
  const cv::Point2d mid = 0.25 * (q[0] + q[1] + q[2] + q[3]);
  auto colour = [&](cv::Point2d p) {
    const int x = std::clamp(cvRound(p.x), 0, lab.cols - 1),
              y = std::clamp(cvRound(p.y), 0, lab.rows - 1);
    const cv::Vec3b v = lab.at<cv::Vec3b>(y, x);
    return cv::Vec3d(v[0], v[1], v[2]);
  };
  std::array<cv::Vec3d, 4> side;
  for (std::size_t s = 0; s < 4; ++s) {
    const cv::Point2d a = q[s], b = q[(s + 1) % 4];
    const double len = cv::norm(b - a);
    cv::Point2d n(-(b - a).y / len, (b - a).x / len);
    if ((0.5 * (a + b) - mid).dot(n) < 0) n = -n;  // outward
    std::vector<cv::Point2f> hits;
    for (int k = 1; k < 30; ++k) {
      const cv::Point2d p = a + (b - a) * (k / 30.0);
      std::vector<std::pair<double, double>> steps;  // (offset, colour step across it)
      for (double off = -0.03 * len; off <= 0.07 * len; off += 0.5) {
        const cv::Point2d c = p + n * off;
        steps.emplace_back(off, cv::norm(colour(c - 1.5 * n) - colour(c + 1.5 * n)));
      }
      double strongest = 0;
      for (const auto& st : steps) strongest = std::max(strongest, st.second);
      if (strongest < 12) continue;
      for (auto it = steps.rbegin(); it != steps.rend(); ++it)
        if (it->second >= 0.6 * strongest) {
          const cv::Point2d h = p + n * it->first;
          hits.emplace_back(static_cast<float>(h.x), static_cast<float>(h.y));
          break;
        }
    }
    side[s] = lineThrough(a, b);
    if (hits.size() < 10) continue;
    side[s] = fittedLine(hits);
  }
  return cornersOfSides(side, q, 0.15);
}

}  // namespace

std::vector<BoardRegion> findBoardRegions(const cv::Mat& image, const std::vector<Disc>& stones,
                                          const cv::Vec3d& gains) {
  std::vector<BoardRegion> out;
  if (image.empty() || image.dims != 2 || std::min(image.cols, image.rows) < 32) return out;
  const double scale = kRegionLongSide / std::max(image.cols, image.rows);
  cv::Mat small;
  cv::resize(toBgr8(image), small, {}, scale, scale, scale < 1 ? cv::INTER_AREA : cv::INTER_LINEAR);
  small = balancedBgr(small, gains);
  // The two seedings are independent (each fixes its own thread's random state): with a free core
  // they run side by side, halving the wall time of the search's costliest stage.
  std::array<std::optional<BoardRegion>, 2> seeded;
  cv::parallel_for_(cv::Range(0, 2), [&](const cv::Range& r) {
    for (int i = r.start; i < r.end; ++i)
      seeded[static_cast<std::size_t>(i)] = regionFrom(small, i == 0, stones, scale);
  });
  for (auto& region : seeded) {
    if (!region) continue;
    region->quad = snapToEdges(small, region->quad);
    // Back to the caller's pixels (resize maps pixel centres).
    for (auto& p : region->quad)
      p = (p + cv::Point2d(0.5, 0.5)) * (1.0 / scale) - cv::Point2d(0.5, 0.5);
    bool same = false;
    for (const auto& r : out) {
      double d = 0;
      for (std::size_t i = 0; i < 4; ++i) d = std::max(d, cv::norm(r.quad[i] - region->quad[i]));
      same = same || d < 0.01 * std::max(image.cols, image.rows);
    }
    if (!same) out.push_back(*region);
  }
  return out;
}

}  // namespace c6::vision
