#pragma once
#include <vector>

#include "core/forced_win.h"
#include "core/game.h"

namespace c6::core {

// A position where the side to move had a forced win and the game left it: turn `turn` (1-based)
// was `played` instead.
struct MissedWin {
  int turn = 0;
  ForcedWin win;
  Turn played;
};

// The missed wins of a game, from the solver's answer for the position before each turn:
// `positions[i]` is before turn i + 1, and may have one more entry, the position after the last
// turn. A win in k is kept when the turn made six, or when the winner's next position still has a
// win in k - 1 or fewer; it is missed when neither holds, or when the opponent made six in between.
// Where the record ends too soon to tell, or the solver answered "unknown", nothing is claimed.
std::vector<MissedWin> missedWins(const std::vector<Turn>& turns,
                                  const std::vector<SolverResult>& positions,
                                  const GameOptions& options = {});

}  // namespace c6::core
