#pragma once
#include <array>
#include <vector>

#include "core/window_board.h"

namespace c6::core {

// Two point indices of a WindowBoard; the second is -1 when one stone is enough.
using StonePair = std::array<int, 2>;

// Points a proof depends on (its relevance zone): an opponent's stone anywhere else leaves the
// proof standing. This is what lets one proof answer the 300-odd places of a defender's free stone.
class Zone {
 public:
  explicit Zone(int points = 0) : m_marks(static_cast<std::size_t>(points), 0) {}
  void add(int p) { m_marks[static_cast<std::size_t>(p)] = 1; }
  bool has(int p) const { return m_marks[static_cast<std::size_t>(p)] != 0; }
  void merge(const Zone& other);
  std::vector<int> points() const;

 private:
  std::vector<char> m_marks;
};

// Threat-space search for one attacker on a WindowBoard it changes and restores. The attacker is
// to move with two stones; the defender answers with two. Threats are windows with four or more
// attacker stones and no defender stone, counted by the stones the defender needs to meet them all.
class ThreatSearch {
 public:
  ThreatSearch(WindowBoard& board, Color attacker, long budget);

  // Whether the attacker wins within `depth` of its turns. Depth 1 and 2 are exact; deeper wins
  // are found by continuous threats. `freeStones` is how many defender stones might be added
  // anywhere outside the returned zone without breaking the proof. False also when the budget ran
  // out (see exhausted()).
  bool wins(int depth, int freeStones, Zone* zone, StonePair* move);

  // The attacker's windows that need one more turn (4+ stones, no defender stone).
  std::vector<int> threats() const { return m_board.liveWindows(m_attacker, 4); }
  // The empty points of the first window that wins at once, or none.
  std::vector<int> winningPoints() const;
  // Whether `stones` points can meet every window (windows with at most two empties).
  bool blockable(const std::vector<int>& windows, int stones) const;

  bool exhausted() const { return m_exhausted; }
  long nodes() const { return m_nodes; }
  WindowBoard& board() { return m_board; }

 private:
  struct Candidate {
    StonePair move;
    int need = 0;     // defender stones needed to meet the threats the move makes
    int windows = 0;  // how many threat windows it makes
  };

  bool count();
  // Continuous threats: each candidate's every defender reply must still lose within depth - 1.
  bool winsByThreats(int depth, std::vector<Candidate>& candidates, int freeStones, Zone* zone,
                     StonePair* move);
  bool defenderLoses(const std::vector<int>& threats, int depth, int freeStones, Zone& zone);
  std::vector<StonePair> threatMoves(const std::vector<int>& defenderThreats) const;
  std::vector<int> threatsThrough(const StonePair& move) const;
  void addProofZone(const StonePair& move, const std::vector<int>& threats, int freeStones,
                    Zone& zone) const;
  std::vector<int> pointsOf(const std::vector<int>& windows) const;
  bool hits(const StonePair& move, int window) const;

  WindowBoard& m_board;
  Color m_attacker;
  Color m_defender;
  long m_budget;
  long m_nodes = 0;
  bool m_exhausted = false;
};

}  // namespace c6::core
