// Latency from the hand leaving the board to the confirmed turn, at 30 fps, through the same
// pipeline and referee the recorder runs (default options: a point clear of hands for 0.15 s
// after the hands left, 2 agreeing observations). Measured in video time (frames), so the number
// does not depend on the machine; reported as the counter latency_s (target <= 0.5 s).
#include <benchmark/benchmark.h>

#include "../../vision/pipeline_scene.h"
#include "core/referee.h"
#include "vision/frame_pipeline.h"

using namespace c6;

namespace {

void BM_HandLeftToConfirmedTurn(benchmark::State& state) {
  double total = 0.0;
  int n = 0;
  for (auto _ : state) {
    test::Scene scene;
    vision::FramePipeline p(
        [&](const cv::Mat&) { return std::optional<vision::BoardLocation>(scene.location()); },
        test::sampleReader);
    core::Referee referee;
    double t = 0.0;
    std::optional<double> confirmed, left;
    auto frame = [&]() {
      vision::Frame f;
      f.image = scene.render();
      f.time = core::secondsToMicros(t);
      for (const auto& obs : p.process(f).observations)
        for (const auto& e : referee.observe(obs))
          if (e.kind == core::RefereeEventKind::Turn && !confirmed) confirmed = t;
      p.setExpectation({referee.expected(), referee.toMove()});
      t += 1.0 / 30;
    };
    for (int i = 0; i < 15; ++i) frame();  // settle on the empty board
    cv::Point2f centre = scene.location().project(9, 9);
    for (int k = 0; k < 10; ++k) {  // the hand comes in from the bottom
      scene.handTip =
          cv::Point2f(centre.x, 480 - (480 - centre.y) * static_cast<float>(k + 1) / 10.0f);
      frame();
    }
    scene.rows[9][9] = 'X';
    for (int k = 0; k < 5; ++k) frame();  // places the stone
    scene.handTip.reset();
    left = t;
    for (int k = 0; k < 60 && !confirmed; ++k) frame();
    if (!confirmed) {
      state.SkipWithError("the turn was never confirmed");
      return;
    }
    total += *confirmed - *left;
    ++n;
  }
  state.counters["latency_s"] = n ? total / n : 0.0;
}

}  // namespace

BENCHMARK(BM_HandLeftToConfirmedTurn)->Unit(benchmark::kMillisecond)->Iterations(3);
