#include "core/stone_notation.h"

namespace c6::core {
namespace {
constexpr int kOffRow = 255;

int letterIndex(char c) {
  if (c >= 'a' && c <= 'z') return c - 'a';
  if (c >= 'A' && c <= 'Z') return c - 'A' + 26;
  return -1;
}
}  // namespace

std::optional<std::vector<Point>> tryParseStoneList(std::string_view text) {
  std::vector<Point> stones;
  std::size_t i = 0;
  while (i < text.size()) {
    char c = text[i];
    int col = c >= 'a' && c <= 'z' ? c - 'a' : c >= 'A' && c <= 'Z' ? c - 'A' : -1;
    if (col < 0) return std::nullopt;
    ++i;
    std::size_t start = i;
    long row = 0;
    while (i < text.size() && text[i] >= '0' && text[i] <= '9') {
      if (row < 1000) row = row * 10 + (text[i] - '0');
      ++i;
    }
    if (i == start) return std::nullopt;
    stones.emplace_back(col, row >= 1 && row <= kOffRow ? static_cast<int>(row) - 1 : kOffRow);
    if (stones.size() > 64) return std::nullopt;  // nobody writes a turn like that: garbage
  }
  return stones;
}

std::string stoneListString(const std::vector<Point>& stones) {
  std::string out;
  for (Point p : stones) out += toString(p);
  return out;
}

std::optional<Point> tryParseSgfPoint(std::string_view text, int size) {
  if (text.size() != 2) return std::nullopt;
  int col = letterIndex(text[0]), fromTop = letterIndex(text[1]);
  if (col < 0 || fromTop < 0) return std::nullopt;
  int row = fromTop < size ? size - 1 - fromTop : kOffRow;
  return Point(col, row);
}

std::string sgfPointString(Point p, int size) {
  auto letter = [](int i) { return static_cast<char>(i < 26 ? 'a' + i : 'A' + (i - 26)); };
  int fromTop = p.row < size ? size - 1 - p.row : 51;
  return {letter(p.col < 52 ? p.col : 51), letter(fromTop)};
}

std::optional<Point> tryParseNctuPoint(std::string_view text, int size) {
  if (text.size() != 2) return std::nullopt;
  auto index = [](char c) { return c >= 'A' && c <= 'Z' ? c - 'A' : -1; };
  int col = index(text[0]), row = index(text[1]);
  if (col < 0 || row < 0) return std::nullopt;
  return Point(col, row < size ? row : kOffRow);
}

std::string nctuPointString(Point p) {
  auto letter = [](int i) { return static_cast<char>('A' + (i < 26 ? i : 25)); };
  return {letter(p.col), letter(p.row)};
}

std::vector<Point> stonesOf(const Turn& turn) {
  return std::vector<Point>(turn.begin(), turn.end());
}

}  // namespace c6::core
