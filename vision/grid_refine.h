#pragma once
#include <algorithm>
#include <array>
#include <opencv2/core.hpp>
#include <optional>
#include <span>
#include <vector>

namespace c6::vision {

// How well each grid line of a hypothesis is seen: for line k (k = -2 .. size + 1, so two lines
// beyond each edge are measured too) the fraction of its probe points inside the image where a thin
// dark line crosses within a small distance of where the hypothesis puts it (0 when less than a
// third of the line is inside). Probes on `hidden` pixels (stones: they cover the lines) do not
// count; a line with too few visible probes is unknown (stored as -1, read as 0).
struct LineSupport {
  static constexpr int kBeyond = 2;
  std::vector<double> rows;     // index k + kBeyond
  std::vector<double> columns;  // same
  double row(int k) const { return std::max(0.0, rows[static_cast<std::size_t>(k + kBeyond)]); }
  double column(int k) const {
    return std::max(0.0, columns[static_cast<std::size_t>(k + kBeyond)]);
  }
  double inner(int size) const;  // mean over the size x size lattice's own known lines (0 if none)
  int knownInner(int size) const;  // how many of the lattice's own 2 * size lines are known
};

// Refines a grid -> image homography (working-image pixels) against the dark-line response: finds
// each grid line's crossings near the prediction, fits the lines, intersects them and fits a
// homography to the intersections; also slides the 19-line window by one line when the line beyond
// an edge is better supported than the edge line itself. Nothing when too few lines are seen.
// `hidden` (optional, 8-bit, same size as `response`): where stones cover the lines.
std::optional<cv::Matx33d> refineGrid(const cv::Mat& response, double threshold,
                                      const cv::Matx33d& gridToImage, int size, int iterations,
                                      const cv::Mat& hidden = cv::Mat());

// Whether `peak` is under `factor` times the lower median of `values` (element (n - 1) / 2 of the
// n values sorted): a probe's profile whose peak is, is texture rather than a lone line. Decided by
// counting, without sorting (probes are the locator's innermost loop). False when `values` is
// empty.
bool underTimesMedian(std::span<const float> values, float peak, float factor);

LineSupport measureSupport(const cv::Mat& response, double threshold,
                           const cv::Matx33d& gridToImage, int size,
                           const cv::Mat& hidden = cv::Mat());

}  // namespace c6::vision
