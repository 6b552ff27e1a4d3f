#include "core/referee_diff.h"

#include <algorithm>

namespace c6::core {

Board expectedBoard(const Board& recorded, const std::vector<Point>& pending, Color toMove) {
  Board b = recorded;
  for (Point p : pending) b.set(p, toMove);
  return b;
}

BoardDiff diffBoards(const Board& recorded, const std::vector<Point>& pending, Color toMove,
                     const Board& seen) {
  BoardDiff d;
  Board expected = expectedBoard(recorded, pending, toMove);
  for (Point p : allPoints(seen.size())) {
    Color want = expected.at(p), got = seen.at(p);
    if (want == got) continue;
    if (want == Color::Empty) {
      (got == toMove ? d.addedOwn : d.addedOther).push_back(p);
    } else if (got == Color::Empty) {
      bool isPending = std::find(pending.begin(), pending.end(), p) != pending.end();
      (isPending ? d.gonePending : d.goneRecorded).push_back(p);
    } else {
      d.changedColour.push_back(p);
    }
  }
  return d;
}

}  // namespace c6::core
