#pragma once
#include <optional>
#include <vector>

#include "core/game.h"
#include "core/referee_options.h"

namespace c6::core {

// The rules the referee holds observations against: Connect6 through core::Game, or, in go mode,
// one stone per move with alternating colours and captures (for checking Go photo sequences).
// Copyable, so reconstruction can try turns on a copy.
class RefereeRules {
 public:
  explicit RefereeRules(const RefereeOptions& options);

  bool goMode() const { return m_go; }
  const Game& game() const { return m_game; }
  const Board& board() const { return m_go ? m_goBoard : m_game.board(); }
  Color toMove() const { return m_go ? m_goToMove : m_game.toMove(); }
  int turnCount() const { return m_go ? m_goTurns : m_game.turnCount(); }
  // Stones the turn in progress needs in all.
  int stonesRequired() const;
  const Result& result() const { return m_go ? m_goResult : m_game.result(); }
  bool over() const { return result().over(); }

  // Empty when `turn` may be played now (Game::check; in go mode one stone on an empty point).
  std::optional<Illegal> check(const Turn& turn) const;
  // Plays a legal turn; in go mode `captures` are then taken off the board.
  std::optional<Illegal> play(const Turn& turn, const std::vector<Point>& captures = {});

  void correctBoard(const Board& board);
  void arbiterLoss(Color side);
  void arbiterVoid();

 private:
  bool m_go;
  Game m_game;
  Board m_goBoard;
  Color m_goToMove = Color::Black;
  int m_goTurns = 0;
  Result m_goResult;
};

}  // namespace c6::core
