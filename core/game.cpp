#include "core/game.h"

#include <algorithm>

namespace c6::core {

std::string illegalString(Illegal why) {
  switch (why) {
    case Illegal::Occupied: return "occupied";
    case Illegal::OffBoard: return "off-board";
    case Illegal::WrongStoneCount: return "wrong-stone-count";
    case Illegal::MoveAfterEnd: return "move-after-end";
    case Illegal::WrongColour: return "wrong-colour";
  }
  return "unknown";
}

Game::Game(GameOptions options) : m_options(options), m_board(options.boardSize) {}

int Game::stonesRequired() const {
  if (m_turns.empty()) return 1;
  return std::min(2, m_board.emptyCount());
}

std::optional<Illegal> Game::check(const Turn& turn) const {
  if (over()) return Illegal::MoveAfterEnd;
  if (turn.side() != m_toMove) return Illegal::WrongColour;
  if (turn.isPass()) return std::nullopt;
  for (Point p : turn)
    if (!m_board.onBoard(p)) return Illegal::OffBoard;
  for (Point p : turn)
    if (m_board.at(p) != Color::Empty) return Illegal::Occupied;
  if (turn.count() == 2 && turn[0] == turn[1]) return Illegal::Occupied;
  int required = stonesRequired();
  if (turn.count() == required) return std::nullopt;
  if (turn.count() == 1 && required == 2) {
    Board after = m_board;
    after.set(turn[0], turn.side());
    if (after.makesSix(turn[0])) return std::nullopt;
  }
  return Illegal::WrongStoneCount;
}

std::optional<Illegal> Game::play(const Turn& turn) {
  if (auto why = check(turn)) return why;
  bool passedBefore = !m_turns.empty() && m_turns.back().isPass();
  m_turns.push_back(turn);
  m_toMove = opponent(m_toMove);
  if (turn.isPass()) {
    if (passedBefore) finishWithoutSix(EndReason::DoublePass);
    return std::nullopt;
  }
  for (Point p : turn) m_board.set(p, turn.side());
  for (Point p : turn) {
    if (m_board.makesSix(p)) {
      m_result = Result::win(turn.side(), EndReason::Six);
      return std::nullopt;
    }
  }
  if (m_board.full()) finishWithoutSix(EndReason::FullBoard);
  return std::nullopt;
}

void Game::finishWithoutSix(EndReason why) {
  m_result = {Outcome::Draw, why};
}

void Game::resign(Color side) {
  if (!over()) m_result = Result::win(opponent(side), EndReason::Resign);
}
void Game::loseOnTime(Color side) {
  if (!over()) m_result = Result::win(opponent(side), EndReason::Time);
}
void Game::agreeDraw() {
  if (!over()) m_result = {Outcome::Draw, EndReason::Agreement};
}
void Game::arbiterVoid() {
  if (!over()) m_result = {Outcome::Void, EndReason::Arbiter};
}
void Game::arbiterLoss(Color side) {
  if (!over()) m_result = Result::win(opponent(side), EndReason::Arbiter);
}


void Game::correctBoard(const Board& board) {
  assert(board.size() == m_board.size());
  m_board = board;
}

}  // namespace c6::core
