#pragma once
#include <opencv2/core.hpp>
#include <optional>
#include <vector>

#include "vision/board_view.h"
#include "vision/stone_reading.h"

namespace c6::vision {

enum class ImageEdge;  // vision/occlusion.h, which includes this header

struct AppearanceOptions {
  double brightness = 1.45;  // a gap this much brighter or darker than the board is not board
  double chroma = 0.06;      // ...or this far from the board's colour (sum-normalised B, G, R)
  int minGaps = 6;           // an occluder covers at least this many gaps, a 2x2 block among them
  double shadowMinLevel = 0.3;      // a shadow leaves at least this share of the board's light
  double shadowMaxBoardLine = 0.9;  // lines fainter than this on the lit board: no shadow test
  int shadowArmReach =
      2;  // gaps this close to an arm or hand stay covered even if they pass as shadow
};

// Occluders found by how they look, not by how they changed: a still sleeve that the differencing
// background has absorbed, a dark hand, a white sleeve. The cue is the gaps of the lattice (the
// centre of each square of the grid): a stone on its point never reaches one, so a gap that does
// not look like the board is covered by something that is not a stone. An occluder is a region of
// such gaps that is solid (some 2x2 block, as an arm or hand is, and a glare streak or a line of
// stone sides is not), big, and enters from outside the board: it covers the board's margin next to
// its outer squares (stones on the edge points do not reach there, nor do clusters of stones whose
// tops lean over the squares between them in an oblique view).
struct CoveredGaps {
  int size = 0;                    // gaps per side (board size - 1)
  std::vector<std::uint8_t> gaps;  // per gap (image orientation, gy * size + gx): 1 = covered
  std::optional<ImageEdge> edge;   // the side most of the covered gaps reach the board from
  int count = 0;
};

CoveredGaps findCoveredGaps(const cv::Mat& viewImage, const BoardView& view,
                            const AppearanceOptions& options = {});

// The view pixels the covered gaps hide: each gap's square of the grid, so the intersections at its
// corners are covered.
cv::Mat coveredGapMask(const CoveredGaps& covered, const BoardView& view);

// Widens `mask` (view pixels) by `radiusCells` of a cell into `widened` and returns, per
// intersection (image orientation, y * size + x), 1 where it lies under the widened mask.
std::vector<std::uint8_t> pointsUnder(const cv::Mat& mask, const BoardView& view,
                                      double radiusCells, cv::Mat& widened);

// The points of a photo something covers (image orientation): by appearance, plus those the stone
// reader saw covered. For stills, where nothing can be learnt over time.
std::vector<std::uint8_t> coveredPoints(const cv::Mat& image, const BoardLocation& location,
                                        const StoneReading& reading, double radiusCells = 0.7,
                                        const AppearanceOptions& options = {});

}  // namespace c6::vision
