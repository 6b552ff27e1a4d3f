#include "vision/frame_pipeline.h"

#include <gtest/gtest.h>

#include "pipeline_scene.h"

using namespace c6;
using namespace c6::vision;
using c6::test::Scene;

namespace {

using c6::test::lastObservation;
using c6::test::SceneRun;

core::Point pt(const char* s) {
  return *core::tryParsePoint(s);
}

}  // namespace

TEST(FramePipeline, SettlesAfterStillnessInRecordOrientation) {
  SceneRun run;
  run.scene.rows[0][0] = 'X';   // image top-left = a19
  run.scene.rows[18][3] = 'O';  // image bottom row, 4th column = d1
  auto outs = run.feed(0.1);
  EXPECT_EQ(lastObservation(outs), nullptr) << "reported before the settle time (0.15 s)";
  outs = run.feed(0.3);
  const auto* obs = lastObservation(outs);
  ASSERT_NE(obs, nullptr);
  EXPECT_EQ(obs->at(pt("a19")), core::Seen::Black);
  EXPECT_EQ(obs->at(pt("d1")), core::Seen::White);
  EXPECT_EQ(obs->at(pt("j10")), core::Seen::Empty);
  EXPECT_EQ(run.locates, 1);
}

TEST(FramePipeline, HandIsNeverReadAndItsSideIsNoted) {
  SceneRun run;
  run.feed(0.5);
  // A hand reaches in from the image bottom towards the centre, places a stone, rests, leaves.
  cv::Point2f centre = run.scene.location().project(9, 9);
  for (int k = 0; k < 10; ++k) {
    run.scene.handTip =
        cv::Point2f(centre.x, 480 - (480 - centre.y) * static_cast<float>(k + 1) / 10.0f);
    auto outs = run.feed(1.0 / 30);
    // Points far from the hand are still reported; the ones under the arm never are.
    for (const auto& o : outs.back().observations) {
      for (int row = 1; row <= 10; ++row) {
        const core::Point p(8, row - 1);  // column j
        if (run.scene.location().project(8, 19 - row).y < run.scene.handTip->y) continue;
        EXPECT_EQ(o.at(p), core::Seen::Unknown) << "k=" << k << " " << core::toString(p);
        EXPECT_TRUE(o.hiddenAt(p)) << "k=" << k << " " << core::toString(p);
      }
      EXPECT_EQ(o.at(pt("a19")), core::Seen::Empty) << "k=" << k;
    }
  }
  run.scene.rows[9][9] = 'X';
  // The hand rests still over the board: observations come, with the hand's points unknown.
  auto outs = run.feed(0.6);
  const auto* obs = lastObservation(outs);
  ASSERT_NE(obs, nullptr);
  EXPECT_EQ(obs->at(pt("j10")), core::Seen::Unknown);
  EXPECT_EQ(obs->at(pt("j5")), core::Seen::Unknown);  // under the arm
  EXPECT_EQ(obs->at(pt("a19")), core::Seen::Empty);
  for (core::Point p : core::allPoints(19))
    EXPECT_NE(obs->at(p), core::Seen::White) << core::toString(p);
  // The hand leaves: the stone is read, and the stillness starts when the hand was gone.
  run.scene.handTip.reset();
  double left = run.t;
  outs = run.feed(0.5);
  obs = lastObservation(outs);
  ASSERT_NE(obs, nullptr);
  EXPECT_EQ(obs->at(pt("j10")), core::Seen::Black);
  ASSERT_TRUE(outs.back().stillSince);
  EXPECT_NEAR(core::toSeconds(*outs.back().stillSince), left, 0.05);
  ASSERT_TRUE(outs.back().handSide);
  EXPECT_EQ(*outs.back().handSide, "bottom");
}

