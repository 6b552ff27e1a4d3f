#pragma once
#include <optional>
#include <vector>

#include "core/board.h"
#include "core/observation.h"
#include "core/time.h"

namespace c6::core {

// Turns noisy observations into a settled board, point by point. A point takes a new colour only
// when `confirmObservations` consecutive observations agree on it and at least `confirmDuration`
// separates the first of them from the confirming one. An unknown reading keeps the settled colour:
// it neither counts for a change nor breaks one in progress.
class ObservationFilter {
 public:
  ObservationFilter(int size, int confirmObservations, Micros confirmDuration);

  // Feeds one observation (of the filter's size); returns true when some settled colour changed.
  bool add(const Observation& obs);

  const Board& settled() const { return m_settled; }
  // The settled board with every change still waiting for confirmation applied, and those that the
  // latest observation interrupted (a change may be real and that reading a blip).
  Board withCandidates() const;
  // Points read as unknown in every observation since `cutoff` or earlier.
  std::vector<Point> unknownSince(Micros cutoff) const;
  // Treats points still unknown as unknown only from `time` (after the arbiter ruled on them).
  void restartUnknown(Micros time);
  // Time of the last observation added.
  Micros lastTime() const { return m_lastTime; }
  // Per point, the latest score of a stone the source gave where the point was not hidden (-1:
  // none yet); empty until a source gives scores (Observation::stoneScore).
  const std::vector<float>& stoneScores() const { return m_stoneScores; }
  // Settles a stone the referee inferred where the reading shows none: readings of an empty point
  // there are then no change. A reading of a stone there ends the assumption.
  void assume(Point p, Color c);

 private:
  struct Cell {
    std::optional<Color> candidate;
    int count = 0;
    Micros first{0};
    std::optional<Micros> unknownFrom;
    std::optional<Color> interrupted;  // the candidate the latest observation contradicted
    bool assumed = false;              // settled by assume(), not yet seen
  };

  int m_confirmObservations;
  Micros m_confirmDuration;
  Board m_settled;
  std::vector<Cell> m_cells;
  Micros m_lastTime{0};
  std::vector<float> m_stoneScores;
};

}  // namespace c6::core
