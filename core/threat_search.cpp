#include "core/threat_search.h"

#include <algorithm>
#include <cstddef>

namespace c6::core {
namespace {

constexpr int kThreat = 4;  // stones in a window that one more turn (two stones) turns into six

void unique(std::vector<int>& v) {
  std::sort(v.begin(), v.end());
  v.erase(std::unique(v.begin(), v.end()), v.end());
}

StonePair ordered(int a, int b) {
  return a < b ? StonePair{a, b} : StonePair{b, a};
}

}  // namespace

void Zone::merge(const Zone& other) {
  for (std::size_t i = 0; i < m_marks.size(); ++i) m_marks[i] |= other.m_marks[i];
}

std::vector<int> Zone::points() const {
  std::vector<int> out;
  for (std::size_t i = 0; i < m_marks.size(); ++i)
    if (m_marks[i]) out.push_back(static_cast<int>(i));
  return out;
}

ThreatSearch::ThreatSearch(WindowBoard& board, Color attacker, long budget)
    : m_board(board), m_attacker(attacker), m_defender(opponent(attacker)), m_budget(budget) {}

bool ThreatSearch::count() {
  if (++m_nodes > m_budget) m_exhausted = true;
  return !m_exhausted;
}

std::vector<int> ThreatSearch::winningPoints() const {
  for (int w = 0; w < m_board.windowCount(); ++w)
    if (m_board.count(w, m_attacker) >= kThreat && m_board.count(w, m_defender) == 0) {
      std::array<int, WindowBoard::kWindow> e{};
      const int n = m_board.empties(w, e);
      return std::vector<int>(e.begin(), e.begin() + n);
    }
  return {};
}

bool ThreatSearch::hits(const StonePair& move, int window) const {
  for (int p : m_board.cells(window))
    if (p == move[0] || p == move[1]) return true;
  return false;
}

bool ThreatSearch::blockable(const std::vector<int>& windows, int stones) const {
  // Branch on the empties of the first window nobody has met yet: at most two ways per stone.
  std::array<int, 2> chosen{-1, -1};
  auto met = [&](int w, int n) {
    for (int i = 0; i < n; ++i)
      if (hits({chosen[static_cast<std::size_t>(i)], -1}, w)) return true;
    return false;
  };
  auto search = [&](auto& self, int n) -> bool {
    auto open = std::find_if(windows.begin(), windows.end(), [&](int w) { return !met(w, n); });
    if (open == windows.end()) return true;
    if (n == stones) return false;
    std::array<int, WindowBoard::kWindow> e{};
    const int k = m_board.empties(*open, e);
    for (int i = 0; i < k; ++i) {
      chosen[static_cast<std::size_t>(n)] = e[static_cast<std::size_t>(i)];
      if (self(self, n + 1)) return true;
    }
    return false;
  };
  return search(search, 0);
}

std::vector<int> ThreatSearch::pointsOf(const std::vector<int>& windows) const {
  std::vector<int> out;
  std::array<int, WindowBoard::kWindow> e{};
  for (int w : windows) {
    const int n = m_board.empties(w, e);
    out.insert(out.end(), e.begin(), e.begin() + n);
  }
  unique(out);
  return out;
}

std::vector<int> ThreatSearch::threatsThrough(const StonePair& move) const {
  // Before the move the attacker had no threat (it would have won at once), so every threat now
  // runs through one of its stones.
  std::vector<int> out;
  for (int p : move) {
    if (p < 0) continue;
    for (int w : m_board.windowsAt(p))
      if (m_board.count(w, m_attacker) >= kThreat && m_board.count(w, m_defender) == 0)
        out.push_back(w);
  }
  unique(out);
  return out;
}

void ThreatSearch::addProofZone(const StonePair& move, const std::vector<int>& threats,
                                int freeStones, Zone& zone) const {
  for (int p : move)
    if (p >= 0) zone.add(p);
  for (int p : pointsOf(threats)) zone.add(p);
  // Defender windows that `freeStones` more defender stones would turn into a threat the move did
  // not meet.
  const int bar = std::max(1, kThreat - freeStones);
  for (int p : pointsOf(m_board.liveWindows(m_defender, bar))) zone.add(p);
}

bool ThreatSearch::wins(int depth, int freeStones, Zone* zone, StonePair* move) {
  if (!count()) return false;
  if (auto points = winningPoints(); !points.empty()) {
    if (zone)
      for (int p : points) zone->add(p);
    if (move) *move = {points[0], points.size() > 1 ? points[1] : -1};
    return true;
  }
  if (depth <= 1) return false;
  const auto defenderThreats = m_board.liveWindows(m_defender, kThreat);
  if (!blockable(defenderThreats, 2)) return false;  // the defender wins next turn
  // One pass over the threat moves: one the defender cannot meet with two stones wins in two (every
  // such move is among them, so depth 2 is exact); the others are kept for continuous threats.
  std::vector<Candidate> candidates;
  for (const StonePair& m : threatMoves(defenderThreats)) {
    if (!count()) return false;
    m_board.place(m[0], m_attacker);
    m_board.place(m[1], m_attacker);
    const auto threats = threatsThrough(m);
    const int need = threats.empty()         ? 0
                     : blockable(threats, 1) ? 1
                     : blockable(threats, 2) ? 2
                                             : 3;
    if (need == 3 && zone) addProofZone(m, threats, freeStones, *zone);
    m_board.remove(m[1]);
    m_board.remove(m[0]);
    if (need == 3) {
      if (move) *move = m;
      return true;
    }
    if (need > 0) candidates.push_back({m, need, static_cast<int>(threats.size())});
  }
  if (depth == 2) return false;
  return winsByThreats(depth, candidates, freeStones, zone, move);
}

std::vector<StonePair> ThreatSearch::threatMoves(const std::vector<int>& defenderThreats) const {
  // Every move that makes a threat, and so every move that can win in two: a window that becomes a
  // threat held two attacker stones and takes both, or held three and takes one. That one stone's
  // partner matters only if it helps another window become a threat or meets a defender threat
  // (an extra attacker stone never hurts), so it is tried at those points.
  std::vector<StonePair> moves;
  std::array<int, WindowBoard::kWindow> e{};
  // Two stones into a window holding two: a threat.
  std::vector<int> singles;  // one stone into a window holding three: a threat
  const auto live = m_board.liveWindows(m_attacker, 2);
  for (int w : live) {
    const int n = m_board.empties(w, e);
    if (m_board.count(w, m_attacker) == 3) {
      singles.insert(singles.end(), e.begin(), e.begin() + n);
      continue;
    }
    for (int a = 0; a < n; ++a)
      for (int b = a + 1; b < n; ++b)
        moves.push_back(ordered(e[static_cast<std::size_t>(a)], e[static_cast<std::size_t>(b)]));
  }
  unique(singles);
  // For wins in 3 or more, a quiet second stone elsewhere could prepare a later threat: not trying
  // those is where such wins can be missed.
  auto partners = pointsOf(live);
  for (int p : pointsOf(defenderThreats)) partners.push_back(p);
  unique(partners);
  for (int p : singles)
    for (int q : partners)
      if (q != p) moves.push_back(ordered(p, q));
  std::sort(moves.begin(), moves.end());
  moves.erase(std::unique(moves.begin(), moves.end()), moves.end());
  if (!defenderThreats.empty())
    std::erase_if(moves, [&](const StonePair& m) {
      return !std::all_of(defenderThreats.begin(), defenderThreats.end(),
                          [&](int w) { return hits(m, w); });
    });
  return moves;
}

bool ThreatSearch::winsByThreats(int depth, std::vector<Candidate>& candidates, int freeStones,
                                 Zone* zone, StonePair* move) {
  // Double threats first: they leave the defender no free stone, so they are quick to prove.
  std::stable_sort(candidates.begin(), candidates.end(),
                   [](const Candidate& a, const Candidate& b) {
                     return a.need != b.need ? a.need > b.need : a.windows > b.windows;
                   });
  for (const Candidate& c : candidates) {
    if (!count()) return false;
    m_board.place(c.move[0], m_attacker);
    m_board.place(c.move[1], m_attacker);
    const auto threats = threatsThrough(c.move);
    Zone children(m_board.pointCount());
    const bool won = defenderLoses(threats, depth - 1, freeStones, children);
    if (won && zone) {
      addProofZone(c.move, threats, freeStones, *zone);
      zone->merge(children);
    }
    m_board.remove(c.move[1]);
    m_board.remove(c.move[0]);
    if (won) {
      if (move) *move = c.move;
      return true;
    }
  }
  return false;
}

bool ThreatSearch::defenderLoses(const std::vector<int>& threats, int depth, int freeStones,
                                 Zone& zone) {
  // Every reply that meets all threats (any other loses at once). A point meeting them all alone
  // leaves the defender a free stone: prove the win without it, then try it only where that proof
  // could be touched (its zone).
  const auto points = pointsOf(threats);
  std::vector<int> alone;
  for (int p : points)
    if (std::all_of(threats.begin(), threats.end(), [&](int w) { return hits({p, -1}, w); }))
      alone.push_back(p);
  auto isAlone = [&](int p) { return std::binary_search(alone.begin(), alone.end(), p); };
  auto attackerWinsAfter = [&](const StonePair& reply, int free, Zone& into) {
    for (int p : reply)
      if (p >= 0) m_board.place(p, m_defender);
    Zone z(m_board.pointCount());
    const bool won = wins(depth, free, &z, nullptr);
    for (int p : reply)
      if (p >= 0) m_board.remove(p);
    if (won) into.merge(z);
    return won;
  };
  for (std::size_t i = 0; i < points.size(); ++i)
    for (std::size_t j = i + 1; j < points.size(); ++j) {
      const StonePair reply{points[i], points[j]};
      if (isAlone(reply[0]) || isAlone(reply[1])) continue;
      if (!std::all_of(threats.begin(), threats.end(), [&](int w) { return hits(reply, w); }))
        continue;
      if (!attackerWinsAfter(reply, freeStones, zone)) return false;
    }
  for (int b : alone) {
    Zone passZone(m_board.pointCount());
    if (!attackerWinsAfter({b, -1}, freeStones + 1, passZone)) return false;
    for (int x : passZone.points())
      if (x != b && m_board.at(x) == Color::Empty && !attackerWinsAfter({b, x}, freeStones, zone))
        return false;
    zone.merge(passZone);
  }
  return true;
}

}  // namespace c6::core
