#pragma once
#include <optional>
#include <vector>

#include "core/board.h"
#include "core/game.h"
#include "core/turn.h"

namespace c6::core {

// The five-stone opening variant (rules, proposed extension 4). Before colours are known, the
// "tentative first" (TF) and "tentative second" (TS) players place the first five stones one at a
// time:
//   stone 1 black by TF, 2 white by TS, 3 white by TF, 4 black by TS, 5 black by TF.
// The player due to place a stone (2 to 5) may decline: the other player must then place it and
// cannot decline in turn. The schedule above stays as it is for the following stones. After the
// fifth stone, the player who did not place it chooses to play black or white. The stones become
// Black's first turn (stone 1), White's turn (2, 3) and Black's turn (4, 5); White moves next.
enum class Seat { TentativeFirst, TentativeSecond };
constexpr Seat otherSeat(Seat s) {
  return s == Seat::TentativeFirst ? Seat::TentativeSecond : Seat::TentativeFirst;
}

enum class OpeningRefusal { Occupied, OffBoard, NotNow, CannotDecline };

class OpeningProtocol {
 public:
  enum class Phase { PlaceStone, ChooseColour, Done };

  explicit OpeningProtocol(int boardSize = Board::kDefaultSize) : m_board(boardSize) {}

  Phase phase() const;
  int stonesPlaced() const { return static_cast<int>(m_stones.size()); }
  // The colour of the next stone (PlaceStone phase).
  Color nextStoneColour() const;
  // Who must act now: place the next stone, or choose a colour.
  Seat toAct() const { return m_toAct; }
  bool canDecline() const;

  // `seat` places the next stone / declines it / chooses its colour. Refused when it is not that
  // seat's action now, or the point is taken or off the board; nothing changes then.
  std::optional<OpeningRefusal> place(Seat seat, Point p);
  std::optional<OpeningRefusal> decline(Seat seat);
  std::optional<OpeningRefusal> chooseColour(Seat seat, Color colour);

  // Who placed stone i (0-based).
  Seat placedBy(int i) const { return m_placedBy[static_cast<std::size_t>(i)]; }
  // After the choice: which seat plays black.
  std::optional<Seat> blackSeat() const { return m_blackSeat; }
  const Board& board() const { return m_board; }
  // The three turns the five stones make (all five stones placed).
  std::vector<Turn> turns() const;
  // A game that starts from those turns (phase Done).
  Game startGame(GameOptions options = {}) const;

 private:
  static Seat scheduled(int stoneIndex) {
    return stoneIndex % 2 == 0 ? Seat::TentativeFirst : Seat::TentativeSecond;
  }

  Board m_board;
  std::vector<Point> m_stones;
  std::vector<Seat> m_placedBy;
  Seat m_toAct = Seat::TentativeFirst;
  bool m_declined = false;  // the current stone was declined once already
  std::optional<Seat> m_blackSeat;
};

}  // namespace c6::core
