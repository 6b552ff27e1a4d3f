#pragma once
#include <opencv2/core.hpp>

#include "core/point.h"
#include "vision/board_location.h"

namespace c6::vision {

// A small top-down picture of the board (plus a margin of table around it), cheap enough to make
// every frame: the pipeline watches motion, hands and bumps here, not in the full frame.
// View pixels: intersection (x, y) of the grid (image orientation) sits at ((x + margin) * cell,
// (y + margin) * cell).
class BoardView {
 public:
  BoardView() = default;
  explicit BoardView(const BoardLocation& location, int cell = 8, double margin = 1.5);

  const BoardLocation& location() const { return m_location; }
  int size() const { return m_location.size; }
  int cell() const { return m_cell; }
  cv::Size viewSize() const { return m_viewSize; }
  cv::Point2f pointInView(int x, int y) const;
  // Warps a BGR frame into the view (outside the image: black).
  void warp(const cv::Mat& frame, cv::Mat& out) const;
  // The same view after the board moved by (dx, dy) view pixels: a small refinement without search.
  BoardView shifted(double dx, double dy) const;

 private:
  BoardLocation m_location;
  int m_cell = 8;
  double m_margin = 1.5;
  cv::Size m_viewSize;
  cv::Matx33d m_imageToView = cv::Matx33d::eye();
};

// The same board with its lattice moved by (dx, dy) grid cells (corners follow).
BoardLocation shiftGrid(const BoardLocation& location, double dx, double dy);
// How far `other` puts the lattice from `location`: the largest distance between the two
// projections of the four corners and the centre, in cells of `location` measured there.
double gridOffsetCells(const BoardLocation& location, const BoardLocation& other);

// Which side of the record a Black player sits on, in image terms: the default (Bottom) means
// columns a-s run from the image's left and rows 1-19 from its bottom.
enum class BlackSide { Bottom, Top, Left, Right };
// The record point of grid intersection (x, y) in image orientation.
core::Point recordPoint(int x, int y, int size, BlackSide side = BlackSide::Bottom);

}  // namespace c6::vision
