// The pipeline reads the stones again only where a point's picture changed since its last full
// read (and at a periodic full read); an unchanged board costs no stone read.
#include <gtest/gtest.h>

#include "pipeline_scene.h"
#include "vision/frame_pipeline.h"

using namespace c6;
using namespace c6::vision;
using c6::test::lastObservation;
using c6::test::Scene;

namespace {

// A pipeline over a scene whose stone reader counts its calls.
struct CountedRun {
  Scene scene;
  int reads = 0;
  FramePipeline pipeline;
  double t = 0.0;
  explicit CountedRun(PipelineOptions o)
      : pipeline([this](const cv::Mat&) { return std::optional<BoardLocation>(scene.location()); },
                 [this](const cv::Mat& image, const BoardLocation& loc) {
                   ++reads;
                   return c6::test::sampleReader(image, loc);
                 },
                 o) {}
  std::vector<PipelineOutput> feed(double seconds) {
    std::vector<PipelineOutput> outs;
    for (int i = 0; i < static_cast<int>(seconds * 30 + 0.5); ++i) {
      Frame f;
      f.image = scene.render();
      f.time = core::secondsToMicros(t);
      outs.push_back(pipeline.process(f));
      t += 1.0 / 30;
    }
    return outs;
  }
};

PipelineOptions withoutPeriodicRead() {
  PipelineOptions o;
  o.fullReadSeconds = 1e6;
  return o;
}

}  // namespace

TEST(FramePipelineReads, UnchangedBoardIsNotReadAgain) {
  CountedRun run(withoutPeriodicRead());
  run.scene.rows[3][3] = 'X';
  run.feed(0.5);
  const int before = run.reads;
  auto outs = run.feed(2.0);
  EXPECT_EQ(run.reads, before) << "the stone reader ran on a board whose picture did not change";
  EXPECT_GE(run.pipeline.reusedReads(), 15);
  // ...and the board is still reported from the kept reading.
  const auto* obs = lastObservation(outs);
  ASSERT_NE(obs, nullptr);
  EXPECT_EQ(obs->at(*core::tryParsePoint("d16")), core::Seen::Black);
}

TEST(FramePipelineReads, UnchangedBoardIsReadInFullPeriodically) {
  PipelineOptions o;
  o.fullReadSeconds = 1.0;
  CountedRun run(o);
  run.feed(0.5);
  const int before = run.reads;
  run.feed(3.0);
  EXPECT_GE(run.reads - before, 2);
  EXPECT_LE(run.reads - before, 4);
}

TEST(FramePipelineReads, StoneAppearingBetweenFullReadsIsRead) {
  CountedRun run(withoutPeriodicRead());
  run.feed(1.0);
  const int before = run.reads;
  // No hand: only the point's own picture changes (a stone nudged into place, or one the hand
  // detector missed).
  run.scene.rows[9][9] = 'X';
  auto outs = run.feed(0.5);
  EXPECT_GT(run.reads, before);
  const auto* obs = lastObservation(outs);
  ASSERT_NE(obs, nullptr);
  EXPECT_EQ(obs->at(*core::tryParsePoint("j10")), core::Seen::Black);
}

TEST(FramePipelineReads, LightChangeReadsTheBoardAgain) {
  CountedRun run(withoutPeriodicRead());
  run.scene.rows[10][10] = 'O';
  run.feed(1.0);
  const int before = run.reads;
  run.scene.brightness = 0.85;
  run.feed(0.3);
  EXPECT_GT(run.reads, before);
}
