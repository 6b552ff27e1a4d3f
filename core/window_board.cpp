#include "core/window_board.h"

#include <cassert>
#include <cstddef>

namespace c6::core {

WindowBoard::WindowBoard(const Board& board)
    : m_size(board.size()),
      m_cells(static_cast<std::size_t>(board.pointCount()), Color::Empty),
      m_at(static_cast<std::size_t>(board.pointCount())) {
  constexpr std::array<std::array<int, 2>, 4> kDirections{{{1, 0}, {0, 1}, {1, 1}, {1, -1}}};
  for (auto [dc, dr] : kDirections)
    for (int row = 0; row < m_size; ++row)
      for (int col = 0; col < m_size; ++col) {
        const int endCol = col + dc * (kWindow - 1), endRow = row + dr * (kWindow - 1);
        if (!board.onBoard(endCol, endRow)) continue;
        Cells w{};
        for (int k = 0; k < kWindow; ++k)
          w[static_cast<std::size_t>(k)] = (row + dr * k) * m_size + col + dc * k;
        const int id = static_cast<int>(m_windows.size());
        for (int p : w) m_at[static_cast<std::size_t>(p)].push_back(id);
        m_windows.push_back(w);
      }
  m_counts.assign(m_windows.size(), {0, 0, 0});
  for (int p = 0; p < pointCount(); ++p) {
    const Color c = board.at(point(p));
    if (c != Color::Empty) place(p, c);
  }
}

void WindowBoard::place(int p, Color c) {
  assert(c != Color::Empty && at(p) == Color::Empty);
  m_cells[static_cast<std::size_t>(p)] = c;
  for (int w : windowsAt(p)) ++m_counts[static_cast<std::size_t>(w)][static_cast<std::size_t>(c)];
}

void WindowBoard::remove(int p) {
  const Color c = at(p);
  assert(c != Color::Empty);
  m_cells[static_cast<std::size_t>(p)] = Color::Empty;
  for (int w : windowsAt(p)) --m_counts[static_cast<std::size_t>(w)][static_cast<std::size_t>(c)];
}

int WindowBoard::empties(int w, std::array<int, kWindow>& out) const {
  int n = 0;
  for (int p : cells(w))
    if (at(p) == Color::Empty) out[static_cast<std::size_t>(n++)] = p;
  return n;
}

std::vector<int> WindowBoard::liveWindows(Color side, int stones) const {
  std::vector<int> out;
  const Color other = opponent(side);
  for (int w = 0; w < windowCount(); ++w)
    if (count(w, side) >= stones && count(w, other) == 0) out.push_back(w);
  return out;
}

}  // namespace c6::core
