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
// `probs` holds size * size points (index y * size + x); the result is 1 where covered is kept.
std::vector<std::uint8_t> armLikeCover(const std::vector<PointProbabilities>& probs, int size,
                                       int minPoints, float growScore);

}  // namespace c6::vision
