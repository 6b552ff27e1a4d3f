#include "core/threats.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <utility>

namespace c6::core {
namespace {

constexpr int kWindow = 6;
constexpr int kThreatStones = 4;
constexpr std::array<std::array<int, 2>, 4> kDirections{{{1, 0}, {0, 1}, {1, 1}, {1, -1}}};

// A window's empty points as vertex indices: a threat window has one or two (six cells, four or
// more stones). Two empties make an edge, so the smallest hitting set is a minimum vertex cover.
using Edge = std::pair<int, int>;

// Exact minimum vertex cover by branch and bound, one connected component at a time. Positions of
// real games give a handful of small components; a crafted board (a station may post any
// legal-looking turns) could make the search exponential, so it stops after kMaxNodes and keeps the
// best cover found, which starts from a greedy one (still a valid block, perhaps not the smallest).
class CoverSearch {
 public:
  static constexpr long kMaxNodes = 200000;

  CoverSearch(int vertices, std::vector<Edge> edges)
      : m_vertices(vertices), m_edges(std::move(edges)) {}

  std::vector<int> run() {
    std::vector<int> cover;
    for (auto& component : components()) {
      m_best = greedy(component);
      m_bestSize = static_cast<int>(m_best.size());
      m_nodes = 0;
      std::vector<int> chosen;
      search(component, chosen);
      cover.insert(cover.end(), m_best.begin(), m_best.end());
    }
    return cover;
  }

  bool exact() const { return m_exact; }

 private:
  std::vector<std::vector<Edge>> components() const {
    std::vector<int> parent(static_cast<std::size_t>(m_vertices));
    for (int v = 0; v < m_vertices; ++v) parent[static_cast<std::size_t>(v)] = v;
    auto up = [&parent](int v) -> int& { return parent[static_cast<std::size_t>(v)]; };
    auto find = [&up](int v) {
      while (up(v) != v) v = up(v) = up(up(v));
      return v;
    };
    for (auto [a, b] : m_edges) parent[static_cast<std::size_t>(find(a))] = find(b);
    std::vector<std::vector<Edge>> out;
    std::vector<int> slot(static_cast<std::size_t>(m_vertices), -1);
    for (const Edge& e : m_edges) {
      int& k = slot[static_cast<std::size_t>(find(e.first))];
      if (k < 0) {
        k = static_cast<int>(out.size());
        out.emplace_back();
      }
      out[static_cast<std::size_t>(k)].push_back(e);
    }
    return out;
  }

  std::vector<int> degrees(const std::vector<Edge>& edges) const {
    std::vector<int> degree(static_cast<std::size_t>(m_vertices), 0);
    for (auto [a, b] : edges) {
      ++degree[static_cast<std::size_t>(a)];
      ++degree[static_cast<std::size_t>(b)];
    }
    return degree;
  }

  std::vector<int> greedy(std::vector<Edge> edges) const {
    std::vector<int> cover;
    while (!edges.empty()) {
      const auto degree = degrees(edges);
      const int v =
          static_cast<int>(std::max_element(degree.begin(), degree.end()) - degree.begin());
      cover.push_back(v);
      edges = without(edges, {v});
    }
    return cover;
  }

  // A maximal matching's size: a cover needs one vertex per matched edge.
  int lowerBound(const std::vector<Edge>& edges) const {
    std::vector<char> used(static_cast<std::size_t>(m_vertices), 0);
    int n = 0;
    for (auto [a, b] : edges) {
      if (used[static_cast<std::size_t>(a)] || used[static_cast<std::size_t>(b)]) continue;
      used[static_cast<std::size_t>(a)] = used[static_cast<std::size_t>(b)] = 1;
      ++n;
    }
    return n;
  }

  static std::vector<Edge> without(const std::vector<Edge>& edges, const std::vector<int>& taken) {
    std::vector<Edge> rest;
    for (const Edge& e : edges)
      if (std::find(taken.begin(), taken.end(), e.first) == taken.end() &&
          std::find(taken.begin(), taken.end(), e.second) == taken.end())
        rest.push_back(e);
    return rest;
  }

  void take(const std::vector<Edge>& edges, std::vector<int>& chosen,
            const std::vector<int>& taken) {
    const std::size_t mark = chosen.size();
    chosen.insert(chosen.end(), taken.begin(), taken.end());
    search(without(edges, taken), chosen);
    chosen.resize(mark);
  }

  void search(const std::vector<Edge>& edges, std::vector<int>& chosen) {
    const int size = static_cast<int>(chosen.size());
    if (edges.empty()) {
      if (size < m_bestSize) {
        m_bestSize = size;
        m_best = chosen;
      }
      return;
    }
    if (size + lowerBound(edges) >= m_bestSize) return;
    if (++m_nodes > kMaxNodes) {
      m_exact = false;
      return;
    }
    const auto degree = degrees(edges);
    // A vertex with one edge: taking its neighbour is never worse (it covers that edge and maybe
    // more). (Edges hold the smaller point first, so a lone edge gives its smaller point.)
    for (auto [a, b] : edges) {
      if (degree[static_cast<std::size_t>(b)] == 1) return take(edges, chosen, {a});
      if (degree[static_cast<std::size_t>(a)] == 1) return take(edges, chosen, {b});
    }
    const int v = static_cast<int>(std::max_element(degree.begin(), degree.end()) - degree.begin());
    std::vector<int> neighbours;
    for (auto [a, b] : edges) {
      if (a == v) neighbours.push_back(b);
      if (b == v) neighbours.push_back(a);
    }
    // Either v is in the cover, or every neighbour of v is.
    take(edges, chosen, {v});
    take(edges, chosen, neighbours);
  }

