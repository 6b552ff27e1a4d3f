#pragma once
#include <cstdint>
#include <optional>

namespace c6::core {

// What sits on an intersection. Empty doubles as "no colour" where a side is expected.
enum class Color : std::uint8_t { Empty = 0, Black = 1, White = 2 };

constexpr Color opponent(Color c) {
  return c == Color::Black ? Color::White : c == Color::White ? Color::Black : Color::Empty;
}

// 'B' / 'W' as in SGF and the JSON contracts; '.' for empty.
constexpr char sideLetter(Color c) {
  return c == Color::Black ? 'B' : c == Color::White ? 'W' : '.';
}

constexpr std::optional<Color> tryParseSide(char ch) {
  if (ch == 'B' || ch == 'b') return Color::Black;
  if (ch == 'W' || ch == 'w') return Color::White;
  return std::nullopt;
}

}  // namespace c6::core
