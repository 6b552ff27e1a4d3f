// The forced-win solver per position (issue 31: median <= 20 ms, p99 <= 200 ms for N = 3 on one
// core) over every position of the shared Little Golem records, before each turn. Each position is
// timed on its own, so the counters give the median, p99 and worst position; the threat count the
// turn events already carry (core/threats.h) is the baseline, timed the same way in the same run.
// Run: build/tests/bench/bench_core --benchmark_filter=PerPosition
#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <stdexcept>

#include "core/forced_win.h"
#include "core/game.h"
#include "core/sgf_record.h"
#include "core/threats.h"

namespace {
using namespace c6::core;

struct Position {
  Board board;
  Color toMove;
  int stones;
};

const std::vector<Position>& positions() {
  static const std::vector<Position> all = [] {
    const auto dir = std::filesystem::path(C6_SHARED_DATA_DIR) / "records";
    if (!std::filesystem::is_directory(dir))
      throw std::runtime_error("test data folder missing: " + dir.string());
    std::vector<std::filesystem::path> files;
    for (const auto& e : std::filesystem::directory_iterator(dir))
      if (e.path().extension() == ".sgf") files.push_back(e.path());
    std::sort(files.begin(), files.end());
    std::vector<Position> out;
    for (const auto& f : files) {
      std::ifstream in(f);
      const GameRecord record = readSgf(in, f.string());
      Game game(record.options);
      for (const auto& t : record.turns) {
        if (game.over()) break;
        out.push_back({game.board(), game.toMove(), game.stonesRequired()});
        if (game.play(t.turn)) break;
      }
    }
    return out;
  }();
  return all;
}

// Times `work` on every position, once per iteration, and reports the distribution in ms.
template <class Work>
void perPosition(benchmark::State& state, Work work) {
  std::vector<double> ms;
  for (auto _ : state)
    for (const Position& p : positions()) {
      const auto start = std::chrono::steady_clock::now();
      work(p);
      ms.push_back(
          std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
              .count());
    }
  std::sort(ms.begin(), ms.end());
  auto at = [&](double q) {
    return ms[static_cast<std::size_t>(q * static_cast<double>(ms.size() - 1))];
  };
  state.counters["positions"] = static_cast<double>(positions().size());
  state.counters["median_ms"] = at(0.5);
  state.counters["p99_ms"] = at(0.99);
  state.counters["max_ms"] = ms.back();
}

void BM_ForcedWinPerPosition(benchmark::State& state) {
  const SolverOptions options{static_cast<int>(state.range(0)), SolverOptions{}.nodeBudget};
  int wins = 0, unknown = 0;
  perPosition(state, [&](const Position& p) {
    const auto r = findForcedWin(p.board, p.toMove, p.stones, options);
    wins += r.win.has_value();
    unknown += r.unknown;
    benchmark::DoNotOptimize(r);
  });
  state.counters["wins"] = wins / static_cast<double>(state.iterations());
  state.counters["unknown"] = unknown / static_cast<double>(state.iterations());
}
BENCHMARK(BM_ForcedWinPerPosition)->Arg(2)->Arg(3)->Iterations(3)->Unit(benchmark::kMillisecond);

void BM_ThreatsPerPosition(benchmark::State& state) {
  perPosition(state, [](const Position& p) { benchmark::DoNotOptimize(threats(p.board)); });
}
BENCHMARK(BM_ThreatsPerPosition)->Iterations(3)->Unit(benchmark::kMillisecond);

}  // namespace
