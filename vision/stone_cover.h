#pragma once
#include <cstdint>
#include <vector>

#include "vision/stone_net.h"

namespace c6::vision {

// Which of the learned reader's "covered" points to believe. An arm, hand or sleeve is one large
// connected region that enters from outside the board; a stone is a separate disc on the lattice.
// A point the net reads as covered stays covered only when its region (the 8-connected points read
// as covered, grown through points whose covered score is at least `growScore`) reaches the
// board's outermost line and holds at least `minPoints` points. Scattered covered points on a
// board full of stones are the net mistaking unfamiliar stones for an arm.
// An arm also enters from outside the board: with `entering` given (size * size, 1 at outer-line
// points whose outside is not the bare table: vision/board_surround.h), a region must also touch
// the outer line at such a point. A row of dark stones on the outer line beside a dark table is one
// dark region reaching the edge, but the table beside it is bare. Empty `entering`: not checked.
// `probs` holds size * size points (index y * size + x); the result is 1 where covered is kept.
// `besideTable`, when given, is set to 1 at the points read covered in regions dropped only because
// they enter from nowhere (stones on the outer line, to be read by their look: stone_discs.h).
std::vector<std::uint8_t> armLikeCover(const std::vector<PointProbabilities>& probs, int size,
                                       int minPoints, float growScore,
                                       const std::vector<std::uint8_t>& entering = {},
                                       std::vector<std::uint8_t>* besideTable = nullptr);

}  // namespace c6::vision
