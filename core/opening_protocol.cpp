#include "core/opening_protocol.h"

namespace c6::core {
namespace {
constexpr Color kColours[5] = {Color::Black, Color::White, Color::White, Color::Black,
                               Color::Black};
}

OpeningProtocol::Phase OpeningProtocol::phase() const {
  if (m_stones.size() < 5) return Phase::PlaceStone;
  return m_blackSeat ? Phase::Done : Phase::ChooseColour;
}

Color OpeningProtocol::nextStoneColour() const {
  return m_stones.size() < 5 ? kColours[m_stones.size()] : Color::Empty;
}

bool OpeningProtocol::canDecline() const {
  return phase() == Phase::PlaceStone && !m_stones.empty() && !m_declined;
}

std::optional<OpeningRefusal> OpeningProtocol::place(Seat seat, Point p) {
  if (phase() != Phase::PlaceStone || seat != m_toAct) return OpeningRefusal::NotNow;
  if (!m_board.onBoard(p)) return OpeningRefusal::OffBoard;
  if (m_board.at(p) != Color::Empty) return OpeningRefusal::Occupied;
  m_board.set(p, nextStoneColour());
  m_stones.push_back(p);
  m_placedBy.push_back(seat);
  m_declined = false;
  // The next stone goes to its scheduled seat; after the fifth, the one who did not place it
  // chooses.
  m_toAct = m_stones.size() < 5 ? scheduled(static_cast<int>(m_stones.size())) : otherSeat(seat);
  return std::nullopt;
}

std::optional<OpeningRefusal> OpeningProtocol::decline(Seat seat) {
  if (phase() != Phase::PlaceStone || seat != m_toAct) return OpeningRefusal::NotNow;
  if (!canDecline()) return OpeningRefusal::CannotDecline;
  m_declined = true;
  m_toAct = otherSeat(seat);
  return std::nullopt;
}

std::optional<OpeningRefusal> OpeningProtocol::chooseColour(Seat seat, Color colour) {
  if (phase() != Phase::ChooseColour || seat != m_toAct || colour == Color::Empty)
    return OpeningRefusal::NotNow;
  m_blackSeat = colour == Color::Black ? seat : otherSeat(seat);
  return std::nullopt;
}

std::vector<Turn> OpeningProtocol::turns() const {
  if (m_stones.size() < 5) return {};
  return {Turn::one(Color::Black, m_stones[0]), Turn::two(Color::White, m_stones[1], m_stones[2]),
          Turn::two(Color::Black, m_stones[3], m_stones[4])};
}

Game OpeningProtocol::startGame(GameOptions options) const {
  options.boardSize = m_board.size();
  Game game(options);
  for (const Turn& t : turns()) game.play(t);
  return game;
}

}  // namespace c6::core