TEST(FramePipeline, SmallBumpIsRefinedAndBigBumpReLocates) {
  SceneRun run;
  run.scene.rows[3][4] = 'O';
  run.feed(0.5);
  run.scene.offset = {3, 2};
  auto outs = run.feed(0.6);
  bool refined = false;
  for (auto& o : outs) refined = refined || o.refined;
  EXPECT_TRUE(refined);
  EXPECT_EQ(run.locates, 1);
  const auto* obs = lastObservation(outs);
  ASSERT_NE(obs, nullptr);
  EXPECT_EQ(obs->at(pt("e16")), core::Seen::White);
  run.scene.offset = {45, -30};
  outs = run.feed(0.6);
  EXPECT_EQ(run.locates, 2);
  obs = lastObservation(outs);
  ASSERT_NE(obs, nullptr);
  EXPECT_EQ(obs->at(pt("e16")), core::Seen::White);
  int whites = 0;
  for (core::Point p : core::allPoints(19)) whites += obs->at(p) == core::Seen::White;
  EXPECT_EQ(whites, 1);
}

// An arm's shadow can spoil the view's match with the empty board's picture; the search then finds
// the board where it was. Nothing moved: the points settled before stay settled (no wait for the
// board to be clear again) and the empty board's picture is not retaken with the hand in it.
TEST(FramePipeline, ASearchThatFindsTheBoardWhereItWasResetsNothing) {
  vision::PipelineOptions o;
  o.minMatch = 2.0;  // every alignment check fails, as under a broad shadow
  SceneRun run(o);
  run.scene.rows[3][4] = 'O';
  run.feed(0.6);
  const int locatesBefore = run.locates;
  run.scene.handTip = run.scene.location().project(14, 14);
  run.feed(0.5);
  run.scene.handTip.reset();
  auto outs = run.feed(0.4);
  EXPECT_GT(run.locates, locatesBefore);
  for (const auto& out : outs) EXPECT_FALSE(out.located);
  const auto* obs = lastObservation(outs);
  ASSERT_NE(obs, nullptr);
  EXPECT_EQ(obs->at(pt("e16")), core::Seen::White);
  int unknown = 0;
  for (core::Point p : core::allPoints(19)) unknown += obs->at(p) == core::Seen::Unknown;
  EXPECT_EQ(unknown, 0);
}

// Stones are never taken off: a recorded stone read as gone (a sleeve's shadow passing beside it)
// is held as hidden until the board has been still for a second, and the new stones with it, so a
// moved stone is one flag with both its ends.
TEST(FramePipeline, ARecordedStoneReadAsGoneWaitsForASecondOfStillness) {
  SceneRun run;
  run.scene.rows[10][10] = 'X';  // k9, new
  core::Board recorded(19);
  recorded.set(pt("e16"), core::Color::White);  // not drawn: it reads as gone
  run.pipeline.setExpectation({recorded, core::Color::Black});
  auto outs = run.feed(0.6);
  const auto* obs = lastObservation(outs);
  ASSERT_NE(obs, nullptr);
  EXPECT_EQ(obs->at(pt("e16")), core::Seen::Unknown);
  EXPECT_TRUE(obs->hiddenAt(pt("e16")));
  EXPECT_EQ(obs->at(pt("k9")), core::Seen::Unknown);
  EXPECT_EQ(obs->at(pt("a1")), core::Seen::Empty);
  outs = run.feed(0.6);
  obs = lastObservation(outs);
  ASSERT_NE(obs, nullptr);
  EXPECT_EQ(obs->at(pt("e16")), core::Seen::Empty);
  EXPECT_EQ(obs->at(pt("k9")), core::Seen::Black);
}

TEST(FramePipeline, LightChangeDoesNotHideTheBoard) {
  SceneRun run;
  run.scene.rows[10][10] = 'X';
  run.feed(0.5);
  run.scene.brightness = 0.8;
  auto outs = run.feed(0.5);
  const auto* obs = lastObservation(outs);
  ASSERT_NE(obs, nullptr);
  int unknown = 0;
  for (core::Point p : core::allPoints(19)) unknown += obs->at(p) == core::Seen::Unknown;
  EXPECT_EQ(unknown, 0);
  EXPECT_EQ(obs->at(pt("k9")), core::Seen::Black);
}

