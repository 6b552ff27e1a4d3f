#include <gtest/gtest.h>

#include "referee_scene.h"

namespace c6::core::testing {

static void opening(Scene& s) {
  s.turn(Color::Black, {"j10"});
  s.turn(Color::White, {"k10", "k11"});
}

TEST(RefereeNoiseTest, OneObservationBlipsNeverMakeATurnOrAFlag) {
  Scene s;
  opening(s);
  EXPECT_EQ(s.blip("a1", Seen::Black), Lines{});  // a stone of the side to move
  EXPECT_EQ(s.look(1), Lines{});
  EXPECT_EQ(s.blip("a1", Seen::White), Lines{});   // a stone of the other side
  EXPECT_EQ(s.blip("j10", Seen::Empty), Lines{});  // a recorded stone gone
  EXPECT_EQ(s.blip("k10", Seen::Black), Lines{});  // a recorded stone changed colour
  EXPECT_EQ(s.look(2), Lines{});
  EXPECT_EQ(s.referee().game().turnCount(), 2);
  EXPECT_TRUE(s.referee().openFlags().empty());
  EXPECT_TRUE(s.referee().record().events.empty());
}

TEST(RefereeNoiseTest, UnknownPointsKeepWhatWasSeen) {
  Scene s;
  opening(s);
  EXPECT_EQ(s.look(1, {"j10"}), Lines{});
  EXPECT_EQ(s.look(1, {"a1"}), Lines{});
  s.black("a1");
  // The new stone shows once, is unreadable once, shows again: confirmed on its third observation.
  EXPECT_EQ(s.look(1), Lines{});
  EXPECT_EQ(s.look(1, {"a1"}), Lines{});
  EXPECT_EQ(s.look(1), Lines{"partial B a1"});
}

TEST(RefereeNoiseTest, DefaultsConfirmOnTheSecondObservation) {
  Scene s;
  s.black("j10");
  EXPECT_EQ(s.look(1, {}, 0.2), Lines{});
  EXPECT_EQ(s.look(1, {}, 0.2), Lines{"turn 1 B j10"});
}

TEST(RefereeNoiseTest, ConfirmationCountAndDurationAreConfigurable) {
  RefereeOptions o;
  o.confirmObservations = 3;
  o.confirmDuration = secondsToMicros(1.0);
  Scene s(o);
  s.black("j10");
  EXPECT_EQ(s.look(3, {}, 0.2), Lines{});                // three agree, but only 0.4 s apart
  EXPECT_EQ(s.look(3, {}, 0.2), Lines{"turn 1 B j10"});  // at +1.0 s
  EXPECT_EQ(s.events().back().time, secondsToMicros(1.2));
}

TEST(RefereeNoiseTest, ANoisyBlipDoesNotBreakAConfirmationOfAnotherPoint) {
  Scene s;
  opening(s);
  s.black("a1");
  EXPECT_EQ(s.blip("s19", Seen::White), Lines{});
  EXPECT_EQ(s.blip("s18", Seen::Black), Lines{"partial B a1"});
}

TEST(RefereeNoiseTest, AFlickeringStoneIsNotConfirmed) {
  Scene s;
  opening(s);
  for (int i = 0; i < 6; ++i) {
    EXPECT_EQ(s.blip("a1", Seen::Black), Lines{});
    EXPECT_EQ(s.look(1), Lines{});
  }
}

}  // namespace c6::core::testing
