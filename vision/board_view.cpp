#include "vision/board_view.h"

#include <algorithm>
#include <cmath>
#include <opencv2/imgproc.hpp>

namespace c6::vision {

BoardView::BoardView(const BoardLocation& location, int cell, double margin)
    : m_location(location), m_cell(cell), m_margin(margin) {
  int side = static_cast<int>(std::lround((location.size - 1 + 2 * margin) * cell)) + 1;
  m_viewSize = cv::Size(side, side);
  double off = margin * cell;
  cv::Matx33d viewFromGrid(cell, 0, off, 0, cell, off, 0, 0, 1);
  m_imageToView = viewFromGrid * location.gridToImage.inv();
}

cv::Point2f BoardView::pointInView(int x, int y) const {
  return {static_cast<float>((x + m_margin) * m_cell), static_cast<float>((y + m_margin) * m_cell)};
}

void BoardView::warp(const cv::Mat& frame, cv::Mat& out) const {
  cv::warpPerspective(frame, out, cv::Mat(m_imageToView), m_viewSize, cv::INTER_LINEAR,
                      cv::BORDER_CONSTANT);
}

BoardLocation shiftGrid(const BoardLocation& location, double dx, double dy) {
  BoardLocation moved = location;
  cv::Matx33d t(1, 0, dx, 0, 1, dy, 0, 0, 1);
  moved.gridToImage = location.gridToImage * t;
  const double last = location.size - 1;
  const double gx[4] = {0, last, last, 0}, gy[4] = {0, 0, last, last};
  for (int i = 0; i < 4; ++i) {
    cv::Vec3d p = moved.gridToImage * cv::Vec3d(gx[i], gy[i], 1.0);
    moved.corners[static_cast<std::size_t>(i)] = {static_cast<float>(p[0] / p[2]),
                                                  static_cast<float>(p[1] / p[2])};
  }
  return moved;
}

double gridOffsetCells(const BoardLocation& location, const BoardLocation& other) {
  if (location.size != other.size) return 1e9;
  const double last = location.size - 1, mid = last / 2;
  const double gx[5] = {0, last, last, 0, mid}, gy[5] = {0, 0, last, last, mid};
  double worst = 0;
  for (int i = 0; i < 5; ++i) {
    const cv::Point2f p = location.project(gx[i], gy[i]);
    const double step = gx[i] < mid ? 1 : -1, stepY = gy[i] < mid ? 1 : -1;
    const double cell = std::min(cv::norm(location.project(gx[i] + step, gy[i]) - p),
                                 cv::norm(location.project(gx[i], gy[i] + stepY) - p));
    if (cell <= 0) return 1e9;
    worst = std::max(worst, cv::norm(other.project(gx[i], gy[i]) - p) / cell);
  }
  return worst;
}

BoardView BoardView::shifted(double dx, double dy) const {
  // A view shift of (dx, dy) pixels is a grid shift of (dx, dy) / cell.
  return BoardView(shiftGrid(m_location, dx / m_cell, dy / m_cell), m_cell, m_margin);
}

core::Point recordPoint(int x, int y, int size, BlackSide side) {
  const int last = size - 1;
  switch (side) {
    case BlackSide::Bottom:
      return core::Point(x, last - y);
    case BlackSide::Top:
      return core::Point(last - x, y);
    case BlackSide::Left:
      return core::Point(last - y, x);
    case BlackSide::Right:
      return core::Point(y, last - x);
  }
  return core::Point(x, last - y);
}

}  // namespace c6::vision
