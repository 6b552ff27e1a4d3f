// The grid refiner's probe test, decided by counting instead of sorting, against the plain
// definition (sort, take the lower median, compare).
#include "vision/grid_refine.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <random>
#include <vector>

namespace c6::vision {
namespace {

bool underTimesMedianBySorting(std::vector<float> v, float peak, float factor) {
  const auto mid = v.begin() + static_cast<std::ptrdiff_t>((v.size() - 1) / 2);
  std::nth_element(v.begin(), mid, v.end());
  return peak < factor * *mid;
}

// Profiles as probes see them (7 to 61 samples of a bilinear 8-bit response): many ties, peaks
// exactly at three times a value, even and odd lengths (where the lower median is not n / 2).
TEST(LocatorGridRefine, MedianTestByCountingAgreesWithSorting) {
  std::mt19937 rng(12);
  int under = 0, trials = 0;
  for (int t = 0; t < 20000; ++t) {
    const int n = std::uniform_int_distribution<int>(7, 61)(rng);
    const int levels = std::uniform_int_distribution<int>(2, 40)(rng);
    std::vector<float> v(static_cast<std::size_t>(n));
    for (auto& x : v)
      x = t % 2 ? static_cast<float>(std::uniform_int_distribution<int>(0, levels)(rng))
                : std::uniform_real_distribution<float>(0.f, 255.f)(rng);
    // The peak: a sample times 3 (the boundary itself), just either side of it, or any value.
    const float pick = v[std::uniform_int_distribution<std::size_t>(0, v.size() - 1)(rng)];
    const float peak = std::array<float, 4>{3.f * pick, std::nextafter(3.f * pick, 0.f),
                                            std::nextafter(3.f * pick, 1e9f),
                                            *std::max_element(v.begin(), v.end())}[t % 4];
    const bool expected = underTimesMedianBySorting(v, peak, 3.f);
    ASSERT_EQ(underTimesMedian(v, peak, 3.f), expected) << "trial " << t << ", n " << n;
    under += expected;
    ++trials;
  }
  // Both answers occur often, so the comparison above tested each.
  EXPECT_GT(under, trials / 10);
  EXPECT_LT(under, trials * 9 / 10);
}

TEST(LocatorGridRefine, MedianTestUsesTheLowerMedianOfAnEvenProfile) {
  // Sorted: 1 2 | 10 20. The lower median is 2, the upper 10: a peak of 9 is under 3 x 10 but not
  // under 3 x 2.
  const std::vector<float> v{20.f, 1.f, 10.f, 2.f};
  EXPECT_FALSE(underTimesMedian(v, 9.f, 3.f));
  EXPECT_TRUE(underTimesMedian(v, 5.f, 3.f));
  EXPECT_FALSE(underTimesMedian(std::vector<float>{}, 1.f, 3.f));
}

}  // namespace
}  // namespace c6::vision
