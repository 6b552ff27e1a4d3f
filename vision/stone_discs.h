#pragma once
#include <cstdint>
#include <opencv2/core.hpp>
#include <optional>
#include <vector>

#include "vision/stone_net.h"

namespace c6::vision {

// Reads a point by the look of its centre against the board's own sure points: stones are discs
// centred on their points, so the middle of a point (a disc of 0.3 cell) shows the stone's colour
// whatever lies beside it, where the learned reader's wider patch also sees a dark table beside
// an outer-line stone. `normalised` is the reader's normalised top-down board
// (vision/stone_patches.h: point (x, y) at pixel ((x + 1) * kCell, (y + 1) * kCell)); `probs` the
// net's scores. The classes' looks are the mean centres of the points the net gives that class at
// least `sureScore`; a point reads as the class whose look is nearest (0 empty, 1 dark, 2 light).
// Empty when fewer than 3 points are sure of any class.
class DiscLooks {
 public:
  DiscLooks(const cv::Mat& normalised, const std::vector<PointProbabilities>& probs, int size,
            float sureScore);
  std::optional<int> nearestClass(int x, int y) const;

 private:
  cv::Vec3f centre(int x, int y) const;
  cv::Mat m_normalised;
  std::vector<std::optional<cv::Vec3f>> m_looks;  // per class: empty, dark, light
};

}  // namespace c6::vision
