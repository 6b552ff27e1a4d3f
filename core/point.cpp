#include "core/point.h"

#include <charconv>

namespace c6::core {

std::string toString(Point p) {
  if (p.col < 26) return std::string(1, static_cast<char>('a' + p.col)) + std::to_string(p.row + 1);
  return "c" + std::to_string(p.col + 1) + "r" + std::to_string(p.row + 1);
}

std::optional<Point> tryParsePoint(std::string_view text, int size) {
  if (text.size() < 2) return std::nullopt;
  char c = text[0];
  if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  if (c < 'a' || c > 'z') return std::nullopt;
  int row = 0;
  auto digits = text.substr(1);
  if (digits.front() == '0') return std::nullopt;
  auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), row);
  if (ec != std::errc() || end != digits.data() + digits.size()) return std::nullopt;
  int col = c - 'a';
  if (col >= size || row < 1 || row > size) return std::nullopt;
  return Point(col, row - 1);
}

}  // namespace c6::core
