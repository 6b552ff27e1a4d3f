#pragma once
#include <optional>
#include <string>
#include <vector>

#include "core/board.h"
#include "core/result.h"
#include "core/time.h"
#include "core/turn.h"

namespace c6::core {

// Why a turn cannot be played. Names match the `c6rec check --json` error reasons.
enum class Illegal { Occupied, OffBoard, WrongStoneCount, MoveAfterEnd, WrongColour };
std::string illegalString(Illegal why);  // "occupied", "off-board", ...

struct GameOptions {
  int boardSize = Board::kDefaultSize;
  // Variant: when a game ends without six (full board, double pass), the side with more connected
  // fives wins, then fours, and so on down to lines of `tieBreakDownTo` stones (5 = fives only).
  bool tieBreakByCounting = false;
  int tieBreakDownTo = 1;
  friend bool operator==(const GameOptions&, const GameOptions&) = default;
};

// An explicit correction of the last turn (a misread stone, a recording slip), kept in the game's
// log: a game never changes a played turn silently.
struct Amendment {
  int turnIndex = 0;  // 0-based index of the turn that was replaced
  Turn before;
  Turn after;
  Micros at{0};      // when it was made, on the caller's clock
  std::string note;  // who/why, free text
  friend bool operator==(const Amendment&, const Amendment&) = default;
};

// Turn order, legality and the result. Win detection is incremental: only the new stones are
// checked.
class Game {
 public:
  explicit Game(GameOptions options = {});

  const GameOptions& options() const { return m_options; }
  const Board& board() const { return m_board; }
  const std::vector<Turn>& turns() const { return m_turns; }
  int turnCount() const { return static_cast<int>(m_turns.size()); }
  Color toMove() const { return m_toMove; }
  // Stones the side to move must place: 1 on Black's first turn, else 2 (1 if only one point is
  // empty).
  int stonesRequired() const;
  const Result& result() const { return m_result; }
  bool over() const { return m_result.over(); }

  // Empty when `turn` may be played now. A 1-stone turn where 2 are due is legal only when it makes
  // six.
  std::optional<Illegal> check(const Turn& turn) const;
  // Plays the turn when legal (all or nothing) and returns empty; otherwise changes nothing.
  // Any turn (stones or a pass) rejects a draw offer pending against the mover.
  std::optional<Illegal> play(const Turn& turn);
  // The same, offering a draw with the turn (rules 7: the offer is made while placing the stones
  // and stands until the opponent answers; it cannot be withdrawn).
  std::optional<Illegal> play(const Turn& turn, bool offerDraw);

  // The side whose draw offer awaits an answer, if any.
  std::optional<Color> drawOfferBy() const { return m_drawOfferBy; }
  // Whether turn `turnIndex` (0-based) came with a draw offer.
  bool offeredDraw(int turnIndex) const;
  // The side to move accepts the pending offer: a draw by agreement. False (and no change) without
  // one.
  bool acceptDraw();
  // The side to move rejects the pending offer aloud (placing stones rejects it too).
  void declineDraw() { m_drawOfferBy.reset(); }

  // Replaces the last turn by `corrected` (same side) and logs the amendment; the position and
  // result are recomputed as if `corrected` had been played. Returns why not: the corrected turn's
  // own illegality, or MoveAfterEnd when there is no turn or the game was ended off the board
  // (resign, time, draw agreement, arbiter), which an amendment of the stones cannot undo.
  std::optional<Illegal> amendLastTurn(const Turn& corrected, Micros at = Micros{0},
                                       std::string note = {});
  const std::vector<Amendment>& amendments() const { return m_amendments; }

  // Ends the game from outside the board. Each does nothing once the game is over.
  void resign(Color side);
  void loseOnTime(Color side);
  void agreeDraw();
  void arbiterVoid();
  void arbiterLoss(Color side);

  // The arbiter accepted `board` as the correct position (rule 10): the stones are replaced, the
  // turns, the side to move and the result stay. The caller records the correction.
  void correctBoard(const Board& board);

 private:
  void finishWithoutSix(EndReason why);

  GameOptions m_options;
  Board m_board;
  std::vector<Turn> m_turns;
  std::vector<bool> m_drawOffers;  // parallel to m_turns
  std::optional<Color> m_drawOfferBy;
  std::vector<Amendment> m_amendments;
  bool m_endedByStones =
      false;  // the result came from the last turn (six, full board, double pass)
  Color m_toMove = Color::Black;
  Result m_result;
};

}  // namespace c6::core