  int m_vertices;
  std::vector<Edge> m_edges;
  std::vector<int> m_best;
  int m_bestSize = 0;
  long m_nodes = 0;
  bool m_exact = true;
};

// A threat window's empty points: one or two (none when it is six already).
struct Window {
  std::array<Point, 2> empty{};
  int empties = 0;
};

// One pass along every line (row, column, diagonal) with a sliding count, so each point is read
// once per direction; only the few windows that qualify are read again for their empty points.
std::vector<Window> threatWindows(const Board& board, Color side) {
  std::vector<Window> windows;
  const int n = board.size();
  std::array<Color, Board::kMaxSize> line{};
  std::array<Point, Board::kMaxSize> where{};
  for (auto [dc, dr] : kDirections) {
    for (int col = 0; col < n; ++col) {
      for (int row = 0; row < n; ++row) {
        if (board.onBoard(col - dc, row - dr)) continue;  // not the first point of its line
        int len = 0;
        for (int c = col, r = row; board.onBoard(c, r); c += dc, r += dr, ++len) {
          where[static_cast<std::size_t>(len)] = Point(c, r);
          line[static_cast<std::size_t>(len)] = board.at(where[static_cast<std::size_t>(len)]);
        }
        int own = 0, opp = 0;
        for (int k = 0; k < len; ++k) {
          const Color in = line[static_cast<std::size_t>(k)];
          own += in == side;
          opp += in != side && in != Color::Empty;
          if (k >= kWindow) {
            const Color out = line[static_cast<std::size_t>(k - kWindow)];
            own -= out == side;
            opp -= out != side && out != Color::Empty;
          }
          if (k < kWindow - 1 || own < kThreatStones || opp > 0) continue;
          Window w;
          for (int i = k - kWindow + 1; i <= k; ++i)
            if (line[static_cast<std::size_t>(i)] == Color::Empty)
              w.empty[static_cast<std::size_t>(w.empties++)] = where[static_cast<std::size_t>(i)];
          windows.push_back(w);
        }
      }
    }
  }
  return windows;
}

}  // namespace

SideThreats sideThreats(const Board& board, Color side) {
  const auto windows = threatWindows(board, side);
  SideThreats out;
  out.windows = static_cast<int>(windows.size());
  // A window with one empty point forces that point.
  std::vector<Point> forced;
  for (const auto& w : windows)
    if (w.empties == 1) forced.push_back(w.empty[0]);
  std::sort(forced.begin(), forced.end());
  forced.erase(std::unique(forced.begin(), forced.end()), forced.end());
  auto isForced = [&forced](Point p) {
    return std::binary_search(forced.begin(), forced.end(), p);
  };

  std::vector<Point> vertices;
  std::vector<std::pair<Point, Point>> pairs;
  for (const auto& w : windows) {
    const Point a = w.empty[0], b = w.empty[1];
    if (w.empties != 2 || isForced(a) || isForced(b)) continue;
    pairs.emplace_back(std::min(a, b), std::max(a, b));
    vertices.push_back(a);
    vertices.push_back(b);
  }
  std::sort(vertices.begin(), vertices.end());
  vertices.erase(std::unique(vertices.begin(), vertices.end()), vertices.end());
  std::sort(pairs.begin(), pairs.end());
  pairs.erase(std::unique(pairs.begin(), pairs.end()), pairs.end());
  auto index = [&vertices](Point p) {
    return static_cast<int>(std::lower_bound(vertices.begin(), vertices.end(), p) -
                            vertices.begin());
  };
  std::vector<Edge> edges;
  for (auto [a, b] : pairs) edges.emplace_back(index(a), index(b));

  out.block = forced;
  CoverSearch search(static_cast<int>(vertices.size()), std::move(edges));
  for (int v : search.run()) out.block.push_back(vertices[static_cast<std::size_t>(v)]);
  out.exact = search.exact();
  std::sort(out.block.begin(), out.block.end());
  return out;
}

Threats threats(const Board& board) {
  return {sideThreats(board, Color::Black), sideThreats(board, Color::White)};
}

Board boardAfterTurn(const Game& game, int turnNumber) {
  Board board = game.board();
  const auto& turns = game.turns();
  for (std::size_t i = static_cast<std::size_t>(std::max(turnNumber, 0)); i < turns.size(); ++i)
    for (Point p : turns[i]) board.set(p, Color::Empty);
  return board;
}

}  // namespace c6::core
