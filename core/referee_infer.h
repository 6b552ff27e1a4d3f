#pragma once
#include <vector>

#include "core/board.h"

namespace c6::core {

// A stone the reading missed, found where the rules say it must be.
//
// The side to move has placed all but one stone of its turn that the reading saw, and the other
// side's stones have appeared: the turn is over, and one of its stones was never seen (a white
// stone as grey as the wood, one leaning behind a black stone in a low view). Flagging the other
// side's stones as wrong colour then halts the game for nothing, and every later turn of that side
// borrows a stone from the next. Where the source scores a stone per point
// (Observation::stoneScore), the missing stone is the point that showed no stone when the last turn
// was confirmed and shows one now, though read empty: the net sees the stone the reading missed
// (a batch render's h14, read empty by the rules, dark 0.95 to the net). An arm lying beside the
// point is no stone to the net (it calls it covered), nor is a stone's shade on its neighbour. The
// surest such point is taken; `several` says whether others qualified.
struct InferredStones {
  std::vector<Point> points;  // as many as were missing, or none
  bool several = false;       // more points qualified than were missing: the surest were taken
};

// Points empty on both `expected` (the record and the turn in progress) and `seen` whose score of a
// stone was at most kNoStoneBefore in `before` (when the last turn was confirmed) and is at least
// kStoneNow in `now`. Scores are per point, row-major from a1; -1 or a missing vector: no score.
// A white stone the net half calls covered still scores 0.5 (a batch render's j11: light 0.52).
inline constexpr float kNoStoneBefore = 0.3f;
inline constexpr float kStoneNow = 0.4f;
InferredStones inferMissingStones(const Board& expected, const Board& seen, int missing,
                                  const std::vector<float>& before, const std::vector<float>& now);

}  // namespace c6::core
