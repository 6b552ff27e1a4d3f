#include "core/game.h"

#include <algorithm>
#include <cassert>

#include "core/tie_break.h"

namespace c6::core {

std::string illegalString(Illegal why) {
  switch (why) {
    case Illegal::Occupied:
      return "occupied";
    case Illegal::OffBoard:
      return "off-board";
    case Illegal::WrongStoneCount:
      return "wrong-stone-count";
    case Illegal::MoveAfterEnd:
      return "move-after-end";
    case Illegal::WrongColour:
      return "wrong-colour";
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
  return play(turn, false);
}

std::optional<Illegal> Game::play(const Turn& turn, bool offerDraw) {
  if (auto why = check(turn)) return why;
  bool passedBefore = !m_turns.empty() && m_turns.back().isPass();
  m_turns.push_back(turn);
  m_drawOffers.push_back(offerDraw);
  m_drawOfferBy.reset();  // the mover's action answers any offer against them
  m_toMove = opponent(m_toMove);
  if (turn.isPass()) {
    if (passedBefore) finishWithoutSix(EndReason::DoublePass);
  } else {
    for (Point p : turn) m_board.set(p, turn.side());
    for (Point p : turn) {
      if (m_board.makesSix(p)) {
        m_result = Result::win(turn.side(), EndReason::Six);
        break;
      }
    }
    if (!over() && m_board.full()) finishWithoutSix(EndReason::FullBoard);
  }
  m_endedByStones = over();
  if (offerDraw && !over()) m_drawOfferBy = turn.side();
  return std::nullopt;
}

bool Game::offeredDraw(int turnIndex) const {
  return turnIndex >= 0 && turnIndex < turnCount() &&
         m_drawOffers[static_cast<std::size_t>(turnIndex)];
}

bool Game::acceptDraw() {
  if (over() || m_drawOfferBy != opponent(m_toMove)) return false;
  m_drawOfferBy.reset();
  m_result = {Outcome::Draw, EndReason::Agreement};
  return true;
}

std::optional<Illegal> Game::amendLastTurn(const Turn& corrected, Micros at, std::string note) {
  if (m_turns.empty() || (over() && !m_endedByStones)) return Illegal::MoveAfterEnd;
  // Rebuild the game without its last turn: amendments are rare, a replay keeps every invariant
  // simple.
  Game rebuilt(m_options);
  for (int i = 0; i + 1 < turnCount(); ++i)
    rebuilt.play(m_turns[static_cast<std::size_t>(i)], offeredDraw(i));
  bool offer = m_drawOffers.back();
  if (auto why = rebuilt.play(corrected, offer)) return why;
  rebuilt.m_amendments = std::move(m_amendments);
  rebuilt.m_amendments.push_back({turnCount() - 1, m_turns.back(), corrected, at, std::move(note)});
  *this = std::move(rebuilt);
  return std::nullopt;
}

void Game::finishWithoutSix(EndReason why) {
  if (m_options.tieBreakByCounting) {
    if (auto winner = tieBreakWinner(m_board, m_options.tieBreakDownTo)) {
      m_result = Result::win(*winner, EndReason::Count);
      return;
    }
  }
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
