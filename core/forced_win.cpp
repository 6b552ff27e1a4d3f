#include "core/forced_win.h"

#include <algorithm>

#include "core/threat_search.h"
#include "core/window_board.h"

namespace c6::core {
namespace {

std::vector<Point> pointsOf(const WindowBoard& board, const StonePair& move) {
  std::vector<Point> out;
  for (int p : move)
    if (p >= 0) out.push_back(board.point(p));
  return out;
}

void place(WindowBoard& board, const StonePair& move, Color c) {
  for (int p : move)
    if (p >= 0) board.place(p, c);
}

void remove(WindowBoard& board, const StonePair& move) {
  for (int p : move)
    if (p >= 0) board.remove(p);
}

// The attacker's shortest win up to `depth` turns on the board as it stands (0 when none).
int shortestWin(ThreatSearch& search, int depth, StonePair* move) {
  for (int k = 1; k <= depth; ++k)
    if (search.wins(k, 0, nullptr, move)) return k;
  return 0;
}

// The defender's replies worth showing: every pair of threat points that meets all threats, and
// each single meeting point with the other threat points or with the first empty point beside
// them. When no two stones meet them all, the two that meet most.
std::vector<StonePair> showableReplies(ThreatSearch& search, const std::vector<int>& threats) {
  WindowBoard& board = search.board();
  std::vector<int> points;
  std::array<int, WindowBoard::kWindow> e{};
  for (int w : threats) {
    const int n = board.empties(w, e);
    points.insert(points.end(), e.begin(), e.begin() + n);
  }
  std::sort(points.begin(), points.end());
  points.erase(std::unique(points.begin(), points.end()), points.end());
  auto meets = [&](int p, int w) {
    const auto& cells = board.cells(w);
    return std::find(cells.begin(), cells.end(), p) != cells.end();
  };
  std::vector<StonePair> replies;
  for (std::size_t i = 0; i < points.size(); ++i)
    for (std::size_t j = i + 1; j < points.size(); ++j)
      if (std::all_of(threats.begin(), threats.end(),
                      [&](int w) { return meets(points[i], w) || meets(points[j], w); }))
        replies.push_back({points[i], points[j]});
  for (int p : points)
    if (std::all_of(threats.begin(), threats.end(), [&](int w) { return meets(p, w); }))
      for (int q = 0; q < board.pointCount(); ++q)
        if (board.at(q) == Color::Empty && q != p &&
            !std::binary_search(points.begin(), points.end(), q)) {
          replies.push_back({p, q});
          break;
        }
  if (replies.empty()) {
    auto score = [&](int p) {
      return std::count_if(threats.begin(), threats.end(), [&](int w) { return meets(p, w); });
    };
    std::stable_sort(points.begin(), points.end(),
                     [&](int a, int b) { return score(a) > score(b); });
    replies.push_back({points[0], points.size() > 1 ? points[1] : -1});
  }
  return replies;
}

// The winning line from a proved move: the defender's reply that holds out longest, the
// attacker's answer, and so on.
void extendLine(ThreatSearch& search, Color attacker, int turns, StonePair move,
                std::vector<std::vector<Point>>& line) {
  WindowBoard& board = search.board();
  line.push_back(pointsOf(board, move));
  if (turns <= 1) return;
  place(board, move, attacker);
  StonePair bestReply{-1, -1}, bestAnswer{-1, -1};
  int longest = 0;
  for (const StonePair& reply : showableReplies(search, search.threats())) {
    place(board, reply, opponent(attacker));
    StonePair answer{-1, -1};
    const int k = shortestWin(search, turns - 1, &answer);
    remove(board, reply);
    if (k > longest) {
      longest = k;
      bestReply = reply;
      bestAnswer = answer;
    }
  }
  if (longest > 0) {
    line.push_back(pointsOf(board, bestReply));
    place(board, bestReply, opponent(attacker));
    extendLine(search, attacker, longest, bestAnswer, line);
    remove(board, bestReply);
  }
  remove(board, move);
}

// The most stones `side` has in a window free of the opponent's (-1 when it has no such window).
int bestWindow(const WindowBoard& board, Color side) {
  int best = -1;
  for (int w = 0; w < board.windowCount(); ++w)
    if (board.count(w, opponent(side)) == 0) best = std::max(best, board.count(w, side));
  return best;
}

}  // namespace

SolverResult findForcedWin(const Board& board, Color toMove, int stones,
                           const SolverOptions& options) {
  SolverResult result;
  WindowBoard windows(board);
  // Six stones in one window take at least this many turns: a cheap and exact "no".
  const int most = bestWindow(windows, toMove);
  if (most < 0 || most + stones + 2 * (options.maxTurns - 1) < WindowBoard::kWindow) return result;
  ThreatSearch search(windows, toMove, options.nodeBudget);
  if (stones < 2) {
    // Black's first stone, or the last empty point: only a win at once is looked for.
    if (most + stones >= WindowBoard::kWindow) {
      for (int w = 0; w < windows.windowCount(); ++w)
        if (windows.count(w, toMove) == most && windows.count(w, opponent(toMove)) == 0) {
          std::array<int, WindowBoard::kWindow> e{};
          windows.empties(w, e);
          result.win = ForcedWin{toMove, 1, {{windows.point(e[0])}}};
          break;
        }
    } else {
      result.unknown = true;
    }
    return result;
  }
  for (int k = 1; k <= options.maxTurns && !result.win; ++k) {
    StonePair move{-1, -1};
    if (search.wins(k, 0, nullptr, &move)) {
      ForcedWin win{toMove, k, {}};
      // The line gets a budget of its own, so a proof found late still shows its whole line.
      ThreatSearch lineSearch(windows, toMove, options.nodeBudget);
      extendLine(lineSearch, toMove, k, move, win.line);
      result.nodes += lineSearch.nodes();
      result.win = std::move(win);
    } else if (search.exhausted()) {
      result.unknown = true;
      break;
    }
  }
  result.nodes += search.nodes();
  return result;
}

}  // namespace c6::core
