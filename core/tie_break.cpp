#include "core/tie_break.h"

#include <algorithm>

namespace c6::core {

std::vector<int> connectedLineCounts(const Board& board, Color side) {
  std::vector<int> counts(7, 0);
  constexpr int kDirs[4][2] = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
  for (Point p : allPoints(board.size())) {
    if (board.at(p) != side) continue;
    for (const auto& d : kDirs) {
      // Count each run once, from its first stone (the one with no same-coloured stone behind it).
      int bc = p.col - d[0], br = p.row - d[1];
      if (board.onBoard(bc, br) && board.at(Point(bc, br)) == side) continue;
      int n = 0;
      for (int c = p.col, r = p.row; board.onBoard(c, r) && board.at(Point(c, r)) == side;
           c += d[0], r += d[1])
        ++n;
      if (static_cast<std::size_t>(n) >= counts.size())
        counts.resize(static_cast<std::size_t>(n) + 1, 0);
      ++counts[static_cast<std::size_t>(n)];
    }
  }
  return counts;
}

std::optional<Color> tieBreakWinner(const Board& board, int downTo) {
  auto black = connectedLineCounts(board, Color::Black);
  auto white = connectedLineCounts(board, Color::White);
  std::size_t longest = std::max(black.size(), white.size());
  black.resize(longest, 0);
  white.resize(longest, 0);
  for (std::size_t n = longest - 1; n >= static_cast<std::size_t>(std::max(1, downTo)); --n) {
    if (black[n] != white[n]) return black[n] > white[n] ? Color::Black : Color::White;
    if (n == 1) break;
  }
  return std::nullopt;
}

}  // namespace c6::core
