#include "vision/stone_balance.h"

#include <cstdlib>

namespace c6::vision {

void balanceSets(StoneReading& reading, int maxDifference, float minRatio) {
  const std::size_t count = reading.cells.size();
  if (reading.scores.size() != count || reading.confidence.size() != count) return;
  int dark = 0;
  int light = 0;
  for (core::Seen s : reading.cells) {
    dark += s == core::Seen::Black;
    light += s == core::Seen::White;
  }
  // Each move shrinks the difference by one (from empty) or two (from the other set), so this ends
  // within `count` moves.
  while (std::abs(dark - light) > maxDifference) {
    const core::Seen shortSet = dark < light ? core::Seen::Black : core::Seen::White;
    const auto want = static_cast<std::size_t>(shortSet);
    std::size_t best = count;
    float bestRatio = minRatio;
    for (std::size_t i = 0; i < count; ++i) {
      const core::Seen cell = reading.cells[i];
      if (cell == shortSet || cell == core::Seen::Unknown ||
          reading.coveredAt(static_cast<int>(i) % reading.size, static_cast<int>(i) / reading.size))
        continue;
      const float own = reading.scores[i][static_cast<std::size_t>(cell)];
      const float ratio = own > 0.f ? reading.scores[i][want] / own : 0.f;
      if (ratio >= bestRatio) {
        bestRatio = ratio;
        best = i;
      }
    }
    if (best == count) return;
    const core::Seen from = reading.cells[best];
    dark += (shortSet == core::Seen::Black) - (from == core::Seen::Black);
    light += (shortSet == core::Seen::White) - (from == core::Seen::White);
    reading.cells[best] = shortSet;
    reading.confidence[best] = reading.scores[best][want];
  }
}

}  // namespace c6::vision
