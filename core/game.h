#pragma once
#include <optional>
#include <string>
#include <vector>

#include "core/board.h"
#include "core/result.h"
#include "core/turn.h"

namespace c6::core {

// Why a turn cannot be played. Names match the `c6rec check --json` error reasons.
enum class Illegal { Occupied, OffBoard, WrongStoneCount, MoveAfterEnd, WrongColour };
std::string illegalString(Illegal why);  // "occupied", "off-board", ...

struct GameOptions {
  int boardSize = Board::kDefaultSize;
  // Variant: when a game ends without six (full board, double pass), the side with more connected
  // fives wins, then fours, and so on.
  bool tieBreakByCounting = false;
};

// Turn order, legality and the result. Win detection is incremental: only the new stones are checked.
class Game {
 public:
  explicit Game(GameOptions options = {});

  const GameOptions& options() const { return m_options; }
  const Board& board() const { return m_board; }
  const std::vector<Turn>& turns() const { return m_turns; }
  int turnCount() const { return static_cast<int>(m_turns.size()); }
  Color toMove() const { return m_toMove; }
  // Stones the side to move must place: 1 on Black's first turn, else 2 (1 if only one point is empty).
  int stonesRequired() const;
  const Result& result() const { return m_result; }
  bool over() const { return m_result.over(); }

  // Empty when `turn` may be played now. A 1-stone turn where 2 are due is legal only when it makes six.
  std::optional<Illegal> check(const Turn& turn) const;
  // Plays the turn when legal (all or nothing) and returns empty; otherwise changes nothing.
  std::optional<Illegal> play(const Turn& turn);

  // Ends the game from outside the board. Each does nothing once the game is over.
  void resign(Color side);
  void loseOnTime(Color side);
  void agreeDraw();
  void arbiterVoid();
  void arbiterLoss(Color side);

  // The arbiter accepted `board` as the correct position (rule 10): the stones are replaced, the turns,
  // the side to move and the result stay. The caller records the correction.
  void correctBoard(const Board& board);

 private:
  void finishWithoutSix(EndReason why);

  GameOptions m_options;
  Board m_board;
  std::vector<Turn> m_turns;
  Color m_toMove = Color::Black;
  Result m_result;
};

}  // namespace c6::core
