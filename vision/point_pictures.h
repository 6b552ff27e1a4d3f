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
  // Every point's picture in `view` (pixels of `geometry`'s board view), index y * size + x.
  static std::vector<cv::Vec3f> measure(const cv::Mat& view, const BoardView& geometry,
                                        double radiusCells);
  // Forgets the pictures (the next compare finds every point changed).
  void clear() { m_means.clear(); }
  bool empty() const { return m_means.empty(); }
  // Keeps `pictures` (from measure) of a view of `viewSize`.
  void take(std::vector<cv::Vec3f> pictures, cv::Size viewSize);
  // The points not `skipped` whose picture in `now` (from measure, of a view of `viewSize`) moved
  // by more than `threshold` grey levels in some channel since `take`; all of them when nothing
  // was taken or the view differs.
  std::vector<int> changed(const std::vector<cv::Vec3f>& now, cv::Size viewSize, double threshold,
                           const std::vector<std::uint8_t>& skipped) const;

 private:
  std::vector<cv::Vec3f> m_means;
  cv::Size m_viewSize;
};

}  // namespace c6::vision
