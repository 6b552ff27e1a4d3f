#include "vision/occlusion_appearance.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <opencv2/imgproc.hpp>

#include "vision/occlusion.h"

namespace c6::vision {
namespace {

// Mean B, G, R of a 3x3 patch around `c` (clipped to the image).
cv::Vec3f patchMean(const cv::Mat& img, cv::Point2f c) {
  const int x0 = std::clamp(static_cast<int>(std::lround(c.x)) - 1, 0, img.cols - 3);
  const int y0 = std::clamp(static_cast<int>(std::lround(c.y)) - 1, 0, img.rows - 3);
  cv::Vec3f sum(0, 0, 0);
  for (int y = y0; y < y0 + 3; ++y) {
    const cv::Vec3b* row = img.ptr<cv::Vec3b>(y);
    for (int x = x0; x < x0 + 3; ++x) sum += cv::Vec3f(row[x][0], row[x][1], row[x][2]);
  }
  return sum / 9.0f;
}

float median(std::vector<float> v) {
  if (v.empty()) return 0.0f;
  auto mid = v.begin() + static_cast<std::ptrdiff_t>(v.size() / 2);
  std::nth_element(v.begin(), mid, v.end());
  return *mid;
}

// Does the colour `c` differ from the board colour `b` in brightness or hue?
bool unlikeBoard(const cv::Vec3f& c, const cv::Vec3f& b, const AppearanceOptions& o) {
  const float sc = c[0] + c[1] + c[2] + 3.0f, sb = b[0] + b[1] + b[2] + 3.0f;
  const double ratio = sc / sb;
  if (ratio > o.brightness || ratio < 1.0 / o.brightness) return true;
  double d2 = 0.0;
  for (int k = 0; k < 3; ++k) {
    const double d = (c[k] + 1.0f) / sc - (b[k] + 1.0f) / sb;
    d2 += d * d;
  }
  return d2 > o.chroma * o.chroma;
}

float greyAt(const cv::Mat& img, float x, float y) {
  const int xi = std::clamp(static_cast<int>(std::lround(x)), 0, img.cols - 1);
  const int yi = std::clamp(static_cast<int>(std::lround(y)), 0, img.rows - 1);
  const cv::Vec3b& p = img.at<cv::Vec3b>(yi, xi);
  return static_cast<float>(p[0] + p[1] + p[2]) / 3.0f;
}

// How dark the grid lines around a gap are against its centre: per side of the square, the darkest
// of three short stripes across the line (the lattice may sit a pixel off), over the centre's grey.
// Lines of a lit board give about 0.7-0.85; a sleeve or a hand, which hides them, about 1.
std::array<float, 4> lineRatios(const cv::Mat& img, cv::Point2f a, cv::Point2f b) {
  const cv::Point2f c = (a + b) * 0.5f;
  const float centre = greyAt(img, c.x, c.y) + 1.0f;
  const std::array<cv::Point2f, 4> mids = {cv::Point2f(c.x, a.y), cv::Point2f(c.x, b.y),
                                           cv::Point2f(a.x, c.y), cv::Point2f(b.x, c.y)};
  std::array<float, 4> out{};
  for (std::size_t k = 0; k < 4; ++k) {
    const bool horizontal = k < 2;
    float darkest = 1e9f;
    for (int d = -1; d <= 1; ++d) {
      float sum = 0.0f;
      for (int t = -1; t <= 1; ++t)
        sum +=
            horizontal
                ? greyAt(img, mids[k].x + static_cast<float>(t), mids[k].y + static_cast<float>(d))
                : greyAt(img, mids[k].x + static_cast<float>(d), mids[k].y + static_cast<float>(t));
      darkest = std::min(darkest, sum / 3.0f);
    }
    out[k] = (darkest + 1.0f) / centre;
  }
  return out;
}

}  // namespace

CoveredGaps findCoveredGaps(const cv::Mat& viewImage, const BoardView& view,
                            const AppearanceOptions& options) {
  CoveredGaps out;
  const int g = view.size() - 1;
  out.size = std::max(0, g);
  out.gaps.assign(static_cast<std::size_t>(out.size * out.size), 0);
  if (g < 2 || viewImage.type() != CV_8UC3 || viewImage.rows < 3 || viewImage.cols < 3) return out;

  std::vector<cv::Vec3f> colour(out.gaps.size());
  std::array<std::vector<float>, 3> channels;
  for (int gy = 0; gy < g; ++gy)
    for (int gx = 0; gx < g; ++gx) {
      const cv::Point2f c = (view.pointInView(gx, gy) + view.pointInView(gx + 1, gy + 1)) * 0.5f;
      const cv::Vec3f m = patchMean(viewImage, c);
      colour[static_cast<std::size_t>(gy * g + gx)] = m;
      for (int k = 0; k < 3; ++k) channels[static_cast<std::size_t>(k)].push_back(m[k]);
    }
  // The board is what most gaps show: an arm covers a part of the board, never most of it.
  const cv::Vec3f board(median(channels[0]), median(channels[1]), median(channels[2]));
  // A shadow (a resting arm's, a second lamp's) darkens the board and keeps its hue and its lines;
  // an arm or a hand hides the lines. So a gap that is only darker, the board's colour, and still
  // shows the lines around it about as dark as the lit board shows them, is board in shadow, and a
  // stone placed there is read, not held back as covered.
  // The lines are measured only when some gap differs from the board: most frames show none.
  std::vector<std::uint8_t> differs(colour.size());
  for (std::size_t k = 0; k < colour.size(); ++k)
    differs[k] = unlikeBoard(colour[k], board, options) ? 1 : 0;
  const bool anyDiffers = std::find(differs.begin(), differs.end(), 1) != differs.end();
  std::vector<std::array<float, 4>> lines(anyDiffers ? colour.size() : 0);
  std::vector<float> meanLine;
  for (int gy = 0; anyDiffers && gy < g; ++gy)
    for (int gx = 0; gx < g; ++gx) {
      const auto& r = lines[static_cast<std::size_t>(gy * g + gx)] =
          lineRatios(viewImage, view.pointInView(gx, gy), view.pointInView(gx + 1, gy + 1));
      meanLine.push_back((r[0] + r[1] + r[2] + r[3]) / 4.0f);
    }
  const float boardLine = anyDiffers ? median(meanLine) : 1.0f;
  AppearanceOptions hueOnly = options;
  hueOnly.brightness = 1e9;
  auto inShadow = [&](std::size_t i) {
    if (boardLine > options.shadowMaxBoardLine) return false;  // lines too faint to tell
    const cv::Vec3f& c = colour[i];
    const float sc = c[0] + c[1] + c[2] + 3.0f, sb = board[0] + board[1] + board[2] + 3.0f;
    if (sc >= sb || sc < options.shadowMinLevel * sb) return false;
    if (unlikeBoard(c, board, hueOnly)) return false;
    // The lines show at least half as strongly as on the lit board, on three sides or more.
    const float bar = 1.0f - 0.5f * (1.0f - boardLine);
    const auto& r = lines[i];
    const int dark =
        static_cast<int>(std::count_if(r.begin(), r.end(), [&](float v) { return v <= bar; }));
    return dark >= 3 && (r[0] + r[1] + r[2] + r[3]) / 4.0f <= bar;
  };
  cv::Mat unlike(g, g, CV_8U), hard(g, g, CV_8U), shade(g, g, CV_8U);
  for (int i = 0; i < g * g; ++i) {
    const auto k = static_cast<std::size_t>(i);
    shade.data[i] = differs[k] && inShadow(k) ? 255 : 0;
    hard.data[i] = differs[k] && !shade.data[i] ? 255 : 0;
  }
  // Next to an arm or a hand, the line test is not trusted: fingers lying side by side show dark
  // seams like lines, and a fingertip's own shadow is a dark disc on the board where a stone could
  // be. Those gaps stay covered; a shadow farther out (a resting arm's, the long shadow of a low
  // lamp) is board.
  cv::Mat nearArm;
  cv::dilate(hard, nearArm,
             cv::Mat::ones(2 * options.shadowArmReach + 1, 2 * options.shadowArmReach + 1, CV_8U));
  cv::bitwise_and(shade, nearArm, shade);
  cv::bitwise_or(hard, shade, unlike);
  // On a crowded board the squares show more stone than wood, and the board's colour is not what
  // most of them show: the cue cannot tell arms from stones there and finds nothing.
  if (cv::countNonZero(unlike) > g * g / 3) return out;

  // A 2x2 block of unlike gaps is a solid part of an occluder (an arm is wider than a square).
  cv::Mat solid = cv::Mat::zeros(g, g, CV_8U);
  for (int gy = 0; gy + 1 < g; ++gy)
    for (int gx = 0; gx + 1 < g; ++gx)
      if (unlike.at<uchar>(gy, gx) && unlike.at<uchar>(gy, gx + 1) &&
          unlike.at<uchar>(gy + 1, gx) && unlike.at<uchar>(gy + 1, gx + 1))
        solid.at<uchar>(gy, gx) = 255;

  // The board's margin, half a cell outside its outer lines, next to each outer square: an arm
  // covers it on its way in; stones on the edge points do not reach it. When most of it does not
  // look like the board (a narrow margin, corners a little off), the cue cannot tell arms from
  // clusters of stones and finds nothing.
  const cv::Point2f origin = view.pointInView(0, 0);
  const float cell = static_cast<float>(view.cell());
  auto ringUnlike = [&](float x, float y) {
    return unlikeBoard(patchMean(viewImage, origin + cv::Point2f(x * cell, y * cell)), board,
                       options);
  };
  // An arm (even a thin wrist) is two squares wide or more where it crosses the margin; a stone on
  // an edge point seen from a low angle may darken the margin next to it, not two squares in a row.
  constexpr int kMinCrossing = 2;
  cv::Mat crossed = cv::Mat::zeros(g, g, CV_8U);  // outer squares where an arm crosses the margin
  int ringCovered = 0;
  const float beyond = static_cast<float>(g) + 0.5f;
  for (int side = 0; side < 4; ++side) {
    std::vector<std::uint8_t> ring(static_cast<std::size_t>(g), 0);
    for (int k = 0; k < g; ++k) {
      const float c = static_cast<float>(k) + 0.5f;
      const cv::Point2f at = side == 0   ? cv::Point2f(c, -0.5f)
                             : side == 1 ? cv::Point2f(c, beyond)
                             : side == 2 ? cv::Point2f(-0.5f, c)
                                         : cv::Point2f(beyond, c);
      ring[static_cast<std::size_t>(k)] = ringUnlike(at.x, at.y) ? 1 : 0;
      ringCovered += ring[static_cast<std::size_t>(k)];
    }
    for (int k = 0; k < g;) {
      int end = k;
      while (end < g && ring[static_cast<std::size_t>(end)]) ++end;
      if (end - k >= kMinCrossing)
        for (int j = k; j < end; ++j) {
          const int gx = side == 2   ? 0
                         : side == 3 ? g - 1
                                     : j,
                    gy = side == 0   ? 0
                         : side == 1 ? g - 1
                                     : j;
          crossed.at<uchar>(gy, gx) = 255;
        }
      k = end + 1;
    }
  }
  if (ringCovered > 2 * g) return out;

  cv::Mat labels, stats, centroids;
  const int count = cv::connectedComponentsWithStats(unlike, labels, stats, centroids, 8, CV_32S);
  std::vector<std::uint8_t> keep(static_cast<std::size_t>(count), 0);
  std::vector<std::array<int, 4>> sides(static_cast<std::size_t>(count), std::array<int, 4>{});
  std::vector<std::uint8_t> hasSolid(static_cast<std::size_t>(count), 0);
  std::vector<std::uint8_t> entersFromOutside(static_cast<std::size_t>(count), 0);
  for (int gy = 0; gy < g; ++gy)
    for (int gx = 0; gx < g; ++gx) {
      const int l = labels.at<int>(gy, gx);
      if (l == 0) continue;
      auto& s = sides[static_cast<std::size_t>(l)];
      if (gy == 0) ++s[static_cast<int>(ImageEdge::Top)];
      if (gy == g - 1) ++s[static_cast<int>(ImageEdge::Bottom)];
      if (gx == 0) ++s[static_cast<int>(ImageEdge::Left)];
      if (gx == g - 1) ++s[static_cast<int>(ImageEdge::Right)];
      if (solid.at<uchar>(gy, gx)) hasSolid[static_cast<std::size_t>(l)] = 1;
      if (crossed.at<uchar>(gy, gx)) entersFromOutside[static_cast<std::size_t>(l)] = 1;
    }
  std::array<int, 4> edgeHits{};
  for (int l = 1; l < count; ++l) {
    const auto& s = sides[static_cast<std::size_t>(l)];
    const bool reachesEdge =
        s[0] + s[1] + s[2] + s[3] > 0 && entersFromOutside[static_cast<std::size_t>(l)];
    if (!reachesEdge || !hasSolid[static_cast<std::size_t>(l)] ||
        stats.at<int>(l, cv::CC_STAT_AREA) < options.minGaps)
      continue;
    keep[static_cast<std::size_t>(l)] = 1;
    for (int k = 0; k < 4; ++k)
      edgeHits[static_cast<std::size_t>(k)] += s[static_cast<std::size_t>(k)];
  }
  for (int i = 0; i < g * g; ++i)
    if (keep[static_cast<std::size_t>(reinterpret_cast<const int*>(labels.data)[i])]) {
      out.gaps[static_cast<std::size_t>(i)] = 1;
      ++out.count;
    }
  const auto best = std::max_element(edgeHits.begin(), edgeHits.end());
  if (*best > 0) out.edge = static_cast<ImageEdge>(best - edgeHits.begin());
  return out;
}

cv::Mat coveredGapMask(const CoveredGaps& covered, const BoardView& view) {
  cv::Mat mask = cv::Mat::zeros(view.viewSize(), CV_8U);
  const int g = covered.size;
  for (int gy = 0; gy < g; ++gy)
    for (int gx = 0; gx < g; ++gx) {
      if (!covered.gaps[static_cast<std::size_t>(gy * g + gx)]) continue;
      const cv::Point2f a = view.pointInView(gx, gy), b = view.pointInView(gx + 1, gy + 1);
      cv::rectangle(mask,
                    cv::Point(static_cast<int>(std::floor(a.x)), static_cast<int>(std::floor(a.y))),
                    cv::Point(static_cast<int>(std::ceil(b.x)), static_cast<int>(std::ceil(b.y))),
                    cv::Scalar(255), cv::FILLED);
    }
  return mask;
}

std::vector<std::uint8_t> pointsUnder(const cv::Mat& mask, const BoardView& view,
                                      double radiusCells, cv::Mat& widened) {
  const int r = std::max(1, static_cast<int>(std::lround(radiusCells * view.cell())));
  cv::dilate(mask, widened,
             cv::getStructuringElement(cv::MORPH_ELLIPSE, cv::Size(2 * r + 1, 2 * r + 1)));
  const int n = view.size();
  std::vector<std::uint8_t> under(static_cast<std::size_t>(n * n), 0);
  for (int y = 0; y < n; ++y)
    for (int x = 0; x < n; ++x) {
      const cv::Point2f p = view.pointInView(x, y);
      const int px = std::clamp(static_cast<int>(std::lround(p.x)), 0, widened.cols - 1);
      const int py = std::clamp(static_cast<int>(std::lround(p.y)), 0, widened.rows - 1);
      under[static_cast<std::size_t>(y * n + x)] = widened.at<std::uint8_t>(py, px) ? 1 : 0;
    }
  return under;
}

std::vector<std::uint8_t> coveredPoints(const cv::Mat& image, const BoardLocation& location,
                                        const StoneReading& reading, double radiusCells,
                                        const AppearanceOptions& options) {
  const BoardView view(location);
  cv::Mat viewImage, widened;
  cv::Mat bgr = image;
  if (image.channels() == 1)
    cv::cvtColor(image, bgr, cv::COLOR_GRAY2BGR);
  else if (image.channels() == 4)
    cv::cvtColor(image, bgr, cv::COLOR_BGRA2BGR);
  view.warp(bgr, viewImage);
  const CoveredGaps gaps = findCoveredGaps(viewImage, view, options);
  std::vector<std::uint8_t> covered =
      pointsUnder(coveredGapMask(gaps, view), view, radiusCells, widened);
  for (std::size_t i = 0; i < covered.size() && i < reading.covered.size(); ++i)
    if (reading.covered[i]) covered[i] = 1;
  return covered;
}

}  // namespace c6::vision
