#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/color.h"
#include "core/point.h"

namespace c6::core {

// The stones on a square board of 6x6 to 59x59 points. Knows nothing of turns or results.
// Sizes and points are checked in every build (not by assert): a size off 6..59 throws
// std::invalid_argument, a point off the board std::out_of_range, so no input can reach memory
// outside the cells (the feed once built a board from a network-supplied size).
class Board {
 public:
  static constexpr int kMinSize = 6;
  static constexpr int kMaxSize = 59;
  static constexpr int kDefaultSize = 19;
  static constexpr bool validSize(int size) { return size >= kMinSize && size <= kMaxSize; }

  explicit Board(int size = kDefaultSize);

  int size() const { return m_size; }
  int pointCount() const { return m_size * m_size; }
  bool onBoard(int col, int row) const {
    return col >= 0 && row >= 0 && col < m_size && row < m_size;
  }
  bool onBoard(Point p) const { return onBoard(p.col, p.row); }

  Color at(Point p) const { return m_cells[checkedIndex(p)]; }
  void set(Point p, Color c);
  int stoneCount() const { return m_stones; }
  int emptyCount() const { return pointCount() - m_stones; }
  bool full() const { return m_stones == pointCount(); }

  // Length of the connected line of p's colour through p along (dc, dr); 0 if p is empty.
  int lineLength(Point p, int dc, int dr) const;
  // True when the stone on p is part of six or more in a row in any of the four directions.
  bool makesSix(Point p) const;

  // ASCII diagram: one line per row, top row (highest row number) first; '.', 'X' (black), 'O'
  // (white).
  std::string toAscii() const;
  // Parses such a diagram (whitespace inside lines ignored). Empty when the shape or a character is
  // wrong.
  static std::optional<Board> tryParseAscii(std::string_view text);

  friend bool operator==(const Board&, const Board&) = default;

 private:
  std::size_t checkedIndex(Point p) const;

  int m_size;
  int m_stones = 0;
  std::vector<Color> m_cells;
};

// Every point of a board, row by row from the bottom-left.
std::vector<Point> allPoints(int size);

// The non-blank lines of an ASCII diagram with their whitespace removed: one string per board row.
std::vector<std::string> asciiRows(std::string_view text);

}  // namespace c6::core
