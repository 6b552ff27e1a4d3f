// Rules engine speed on the real Little Golem games: replaying records, and win detection per turn
// (incremental, from the new stones only) against a full-board scan baseline measured in the same
// run. Run: build/tests/bench/bench_core --benchmark_repetitions=5
// --benchmark_report_aggregates_only=true
#include <benchmark/benchmark.h>

#include <filesystem>
#include <fstream>
#include <stdexcept>

#include "core/replay.h"
#include "core/sgf_record.h"

namespace {
using namespace c6::core;

const std::vector<GameRecord>& records() {
  static const std::vector<GameRecord> all = [] {
    std::filesystem::path dir = std::filesystem::path(C6_SHARED_DATA_DIR) / "records";
    if (!std::filesystem::is_directory(dir))
      throw std::runtime_error("test data folder missing: " + dir.string());
    std::vector<GameRecord> out;
    for (const auto& e : std::filesystem::directory_iterator(dir)) {
      if (e.path().extension() != ".sgf") continue;
      std::ifstream in(e.path());
      out.push_back(readSgf(in, e.path().string()));
    }
    return out;
  }();
  return all;
}

// Every position of every game right after a turn, with the turn that made it.
struct AfterTurn {
  Board board;
  Turn turn;
};

const std::vector<AfterTurn>& positions() {
  static const std::vector<AfterTurn> all = [] {
    std::vector<AfterTurn> out;
    for (const auto& r : records()) {
      Board b(r.options.boardSize);
      for (const auto& t : r.turns) {
        for (Point p : t.turn) b.set(p, t.turn.side());
        out.push_back({b, t.turn});
      }
    }
    return out;
  }();
  return all;
}

void BM_ReplayRealRecords(benchmark::State& state) {
  long long turns = 0;
  for (auto _ : state) {
    for (const auto& r : records()) {
      ReplayReport report = replay(r);
      benchmark::DoNotOptimize(report);
      turns += report.turnsApplied;
    }
  }
  state.counters["turns_per_second"] =
      benchmark::Counter(static_cast<double>(turns), benchmark::Counter::kIsRate);
  state.counters["games"] = static_cast<double>(records().size());
}
BENCHMARK(BM_ReplayRealRecords);

void BM_WinCheckIncrementalPerTurn(benchmark::State& state) {
  const auto& all = positions();
  long long turns = 0;
  for (auto _ : state) {
    for (const auto& a : all) {
      bool six = false;
      for (Point p : a.turn) six = six || a.board.makesSix(p);
      benchmark::DoNotOptimize(six);
    }
    turns += static_cast<long long>(all.size());
  }
  state.counters["turns_per_second"] =
      benchmark::Counter(static_cast<double>(turns), benchmark::Counter::kIsRate);
  state.counters["ns_per_turn"] = benchmark::Counter(
      static_cast<double>(turns), benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}
BENCHMARK(BM_WinCheckIncrementalPerTurn);

// Baseline: what a non-incremental check costs - every stone on the board, after every turn.
void BM_WinCheckFullScanPerTurn(benchmark::State& state) {
  const auto& all = positions();
  long long turns = 0;
  for (auto _ : state) {
    for (const auto& a : all) {
      bool six = false;
      for (Point p : allPoints(a.board.size()))
        if (a.board.at(p) == a.turn.side()) six = six || a.board.makesSix(p);
      benchmark::DoNotOptimize(six);
    }
    turns += static_cast<long long>(all.size());
  }
  state.counters["turns_per_second"] =
      benchmark::Counter(static_cast<double>(turns), benchmark::Counter::kIsRate);
  state.counters["ns_per_turn"] = benchmark::Counter(
      static_cast<double>(turns), benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}
BENCHMARK(BM_WinCheckFullScanPerTurn);

void BM_ParseAndReplaySgf(benchmark::State& state) {
  std::vector<std::string> texts;
  for (const auto& r : records()) texts.push_back(sgfString(r));
  long long turns = 0;
  for (auto _ : state) {
    for (const auto& t : texts) {
      ReplayReport report = replay(parseSgf(t));
      turns += report.turnsApplied;
    }
  }
  state.counters["turns_per_second"] =
      benchmark::Counter(static_cast<double>(turns), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_ParseAndReplaySgf);

}  // namespace
