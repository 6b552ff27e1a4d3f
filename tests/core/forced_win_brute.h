#pragma once
// Brute force for the forced-win tests, written from the rules and not from the solver: every
// move of the attacker is tried (all pairs of empty points), and every reply that could matter.
// Only the windows through a move's two stones are read again after it, as nothing else changes.
#include <algorithm>
#include <array>
#include <vector>

#include "core/board.h"

namespace c6::core::test {

class BruteForce {
 public:
  using Window = std::array<Point, 6>;

  explicit BruteForce(Board board) : m_board(std::move(board)) {
    const int n = m_board.size();
    for (Point p : allPoints(n))
      for (auto [dc, dr] : {std::array{1, 0}, {0, 1}, {1, 1}, {1, -1}}) {
        if (!m_board.onBoard(p.col + 5 * dc, p.row + 5 * dr)) continue;
        Window w;
        for (int k = 0; k < 6; ++k)
          w[static_cast<std::size_t>(k)] = Point(p.col + k * dc, p.row + k * dr);
        m_windows.push_back(w);
      }
    m_through.resize(static_cast<std::size_t>(n * n));
    for (const Window& w : m_windows)
      for (Point p : w) m_through[index(p)].push_back(&w);
  }

  BruteForce(const BruteForce&) = delete;  // m_through points into m_windows
  BruteForce& operator=(const BruteForce&) = delete;

  const Board& board() const { return m_board; }

  // Six or more in a row with at most `stones` more stones of `side`: every single point and every
  // pair of empty points is placed and the board asked.
  bool winsInOne(Color side, int stones = 2) {
    const auto empty = emptyPoints();
    for (std::size_t i = 0; i < empty.size(); ++i) {
      if (placeMakesSix({empty[i]}, side)) return true;
      if (stones < 2) continue;
      for (std::size_t j = i + 1; j < empty.size(); ++j)
        if (placeMakesSix({empty[i], empty[j]}, side)) return true;
    }
    return false;
  }

  // Whether the move (two stones of `side`, who has no win in one) wins in two: the opponent then
  // has no six with its two stones, and no two opponent stones leave `side` without a six.
  bool moveWinsInTwo(Color side, Point a, Point b) {
    m_board.set(a, side);
    m_board.set(b, side);
    bool won = !sixPossible(opponent(side)) && !twoStonesStop(fours(side));
    m_board.set(a, Color::Empty);
    m_board.set(b, Color::Empty);
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
        if (!std::all_of(theirs.begin(), theirs.end(), [&](const Window* w) {
              return std::find(w->begin(), w->end(), a) != w->end() ||
                     std::find(w->begin(), w->end(), b) != w->end();
            }))
          continue;
        m_board.set(a, side);
        m_board.set(b, side);
        auto mine = fours(side, m_through[index(a)]);
        for (const Window* w : fours(side, m_through[index(b)]))
          if (std::find(mine.begin(), mine.end(), w) == mine.end()) mine.push_back(w);
        const bool won = !twoStonesStop(mine);
        m_board.set(a, Color::Empty);
        m_board.set(b, Color::Empty);
        if (won) return true;
      }
    return false;
  }

  std::vector<Point> emptyPoints() const {
    std::vector<Point> out;
    for (Point p : allPoints(m_board.size()))
      if (m_board.at(p) == Color::Empty) out.push_back(p);
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
      for (Point p : *w) {
        own += m_board.at(p) == side;
        other += m_board.at(p) == opponent(side);
      }
      if (own >= 4 && other == 0) out.push_back(w);
    }
    return out;
  }

  bool sixPossible(Color side) const { return !fours(side).empty(); }

  // Whether two stones meet every one of `windows`. A pair meeting them all has a point in one of
  // them, so those points (and "no second stone") are all the pairs to try.
  bool twoStonesStop(const std::vector<const Window*>& windows) const {
    std::vector<Point> points;
    for (const Window* w : windows)
      for (Point p : *w)
        if (m_board.at(p) == Color::Empty) points.push_back(p);
    std::sort(points.begin(), points.end());
    points.erase(std::unique(points.begin(), points.end()), points.end());
    auto meets = [&](const Window* w, Point x, Point y, bool two) {
      return std::find(w->begin(), w->end(), x) != w->end() ||
             (two && std::find(w->begin(), w->end(), y) != w->end());
    };
    if (windows.empty()) return true;
    for (std::size_t i = 0; i < points.size(); ++i)
      for (std::size_t j = i; j < points.size(); ++j)
        if (std::all_of(windows.begin(), windows.end(),
                        [&](const Window* w) { return meets(w, points[i], points[j], i != j); }))
          return true;
    return false;
  }

  Board& mutableBoard() { return m_board; }

 private:
  bool placeMakesSix(std::initializer_list<Point> stones, Color side) {
    for (Point p : stones) m_board.set(p, side);
    bool six =
        std::any_of(stones.begin(), stones.end(), [&](Point p) { return m_board.makesSix(p); });
    for (Point p : stones) m_board.set(p, Color::Empty);
    return six;
  }

  std::size_t index(Point p) const {
    return static_cast<std::size_t>(p.row * m_board.size() + p.col);
  }

  Board m_board;
  std::vector<Window> m_windows;
  std::vector<std::vector<const Window*>> m_through;  // the windows through each point
};

}  // namespace c6::core::test
