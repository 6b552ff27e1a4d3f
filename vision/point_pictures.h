#pragma once
#include <cstdint>
#include <opencv2/core.hpp>
#include <vector>

#include "vision/board_view.h"

namespace c6::vision {

// Each intersection's picture in the board view, kept small: the mean colour of the patch a stone
// on it covers. The pipeline takes these at a full stone read and compares later views with them:
// where no point's picture moved beyond camera noise, a new read would read the same.
class PointPictures {
 public:
  // Forgets the pictures (the next compare finds every point changed).
  void clear() { m_means.clear(); }
  bool empty() const { return m_means.empty(); }
  // Takes every point's picture from `view` (pixels of `geometry`'s board view).
  void take(const cv::Mat& view, const BoardView& geometry, double radiusCells);
  // The points (index y * size + x) not `skipped` whose mean moved by more than `threshold` grey
  // levels in some channel since `take`; all of them when nothing was taken or the view differs.
  std::vector<int> changed(const cv::Mat& view, const BoardView& geometry, double radiusCells,
                           double threshold, const std::vector<std::uint8_t>& skipped) const;

 private:
  std::vector<cv::Vec3f> means(const cv::Mat& view, const BoardView& geometry,
                               double radiusCells) const;

  std::vector<cv::Vec3f> m_means;
  cv::Size m_viewSize;
};

}  // namespace c6::vision
