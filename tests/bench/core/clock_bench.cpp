// What the feed and the app pay per call: the clock's state once a second (or per frame), a press.
#include <benchmark/benchmark.h>

#include "core/clock.h"

namespace {

using c6::core::Clock;
using c6::core::Micros;

void BM_ClockState(benchmark::State& st, const char* control) {
  Clock clock(c6::core::parseTimeControl(control));
  clock.start(Micros(0));
  long long t = 0;
  for (auto _ : st) {
    t += 1000;
    benchmark::DoNotOptimize(clock.state(Micros(t)));
  }
}
BENCHMARK_CAPTURE(BM_ClockState, fischer, "5m+10s");
BENCHMARK_CAPTURE(BM_ClockState, byoyomi, "20m byo 5x30s");
BENCHMARK_CAPTURE(BM_ClockState, multistage, "40/90m+30s,30m+30s");

void BM_ClockPress(benchmark::State& st) {
  Clock clock(c6::core::parseTimeControl("40/90m+30s,30m+30s"));
  clock.start(Micros(0));
  long long t = 0;
  for (auto _ : st) {
    t += 1000;
    clock.press(Micros(t));
  }
  st.SetItemsProcessed(st.iterations());
}
BENCHMARK(BM_ClockPress);

void BM_ParseTimeControl(benchmark::State& st) {
  for (auto _ : st)
    benchmark::DoNotOptimize(c6::core::parseTimeControl("B:40/90m+30s,30m+30s;W:20m byo 5x30s"));
}
BENCHMARK(BM_ParseTimeControl);

}  // namespace
