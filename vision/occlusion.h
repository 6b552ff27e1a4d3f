#pragma once
#include <opencv2/core.hpp>
#include <optional>
#include <vector>

#include "vision/board_view.h"
#include "vision/occlusion_appearance.h"

namespace c6::vision {

// A side of the board view, in image orientation.
enum class ImageEdge { Top, Bottom, Left, Right };
const char* imageEdgeString(ImageEdge e);  // "top", "bottom", "left", "right"

struct OcclusionOptions {
  int motionThreshold = 24;           // per-pixel change between frames (max over B, G, R)
  int foregroundThreshold = 34;       // per-pixel change against the settled background
  double motionMinFraction = 0.0008;  // of the view's pixels; below is sensor noise
  double blockRadiusCells = 0.7;      // points this near a hand or a moving region are not read
  int borderBand = 3;                 // view pixels along the outside that count as "the edge"
  bool byAppearance = true;           // also occluders that look unlike the board (still or not)
  AppearanceOptions appearance;
};

// One frame's verdict on what hides the board.
struct OcclusionState {
  bool moving = false;  // something moved since the previous frame
  double motionFraction = 0.0;
  double foregroundFraction = 0.0;
  cv::Mat blockedMask;  // view pixels not to be trusted this frame (moving or occluding)
  std::vector<std::uint8_t> blocked;  // per intersection (image orientation, y * size + x)
  std::optional<ImageEdge> edge;      // side where an occluder crosses the view's border
  CoveredGaps byAppearance;           // gaps of the lattice an occluder covers, whatever it did
  int blockedCount() const;
};

// Hands, arms, sleeves and their shadows, found in the board view by differencing: against the
// previous frame (motion) and against the background learnt when the board was last settled
// (anything that entered and stays, like a resting hand). A foreground region is an occluder when
// it reaches the view's border (arms come from outside the board) or is moving; a new stone is a
// small foreground island and is not. Brightness changes of the whole scene are compensated first.
// Differencing misses what the background absorbed (an arm lying still when the board was found
// again) and what looks like the board it covers; so occluders are also found by appearance
// (findCoveredGaps): a region unlike the board, not made of stones, reaching in from the edge.
class OcclusionDetector {
 public:
  explicit OcclusionDetector(OcclusionOptions options = {}) : m_options(options) {}

  // Takes `viewImage` as the background, except where something covers the board by its looks
  // (an arm lying there when the board was found): there the background is learnt later.
  void reset(const BoardView& view, const cv::Mat& viewImage);
  // `continuous`: frames follow each other in time, so change between them is motion. False for
  // independent stills, where only what stands out against the background (a resting hand)
  // occludes.
  OcclusionState update(const cv::Mat& viewImage, bool continuous = true);
  // Learns the present view as background, except where `state` says something occludes it.
  void absorb(const cv::Mat& viewImage, const OcclusionState& state);
  const cv::Mat& background() const { return m_background; }

 private:
  cv::Mat diffMax(const cv::Mat& a, const cv::Mat& b) const;

  OcclusionOptions m_options;
  BoardView m_view;
  cv::Mat m_background;
  cv::Mat m_previous;
  cv::Mat m_unlearnt;  // view pixels whose background is not known yet (255)
};

}  // namespace c6::vision
