// Threats per position (issue 14: under 50 us): what the feed and c6rec pay for every turn.
// Run with --benchmark_repetitions=9 --benchmark_report_aggregates_only=true for medians.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <random>

#include "core/threats.h"

namespace {

using c6::core::Board;
using c6::core::Color;
using c6::core::Point;

// A late-game board: `filled` of 361 points taken, Black and White alike, from a fixed seed.
Board denseBoard(int filled) {
  Board b(19);
  std::mt19937 rng(14);
  std::vector<Point> points = c6::core::allPoints(19);
  std::shuffle(points.begin(), points.end(), rng);
  for (int i = 0; i < filled; ++i)
    b.set(points[static_cast<std::size_t>(i)], i % 2 ? Color::White : Color::Black);
  return b;
}

// The search's worst kind of board: Black rows of four with gaps everywhere, many overlapping
// windows that need many blocks.
Board threatBoard() {
  Board b(19);
  for (int row = 0; row < 19; row += 2)
    for (int col = 0; col < 19; ++col)
      if ((col + row) % 5 != 0) b.set(Point(col, row), Color::Black);
  return b;
}

void BM_ThreatsDense(benchmark::State& st) {
  const Board b = denseBoard(static_cast<int>(st.range(0)));
  for (auto _ : st) benchmark::DoNotOptimize(c6::core::threats(b));
  st.counters["windows"] = c6::core::threats(b).black.windows + c6::core::threats(b).white.windows;
}
BENCHMARK(BM_ThreatsDense)->Arg(0)->Arg(100)->Arg(250);

// Baseline for the ratio: reading every point once per direction and side, the least any scan of
// the four directions for both sides must do.
void BM_ReadEveryPointEightTimes(benchmark::State& st) {
  const Board b = denseBoard(250);
  const auto points = c6::core::allPoints(19);
  for (auto _ : st) {
    int stones = 0;
    for (int pass = 0; pass < 8; ++pass)
      for (Point p : points) stones += b.at(p) != Color::Empty;
    benchmark::DoNotOptimize(stones);
  }
}
BENCHMARK(BM_ReadEveryPointEightTimes);

void BM_ThreatsManyWindows(benchmark::State& st) {
  const Board b = threatBoard();
  for (auto _ : st) benchmark::DoNotOptimize(c6::core::threats(b));
  const auto t = c6::core::threats(b);
  st.counters["windows"] = t.black.windows;
  st.counters["block"] = static_cast<double>(t.black.block.size());
}
BENCHMARK(BM_ThreatsManyWindows);

}  // namespace
