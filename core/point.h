#pragma once
#include <compare>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace c6::core {

// An intersection. col 0 is the left edge (record column 'a'), row 0 the bottom edge (record row
// 1), so the record's "j10" is {9, 9}. Boards go up to 59x59, so both fit a byte.
struct Point {
  std::uint8_t col = 0;
  std::uint8_t row = 0;

  constexpr Point() = default;
  constexpr Point(int c, int r)
      : col(static_cast<std::uint8_t>(c)), row(static_cast<std::uint8_t>(r)) {}
  friend constexpr auto operator<=>(const Point&, const Point&) = default;
};

// Record notation: column letter 'a'.. (including 'i'), then the 1-based row from the bottom:
// "j10". Sizes above 26 have no letter notation; those points print as "c<col>r<row>" (1-based).
std::string toString(Point p);

// Parses "j10" (case-insensitive column letter). Returns empty when malformed or off a size x size
// board.
std::optional<Point> tryParsePoint(std::string_view text, int size = 19);

}  // namespace c6::core
