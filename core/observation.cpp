#include "core/observation.h"

namespace c6::core {

std::string Observation::toAscii() const {
  std::string out;
  for (int row = size - 1; row >= 0; --row) {
    for (int col = 0; col < size; ++col) out += ".XO?"[static_cast<int>(at(Point(col, row)))];
    out += '\n';
  }
  return out;
}

std::optional<Observation> Observation::tryParseAscii(std::string_view text, Micros time) {
  std::vector<std::string> lines = asciiRows(text);
  int n = static_cast<int>(lines.size());
  if (n < Board::kMinSize || n > Board::kMaxSize) return std::nullopt;
  Observation obs;
  obs.time = time;
  obs.size = n;
  obs.cells.assign(static_cast<std::size_t>(n * n), Seen::Unknown);
  for (int i = 0; i < n; ++i) {
    const auto& l = lines[static_cast<std::size_t>(i)];
    if (static_cast<int>(l.size()) != n) return std::nullopt;
    for (int col = 0; col < n; ++col) {
      Seen s;
      switch (l[static_cast<std::size_t>(col)]) {
        case '.':
          s = Seen::Empty;
          break;
        case 'X':
          s = Seen::Black;
          break;
        case 'O':
          s = Seen::White;
          break;
        case '?':
          s = Seen::Unknown;
          break;
        default:
          return std::nullopt;
      }
      obs.set(Point(col, n - 1 - i), s);
    }
  }
  return obs;
}

Observation Observation::fromBoard(const Board& board, Micros time) {
  Observation obs;
  obs.time = time;
  obs.size = board.size();
  obs.cells.assign(static_cast<std::size_t>(board.pointCount()), Seen::Empty);
  for (Point p : allPoints(board.size())) obs.set(p, static_cast<Seen>(board.at(p)));
  return obs;
}

}  // namespace c6::core
