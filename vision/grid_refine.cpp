#include "vision/grid_refine.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <opencv2/calib3d.hpp>
#include <opencv2/imgproc.hpp>
#include <vector>

namespace c6::vision {

namespace {

cv::Point2d apply(const cv::Matx33d& h, double x, double y) {
  cv::Vec3d p = h * cv::Vec3d(x, y, 1.0);
  return {p[0] / p[2], p[1] / p[2]};
}

float sample(const cv::Mat& img, double x, double y) {
  if (x < 0 || y < 0 || x > img.cols - 1.001 || y > img.rows - 1.001) return 0.f;
  int x0 = static_cast<int>(x), y0 = static_cast<int>(y);
  float fx = static_cast<float>(x - x0), fy = static_cast<float>(y - y0);
  const uchar* r0 = img.ptr<uchar>(y0);
  const uchar* r1 = img.ptr<uchar>(y0 + 1);
  float top = r0[x0] * (1 - fx) + r0[x0 + 1] * fx;
  float bottom = r1[x0] * (1 - fx) + r1[x0 + 1] * fx;
  return top * (1 - fy) + bottom * fy;
}

struct Probe {
  bool hit = false;
  double offset = 0;  // grid units across the line
  cv::Point2d point;  // image position of the crossing
};

// Looks across grid line `k` (a row when `rows`, else a column) at parameter t along it.
Probe probe(const cv::Mat& response, double threshold, const cv::Matx33d& g, bool rows, double k,
            double t, double halfWidth) {
  auto at = [&](double across) { return rows ? apply(g, t, k + across) : apply(g, k + across, t); };
  cv::Point2d p0 = at(-halfWidth), p1 = at(halfWidth);
  double len = std::hypot(p1.x - p0.x, p1.y - p0.y);
  int steps = std::clamp(static_cast<int>(len), 6, 60);
  std::array<float, 61> v;
  int best = 0;
  for (int i = 0; i <= steps; ++i) {
    double f = static_cast<double>(i) / steps;
    v[static_cast<std::size_t>(i)] =
        sample(response, p0.x + f * (p1.x - p0.x), p0.y + f * (p1.y - p0.y));
    if (v[static_cast<std::size_t>(i)] > v[static_cast<std::size_t>(best)]) best = i;
  }
  Probe out;
  if (best == 0 || best == steps || v[static_cast<std::size_t>(best)] < threshold) return out;
  // A grid line is a lone ridge on plain wood; texture (carpet, grain) responds across the whole
  // profile, so its maximum is no line.
  if (underTimesMedian(std::span<const float>(v.data(), static_cast<std::size_t>(steps + 1)),
                       v[static_cast<std::size_t>(best)], 3.f))
    return out;
  double a = v[static_cast<std::size_t>(best - 1)], b = v[static_cast<std::size_t>(best)],
         c = v[static_cast<std::size_t>(best + 1)];
  double denom = a - 2 * b + c;
  double sub = denom < 0 ? 0.5 * (a - c) / denom : 0.0;
  double f = (best + std::clamp(sub, -0.5, 0.5)) / steps;
  out.hit = true;
  out.offset = -halfWidth + 2 * halfWidth * f;
  out.point = {p0.x + f * (p1.x - p0.x), p0.y + f * (p1.y - p0.y)};
  return out;
}

bool isHidden(const cv::Mat& hidden, cv::Point2d c) {
  return !hidden.empty() &&
         hidden.at<uchar>(static_cast<int>(c.y + 0.5), static_cast<int>(c.x + 0.5)) != 0;
}

// Probe parameters along a line: between intersections, away from the crossing lines.
std::vector<double> probeParameters(int size) {
  std::vector<double> ts;
  for (int i = 0; i + 1 < size; ++i)
    for (double f : {0.3, 0.5, 0.7}) ts.push_back(i + f);
  return ts;
}

// How much of the lines crossing a band are seen there: the lines of one family (columns when
// `columnsCross`), probed between t = from and from + 1 of the other family's index. Grid lines
// run from edge line to edge line and stop; the margin beyond the edge lines has none.
double bandSupport(const cv::Mat& response, double threshold, const cv::Matx33d& g, int size,
                   bool columnsCross, double from, const cv::Mat& hidden) {
  int hits = 0, inside = 0;
  for (int k = 0; k < size; ++k)
    for (double f : {0.3, 0.5, 0.7}) {
      double t = from + f;
      cv::Point2d c = columnsCross ? apply(g, k, t) : apply(g, t, k);
      if (c.x < 0 || c.y < 0 || c.x > response.cols - 1 || c.y > response.rows - 1 ||
          isHidden(hidden, c))
        continue;
      ++inside;
      Probe p = probe(response, threshold, g, !columnsCross, k, t, 0.4);
      if (p.hit && std::abs(p.offset) < 0.2) ++hits;
    }
  return 3 * inside >= size * 3 ? static_cast<double>(hits) / inside : 0.0;
}

}  // namespace

bool underTimesMedian(std::span<const float> values, float peak, float factor) {
  if (values.empty()) return false;
  // `peak < factor * x` is monotone in x, so the values it holds for are the top ones in sorted
  // order: it holds for the median (index (n - 1) / 2) exactly when it holds for at least
  // n - (n - 1) / 2 values.
  std::size_t passing = 0;
  for (float x : values) passing += peak < factor * x;
  return passing >= values.size() - (values.size() - 1) / 2;
}

double LineSupport::inner(int size) const {
  double s = 0;
  int known = 0;
  for (int k = 0; k < size; ++k)
    for (double v : {rows[static_cast<std::size_t>(k + kBeyond)],
                     columns[static_cast<std::size_t>(k + kBeyond)]})
      if (v >= 0) {
        s += v;
        ++known;
      }
  return known ? s / known : 0.0;
}

int LineSupport::knownInner(int size) const {
  int known = 0;
  for (int k = 0; k < size; ++k)
    known += (rows[static_cast<std::size_t>(k + kBeyond)] >= 0) +
             (columns[static_cast<std::size_t>(k + kBeyond)] >= 0);
  return known;
}

LineSupport measureSupport(const cv::Mat& response, double threshold, const cv::Matx33d& g,
                           int size, const cv::Mat& hidden) {
  LineSupport s;
  auto ts = probeParameters(size);
  for (int dir = 0; dir < 2; ++dir) {
    auto& out = dir == 0 ? s.rows : s.columns;
    for (int k = -LineSupport::kBeyond; k < size + LineSupport::kBeyond; ++k) {
      int hits = 0, inside = 0, visible = 0;
      for (double t : ts) {
        cv::Point2d c = dir == 0 ? apply(g, t, k) : apply(g, k, t);
        if (c.x < 0 || c.y < 0 || c.x > response.cols - 1 || c.y > response.rows - 1) continue;
        ++inside;
        if (isHidden(hidden, c)) continue;
        ++visible;
        Probe p = probe(response, threshold, g, dir == 0, k, t, 0.4);
        if (p.hit && std::abs(p.offset) < 0.2) ++hits;
      }
      // A line mostly outside the image cannot be judged: it counts as unseen. One almost wholly
      // under stones is unknown.
      const int n = static_cast<int>(ts.size());
      if (3 * inside < n)
        out.push_back(0.0);
      else if (visible * 6 < n)
        out.push_back(-1.0);
      else
        out.push_back(static_cast<double>(hits) / visible);
    }
  }
  return s;
}

std::optional<cv::Matx33d> refineGrid(const cv::Mat& response, double threshold,
                                      const cv::Matx33d& gridToImage, int size, int iterations,
                                      const cv::Mat& hidden) {
  cv::Matx33d g = gridToImage;
  auto ts = probeParameters(size);
  for (int it = 0; it < iterations; ++it) {
    // Slide the window while a line beyond an edge is better seen than the opposite edge line.
    for (int shifts = 0; shifts < 4; ++shifts) {
      LineSupport s = measureSupport(response, threshold, g, size, hidden);
      // Evidence for moving the window by one line: the line gained against the line lost, plus the
      // crossing lines seen in the band gained against the band lost (the board edge can look like
      // a line, but the grid's other lines do not run on past it).
      const double margin = 0.15;
      auto band = [&](bool columnsCross, double from) {
        return bandSupport(response, threshold, g, size, columnsCross, from, hidden);
      };
      double dx = 0, dy = 0;
      const double n = size - 1;
      double left = s.column(-1) - s.column(size - 1) + band(false, -1) - band(false, n - 1);
      double right = s.column(size) - s.column(0) + band(false, n) - band(false, 0);
      double up = s.row(-1) - s.row(size - 1) + band(true, -1) - band(true, n - 1);
      double down = s.row(size) - s.row(0) + band(true, n) - band(true, 0);
      if (left > margin && left >= right)
        dx = -1;
      else if (right > margin)
        dx = 1;
      if (up > margin && up >= down)
        dy = -1;
      else if (down > margin)
        dy = 1;
      if (dx == 0 && dy == 0) break;
      g = g * cv::Matx33d(1, 0, dx, 0, 1, dy, 0, 0, 1);
    }

    std::vector<cv::Vec3d> rowLines(static_cast<std::size_t>(size)),
        colLines(static_cast<std::size_t>(size));
    std::vector<char> rowOk(static_cast<std::size_t>(size), 0),
        colOk(static_cast<std::size_t>(size), 0);
    int rowCount = 0, colCount = 0;
    const double halfWidth = it == 0 ? 0.4 : 0.25;
    for (int dir = 0; dir < 2; ++dir) {
      for (int k = 0; k < size; ++k) {
        std::vector<cv::Point2f> pts;
        for (double t : ts) {
          Probe p = probe(response, threshold, g, dir == 0, k, t, halfWidth);
          if (p.hit) pts.emplace_back(static_cast<float>(p.point.x), static_cast<float>(p.point.y));
        }
        if (pts.size() < 8) continue;
        cv::Vec4f fit;
        cv::fitLine(pts, fit, cv::DIST_HUBER, 0, 0.01, 0.01);
        // Line through (x0, y0) with direction (vx, vy) as homogeneous coefficients.
        cv::Vec3d l(fit[1], -fit[0], fit[0] * fit[3] - fit[1] * fit[2]);
        (dir == 0 ? rowLines : colLines)[static_cast<std::size_t>(k)] = l;
        (dir == 0 ? rowOk : colOk)[static_cast<std::size_t>(k)] = 1;
        ++(dir == 0 ? rowCount : colCount);
      }
    }
    if (rowCount < 5 || colCount < 5) return std::nullopt;
    std::vector<cv::Point2f> gridPts, imgPts;
    for (int r = 0; r < size; ++r)
      for (int c = 0; c < size; ++c) {
        if (!rowOk[static_cast<std::size_t>(r)] || !colOk[static_cast<std::size_t>(c)]) continue;
        cv::Vec3d p =
            rowLines[static_cast<std::size_t>(r)].cross(colLines[static_cast<std::size_t>(c)]);
        if (std::abs(p[2]) < 1e-12) continue;
        gridPts.emplace_back(static_cast<float>(c), static_cast<float>(r));
        imgPts.emplace_back(static_cast<float>(p[0] / p[2]), static_cast<float>(p[1] / p[2]));
      }
    cv::Point2d c0 = apply(g, 0, 0), c1 = apply(g, size - 1, size - 1);
    double cellPx = std::hypot(c1.x - c0.x, c1.y - c0.y) / ((size - 1) * std::sqrt(2.0));
    cv::Mat h = cv::findHomography(gridPts, imgPts, cv::RANSAC, std::max(1.0, 0.12 * cellPx));
    if (h.empty()) return std::nullopt;
    g = cv::Matx33d(h);
  }
  return g;
}

}  // namespace c6::vision
