#pragma once
#include <vector>

#include "core/board.h"
#include "core/game.h"

namespace c6::core {

// One side's threats to win on the next turn: the six-cell windows (rows, columns, both diagonals)
// holding at least four of its stones and none of the opponent's. A side with two stones to place
// completes any such window, so the opponent must put a stone into every one of them now.
struct SideThreats {
  int windows = 0;
  // A smallest set of empty points meeting every window that still has an empty point, sorted
  // (column, then row). Empty when there are no windows; more than two points when one turn cannot
  // stop them all. The same board always gives the same points.
  std::vector<Point> block;
  // False only when the search for the smallest block hit its bound (core/threats.cpp: crafted
  // boards far beyond any game); `block` then still meets every window.
  bool exact = true;
  friend bool operator==(const SideThreats&, const SideThreats&) = default;
};

struct Threats {
  SideThreats black;
  SideThreats white;
  const SideThreats& of(Color side) const { return side == Color::White ? white : black; }
  friend bool operator==(const Threats&, const Threats&) = default;
};

SideThreats sideThreats(const Board& board, Color side);
Threats threats(const Board& board);

// The position just after turn `turnNumber` (1-based) of `game`: its board without the stones of
// the later turns. Stones are never taken back, so this holds while no correction
// (Game::correctBoard) came after that turn, as when a caller reports several turns confirmed at
// once.
Board boardAfterTurn(const Game& game, int turnNumber);

}  // namespace c6::core
