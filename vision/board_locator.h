#pragma once
#include <array>
#include <opencv2/core.hpp>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "vision/board_location.h"
#include "vision/grid_lines.h"
#include "vision/locator_verify.h"

namespace c6::vision {

// What the locator saw on the way, for overlays and tests. Coordinates are in pixels of the image
// as given (segments are scaled back too).
struct LocatorTrace {
  std::vector<Segment> segments;
  std::vector<int> family;  // per segment: 0 / 1 = one of the two grid directions, -1 = neither
  std::optional<BoardLocation> initial;    // the lattice before refinement
  std::optional<BoardLocation> candidate;  // the refined grid that was checked (found or rejected)
  std::string rejection;                   // why nothing was returned, empty when found
  double innerSupport = 0;                 // see LineSupport, for the final grid
  std::array<double, 4> outerSupport{};    // the line beyond row 1, column 19, row 19, column 1
  GridEvidence evidence;                   // of the checked grid
  // Every grid hypothesis after its first refinement (quality = line support) with its confidence;
  // the one with the best support is refined again and checked.
  struct Candidate {
    BoardLocation grid;
    double confidence = 0;
    // Where it came from: "lines" (segments and stones), "region" (within a board region) or
    // "snapped" (a region seed snapped onto the line pieces seen).
    std::string cue = "lines";
  };
  std::vector<Candidate> candidates;
  std::vector<Disc> discs;  // taken for stones, image pixels
  // The board regions (outer edges) when the region cue ran, image pixels, and what it decided.
  std::vector<std::array<cv::Point2f, 4>> regions;
  std::string regionVerdict;
  // Wall time of each stage that ran, in order (milliseconds): where a slow image spends it.
  std::vector<std::pair<std::string, double>> stageMs;
};

// Finds a 19x19 board in a photo (BGR, BGRA or grayscale, any size) without help: thin dark line
// segments -> two families through vanishing points -> rectification -> the 19-line lattice in
// each direction -> line-by-line refinement; when that does not convince, stone discs join the
// lines, and then the board's region (its outer edges) bounds a lattice fitted to lines and stones
// within it (see locator_region*.h). Corners and grid are in image orientation (see
// BoardLocation). Nothing when the image holds no clearly seen board: a wrong board is worse than
// none. `quality` is the mean fraction of each grid line's probes that see the line.
std::optional<BoardLocation> locateBoard(const cv::Mat& image, LocatorTrace* trace = nullptr);

// The evidence the locator's check gathers for given grids (grid -> pixels of `image`), with the
// line pieces and stones found once, as locateBoard finds them: to measure the check at known
// grids.
std::vector<GridEvidence> evidenceAt(const cv::Mat& image,
                                     const std::vector<cv::Matx33d>& gridsToImage);

// Cheap re-fit around a known location (a fixed camera between frames, or after a small bump):
// only the refinement stage, started from `prior`. Nothing when the board is no longer seen there.
std::optional<BoardLocation> refineBoard(const cv::Mat& image, const BoardLocation& prior);

}  // namespace c6::vision
