#pragma once
#include <vector>

#include "core/board.h"

namespace c6::core {

// How the board as seen differs from the board the record expects: the recorded position plus the
// stones of the turn in progress (`pending`, of the colour `toMove`). Points are in board order.
struct BoardDiff {
  std::vector<Point> changedColour;  // an expected stone seen with the other colour
  std::vector<Point> goneRecorded;   // a recorded stone seen missing
  std::vector<Point> gonePending;    // a stone of the turn in progress seen missing
  std::vector<Point> addedOwn;       // a new stone of the side to move
  std::vector<Point> addedOther;     // a new stone of the other side

  bool empty() const {
    return changedColour.empty() && goneRecorded.empty() && gonePending.empty() &&
           addedOwn.empty() && addedOther.empty();
  }
};

BoardDiff diffBoards(const Board& recorded, const std::vector<Point>& pending, Color toMove,
                     const Board& seen);

// The recorded board with the pending stones of `toMove` on it.
Board expectedBoard(const Board& recorded, const std::vector<Point>& pending, Color toMove);

}  // namespace c6::core
