// Stone classification alone, board already located: a synthetic 1280x720 frame and a real 1280x720
// photo from ../shared/data (target: all 361 points <= 10 ms on one core), each with the learned
// reader (readStones) and the previous hand-set rules (readStonesByRules), measured in the same
// run.
#include <benchmark/benchmark.h>

#include <array>
#include <cstdio>
#include <opencv2/core/utility.hpp>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>
#include <string>

#include "vision/stone_reading.h"

namespace {

using c6::vision::BoardLocation;
using Reader = c6::vision::StoneReading (*)(const cv::Mat&, const BoardLocation&);

// The targets are per core: keep OpenCV from spreading one call over the (shared) machine.
const int kOneThread = (cv::setNumThreads(1), 1);

// A plain board drawn under a perspective with ~60 stones: enough texture for the real code paths.
cv::Mat syntheticFrame(const BoardLocation& loc) {
  cv::Mat frame(720, 1280, CV_8UC3, cv::Scalar(60, 70, 60));
  std::vector<cv::Point> quad;
  for (double gx : {-0.6, 18.6})
    for (double gy : {-0.6, 18.6}) quad.push_back(loc.project(gx, gy));
  std::swap(quad[2], quad[3]);
  cv::fillConvexPoly(frame, quad, cv::Scalar(95, 165, 215), cv::LINE_AA);
  for (int i = 0; i < 19; ++i) {
    cv::line(frame, loc.project(i, 0), loc.project(i, 18), cv::Scalar(30, 40, 50), 1, cv::LINE_AA);
    cv::line(frame, loc.project(0, i), loc.project(18, i), cv::Scalar(30, 40, 50), 1, cv::LINE_AA);
  }
  for (int k = 0; k < 60; ++k) {
    const int x = (k * 7) % 19, y = (k * 11) % 19;
    cv::circle(frame, loc.project(x, y), 14,
               k % 2 ? cv::Scalar(230, 230, 230) : cv::Scalar(25, 25, 25), cv::FILLED, cv::LINE_AA);
  }
  return frame;
}

void BM_ReadStonesKnownBoard1280x720(benchmark::State& state, Reader read) {
  const auto loc = BoardLocation::fromCorners(
      {cv::Point2f(380, 90), cv::Point2f(930, 100), cv::Point2f(1060, 650), cv::Point2f(240, 640)});
  const cv::Mat frame = syntheticFrame(loc);
  for (auto _ : state) benchmark::DoNotOptimize(read(frame, loc));
}
BENCHMARK_CAPTURE(BM_ReadStonesKnownBoard1280x720, learned, c6::vision::readStones)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_ReadStonesKnownBoard1280x720, rules, c6::vision::readStonesByRules)
    ->Unit(benchmark::kMillisecond);

void BM_ReadStonesRealPhoto1280x720(benchmark::State& state, Reader read) {
  const std::string path = std::string(C6_SHARED_DATA_DIR) + "/photos/gomrade-seq/011.jpg";
  const cv::Mat frame = cv::imread(path);
  if (frame.empty()) {
    state.SkipWithError(("missing shared photo " + path).c_str());
    return;
  }
  std::array<cv::Point2f, 4> corners;
  FILE* f = std::fopen(
      (std::string(C6_SHARED_DATA_DIR) + "/photos/gomrade-seq/011.corners").c_str(), "r");
  if (!f) {
    state.SkipWithError("missing gomrade-seq/011.corners");
    return;
  }
  for (auto& c : corners)
    if (std::fscanf(f, "%f %f", &c.x, &c.y) != 2) state.SkipWithError("bad corners file");
  std::fclose(f);
  const auto loc = BoardLocation::fromCorners(corners);
  for (auto _ : state) benchmark::DoNotOptimize(read(frame, loc));
}
BENCHMARK_CAPTURE(BM_ReadStonesRealPhoto1280x720, learned, c6::vision::readStones)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_ReadStonesRealPhoto1280x720, rules, c6::vision::readStonesByRules)
    ->Unit(benchmark::kMillisecond);

// A shared photo and its true corners (base: path without extension, below ../shared/data).
bool loadShared(benchmark::State& state, const std::string& base, cv::Mat& frame,
                BoardLocation& loc) {
  const std::string path = std::string(C6_SHARED_DATA_DIR) + "/" + base;
  frame = cv::imread(path + ".jpg");
  FILE* f = std::fopen((path + ".corners").c_str(), "r");
  if (frame.empty() || !f) {
    if (f) std::fclose(f);
    state.SkipWithError(("missing shared photo " + path).c_str());
    return false;
  }
  std::array<cv::Point2f, 4> corners;
  for (auto& c : corners)
    if (std::fscanf(f, "%f %f", &c.x, &c.y) != 2) state.SkipWithError("bad corners file");
  std::fclose(f);
  loc = BoardLocation::fromCorners(corners);
  return true;
}

void BM_ReadStonesLargePhoto(benchmark::State& state) {
  cv::Mat frame;
  BoardLocation loc;
  if (!loadShared(state, "photos/gobonline/stones_overhead", frame, loc)) return;
  for (auto _ : state) benchmark::DoNotOptimize(c6::vision::readStones(frame, loc));
}
BENCHMARK(BM_ReadStonesLargePhoto)->Unit(benchmark::kMillisecond);

// A near-full board (269 stones, green sets): the learned reader's own cells plus the sets' count
// tie-break, the path the sparse boards above never take.
void BM_ReadStonesDenseBoard(benchmark::State& state) {
  cv::Mat frame;
  BoardLocation loc;
  if (!loadShared(state, "dense-boards/goban-watcher/g02_2_jwerth_greenstones_blue_1", frame, loc))
    return;
  for (auto _ : state) benchmark::DoNotOptimize(c6::vision::readStones(frame, loc));
}
BENCHMARK(BM_ReadStonesDenseBoard)->Unit(benchmark::kMillisecond);

}  // namespace
