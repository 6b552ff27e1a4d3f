// The sets' count tie-break (vision/stone_balance.h) on hand-made readings: no image, no model.
#include "vision/stone_balance.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace c6::vision {
namespace {

// A 19x19 reading: `dark` sure dark stones, `light` sure light stones, the rest sure empty.
StoneReading sureReading(int dark, int light) {
  StoneReading r;
  r.size = 19;
  for (int i = 0; i < 361; ++i) {
    const core::Seen s = i < dark           ? core::Seen::Black
                         : i < dark + light ? core::Seen::White
                                            : core::Seen::Empty;
    std::array<float, 3> p{0.02f, 0.02f, 0.02f};
    p[static_cast<std::size_t>(s)] = 0.96f;
    r.cells.push_back(s);
    r.scores.push_back(p);
    r.confidence.push_back(0.96f);
  }
  return r;
}

void setDoubt(StoneReading& r, int i, std::array<float, 3> p) {
  r.scores[static_cast<std::size_t>(i)] = p;
  r.cells[static_cast<std::size_t>(i)] = core::Seen::Empty;
  r.confidence[static_cast<std::size_t>(i)] = p[0];
}

int countOf(const StoneReading& r, core::Seen s) {
  return static_cast<int>(std::count(r.cells.begin(), r.cells.end(), s));
}

TEST(StoneBalance, DoubtfulPointsOfTheShortSetBecomeItsStonesUntilTheCountsAgree) {
  StoneReading r = sureReading(100, 110);
  // Ten empty points where the image half sees a dark stone, the most likely ones last.
  for (int k = 0; k < 10; ++k)
    setDoubt(r, 300 + k, {0.6f - 0.01f * static_cast<float>(k), 0.35f + 0.01f * k, 0.05f});
  balanceSets(r, 3, 0.2f);
  EXPECT_EQ(countOf(r, core::Seen::Black), 107);
  EXPECT_EQ(countOf(r, core::Seen::White), 110);
  // The seven most likely moved, the three least likely stayed.
  for (int k = 3; k < 10; ++k)
    EXPECT_EQ(r.cells[static_cast<std::size_t>(300 + k)], core::Seen::Black);
  for (int k = 0; k < 3; ++k)
    EXPECT_EQ(r.cells[static_cast<std::size_t>(300 + k)], core::Seen::Empty);
  // A moved point's confidence is its score for the new cell.
  EXPECT_FLOAT_EQ(r.confidence[309], r.scores[309][1]);
}

TEST(StoneBalance, PointsTheImageCallsClearlyOtherwiseNeverMove) {
  StoneReading r = sureReading(100, 130);
  balanceSets(r, 3, 0.2f);
  EXPECT_EQ(countOf(r, core::Seen::Black), 100);
  EXPECT_EQ(countOf(r, core::Seen::White), 130);
}

TEST(StoneBalance, CoveredPointsNeverMove) {
  StoneReading r = sureReading(100, 110);
  r.covered.assign(361, 0);
  for (int k = 0; k < 10; ++k) {
    setDoubt(r, 300 + k, {0.5f, 0.45f, 0.05f});
    r.covered[static_cast<std::size_t>(300 + k)] = 1;
  }
  balanceSets(r, 3, 0.2f);
  EXPECT_EQ(countOf(r, core::Seen::Black), 100);
}

TEST(StoneBalance, CountsWithinTheSlackAreLeftAlone) {
  StoneReading r = sureReading(100, 103);
  setDoubt(r, 300, {0.5f, 0.49f, 0.01f});
  balanceSets(r, 3, 0.2f);
  EXPECT_EQ(r.cells[300], core::Seen::Empty);
}

}  // namespace
}  // namespace c6::vision
