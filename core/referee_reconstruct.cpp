#include "core/referee_reconstruct.h"

#include <algorithm>

namespace c6::core {
namespace {

std::vector<Point> without(std::vector<Point> from, const std::vector<Point>& take) {
  std::erase_if(from,
                [&](Point p) { return std::find(take.begin(), take.end(), p) != take.end(); });
  return from;
}

Turn makeTurn(Color side, const std::vector<Point>& stones) {
  return stones.size() == 1 ? Turn::one(side, stones[0]) : Turn::two(side, stones[0], stones[1]);
}

// Depth-first over every way to cut the new stones into turns; stops at the second explanation.
class Search {
 public:
  Reconstruction result() const {
    return {m_found >= 1 ? std::optional(m_first) : std::nullopt, m_found};
  }

  void run(const RefereeRules& rules, const std::vector<Point>& pending,
           const std::vector<Point>& own, const std::vector<Point>& other,
           std::vector<Turn>& turns) {
    if (m_found >= 2) return;
    if (rules.over()) return explained(turns, {});  // what comes after a six is not refereed
    if (own.empty() && other.empty()) return explained(turns, pending);
    Color side = rules.toMove();
    int required = rules.stonesRequired();
    int due = required - static_cast<int>(pending.size());
    int ownCount = static_cast<int>(own.size());
    if (due <= 0) return;
    // The first stone of a turn that makes six ends the game on its own.
    if (pending.empty() && required == 2 && ownCount == 1) {
      Turn t = Turn::one(side, own[0]);
      if (!rules.check(t)) return tryTurn(rules, t, {own[0]}, own, other, turns);
    }
    if (ownCount >= due) {
      for (int i = 0; i < ownCount; ++i) {
        if (due == 1) {
          std::vector<Point> stones = pending;
          stones.push_back(own[static_cast<std::size_t>(i)]);
          tryTurn(rules, makeTurn(side, stones), {own[static_cast<std::size_t>(i)]}, own, other,
                  turns);
          continue;
        }
        for (int j = i + 1; j < ownCount; ++j) {
          std::vector<Point> used{own[static_cast<std::size_t>(i)],
                                  own[static_cast<std::size_t>(j)]};
          tryTurn(rules, makeTurn(side, used), used, own, other, turns);
        }
      }
      return;
    }
    if (other.empty()) {
      std::vector<Point> all = pending;
      all.insert(all.end(), own.begin(), own.end());
      explained(turns, all);
    }
  }

 private:
  void tryTurn(const RefereeRules& rules, const Turn& turn, const std::vector<Point>& used,
               const std::vector<Point>& own, const std::vector<Point>& other,
               std::vector<Turn>& turns) {
    if (rules.check(turn)) return;
    RefereeRules next = rules;
    next.play(turn);
    turns.push_back(turn);
    // Colours alternate: the other side's stones are now the side to move's.
    run(next, {}, other, without(own, used), turns);
    turns.pop_back();
  }

  void explained(const std::vector<Turn>& turns, const std::vector<Point>& pending) {
    if (++m_found == 1) m_first = {turns, pending};
  }

  int m_found = 0;
  Progress m_first;
};

}  // namespace

Reconstruction reconstruct(const RefereeRules& rules, const std::vector<Point>& pending,
                           const std::vector<Point>& own, const std::vector<Point>& other,
                           int maxStones) {
  if (static_cast<int>(own.size() + other.size()) > maxStones) return {std::nullopt, 0};
  Search search;
  std::vector<Turn> turns;
  search.run(rules, pending, own, other, turns);
  return search.result();
}

}  // namespace c6::core
