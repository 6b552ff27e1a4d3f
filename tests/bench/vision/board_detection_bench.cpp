// Full detection (board finding + stone reading) on a real frame, at webcam and at photo size.
// Single-threaded OpenCV, so the numbers are per core.
#include <benchmark/benchmark.h>

#include <filesystem>
#include <opencv2/core/utility.hpp>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include "vision/board_detection.h"

namespace {

cv::Mat frame(cv::Size size) {
  // A real 1280x720 frame of a board in play (gomrade, fixed camera).
  const auto path =
      std::filesystem::path(C6_SHARED_DATA_DIR) / "photos" / "gomrade-seq" / "011.jpg";
  cv::Mat image = cv::imread(path.string());
  if (image.empty()) return {};
  if (image.size() != size) cv::resize(image, image, size, 0, 0, cv::INTER_LINEAR);
  return image;
}

void run(benchmark::State& state, cv::Size size) {
  cv::setNumThreads(0);
  cv::Mat image = frame(size);
  if (image.empty()) {
    state.SkipWithError("missing ../shared/data/photos/gomrade-seq/011.jpg (C6_SHARED_DATA_DIR)");
    return;
  }
  for (auto _ : state) {
    auto d = c6::vision::detectBoard(image);
    if (!d.location) {
      state.SkipWithError("board not found");
      return;
    }
    benchmark::DoNotOptimize(d);
  }
}

void BM_DetectBoard1280x720(benchmark::State& state) {
  run(state, {1280, 720});
}
void BM_DetectBoard4000x3000(benchmark::State& state) {
  run(state, {4000, 3000});
}
void BM_LocateBoard1280x720(benchmark::State& state) {
  cv::setNumThreads(0);
  cv::Mat image = frame({1280, 720});
  if (image.empty()) {
    state.SkipWithError("missing gomrade-seq/011.jpg");
    return;
  }
  for (auto _ : state) benchmark::DoNotOptimize(c6::vision::locateBoard(image));
}
void BM_RefineBoard1280x720(benchmark::State& state) {
  cv::setNumThreads(0);
  cv::Mat image = frame({1280, 720});
  auto prior = image.empty() ? std::nullopt : c6::vision::locateBoard(image);
  if (!prior) {
    state.SkipWithError("missing gomrade-seq/011.jpg or board not found");
    return;
  }
  for (auto _ : state) benchmark::DoNotOptimize(c6::vision::refineBoard(image, *prior));
}

// A near-full board whose lines alone do not convince: the second pass (stones) runs too.
void BM_LocateDenseBoard(benchmark::State& state) {
  cv::setNumThreads(0);
  const auto path = std::filesystem::path(C6_SHARED_DATA_DIR) / "dense-boards" / "goban-watcher" /
                    "g01_1_jwerth_1.jpg";
  cv::Mat image = cv::imread(path.string());
  if (image.empty()) {
    state.SkipWithError("missing ../shared/data/dense-boards/goban-watcher/g01_1_jwerth_1.jpg");
    return;
  }
  for (auto _ : state) benchmark::DoNotOptimize(c6::vision::locateBoard(image));
}

// A real photo whose lines and stones do not convince, so the board-region pass (segmentation,
// lattices within the region, rivals) runs too: the slowest path, found in the end. `threads`:
// OpenCV's worker threads (0 = none; -1 = one per core, where the region pass runs its
// independent seedings and lattice checks side by side: compare their wall times).
void locateRegionBoard(benchmark::State& state, int threads) {
  cv::setNumThreads(threads);
  const auto path = std::filesystem::path(C6_SHARED_DATA_DIR) / "corners-only" /
                    "roboflow-go-board" / "9_1839a07c.jpg";
  cv::Mat image = cv::imread(path.string());
  if (image.empty()) {
    state.SkipWithError(
        "missing ../shared/data/corners-only/roboflow-go-board/9_1839a07c.jpg "
        "(C6_SHARED_DATA_DIR)");
    return;
  }
  for (auto _ : state) {
    c6::vision::LocatorTrace trace;
    if (!c6::vision::locateBoard(image, &trace)) {
      state.SkipWithError("board not found in 9_1839a07c.jpg");
      break;
    }
    if (trace.regions.empty()) {
      state.SkipWithError("9_1839a07c.jpg no longer takes the region pass: pick a slower image");
      break;
    }
  }
  cv::setNumThreads(0);
}
void BM_LocateRegionBoard(benchmark::State& state) {
  locateRegionBoard(state, 0);
}
void BM_LocateRegionBoardAllCores(benchmark::State& state) {
  locateRegionBoard(state, -1);
}

BENCHMARK(BM_LocateDenseBoard)->Unit(benchmark::kMillisecond)->MeasureProcessCPUTime();
BENCHMARK(BM_LocateRegionBoard)->Unit(benchmark::kMillisecond)->MeasureProcessCPUTime();
BENCHMARK(BM_LocateRegionBoardAllCores)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_DetectBoard1280x720)->Unit(benchmark::kMillisecond)->MeasureProcessCPUTime();
BENCHMARK(BM_LocateBoard1280x720)->Unit(benchmark::kMillisecond)->MeasureProcessCPUTime();
BENCHMARK(BM_RefineBoard1280x720)->Unit(benchmark::kMillisecond)->MeasureProcessCPUTime();
BENCHMARK(BM_DetectBoard4000x3000)->Unit(benchmark::kMillisecond)->MeasureProcessCPUTime();

}  // namespace
