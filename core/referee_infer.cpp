#include "core/referee_infer.h"

#include <algorithm>

namespace c6::core {

InferredStones inferMissingStones(const Board& expected, const Board& seen, int missing,
                                  const std::vector<float>& before, const std::vector<float>& now) {
  InferredStones out;
  const auto n = static_cast<std::size_t>(expected.size() * expected.size());
  if (missing <= 0 || before.size() != n || now.size() != n) return out;
  std::vector<Point> candidates;
  for (Point p : allPoints(expected.size())) {
    const auto i = static_cast<std::size_t>(p.row * expected.size() + p.col);
    if (expected.at(p) == Color::Empty && seen.at(p) == Color::Empty && before[i] >= 0.f &&
        before[i] <= kNoStoneBefore && now[i] >= kStoneNow)
      candidates.push_back(p);
  }
  if (static_cast<int>(candidates.size()) < missing) return out;
  const auto score = [&](Point p) {
    return now[static_cast<std::size_t>(p.row * expected.size() + p.col)];
  };
  std::stable_sort(candidates.begin(), candidates.end(),
                   [&](Point a, Point b) { return score(a) > score(b); });
  out.several = static_cast<int>(candidates.size()) > missing;
  out.points.assign(candidates.begin(), candidates.begin() + missing);
  return out;
}

}  // namespace c6::core
