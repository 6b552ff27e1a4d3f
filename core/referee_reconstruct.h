#pragma once
#include <optional>
#include <vector>

#include "core/referee_rules.h"

namespace c6::core {

// Stones that appeared, explained as turns: the turns completed in order, then the stones of the
// turn left in progress (of the side to move after those turns).
struct Progress {
  std::vector<Turn> turns;
  std::vector<Point> pending;
};

struct Reconstruction {
  // Set when some explanation exists: the only one, or (explanations == 2) the first of several
  // in search order, a legal order picked for want of evidence of the true one.
  std::optional<Progress> progress;
  int explanations = 0;  // 0: none; 2: more than one (capped)
};

// Explains new stones of the side to move (`own`) and of the other side (`other`), given the stones
// `pending` already placed in the turn in progress. Colours alternate, so two turns' stones split
// by colour; more turns, or a six that could come from different stones, may leave several
// explanations, and then the first is given and `explanations` says so. A six (even by the first
// stone of a turn) ends the game and whatever else appeared is ignored. More than `maxStones` new
// stones are never explained.
Reconstruction reconstruct(const RefereeRules& rules, const std::vector<Point>& pending,
                           const std::vector<Point>& own, const std::vector<Point>& other,
                           int maxStones);

}  // namespace c6::core
