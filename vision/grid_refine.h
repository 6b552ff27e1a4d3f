#pragma once
#include <array>
#include <optional>

#include <opencv2/core.hpp>

namespace c6::vision {

// How well each grid line of a hypothesis is seen: for line k (k = -1 .. size, so one line beyond
// each edge is measured too) the fraction of probe points along it where a thin dark line crosses
// within a small distance of where the hypothesis puts it.
struct LineSupport {
  std::vector<double> rows;     // index k + 1 for k = -1 .. size
  std::vector<double> columns;  // same
  double inner(int size) const;  // mean over the size x size lattice's own lines
};

// Refines a grid -> image homography (working-image pixels) against the dark-line response: finds
// each grid line's crossings near the prediction, fits the lines, intersects them and fits a
// homography to the intersections; also slides the 19-line window by one line when the line beyond
// an edge is better supported than the edge line itself. Nothing when too few lines are seen.
std::optional<cv::Matx33d> refineGrid(const cv::Mat& response, double threshold, const cv::Matx33d& gridToImage,
                                      int size, int iterations);

LineSupport measureSupport(const cv::Mat& response, double threshold, const cv::Matx33d& gridToImage, int size);

}  // namespace c6::vision
