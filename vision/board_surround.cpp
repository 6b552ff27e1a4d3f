#include "vision/board_surround.h"

#include <algorithm>
#include <array>
#include <opencv2/imgproc.hpp>
#include <optional>

#include "vision/bgr_image.h"
#include "vision/lab8.h"

namespace c6::vision {

namespace {

// The board warped top-down at kCell px per cell with kMargin cells beyond the outer line; each
// outer-line point's outside is the band from kNear to kFar cells beyond it, one cell wide: past
// the board's wooden rim, where the table (or whatever enters over it) is.
constexpr int kCell = 10;
constexpr int kMargin = 3;
constexpr int kNear = 12;  // px: 1.2 cells beyond the outer line
constexpr int kFar = 22;
constexpr int kMinSidePoints = 5;  // seen outside points a side needs before its table is known

enum Side { Left, Right, Top, Bottom };
using Lab = cv::Vec3f;

// `top` is the warped board (8-bit BGR); only the bands are converted to Lab, a seventh of it.
std::optional<Lab> bandMean(const cv::Mat& top, const cv::Mat& seen, int x, int y, Side side) {
  const int cx = (kMargin + x) * kCell;
  const int cy = (kMargin + y) * kCell;
  const int half = kCell / 2;
  cv::Rect r;
  switch (side) {
    case Left:
      r = cv::Rect(cx - kFar, cy - half, kFar - kNear, kCell);
      break;
    case Right:
      r = cv::Rect(cx + kNear, cy - half, kFar - kNear, kCell);
      break;
    case Top:
      r = cv::Rect(cx - half, cy - kFar, kCell, kFar - kNear);
      break;
    case Bottom:
      r = cv::Rect(cx - half, cy + kNear, kCell, kFar - kNear);
      break;
  }
  double lowest = 0;
  cv::minMaxLoc(seen(r), &lowest);
  if (lowest < 255) return std::nullopt;  // part of the band lies off the image
  const cv::Scalar m = cv::mean(bgrToLab8(top(r)));
  return Lab(static_cast<float>(m[0]), static_cast<float>(m[1]), static_cast<float>(m[2]));
}

float median(std::vector<float> v) {
  const auto mid = v.begin() + static_cast<std::ptrdiff_t>(v.size() / 2);
  std::nth_element(v.begin(), mid, v.end());
  return *mid;
}

}  // namespace

std::vector<std::uint8_t> edgeUnlikeTable(const cv::Mat& image, const BoardLocation& location,
                                          float maxTableDistance) {
  const int size = location.size;
  std::vector<std::uint8_t> unlike(static_cast<std::size_t>(size * size), 0);
  if (size < 2 || image.empty() || image.depth() != CV_8U) return unlike;
  const float lo = kMargin * kCell, hi = static_cast<float>((kMargin + size - 1) * kCell);
  const cv::Point2f dst[4] = {{lo, lo}, {hi, lo}, {hi, hi}, {lo, hi}};
  const cv::Mat m = cv::getPerspectiveTransform(dst, location.corners.data());
  const int canvas = (size - 1 + 2 * kMargin) * kCell;
  cv::Mat top, seen;
  cv::warpPerspective(toBgr(image), top, m, cv::Size(canvas, canvas),
                      cv::INTER_LINEAR | cv::WARP_INVERSE_MAP, cv::BORDER_CONSTANT);
  cv::warpPerspective(cv::Mat(image.size(), CV_8U, cv::Scalar(255)), seen, m,
                      cv::Size(canvas, canvas), cv::INTER_NEAREST | cv::WARP_INVERSE_MAP,
                      cv::BORDER_CONSTANT);
  for (const Side side : {Left, Right, Top, Bottom}) {
    // The side's outer-line points, and what lies beyond each.
    std::vector<std::size_t> index;
    std::vector<std::optional<Lab>> outside;
    for (int k = 0; k < size; ++k) {
      const int x = side == Left ? 0 : side == Right ? size - 1 : k;
      const int y = side == Top ? 0 : side == Bottom ? size - 1 : k;
      index.push_back(static_cast<std::size_t>(y * size + x));
      outside.push_back(bandMean(top, seen, x, y, side));
    }
    // The side's table: the median of what lies beyond its points (an arm covers fewer than half).
    std::array<std::vector<float>, 3> channels;
    for (const auto& o : outside)
      if (o)
        for (int c = 0; c < 3; ++c) channels[static_cast<std::size_t>(c)].push_back((*o)[c]);
    const bool known = static_cast<int>(channels[0].size()) >= kMinSidePoints;
    Lab table;
    if (known)
      for (int c = 0; c < 3; ++c) table[c] = median(channels[static_cast<std::size_t>(c)]);
    for (std::size_t k = 0; k < index.size(); ++k) {
      const bool differs = !known || !outside[k] ||
                           cv::norm(*outside[k] - table) > static_cast<double>(maxTableDistance);
      unlike[index[k]] = unlike[index[k]] || differs;
    }
  }
  return unlike;
}

}  // namespace c6::vision
