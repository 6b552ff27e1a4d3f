#include "core/referee_rules.h"

namespace c6::core {

RefereeRules::RefereeRules(const RefereeOptions& options)
    : m_go(options.goMode), m_game(options.game), m_goBoard(options.game.boardSize) {}

int RefereeRules::stonesRequired() const {
  if (!m_go) return m_game.stonesRequired();
  return m_goBoard.full() ? 0 : 1;
}

std::optional<Illegal> RefereeRules::check(const Turn& turn) const {
  if (!m_go) return m_game.check(turn);
  if (over()) return Illegal::MoveAfterEnd;
  if (turn.side() != m_goToMove) return Illegal::WrongColour;
  if (turn.count() > 1) return Illegal::WrongStoneCount;
  for (Point p : turn) {
    if (!m_goBoard.onBoard(p)) return Illegal::OffBoard;
    if (m_goBoard.at(p) != Color::Empty) return Illegal::Occupied;
  }
  return std::nullopt;
}

std::optional<Illegal> RefereeRules::play(const Turn& turn, const std::vector<Point>& captures) {
  if (!m_go) return m_game.play(turn);
  if (auto why = check(turn)) return why;
  for (Point p : turn) m_goBoard.set(p, turn.side());
  for (Point p : captures) m_goBoard.set(p, Color::Empty);
  m_goToMove = opponent(m_goToMove);
  ++m_goTurns;
  return std::nullopt;
}

void RefereeRules::correctBoard(const Board& board) {
  if (m_go)
    m_goBoard = board;
  else
    m_game.correctBoard(board);
}

void RefereeRules::arbiterLoss(Color side) {
  if (!m_go)
    m_game.arbiterLoss(side);
  else if (!over())
    m_goResult = Result::win(opponent(side), EndReason::Arbiter);
}

void RefereeRules::arbiterVoid() {
  if (!m_go)
    m_game.arbiterVoid();
  else if (!over())
    m_goResult = {Outcome::Void, EndReason::Arbiter};
}

}  // namespace c6::core
