// Per-frame cost of the vision pipeline while it tracks a located board (the steady state of a
// recording): warp to the small board view, motion and occlusion, stillness, per-point settling and
// the change gate; a stone read every readInterval (0.08 s: every 3rd frame at 30 fps), so the time
// reported is the mean per frame, reads included. Real frame (gomrade-seq, 1280x720) and its 1080p
// upscale. Medians are reported by --benchmark_repetitions; see README "Recording".
#include <benchmark/benchmark.h>

#include <filesystem>
#include <fstream>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>
#include <stdexcept>

#include "vision/frame_pipeline.h"

using namespace c6;
using namespace c6::vision;

namespace {

struct RealFrame {
  cv::Mat image;
  BoardLocation location;
};

RealFrame loadFrame(double scale) {
  std::string dir = std::string(C6_SHARED_DATA_DIR) + "/photos/gomrade-seq/";
  RealFrame f;
  f.image = cv::imread(dir + "005.jpg");
  std::ifstream in(dir + "005.corners");
  if (f.image.empty() || !in) throw std::runtime_error("missing test data in " + dir);
  std::array<cv::Point2f, 4> c;
  for (auto& p : c) in >> p.x >> p.y;
  if (scale != 1.0) {
    cv::resize(f.image, f.image, cv::Size(), scale, scale, cv::INTER_LINEAR);
    for (auto& p : c) p *= static_cast<float>(scale);
  }
  f.location = BoardLocation::fromCorners(c);
  return f;
}

// A hand-sized patch moved across the frame: the pipeline sees motion every frame.
cv::Mat withHand(const cv::Mat& img, int step) {
  cv::Mat out = img.clone();
  int x = (step * 23) % std::max(1, img.cols - 200);
  cv::ellipse(out, cv::Point(x + 100, img.rows - 120), cv::Size(90, 160), 0, 0, 360,
              cv::Scalar(150, 170, 230), cv::FILLED);
  return out;
}

// A dark sleeve lying still from the board's lower-left corner to its middle (occluders by
// appearance).
cv::Mat withSleeve(const cv::Mat& img, const BoardLocation& loc) {
  cv::Mat out = img.clone();
  const cv::Point2f tip = loc.project(5, 12), from = loc.project(-3, 22);
  cv::line(out, from, tip, cv::Scalar(40, 30, 28),
           static_cast<int>(3 * cv::norm(loc.project(1, 9) - loc.project(0, 9))));
  return out;
}

// `byAppearance` false: occluders by change only, the baseline the appearance cue adds to.
void run(benchmark::State& state, double scale, bool moving, bool byAppearance = true,
         bool sleeve = false) {
  RealFrame rf = loadFrame(scale);
  if (sleeve) rf.image = withSleeve(rf.image, rf.location);
  PipelineOptions options;
  options.occlusion.byAppearance = byAppearance;
  FramePipeline p([&](const cv::Mat&) { return std::optional<BoardLocation>(rf.location); },
                  readStones, options);
  Frame f;
  f.image = rf.image;
  double t = 0;
  // Settle first so the steady state is measured, not the first lock.
  for (int i = 0; i < 30; ++i, t += 1.0 / 30) {
    f.time = core::secondsToMicros(t);
    p.process(f);
  }
  int step = 0;
  for (auto _ : state) {
    state.PauseTiming();
    f.image = moving ? withHand(rf.image, step++) : rf.image;
    f.time = core::secondsToMicros(t);
    t += 1.0 / 30;
    state.ResumeTiming();
    benchmark::DoNotOptimize(p.process(f));
  }
  state.counters["width"] = rf.image.cols;
}

void BM_TrackStill720p(benchmark::State& s) {
  run(s, 1.0, false);
}
void BM_TrackStill1080p(benchmark::State& s) {
  run(s, 1.5, false);
}
void BM_TrackMoving720p(benchmark::State& s) {
  run(s, 1.0, true);
}
void BM_TrackMoving1080p(benchmark::State& s) {
  run(s, 1.5, true);
}
void BM_TrackStill720pChangesOnly(benchmark::State& s) {
  run(s, 1.0, false, false);
}
void BM_TrackMoving720pChangesOnly(benchmark::State& s) {
  run(s, 1.0, true, false);
}
void BM_TrackRestingSleeve720p(benchmark::State& s) {
  run(s, 1.0, false, true, true);
}

}  // namespace

BENCHMARK(BM_TrackStill720p)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_TrackStill1080p)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_TrackMoving720p)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_TrackMoving1080p)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_TrackStill720pChangesOnly)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_TrackMoving720pChangesOnly)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_TrackRestingSleeve720p)->Unit(benchmark::kMillisecond);
