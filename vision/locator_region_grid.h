#pragma once
#include <array>
#include <opencv2/core.hpp>
#include <vector>

#include "vision/locator_discs.h"

namespace c6::vision {

// One lattice hypothesis inside a board region: grid (x = column, y = row, 0..size-1) -> pixels.
struct RegionLattice {
  cv::Matx33d grid;
  double score = 0;  // summed line and stone evidence of both axes (about 2 x size at best)
};

// The lattices a board region can hold: the region is rectified to a square by its own corners, and
// along each axis a run of `size` equally spaced lines is fitted to two kinds of evidence - the
// dark-line response where no stone hides it, and the centres of stone-sized discs (on a near-full
// board the stones are the lattice). The outer lines must lie within the region, a plausible margin
// from its edges. A stone's top shows up to half a cell off its point toward the image's top in an
// oblique view, so along the axis that runs up the image the discs may sit off the lines by that
// much. `quad`, `response`, `hidden` (stones, 8-bit, may be empty) and `discs` share one pixel
// frame. Best first, at most `maxCandidates`.
// The board region rectified: its quad (outer edges, clockwise from top-left) -> a `side` x `side`
// square, the frame both region cues fit their lattices in.
cv::Matx33d regionToSquare(const std::array<cv::Point2d, 4>& quad, double side);

// The centres, in that square, of the stone-sized discs (radius 0.35-0.65 of a square's `cell`,
// measured in the square): the gaps between touching stones and the bowls' lids are no stones.
std::vector<cv::Point2d> stoneCentresInSquare(const std::vector<Disc>& discs,
                                              const cv::Matx33d& toSquare, double cell);

std::vector<RegionLattice> latticesInRegion(const std::array<cv::Point2d, 4>& quad,
                                            const cv::Mat& response, double threshold,
                                            const cv::Mat& hidden, const std::vector<Disc>& discs,
                                            int size, int maxCandidates);

}  // namespace c6::vision
