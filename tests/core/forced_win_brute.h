#pragma once
// Brute force for the forced-win tests, written from the rules and not from the solver: every
// move of the attacker is tried (all pairs of empty points), and every reply that could matter.
// Only the windows through a move's two stones are read again after it, as nothing else changes.
// Cells are kept in a flat array of its own (Board checks every access: 60% of the time here).
#include <algorithm>
#include <array>
#include <vector>

#include "core/board.h"

namespace c6::core::test {

class BruteForce {
 public:
  using Window = std::array<int, 6>;  // cell indices row * size + col

  explicit BruteForce(const Board& board)
      : m_board(board), m_size(board.size()), m_cells(static_cast<std::size_t>(m_size * m_size)) {
    for (Point p : allPoints(m_size)) m_cells[index(p)] = board.at(p);
    for (Point p : allPoints(m_size))
      for (auto [dc, dr] : kDirections) {
        if (!board.onBoard(p.col + 5 * dc, p.row + 5 * dr)) continue;
        Window w;
        for (int k = 0; k < 6; ++k)
          w[static_cast<std::size_t>(k)] =
              static_cast<int>(index(Point(p.col + k * dc, p.row + k * dr)));
        m_windows.push_back(w);
      }
    m_through.resize(m_cells.size());
    for (const Window& w : m_windows)
      for (int c : w) m_through[static_cast<std::size_t>(c)].push_back(&w);
  }
  BruteForce(const BruteForce&) = delete;  // m_through points into m_windows
  BruteForce& operator=(const BruteForce&) = delete;

  const Board& board() const { return m_board; }
  Color at(Point p) const { return m_cells[index(p)]; }
  void set(Point p, Color c) {
    m_cells[index(p)] = c;
    m_board.set(p, c);
  }

  // Six or more in a row with at most `stones` more stones of `side`: every single point and every
  // pair of empty points is placed and the board asked.
  bool winsInOne(Color side, int stones = 2) {
    const auto empty = emptyPoints();
    for (std::size_t i = 0; i < empty.size(); ++i) {
      if (placeMakesSix(empty[i], empty[i], side)) return true;
      if (stones < 2) continue;
      for (std::size_t j = i + 1; j < empty.size(); ++j)
        if (placeMakesSix(empty[i], empty[j], side)) return true;
    }
    return false;
  }

  // Whether the move (two stones of `side`, who has no win in one) wins in two: the opponent then
  // has no six with its two stones, and no two opponent stones leave `side` without a six.
  bool moveWinsInTwo(Color side, Point a, Point b) {
    setCell(a, side);
    setCell(b, side);
    bool won = !sixPossible(opponent(side)) && !twoStonesStop(fours(side));
    setCell(a, Color::Empty);
    setCell(b, Color::Empty);
    return won;
  }

  // Every move tried. The opponent's six and the attacker's threats are read from the windows:
  // a window of six with four stones of one side and none of the other is a six for its two stones,
  // and any six made by two stones lies in such a window. As `side` has no such window before the
  // move, after it they all run through its stones; the opponent's are the ones it had, less those
  // the move entered.
  bool winsInTwo(Color side) {
    if (winsInOne(side)) return false;
    const auto theirs = fours(opponent(side));
    const auto empty = emptyPoints();
    for (std::size_t i = 0; i < empty.size(); ++i)
      for (std::size_t j = i + 1; j < empty.size(); ++j) {
        const Point a = empty[i], b = empty[j];
        if (!std::all_of(theirs.begin(), theirs.end(),
                         [&](const Window* w) { return meets(w, a) || meets(w, b); }))
          continue;
        setCell(a, side);
        setCell(b, side);
        auto mine = fours(side, m_through[index(a)]);
        for (const Window* w : fours(side, m_through[index(b)]))
          if (std::find(mine.begin(), mine.end(), w) == mine.end()) mine.push_back(w);
        const bool won = !twoStonesStop(mine);
        setCell(a, Color::Empty);
        setCell(b, Color::Empty);
        if (won) return true;
      }
    return false;
  }

  std::vector<Point> emptyPoints() const {
    std::vector<Point> out;
    for (Point p : allPoints(m_size))
      if (at(p) == Color::Empty) out.push_back(p);
    return out;
  }

  // Windows with four or more stones of `side` and none of the other's.
  std::vector<const Window*> fours(Color side) const {
    std::vector<const Window*> all;
    for (const Window& w : m_windows) all.push_back(&w);
    return fours(side, all);
  }
  std::vector<const Window*> fours(Color side, const std::vector<const Window*>& among) const {
    std::vector<const Window*> out;
    for (const Window* w : among) {
      int own = 0, other = 0;
      for (int c : *w) {
        own += m_cells[static_cast<std::size_t>(c)] == side;
        other += m_cells[static_cast<std::size_t>(c)] == opponent(side);
      }
      if (own >= 4 && other == 0) out.push_back(w);
    }
    return out;
  }

  bool sixPossible(Color side) const { return !fours(side).empty(); }

  bool meets(const Window* w, Point p) const {
    return std::find(w->begin(), w->end(), static_cast<int>(index(p))) != w->end();
  }

  // Whether two stones meet every one of `windows`. A pair meeting them all has a point in one of
  // them, so those points (and "no second stone") are all the pairs to try.
  bool twoStonesStop(const std::vector<const Window*>& windows) const {
    if (windows.empty()) return true;
    std::vector<int> points;
    for (const Window* w : windows)
      for (int c : *w)
        if (m_cells[static_cast<std::size_t>(c)] == Color::Empty) points.push_back(c);
    std::sort(points.begin(), points.end());
    points.erase(std::unique(points.begin(), points.end()), points.end());
    auto has = [](const Window* w, int c) {
      return std::find(w->begin(), w->end(), c) != w->end();
    };
    for (std::size_t i = 0; i < points.size(); ++i)
      for (std::size_t j = i; j < points.size(); ++j)
        if (std::all_of(windows.begin(), windows.end(),
                        [&](const Window* w) { return has(w, points[i]) || has(w, points[j]); }))
          return true;
    return false;
  }

 private:
  static constexpr std::array<std::array<int, 2>, 4> kDirections{{{1, 0}, {0, 1}, {1, 1}, {1, -1}}};

  std::size_t index(Point p) const {
    return static_cast<std::size_t>(p.row) * static_cast<std::size_t>(m_size) + p.col;
  }
  // The hot path changes the flat cells only; set() keeps the Board in step for callers.
  void setCell(Point p, Color c) { m_cells[index(p)] = c; }

  // Six or more of `side` in a row through p, counted along each direction.
  bool sixThrough(Point p, Color side) const {
    for (auto [dc, dr] : kDirections) {
      int n = 1;
      for (int sign : {1, -1})
        for (int c = p.col + sign * dc, r = p.row + sign * dr;
             c >= 0 && r >= 0 && c < m_size && r < m_size && at(Point(c, r)) == side;
             c += sign * dc, r += sign * dr)
          ++n;
      if (n >= 6) return true;
    }
    return false;
  }

  bool placeMakesSix(Point a, Point b, Color side) {
    setCell(a, side);
    setCell(b, side);
    const bool six = sixThrough(a, side) || sixThrough(b, side);
    setCell(a, Color::Empty);
    setCell(b, Color::Empty);
    return six;
  }

  Board m_board;
  int m_size;
  std::vector<Color> m_cells;
  std::vector<Window> m_windows;
  std::vector<std::vector<const Window*>> m_through;  // the windows through each cell
};

}  // namespace c6::core::test
