#pragma once
#include <array>
#include <opencv2/core.hpp>
#include <vector>

#include "vision/grid_lines.h"
#include "vision/locator_discs.h"

namespace c6::vision {

// The evidence for one 19x19 grid hypothesis (grid -> working-image pixels), gathered against the
// whole model rather than line by line: lines where no stone covers them, stones on intersections,
// and the grid ending at the board's edge (no line and no stone one line beyond any side).
struct GridEvidence {
  double lineSupport = 0;           // mean support of the grid's own lines where they are visible
  double knownLines = 0;            // fraction of the 2 x 19 lines with enough visible probes
  std::array<double, 4> edge{};     // support of the edge lines: row 1, column 19, row 19, column 1
  std::array<double, 4> beyond{};   // the line one beyond each edge
  std::array<double, 4> beyond2{};  // two beyond
  std::array<int, 4> stonesBeyond{};  // stone-sized discs sitting on the line beyond each edge
  int stonesInside = 0;               // stone-sized discs within the grid
  double stonesOnPoints = 0;          // of those, the fraction centred on an intersection
  // The stone tops' common offset from their points (grid units, up the image only, capped):
  // stonesOnPoints and stonesBeyond are counted with it removed.
  cv::Point2d topOffset;
  double stonesOnPointsAsSeen = 0;  // the fraction on intersections without that offset
  // Weakest side: how much better the edge line (or the stones on it) is seen than the line
  // beyond it. Near 0: the grid could as well end one line further out.
  double endMargin = 0;
  double confidence = 0;  // see confidenceOf
  // Of the thin dark line pieces seen within the grid, the length-weighted share that lies on the
  // grid's lines (see segmentsOnLines); -1 when too little is seen to tell.
  double seenOnLines = -1;
  // Where the seen line pieces sit across each direction, relative to the grid's lines (grid
  // units, in (-0.5, 0.5]; x across the columns, y across the rows): the circular mean of their
  // positions modulo one cell, and how concentrated they are (0 = spread evenly, 1 = all at one
  // offset). Both 0 when too little is seen.
  cv::Point2d lineOffset;
  cv::Point2d lineConcentration;
};

GridEvidence gatherEvidence(const cv::Mat& response, double threshold, const cv::Mat& hidden,
                            const std::vector<Disc>& discs, const cv::Matx33d& gridToImage,
                            int size, const std::vector<Segment>& segments = {});

// The line pieces seen within a grid, each sampled along its length and assigned to the grid
// direction it runs along: the length-weighted share of samples within kOnLine cell of a line of
// that direction. Where stones hide most lines, what little of the lines shows still lies on the
// true grid's lines; a grid moved a third or half a cell (onto the stone tops) puts its lines
// between them. -1 when fewer than kMinSeenCells cells of line are seen.
struct SeenLines {
  double onLines = -1;
  cv::Point2d offset, concentration;  // see GridEvidence::lineOffset
};
SeenLines segmentsOnLines(const std::vector<Segment>& segments, const cv::Matx33d& gridToImage,
                          int size);

// The grid moved onto the line pieces seen within it (grid -> pixels, as given): first by the seen
// lines' common offset (see SeenLines::offset), then by a grid -> grid homography fitted so that
// each sample of a piece (classified and kept as in segmentsOnLines) lands on its nearest line of
// that direction, reweighted a few rounds with each sample reassigned to its nearest line and
// samples farther than a quarter cell left out, and pulled toward no move (a ridge), so a direction
// without pieces stays where it was. Corrects a seed a fraction of a cell off in shift, scale and
// perspective (a region lattice stretched toward the camera); it cannot tell a grid one whole line
// off from the true one (the check and its rivals do). The grid as given when too little line is
// seen, or when the fit would move a corner more than a cell and a half.
cv::Matx33d snapToSeenLines(const std::vector<Segment>& segments, const cv::Matx33d& gridToImage,
                            int size);

// The seen line pieces' part of the check's score: how far above an ordinary share
// (GridEvidence::seenOnLines) they lie on the grid's lines; 0 when too little is seen.
double seenLinesTerm(const GridEvidence& e);

// Probability-like confidence that the grid is the board's (corners within 2% of the side), from
// its evidence; the mapping's constants are set from `c6rec eval` over the shared sets.
double confidenceOf(const GridEvidence& e);

// The confidence with how clearly the grid ends at the board's edge counted as fitOf counts it
// (half the end margin): for a grid that has beaten its rivals, among them itself moved a line,
// the end margin is evidence of where the board is, not only of which grid is better.
double confidenceWithEndOf(const GridEvidence& e);

}  // namespace c6::vision
