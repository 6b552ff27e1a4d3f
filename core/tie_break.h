#pragma once
#include <optional>
#include <vector>

#include "core/board.h"

namespace c6::core {

// The tie-break variant (rules, proposed extension 2): when nobody made six, the side with more
// connected fives wins; if equal, compare fours, and so on.
//
// counts[n] = how many connected lines of exactly n stones of `side` the board holds (maximal runs
// along rows, columns and both diagonals, as the rules define "connected line"; a lone stone is a
// line of 1 in each of the four directions). Index 0 is unused; the vector runs to the longest
// line.
std::vector<int> connectedLineCounts(const Board& board, Color side);

// The winner by counting from the longest lines down to lines of `downTo` stones; empty when equal.
std::optional<Color> tieBreakWinner(const Board& board, int downTo = 1);

}  // namespace c6::core
