#pragma once
#include <array>
#include <opencv2/core.hpp>
#include <optional>
#include <vector>

#include "vision/locator_discs.h"

namespace c6::vision {

// The board seen as a region: a large convex quadrilateral whose colour differs from what lies
// around it. Found where thin lines fail (stones hide them on a near-full board; coloured light
// washes them out), and it bounds where the lattice may lie.
struct BoardRegion {
  // Outer edges of the board's top (plus any side face the camera sees), clockwise on screen,
  // in pixels of the image given to findBoardRegions.
  std::array<cv::Point2d, 4> quad;
  double fill = 0;  // fraction of the quadrilateral the segmented region covers
};

// Segments the image into board and surroundings (GrabCut: colour mixtures learned from seeds, so
// it follows whatever colour the light gives the board), takes the segment's largest piece, its
// convex hull, and fits four straight sides to it (its outer edges). Two seedings, as neither
// serves every scene: the image centre against the rest (the board's far, dimmer part may fall
// out), and everything but the image's border ring (a bowl or a sheet touching the board may join
// it). Each that gives a large, clearly four-sided region is returned; the lattice check decides.
// `stones` (discs in the image's pixels, may be empty) join the region where they touch it: black
// stones along the board's edge look like a dark table, but they lie on the board. `gains` (BGR
// order, see lightGains) undo a coloured light first, so board and table differ in all three
// channels rather than in the one the light leaves.
std::vector<BoardRegion> findBoardRegions(const cv::Mat& image,
                                          const std::vector<Disc>& stones = {},
                                          const cv::Vec3d& gains = {1, 1, 1});

}  // namespace c6::vision
