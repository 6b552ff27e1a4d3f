// Which covered points to believe (vision/stone_cover.h), on hand-made net outputs: no image, no
// model.
#include "vision/stone_cover.h"

#include <gtest/gtest.h>

#include <numeric>

namespace c6::vision {
namespace {

constexpr int kSize = 19;
const PointProbabilities kStone{0.02f, 0.9f, 0.06f, 0.02f};
const PointProbabilities kSureCover{0.02f, 0.1f, 0.03f, 0.85f};

std::vector<PointProbabilities> boardOfStones() {
  return std::vector<PointProbabilities>(kSize * kSize, kStone);
}

void set(std::vector<PointProbabilities>& probs, int x, int y, PointProbabilities p) {
  probs[static_cast<std::size_t>(y * kSize + x)] = p;
}

int keptCount(const std::vector<std::uint8_t>& kept) {
  return std::accumulate(kept.begin(), kept.end(), 0);
}

bool keptAt(const std::vector<std::uint8_t>& kept, int x, int y) {
  return kept[static_cast<std::size_t>(y * kSize + x)] != 0;
}

TEST(StoneCover, AnArmEnteringFromTheEdgeStaysCovered) {
  auto probs = boardOfStones();
  // An arm two points wide from the right edge to the middle.
  for (int x = 10; x < kSize; ++x)
    for (int y = 8; y <= 9; ++y) set(probs, x, y, kSureCover);
  const auto kept = armLikeCover(probs, kSize, 4, 0.3f);
  EXPECT_EQ(keptCount(kept), 18);
  EXPECT_TRUE(keptAt(kept, 18, 8));
  EXPECT_TRUE(keptAt(kept, 10, 9));
}

TEST(StoneCover, ScatteredCoveredPointsAmongStonesAreDropped) {
  auto probs = boardOfStones();
  // Single points and a small inner clump: unfamiliar stones, not an arm.
  set(probs, 3, 3, kSureCover);
  set(probs, 0, 7, kSureCover);
  set(probs, 12, 15, kSureCover);
  for (int x = 8; x <= 10; ++x)
    for (int y = 8; y <= 10; ++y) set(probs, x, y, kSureCover);
  EXPECT_EQ(keptCount(armLikeCover(probs, kSize, 4, 0.3f)), 0);
}

TEST(StoneCover, AnArmIsJoinedThroughPointsWithSomeCoveredScore) {
  auto probs = boardOfStones();
  // A hand in the middle, its wrist at the bottom edge read as doubtful (covered second best).
  for (int y = 10; y <= 12; ++y) set(probs, 9, y, kSureCover);
  const PointProbabilities doubtful{0.05f, 0.5f, 0.05f, 0.4f};
  for (int y = 13; y < kSize; ++y) set(probs, 9, y, doubtful);
  const auto kept = armLikeCover(probs, kSize, 4, 0.3f);
  // The hand stays covered; the doubtful wrist points keep their own best class (not covered).
  EXPECT_EQ(keptCount(kept), 3);
  EXPECT_TRUE(keptAt(kept, 9, 10));
  EXPECT_FALSE(keptAt(kept, 9, 18));
  // Without the growth the hand touches no edge and is dropped.
  EXPECT_EQ(keptCount(armLikeCover(probs, kSize, 4, 0.5f)), 0);
}

TEST(StoneCover, ASmallRegionAtTheEdgeIsDropped) {
  auto probs = boardOfStones();
  set(probs, 0, 4, kSureCover);
  set(probs, 1, 4, kSureCover);
  set(probs, 1, 5, kSureCover);
  EXPECT_EQ(keptCount(armLikeCover(probs, kSize, 4, 0.3f)), 0);
  EXPECT_EQ(keptCount(armLikeCover(probs, kSize, 3, 0.3f)), 3);
}

TEST(StoneCover, AWrongCountOfPointsKeepsNothing) {
  const std::vector<PointProbabilities> probs(10, kSureCover);
  EXPECT_EQ(keptCount(armLikeCover(probs, kSize, 4, 0.3f)), 0);
}

}  // namespace
}  // namespace c6::vision
