// The one frame-pacing rule (c6rec record --realtime, the app's recorder, the wizard's preview):
// a file plays at its own speed, from wherever its first frame was handed on.
#include "ui/recorder/frame_pacer.h"

#include <gtest/gtest.h>

namespace c6::ui {
namespace {

using core::Micros;
using std::chrono::milliseconds;
using std::chrono::seconds;

TEST(FramePacer, TheFirstFrameIsDueAtOnceAndTheNextAtTheirOwnIntervals) {
  FramePacer pacer;
  // Source time starts at 2 s (a resumed file), wall time at 100 s.
  EXPECT_EQ(pacer.wait(seconds(2), seconds(100)), Micros(0));
  // The frame 1/12 s later, asked for right away: wait that long.
  EXPECT_EQ(pacer.wait(seconds(2) + Micros(83'333), seconds(100)), Micros(83'333));
  // Asked for after 50 ms of processing: the rest.
  EXPECT_EQ(pacer.wait(seconds(3), seconds(100) + milliseconds(50)), milliseconds(950));
}

TEST(FramePacer, ALateFrameIsDueAtOnceAndTheTimeLineStays) {
  FramePacer pacer;
  pacer.wait(seconds(0), seconds(10));
  // Processing took 3 s for a frame 1 s into the video: no wait, no catching up later either.
  EXPECT_EQ(pacer.wait(seconds(1), seconds(13)), Micros(0));
  EXPECT_EQ(pacer.wait(seconds(4), seconds(13)), seconds(1));
}

TEST(FramePacer, PlaysAtTheGivenSpeed) {
  FramePacer twice(2.0);
  twice.wait(seconds(0), seconds(0));
  EXPECT_EQ(twice.wait(seconds(4), seconds(1)), seconds(1));
  FramePacer half(0.5);
  half.wait(seconds(0), seconds(0));
  EXPECT_EQ(half.wait(seconds(1), seconds(0)), seconds(2));
}

TEST(FramePacer, NoSpeedMeansNoPacing) {
  FramePacer none(0.0);
  none.wait(seconds(0), seconds(0));
  EXPECT_EQ(none.wait(seconds(60), seconds(0)), Micros(0));
}

}  // namespace
}  // namespace c6::ui
