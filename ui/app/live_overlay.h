#pragma once
#include <QImage>
#include <QPainter>
#include <QPointF>
#include <QPolygonF>
#include <optional>
#include <utility>
#include <vector>

#include "core/observation.h"

namespace c6::ui {

// What vision understood about one frame, in IMAGE pixels and IMAGE grid orientation (index = y *
// size
// + x, as vision's BoardLocation/StoneReading): the controller maps record points into it.
struct LiveOverlay {
  int size = 19;
  std::vector<QPointF> intersections;        // size*size pixel positions; empty: no board found
  std::vector<core::Seen> stones;            // per intersection; may be empty
  std::vector<float> confidence;             // per intersection, 0..1; may be empty
  std::vector<bool> occluded;                // per intersection: hidden by a hand/arm; may be empty
  std::vector<QPolygonF> hands;              // occluding regions, pixels
  std::vector<int> lastTurn;                 // intersection indices of the last turn
  std::vector<int> flagged;                  // intersection indices of open flags
  std::optional<std::pair<int, int>> moved;  // moved stone: from index -> to index
  bool moving = false;                       // motion in the frame: the reading is not settled

  bool hasBoard() const { return intersections.size() == static_cast<std::size_t>(size * size); }
  // For a frame shrunk by `factor` (see displayImage).
  void scale(double factor);
};

// Draws the overlay on a frame that was scaled by `scale` and shifted by `offset` into the widget.
void paintLiveOverlay(QPainter& painter, const LiveOverlay& overlay, double scale, QPointF offset);

}  // namespace c6::ui
