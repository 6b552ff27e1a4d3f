#include "vision/stone_patches.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <opencv2/imgproc.hpp>

#include "vision/bgr_image.h"

namespace c6::vision::stone_patches {

namespace {

constexpr double kLowPct = 2.0;
constexpr double kHighPct = 98.0;
constexpr int kMinRange = 8;  // grey levels: a flat channel is not stretched beyond 32x
// A channel's range against the strongest one's: below kWeakRange it holds mostly noise and is
// replaced by the brightness; from kFullRange up it is kept as it is.
constexpr double kWeakRange = 1.0 / 6.0;
constexpr double kFullRange = 0.5;

}  // namespace

float channelWeight(int channelRange, int strongestRange) {
  const double r = static_cast<double>(channelRange) / strongestRange;
  return static_cast<float>(std::clamp((r - kWeakRange) / (kFullRange - kWeakRange), 0.0, 1.0));
}

cv::Mat warpBoard(const cv::Mat& input, const BoardLocation& location) {
  cv::Mat image = toBgr(input);
  std::array<cv::Point2f, 4> corners = location.corners;
  double side = 0;
  for (std::size_t i = 0; i < 4; ++i) side += cv::norm(corners[i] - corners[(i + 1) % 4]) / 4.0;
  const double cellPx = side / (location.size - 1);
  // Shrink by area first when cells are larger than the warp's, so thin grid lines are averaged,
  // not skipped by the warp's point sampling; only the board's region is shrunk.
  if (cellPx > kCell) {
    const double margin = 1.5 * cellPx;
    float minX = corners[0].x, maxX = corners[0].x, minY = corners[0].y, maxY = corners[0].y;
    for (const auto& c : corners) {
      minX = std::min(minX, c.x), maxX = std::max(maxX, c.x);
      minY = std::min(minY, c.y), maxY = std::max(maxY, c.y);
    }
    const int x0 = std::max(0, static_cast<int>(std::floor(minX - margin)));
    const int y0 = std::max(0, static_cast<int>(std::floor(minY - margin)));
    const int x1 = std::min(image.cols, static_cast<int>(std::ceil(maxX + margin)));
    const int y1 = std::min(image.rows, static_cast<int>(std::ceil(maxY + margin)));
    if (x1 - x0 >= 2 && y1 - y0 >= 2) {
      const double f = kCell / cellPx;
      const int w = std::max(1, static_cast<int>(std::lround((x1 - x0) * f)));
      const int h = std::max(1, static_cast<int>(std::lround((y1 - y0) * f)));
      cv::Mat small;
      cv::resize(image(cv::Rect(x0, y0, x1 - x0, y1 - y0)), small, cv::Size(w, h), 0, 0,
                 cv::INTER_AREA);
      image = small;
      const double sx = static_cast<double>(w) / (x1 - x0), sy = static_cast<double>(h) / (y1 - y0);
      for (auto& c : corners)
        c = {static_cast<float>((c.x - static_cast<double>(x0)) * sx),
             static_cast<float>((c.y - static_cast<double>(y0)) * sy)};
    }
  }
  const float lo = kCell, hi = static_cast<float>(location.size * kCell);
  const cv::Point2f dst[4] = {{lo, lo}, {hi, lo}, {hi, hi}, {lo, hi}};
  const cv::Mat m = cv::getPerspectiveTransform(dst, corners.data());
  const int canvas = (location.size + 1) * kCell;
  cv::Mat top;
  cv::warpPerspective(image, top, m, cv::Size(canvas, canvas),
                      cv::INTER_LINEAR | cv::WARP_INVERSE_MAP, cv::BORDER_REPLICATE);
  return top;
}

cv::Mat normalise(const cv::Mat& top) {
  const int inset = kCell / 2;
  const cv::Mat inner = top(cv::Rect(inset, inset, top.cols - 2 * inset, top.rows - 2 * inset));
  std::array<std::array<int, 256>, 3> hist{};
  for (int y = 0; y < inner.rows; ++y) {
    const auto* row = inner.ptr<cv::Vec3b>(y);
    for (int x = 0; x < inner.cols; ++x)
      for (int c = 0; c < 3; ++c) ++hist[static_cast<std::size_t>(c)][row[x][c]];
  }
  const double total = static_cast<double>(inner.total());
  // The first grey level whose cumulative count reaches the share (numpy searchsorted 'left').
  auto level = [&](const std::array<int, 256>& h, double pct) {
    const double target = total * pct / 100.0;
    double sum = 0;
    for (int v = 0; v < 256; ++v) {
      sum += h[static_cast<std::size_t>(v)];
      if (sum >= target) return v;
    }
    return 255;
  };
  std::array<int, 3> low{}, range{};
  for (std::size_t c = 0; c < 3; ++c) {
    low[c] = level(hist[c], kLowPct);
    range[c] = std::max(level(hist[c], kHighPct) - low[c], kMinRange);
  }
  const int strongest = *std::max_element(range.begin(), range.end());
  std::array<float, 3> weight{}, scale{};
  for (std::size_t c = 0; c < 3; ++c) {
    weight[c] = channelWeight(range[c], strongest);
    scale[c] = 1.0f / static_cast<float>(range[c]);
  }
  const auto sumLow = static_cast<float>(low[0] + low[1] + low[2]);
  const float brightScale = 1.0f / static_cast<float>(range[0] + range[1] + range[2]);
  cv::Mat out(top.size(), CV_32FC3);
  for (int y = 0; y < top.rows; ++y) {
    const auto* src = top.ptr<cv::Vec3b>(y);
    auto* dst = out.ptr<cv::Vec3f>(y);
    for (int x = 0; x < top.cols; ++x) {
      const std::array<float, 3> v{static_cast<float>(src[x][0]), static_cast<float>(src[x][1]),
                                   static_cast<float>(src[x][2])};
      const float bright = (v[0] + v[1] + v[2] - sumLow) * brightScale - 0.5f;
      for (std::size_t c = 0; c < 3; ++c) {
        const float own = (v[c] - static_cast<float>(low[c])) * scale[c] - 0.5f;
        dst[x][static_cast<int>(c)] = weight[c] * own + (1.0f - weight[c]) * bright;
      }
    }
  }
  return out;
}

cv::Mat patchBlob(const cv::Mat& normalised, int size) {
  const int dims[4] = {size * size, 3, kPatch, kPatch};
  cv::Mat blob(4, dims, CV_32F);
  for (int py = 0; py < size; ++py)
    for (int px = 0; px < size; ++px) {
      float* dst = blob.ptr<float>(py * size + px);
      for (int c = 0; c < 3; ++c)
        for (int y = 0; y < kPatch; ++y) {
          const auto* src = normalised.ptr<cv::Vec3f>(py * kCell + y) + px * kCell;
          for (int x = 0; x < kPatch; ++x) *dst++ = src[x][c];
        }
    }
  return blob;
}

}  // namespace c6::vision::stone_patches
