#include "vision/stone_features.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <opencv2/imgproc.hpp>

#include "vision/stone_perspective.h"

namespace c6::vision {

namespace {

constexpr int kCell = 16;                // pixels per cell in the top-down warp
constexpr int kMargin = 1;               // cells of margin around the outer lines
constexpr double kStoneRadius = 0.40;    // sampling disc, cells (a stone is ~0.48)
constexpr double kStoneMidHeight = 0.2;  // cells: the middle of a stone's height (~0.4 cell thick)
constexpr int kLineHalf = 5;             // line-profile window half-size, px (~0.3 cell)
constexpr int kBoardWindow = 3;          // local board colour: cell centres within 3 cells
constexpr float kNotBoard = 0.75f;  // patches darker than this fraction of the board are not board
// Diagonal gaps: this far from the disc centre, cells. A stone (radius ~0.48) ends before it, and
// a neighbour's stone, on a diagonal 0.72 cell or more away, begins beyond it.
constexpr double kGapDistance = 0.55;
// Below this colourfulness (levels of 255) the board is too grey to tell stones by colour.
constexpr float kMinBoardChroma = 12.f;
// Below this length of the opponent colour (u, v in levels: R-B counts half) a patch has no hue:
// sensor noise and JPEG turn a grey a few levels either way.
constexpr float kMinHue = 4.f;

// Warp of the board at kCell px per cell, with the matrix mapping warp pixels to image pixels.
cv::Mat warpBoard(const cv::Mat& image, const BoardLocation& loc) {
  const int n = loc.size;
  const int side = (n - 1 + 2 * kMargin) * kCell;
  cv::Matx33d gridFromWarp(1.0 / kCell, 0, -kMargin, 0, 1.0 / kCell, -kMargin, 0, 0, 1);
  cv::Matx33d imageFromWarp = loc.gridToImage * gridFromWarp;

  // Big boards are first shrunk (area averaging) so the warp's bilinear sampling does not alias.
  double boardPx = 0.0;
  for (int i = 0; i < 4; ++i)
    boardPx += cv::norm(loc.corners[static_cast<std::size_t>(i)] -
                        loc.corners[static_cast<std::size_t>((i + 1) % 4)]);
  const double cellPx = boardPx / 4.0 / (n - 1);
  const cv::Mat* src = &image;
  cv::Mat shrunk;
  if (cellPx > 2.5 * kCell) {
    std::vector<cv::Point2f> outline;
    for (double gx : {-kMargin * 1.0, n - 1 + kMargin * 1.0})
      for (double gy : {-kMargin * 1.0, n - 1 + kMargin * 1.0})
        outline.push_back(loc.project(gx, gy));
    cv::Rect roi = cv::boundingRect(outline) & cv::Rect(0, 0, image.cols, image.rows);
    if (roi.area() > 0) {
      const double scale = 2.0 * kCell / cellPx;
      cv::resize(image(roi), shrunk, cv::Size(), scale, scale, cv::INTER_AREA);
      const double sx = static_cast<double>(shrunk.cols) / roi.width;
      const double sy = static_cast<double>(shrunk.rows) / roi.height;
      // Pixel centres: x' + 0.5 = (x - roi.x + 0.5) * s.
      cv::Matx33d shrinkFromImage(sx, 0, (0.5 - roi.x) * sx - 0.5, 0, sy, (0.5 - roi.y) * sy - 0.5,
                                  0, 0, 1);
      imageFromWarp = shrinkFromImage * imageFromWarp;
      src = &shrunk;
    }
  }
  cv::Mat warped;
  cv::warpPerspective(*src, warped, cv::Mat(imageFromWarp), cv::Size(side, side),
                      cv::INTER_LINEAR | cv::WARP_INVERSE_MAP, cv::BORDER_REPLICATE);
  return warped;
}

// max(B, G, R) - min(B, G, R) per pixel: 0 for greys, large for wood.
cv::Mat chromaPlane(const cv::Mat& warped) {
  if (warped.channels() < 3) return cv::Mat::zeros(warped.size(), CV_8U);
  cv::Mat hi(warped.size(), CV_8U), lo(warped.size(), CV_8U);
  for (int y = 0; y < warped.rows; ++y) {
    const uchar* in = warped.ptr<uchar>(y);
    uchar* h = hi.ptr<uchar>(y);
    uchar* l = lo.ptr<uchar>(y);
    const int step = warped.channels();
    for (int x = 0; x < warped.cols; ++x, in += step) {
      h[x] = std::max({in[0], in[1], in[2]});
      l[x] = std::min({in[0], in[1], in[2]});
    }
  }
  return hi - lo;
}

// Opponent colour planes, 128 = grey: u = (R - B) / 2, v = (2G - R - B) / 4.
std::array<cv::Mat, 2> huePlanes(const cv::Mat& warped) {
  std::array<cv::Mat, 2> out{cv::Mat(warped.size(), CV_8U, cv::Scalar(128)),
                             cv::Mat(warped.size(), CV_8U, cv::Scalar(128))};
  if (warped.channels() < 3) return out;
  for (int y = 0; y < warped.rows; ++y) {
    const uchar* in = warped.ptr<uchar>(y);
    uchar* u = out[0].ptr<uchar>(y);
    uchar* v = out[1].ptr<uchar>(y);
    const int step = warped.channels();
    for (int x = 0; x < warped.cols; ++x, in += step) {
      u[x] = cv::saturate_cast<uchar>(128 + (in[2] - in[0]) / 2);
      v[x] = cv::saturate_cast<uchar>(128 + (2 * in[1] - in[0] - in[2]) / 4);
    }
  }
  return out;
}

cv::Mat greyPlane(const cv::Mat& warped) {
  if (warped.channels() == 1) return warped;
  cv::Mat grey;
  cv::cvtColor(warped, grey, warped.channels() == 4 ? cv::COLOR_BGRA2GRAY : cv::COLOR_BGR2GRAY);
  return grey;
}

float patchMean(const cv::Mat& plane, int cx, int cy, int half) {
  int sum = 0, count = 0;
  for (int y = std::max(cy - half, 0); y <= std::min(cy + half, plane.rows - 1); ++y) {
    const uchar* row = plane.ptr<uchar>(y);
    for (int x = std::max(cx - half, 0); x <= std::min(cx + half, plane.cols - 1); ++x) {
      sum += row[x];
      ++count;
    }
  }
  return count ? static_cast<float>(sum) / static_cast<float>(count) : 0.f;
}

float quantile(std::vector<float>& v, double q) {
  if (v.empty()) return 0.f;
  auto k = static_cast<std::ptrdiff_t>(q * static_cast<double>(v.size() - 1) + 0.5);
  std::nth_element(v.begin(), v.begin() + k, v.end());
  return v[static_cast<std::size_t>(k)];
}

// Depth of the darkest thin stripe through the centre of a profile, relative to its outer part.
float dip(const float* profile) {
  float outer = 0.f;
  int count = 0;
  float inner = 1e9f;
  for (int k = -kLineHalf; k <= kLineHalf; ++k) {
    const float v = profile[k + kLineHalf];
    if (std::abs(k) <= 2) {
      inner = std::min(inner, v);
    } else {
      outer += v;
      ++count;
    }
  }
  return std::max(0.f, outer / static_cast<float>(count) - inner);
}

// Disc offsets of the stone-sized sampling disc around a whole warp pixel, computed once.
const std::vector<cv::Point>& discOffsets() {
  static const std::vector<cv::Point> offsets = [] {
    std::vector<cv::Point> o;
    const int radius = static_cast<int>(std::ceil(kStoneRadius * kCell));
    const double r2 = kStoneRadius * kCell * kStoneRadius * kCell;
    for (int dy = -radius; dy <= radius; ++dy)
      for (int dx = -radius; dx <= radius; ++dx)
        if (dx * dx + dy * dy <= r2) o.emplace_back(dx, dy);
    return o;
  }();
  return offsets;
}

// Median grey of the stone-sized disc centred at (cx, cy) warp pixels (rounded to a pixel). A
// two-level histogram of the 8-bit values: the classification's hot loop, so no sorting.
float discMedian(const cv::Mat& grey, double cx, double cy) {
  const int icx = static_cast<int>(std::lround(cx)), icy = static_cast<int>(std::lround(cy));
  std::array<int, 256> fine{};
  std::array<int, 16> coarse{};
  int count = 0;
  for (const cv::Point& d : discOffsets()) {
    const int px = icx + d.x, py = icy + d.y;
    if (px < 0 || py < 0 || px >= grey.cols || py >= grey.rows) continue;
    const uchar v = grey.ptr<uchar>(py)[px];
    ++fine[v];
    ++coarse[v >> 4];
    ++count;
  }
  if (count == 0) return 0.f;
  // The element of rank round((count - 1) / 2) in sorted order, as quantile(., 0.5).
  int rank = static_cast<int>(0.5 * (count - 1) + 0.5);
  int bin = 0;
  while (rank >= coarse[static_cast<std::size_t>(bin)])
    rank -= coarse[static_cast<std::size_t>(bin++)];
  int v = bin << 4;
  while (rank >= fine[static_cast<std::size_t>(v)]) rank -= fine[static_cast<std::size_t>(v++)];
  return static_cast<float>(v);
}

}  // namespace

BoardFeatures measureBoard(const cv::Mat& image, const BoardLocation& location) {
  const int n = location.size;
  BoardFeatures out;
  out.size = n;
  out.points.resize(static_cast<std::size_t>(n * n));

  cv::Mat warped = warpBoard(image, location);
  const cv::Mat grey = greyPlane(warped);
  const cv::Mat chroma = chromaPlane(warped);
  const std::array<cv::Mat, 2> hue = huePlanes(warped);

  // Board reference: small patches at the cell centres, which stones leave mostly uncovered.
  const int m = n - 1;
  std::vector<float> cellGrey(static_cast<std::size_t>(m * m));
  std::vector<float> cellChroma(static_cast<std::size_t>(m * m));
  std::vector<float> cellU(static_cast<std::size_t>(m * m)), cellV(static_cast<std::size_t>(m * m));
  for (int j = 0; j < m; ++j)
    for (int i = 0; i < m; ++i) {
      const int px = (i + kMargin) * kCell + kCell / 2, py = (j + kMargin) * kCell + kCell / 2;
      cellGrey[static_cast<std::size_t>(j * m + i)] = patchMean(grey, px, py, 2);
      cellChroma[static_cast<std::size_t>(j * m + i)] = patchMean(chroma, px, py, 2);
      cellU[static_cast<std::size_t>(j * m + i)] = patchMean(hue[0], px, py, 2);
      cellV[static_cast<std::size_t>(j * m + i)] = patchMean(hue[1], px, py, 2);
    }

  const CameraPose pose = estimateCameraPose(location, image.size());
  std::vector<float> localGrey, localChroma, localU, localV;
  float colProfile[2 * kLineHalf + 1], rowProfile[2 * kLineHalf + 1];

  for (int y = 0; y < n; ++y) {
    for (int x = 0; x < n; ++x) {
      PointFeatures& f = out.points[static_cast<std::size_t>(y * n + x)];

      // Local board colour: median over a window of cell centres, shifted inwards at the edges.
      const int w = 2 * kBoardWindow;
      const int i0 = std::clamp(x - kBoardWindow, 0, std::max(m - w, 0));
      const int j0 = std::clamp(y - kBoardWindow, 0, std::max(m - w, 0));
      localGrey.clear();
      for (int j = j0; j < std::min(j0 + w, m); ++j)
        for (int i = i0; i < std::min(i0 + w, m); ++i)
          localGrey.push_back(cellGrey[static_cast<std::size_t>(j * m + i)]);
      const float board = std::max(quantile(localGrey, 0.5), 8.f);
      f.boardGrey = board;
      localChroma.clear();
      localU.clear();
      localV.clear();
      for (int j = j0; j < std::min(j0 + w, m); ++j)
        for (int i = i0; i < std::min(i0 + w, m); ++i) {
          const auto k = static_cast<std::size_t>(j * m + i);
          localChroma.push_back(cellChroma[k]);
          localU.push_back(cellU[k]);
          localV.push_back(cellV[k]);
        }
      f.boardChroma = quantile(localChroma, 0.5);
      const cv::Point2f boardHue(quantile(localU, 0.5) - 128.f, quantile(localV, 0.5) - 128.f);

      // Stone disc where the stone's body appears.
      const cv::Point2d c = pose.apparent(x, y, kStoneMidHeight);
      const double cx = (c.x + kMargin) * kCell, cy = (c.y + kMargin) * kCell;
      const float med = discMedian(grey, cx, cy);
      f.level = med / board;
      f.levelBase = discMedian(grey, (x + kMargin) * kCell, (y + kMargin) * kCell) / board;
      if (f.boardChroma >= kMinBoardChroma) f.chroma = discMedian(chroma, cx, cy) / f.boardChroma;
      const cv::Point2f discHue(discMedian(hue[0], cx, cy) - 128.f,
                                discMedian(hue[1], cx, cy) - 128.f);
      const float boardHueLength = static_cast<float>(cv::norm(boardHue)),
                  discHueLength = static_cast<float>(cv::norm(discHue));
      if (boardHueLength >= kMinHue && discHueLength >= kMinHue)
        f.hueAlong = boardHue.dot(discHue) / (boardHueLength * discHueLength);
      // Patches far darker than the board are not board (a black neighbour, the table beyond the
      // edge) and are left out.
      std::array<float, 4> diag{};
      int nDiag = 0;
      for (int k = 0; k < 4; ++k) {
        const double gx = c.x + ((k & 1) ? 0.5 : -0.5), gy = c.y + ((k & 2) ? 0.5 : -0.5);
        const float v = patchMean(grey, static_cast<int>(std::lround((gx + kMargin) * kCell)),
                                  static_cast<int>(std::lround((gy + kMargin) * kCell)), 1);
        const bool inside = gx >= 0 && gy >= 0 && gx <= n - 1 && gy <= n - 1;
        // Beyond the outer lines a bright table or paper is not board either.
        if (v >= kNotBoard * board && (inside || v <= board / kNotBoard))
          diag[static_cast<std::size_t>(nDiag++)] = v;
      }
      // Insertion sort of at most 4 values.
      for (int a = 1; a < nDiag; ++a)
        for (int b = a;
             b > 0 && diag[static_cast<std::size_t>(b - 1)] > diag[static_cast<std::size_t>(b)];
             --b)
          std::swap(diag[static_cast<std::size_t>(b - 1)], diag[static_cast<std::size_t>(b)]);
      const float around = nDiag == 0 ? board
                                      : 0.5f * (diag[static_cast<std::size_t>((nDiag - 1) / 2)] +
                                                diag[static_cast<std::size_t>(nDiag / 2)]);
      f.lift = med / std::max(around, 8.f);
      float band = 0.f;
      const double gap = kGapDistance / std::sqrt(2.0);  // cells along each axis
      // Beyond the outer lines lies the board's rim or the table, whatever their colour.
      auto onBoard = [&](const cv::Point2d& g) {
        return g.x >= 0 && g.y >= 0 && g.x <= n - 1 && g.y <= n - 1;
      };
      auto at = [&](const cv::Point2d& g) {
        return patchMean(grey, static_cast<int>(std::lround((g.x + kMargin) * kCell)),
                         static_cast<int>(std::lround((g.y + kMargin) * kCell)), 1);
      };
      std::array<cv::Point2d, 4> inner;
      std::size_t nInner = 0;
      for (const double sy : {1.0, -1.0}) {
        const cv::Point2d a(c.x + gap, c.y + sy * gap), b(c.x - gap, c.y - sy * gap);
        if (onBoard(a)) inner[nInner++] = a;
        if (onBoard(b)) inner[nInner++] = b;
        if (!onBoard(a) || !onBoard(b)) continue;
        band = std::max(band, std::min(at(a), at(b)));
      }
      // A point on an outer line has no diagonal on the board, but its two gaps towards the board
      // are: lit like it, they are light on the board there, not a stone.
      if (nInner == 2) band = std::min(at(inner[0]), at(inner[1]));
      f.band = band / std::max(med, 8.f);
      f.bandLift = band / board;

      // Grid lines through the true intersection (they lie on the board plane).
      const int lx = (x + kMargin) * kCell, ly = (y + kMargin) * kCell;
      for (int k = -kLineHalf; k <= kLineHalf; ++k) {
        float colSum = 0.f, rowSum = 0.f;
        for (int t = -kLineHalf; t <= kLineHalf; ++t) {
          colSum += grey.at<uchar>(ly + t, lx + k);
          rowSum += grey.at<uchar>(ly + k, lx + t);
        }
        colProfile[k + kLineHalf] = colSum / (2 * kLineHalf + 1);
        rowProfile[k + kLineHalf] = rowSum / (2 * kLineHalf + 1);
      }
      // Both lines must show: a white stone's shaded side can mimic one line, never a cross.
      f.line = std::min(dip(colProfile), dip(rowProfile)) / board;
    }
  }
  return out;
}

}  // namespace c6::vision
