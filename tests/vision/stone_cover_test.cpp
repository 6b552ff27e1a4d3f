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

TEST(StoneCover, ARegionOnTheEdgeBesideTheBareTableIsStonesNotAnArm) {
  auto probs = boardOfStones();
  // Dark stones along the left edge beside a dark table: one dark region entering from the edge.
  for (int y = 5; y <= 10; ++y) set(probs, 0, y, kSureCover);
  set(probs, 1, 7, kSureCover);
  std::vector<std::uint8_t> entering(kSize * kSize, 0);
  std::vector<std::uint8_t> besideTable;
  EXPECT_EQ(keptCount(armLikeCover(probs, kSize, 4, 0.3f, entering, &besideTable)), 0);
  // Those points are to be read by their look, as stones or empty points.
  EXPECT_EQ(keptCount(besideTable), 7);
  EXPECT_TRUE(keptAt(besideTable, 0, 5));
  // Not checked, it is kept (as before the outside was looked at).
  EXPECT_EQ(keptCount(armLikeCover(probs, kSize, 4, 0.3f)), 7);
  // Something other than the table lies beyond one of its edge points: it enters, it is an arm.
  entering[static_cast<std::size_t>(8 * kSize + 0)] = 1;
  EXPECT_EQ(keptCount(armLikeCover(probs, kSize, 4, 0.3f, entering, &besideTable)), 7);
  EXPECT_EQ(keptCount(besideTable), 0);
  // Only the outer line's points say whether a region enters from outside.
  std::vector<std::uint8_t> inside(kSize * kSize, 0);
  inside[static_cast<std::size_t>(7 * kSize + 1)] = 1;
  EXPECT_EQ(keptCount(armLikeCover(probs, kSize, 4, 0.3f, inside)), 0);
}

TEST(StoneCover, AWrongCountOfPointsKeepsNothing) {
  const std::vector<PointProbabilities> probs(10, kSureCover);
  EXPECT_EQ(keptCount(armLikeCover(probs, kSize, 4, 0.3f)), 0);
}

}  // namespace
}  // namespace c6::vision