// The board found while something lay over all of it (a batch render: found again while a hand
// covered it at a low view) leaves that something as the empty board's picture: once it is gone
// every point differs and reads covered, and the game's last turn was never seen.
TEST(FramePipeline, ABoardAllCoveredWhileNothingMovesIsLearntAgain) {
  SceneRun run;
  run.scene.sheet = cv::Scalar(120, 150, 200);
  run.feed(0.5);
  run.scene.sheet.reset();
  run.scene.rows[9][9] = 'X';
  auto outs = run.feed(0.6);
  const auto* obs = lastObservation(outs);
  EXPECT_TRUE(obs == nullptr || obs->at(pt("j10")) == core::Seen::Unknown)
      << "the test's premise: the sheet's picture makes the board read covered";
  EXPECT_EQ(run.pipeline.relearns(), 0);
  outs = run.feed(1.5);
  obs = lastObservation(outs);
  ASSERT_NE(obs, nullptr);
  EXPECT_EQ(obs->at(pt("j10")), core::Seen::Black);
  EXPECT_EQ(obs->at(pt("a19")), core::Seen::Empty);
  EXPECT_EQ(run.pipeline.relearns(), 1);
}

TEST(FramePipeline, StillsAreSettledOneByOneAndRepeated) {
  PipelineOptions o;
  o.stills = true;
  o.stillRepeats = 3;
  SceneRun run(o);
  run.scene.rows[18][18] = 'X';
  Frame f;
  f.image = run.scene.render();
  f.time = core::secondsToMicros(5.0);
  auto out = run.pipeline.process(f);
  ASSERT_EQ(out.observations.size(), 3u);
  EXPECT_EQ(out.observations[2].time, core::secondsToMicros(5.2));
  EXPECT_EQ(out.observations[0].at(pt("s1")), core::Seen::Black);
}

TEST(BoardPrior, SettlesDoubtsByTheRulesButKeepsConfidentReadings) {
  core::Board b;
  b.set(pt("j10"), core::Color::Black);
  Expectation e{b, core::Color::White};
  core::Observation obs = core::Observation::fromBoard(core::Board());
  obs.confidence.assign(obs.cells.size(), 0.9f);
  auto at = [&](const char* s) { return static_cast<std::size_t>(pt(s).row * 19 + pt(s).col); };
  obs.cells[at("j10")] = core::Seen::White;  // doubtful colour of a recorded stone
  obs.confidence[at("j10")] = 0.3f;
  obs.cells[at("k10")] = core::Seen::White;  // doubtful new stone of the side to move
  obs.confidence[at("k10")] = 0.3f;
  obs.cells[at("l10")] = core::Seen::Black;  // doubtful new stone of the wrong side
  obs.confidence[at("l10")] = 0.3f;
  obs.cells[at("m10")] =
      core::Seen::Black;  // confident stone of the wrong side: a real irregularity
  obs.cells[at("n10")] = core::Seen::Unknown;
  obs.confidence[at("n10")] = 0.0f;
  applyPrior(obs, e);
  EXPECT_EQ(obs.at(pt("j10")), core::Seen::Black);
  EXPECT_EQ(obs.at(pt("k10")), core::Seen::White);
  EXPECT_EQ(obs.at(pt("l10")), core::Seen::Unknown);
  EXPECT_EQ(obs.at(pt("m10")), core::Seen::Black);
  EXPECT_EQ(obs.at(pt("n10")), core::Seen::Unknown);
}

TEST(BoardView, RecordPointsFollowBlackSide) {
  EXPECT_EQ(recordPoint(0, 18, 19), core::Point(0, 0));
  EXPECT_EQ(recordPoint(0, 0, 19), core::Point(0, 18));
  EXPECT_EQ(recordPoint(0, 0, 19, BlackSide::Top), core::Point(18, 0));
  EXPECT_EQ(recordPoint(0, 0, 19, BlackSide::Left), core::Point(18, 0));
  EXPECT_EQ(recordPoint(18, 0, 19, BlackSide::Right), core::Point(0, 0));
}
