#pragma once
#include "core/board.h"
#include "core/observation.h"

namespace c6::vision {

// What the record says should be on the board now, and whose turn it is.
struct Expectation {
  core::Board board;
  core::Color toMove = core::Color::Black;
};

// Settles doubtful points (confidence below `doubt`) by the rules, never a confident one:
// - a doubtful reading that agrees with the record stays;
// - a doubtful reading of a recorded stone that disagrees becomes the recorded stone;
// - a doubtful new stone on an empty point stays when it has the colour of the side to move, else
//   becomes Unknown (the referee decides from later observations: a real wrong-colour stone is seen
//   confidently, a glare is not).
// Unknown points stay Unknown: a hidden point is never filled in from the record.
void applyPrior(core::Observation& obs, const Expectation& expected, float doubt = 0.5f);

}  // namespace c6::vision
