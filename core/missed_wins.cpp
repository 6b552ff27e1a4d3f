#include "core/missed_wins.h"

#include <cstddef>

namespace c6::core {

std::vector<MissedWin> missedWins(const std::vector<Turn>& turns,
                                  const std::vector<SolverResult>& positions,
                                  const GameOptions& options) {
  // Who made six at each turn, replayed once.
  std::vector<Color> sixBy(turns.size(), Color::Empty);
  Game game(options);
  for (std::size_t i = 0; i < turns.size(); ++i) {
    if (game.play(turns[i])) break;
    if (game.result().reason == EndReason::Six) {
      sixBy[i] = turns[i].side();
      break;
    }
  }
  std::vector<MissedWin> out;
  for (std::size_t i = 0; i < positions.size() && i < turns.size(); ++i) {
    const auto& win = positions[i].win;
    if (!win) continue;
    if (sixBy[i] == win->side) continue;
    bool missed = false;
    if (i + 1 < turns.size() && sixBy[i + 1] == opponent(win->side)) {
      missed = true;
    } else if (i + 2 < positions.size()) {
      const SolverResult& next = positions[i + 2];
      const bool kept = next.win && next.win->side == win->side && next.win->turns < win->turns;
      missed = !kept && !next.unknown;
    } else if (win->turns == 1 && i + 1 < turns.size()) {
      missed = true;  // the six was there and the game went on without it
    }
    if (missed) out.push_back({static_cast<int>(i) + 1, *win, turns[i]});
  }
  return out;
}

}  // namespace c6::core
