#pragma once
#include <array>
#include <cstdint>
#include <vector>

#include "core/board.h"

namespace c6::core {

// A board seen as its six-point windows (rows, columns, both diagonals), each with a running count
// of black and white stones, so the solver asks "which windows hold four of mine and none of
// theirs" after each stone without rescanning the board. Points are indices row * size + col.
class WindowBoard {
 public:
  static constexpr int kWindow = 6;
  using Cells = std::array<int, kWindow>;

  explicit WindowBoard(const Board& board);

  int size() const { return m_size; }
  int pointCount() const { return m_size * m_size; }
  int index(Point p) const { return p.row * m_size + p.col; }
  Point point(int index) const { return Point(index % m_size, index / m_size); }

  Color at(int p) const { return m_cells[static_cast<std::size_t>(p)]; }
  void place(int p, Color c);
  void remove(int p);

  int windowCount() const { return static_cast<int>(m_windows.size()); }
  const Cells& cells(int w) const { return m_windows[static_cast<std::size_t>(w)]; }
  int count(int w, Color c) const {
    return m_counts[static_cast<std::size_t>(w)][static_cast<std::size_t>(c)];
  }
  // The windows through point p (at most 24 on any board).
  const std::vector<int>& windowsAt(int p) const { return m_at[static_cast<std::size_t>(p)]; }
  // A window's empty points, in window order; returns how many.
  int empties(int w, std::array<int, kWindow>& out) const;

  // Windows holding at least `stones` of `side` and none of the opponent's.
  std::vector<int> liveWindows(Color side, int stones) const;

 private:
  int m_size;
  std::vector<Color> m_cells;
  std::vector<Cells> m_windows;
  std::vector<std::array<std::uint8_t, 3>> m_counts;
  std::vector<std::vector<int>> m_at;
};

}  // namespace c6::core
