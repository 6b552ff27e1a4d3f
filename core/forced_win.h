#pragma once
#include <optional>
#include <vector>

#include "core/board.h"
#include "core/color.h"
#include "core/point.h"

namespace c6::core {

// A forced win for `side`, the side to move: it wins within `turns` of its own turns whatever the
// opponent does. `line` alternates the winner's moves and the opponent's best replies, starting and
// ending with the winner's (a win in k has 2k - 1 entries); the last entry completes the six and
// may name one point when one stone is enough.
struct ForcedWin {
  Color side = Color::Black;
  int turns = 0;
  std::vector<std::vector<Point>> line;
  friend bool operator==(const ForcedWin&, const ForcedWin&) = default;
};

struct SolverOptions {
  // Wins longer than this many of the mover's turns are not looked for.
  int maxTurns = 3;
  // Work is counted in positions looked at, never in time, so a result does not depend on the
  // machine. The default proves every position of the shared records (the hardest needs 0.29M).
  long nodeBudget = 1000000;
};

// What the solver knows. Wins in 1 and 2 are exact: found whenever they exist, with the shortest
// length. Wins in 3 or more are found by continuous threats (every move of the winner leaves the
// opponent a threat to answer), so a longer win that starts with a quiet move can be missed. A win
// is claimed only when it is proved. `unknown` is set when the budget ran out before any win was
// proved: then "no win" was not shown either.
struct SolverResult {
  std::optional<ForcedWin> win;
  bool unknown = false;
  long nodes = 0;
};

// Looks for the shortest forced win of `toMove`, who places `stones` (Game::stonesRequired: 2, or 1
// on Black's first turn) this turn; the opponent places two stones on each of its turns.
SolverResult findForcedWin(const Board& board, Color toMove, int stones,
                           const SolverOptions& options = {});

}  // namespace c6::core
