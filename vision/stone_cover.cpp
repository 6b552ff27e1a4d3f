#include "vision/stone_cover.h"

#include <algorithm>
#include <cstddef>

namespace c6::vision {

namespace {

constexpr auto kCovered = static_cast<std::size_t>(PointClass::Covered);

bool readCovered(const PointProbabilities& p) {
  return std::max_element(p.begin(), p.end()) - p.begin() == static_cast<std::ptrdiff_t>(kCovered);
}

}  // namespace

std::vector<std::uint8_t> armLikeCover(const std::vector<PointProbabilities>& probs, int size,
                                       int minPoints, float growScore,
                                       const std::vector<std::uint8_t>& entering,
                                       std::vector<std::uint8_t>* besideTable) {
  const auto count = static_cast<std::size_t>(size * size);
  std::vector<std::uint8_t> kept(count, 0);
  if (besideTable) besideTable->assign(count, 0);
  if (size <= 0 || probs.size() != count) return kept;
  const bool checkEntering = entering.size() == count;
  std::vector<std::uint8_t> inRegion(count, 0);
  for (std::size_t i = 0; i < count; ++i)
    inRegion[i] = readCovered(probs[i]) || probs[i][kCovered] >= growScore;
  std::vector<std::uint8_t> seen(count, 0);
  std::vector<std::size_t> region;
  for (std::size_t start = 0; start < count; ++start) {
    if (!inRegion[start] || seen[start]) continue;
    // Flood fill one 8-connected region; `region` doubles as the queue.
    region.assign(1, start);
    seen[start] = 1;
    bool reachesEdge = false;
    bool enters = !checkEntering;
    for (std::size_t k = 0; k < region.size(); ++k) {
      const int x = static_cast<int>(region[k]) % size;
      const int y = static_cast<int>(region[k]) / size;
      const bool onEdge = x == 0 || y == 0 || x == size - 1 || y == size - 1;
      reachesEdge = reachesEdge || onEdge;
      enters = enters || (onEdge && entering[region[k]] != 0);
      for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx) {
          const int nx = x + dx;
          const int ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= size || ny >= size) continue;
          const auto n = static_cast<std::size_t>(ny * size + nx);
          if (inRegion[n] && !seen[n]) {
            seen[n] = 1;
            region.push_back(n);
          }
        }
    }
    if (!reachesEdge || static_cast<int>(region.size()) < minPoints) continue;
    if (!enters) {
      if (besideTable)
        for (std::size_t i : region) (*besideTable)[i] = readCovered(probs[i]);
      continue;
    }
    for (std::size_t i : region) kept[i] = readCovered(probs[i]);
  }
  return kept;
}

}  // namespace c6::vision
