#pragma once
#include <opencv2/core.hpp>
#include <vector>

#include "core/observation.h"
#include "vision/board_view.h"
#include "vision/point_settle.h"

namespace c6::vision {

struct ChangeGateOptions {
  double radiusCells = 0.35;  // the patch around an intersection that a stone covers
  double minChange =
      40.0;            // a stone coming or going changes its patch by 60-120 grey levels (mean,
                       // largest channel); a reflection under drifting light by up to 25
  float known = 0.5f;  // readings at least this confident become a point's known value
  // A stone is put down by a hand: where a hand has been over an empty point since its value was
  // known, a new stone needs only this much change. A white stone on light wood under dim, mixed
  // or spot light changes its patch by 16-38 (the independent renderer's clips; 16 in a spot's
  // near-clipped pool), below minChange; camera noise by up to 6.4. A reflection that drifts where
  // no hand went still needs minChange. Stones leaving or changing colour always need minChange: a
  // stone is never taken back, and a misread is likelier.
  double touchedChange = 12.0;
  // A point that agrees with its known value takes its present picture (the light drifts) only
  // while the picture is within this of the known one: a stone misread as the empty point it stands
  // on must not become that point's picture.
  double refreshChange = 20.0;
  // ...and only where the point read otherwise before the hand came (a glare read as a stone
  // before and after a hand passed is the same glare), and it must change the point at least this
  // many times more than the least changed of the four cell centres around it (patches of
  // `gapRadiusCells`): light that moved while the hand was there (a glare, a soft shadow) changes
  // them all, a stone at most the two on the camera's side (a leaning stone in a low view). The
  // cell centres' picture follows the light with the points around them.
  double pointOverGaps = 2.0;
  double gapRadiusCells = 0.15;
};

// Stones do not come or go without the picture changing where they stand: a point's reading may
// differ from its known value only where its patch of the board view changed since that value was
// established. A fixed reflection, a misread knot in the wood or a light change that makes a point
// look like a stone is held at the known value; a real stone (put, taken, moved) always changes the
// patch. Works in the board view's image orientation: the view is the board rectified, so a bump or
// a re-location does not move a point's patch and the known picture stays valid.
class ChangeGate {
 public:
  explicit ChangeGate(ChangeGateOptions options = {}) : m_options(options) {}

  // Forgets everything (no known value: the first readings are taken as they are).
  void reset(int size);
  bool ready() const { return !m_known.empty(); }
  // Known values (image orientation; Unknown = none), with `view` as their picture.
  void seed(const std::vector<core::Seen>& known, const cv::Mat& view);
  // Points covered by a hand, arm or object in this frame (image orientation): a stone may appear
  // there (see touchedChange).
  void noteCovered(const std::vector<std::uint8_t>& covered);
  // Gates settled readings in place, against `view` (the same view pixels as seeded/rebased).
  void apply(SettledPoints& points, const cv::Mat& view, const BoardView& geometry);
  // Points whose last reading was held at the known value (for diagnostics and tests).
  int held() const { return m_held; }

 private:
  double patchChange(const cv::Mat& view, cv::Point centre, int r, const cv::Scalar& gain) const;
  double patchChangeAnyType(const cv::Mat& view, const cv::Rect& box, const cv::Scalar& gain) const;
  void copyPatch(const cv::Mat& view, cv::Point centre, int r);
  void copyGaps(const cv::Mat& view, const BoardView& geometry, int x, int y);
  // The least change at the four cell centres around point (x, y).
  double gapChange(const cv::Mat& view, const BoardView& geometry, int x, int y,
                   const cv::Scalar& gain) const;

  ChangeGateOptions m_options;
  int m_size = 0;
  std::vector<core::Seen> m_known;
  std::vector<std::uint8_t> m_touched;  // a hand was over the point since its value was known
  // The point's latest settled reading (before gating) while no hand was over it, and that
  // reading as it was when a hand first came over it since its value was known.
  std::vector<core::Seen> m_lastRead;
  std::vector<core::Seen> m_readBeforeHand;
  cv::Mat m_reference;
  int m_held = 0;
};

}  // namespace c6::vision
