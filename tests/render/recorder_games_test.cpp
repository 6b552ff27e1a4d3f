// Whole games, rendered at test time by c6render (small and at a low frame rate so the suite stays
// fast) and recorded by `c6rec record --json`: the recorded turns must be the true turns, one for
// one (no false turn), every irregularity the renderer stages must be flagged with its type and
// cleared by its restoration, and nothing may be reported before it happened.
#include <gtest/gtest.h>

#include <string>

#include "recorded_games_testing.h"

namespace {

using namespace c6::render::testing;

// A short game: header lines plus the moves and incidents of the test.
std::string script(const std::string& body, int seed = 11) {
  return "seed " + std::to_string(seed) +
         "\n"
         "video 640x360 12\n"
         "camera elevation 48 azimuth 3 fov 50 roll 0.5\n"
         "timing think 0.8 1.6 hand 0.6 1.1 lead 1.2 tail 2.0\n" +
         body;
}

// The game of tests/render/examples/incidents.txt, which tests cut short where they need.
const char* kMoves = "moves 1.j10 2.j13k16 3.e7k9 4.j11m12 5.g7k10 6.j12k15 7.d7f6 8.j9h6\n";

}  // namespace

TEST(RecorderGames, HandsABumpLightChangeAShadowAndASleeve) {
  Game g = renderAndRecord("bump", script(std::string("light drift 0.2 shadow on glare 0 noise 2\n") + kMoves +
                                          "after 2 bump 1\nafter 4 sleeve W 4\n"));
  expectRecordedAsPlayed(g);
  EXPECT_EQ(only(g.truth, "bump").size(), 1u);
}

TEST(RecorderGames, MovedAndRemovedStonesUnderGlareAreFlaggedAndClearedWhenPutBack) {
  expectRecordedAsPlayed(renderAndRecord(
      "moved", script(std::string("light glare 1\n") + kMoves + "after 2 moved k16 l17 restore 2.5\nafter 4 removed j11 restore 2\n", 5)));
}

TEST(RecorderGames, OutOfTurnAndTakeBack) {
  expectRecordedAsPlayed(renderAndRecord(
      "turns", script(std::string("light glare 0\n") + kMoves +
                      "after 5 pause 1\nafter 5 out-of-turn q4 restore 2\nafter 6 take-back p15 restore 2\n")));
}

TEST(RecorderGames, SwappedColoursAndTooManyStones) {
  expectRecordedAsPlayed(renderAndRecord(
      "swap", script("light glare 0\nmoves 1.j10 2.j13k16 3.e7k9 4.j11m12 5.g7k10\n"
                     "after 2 swap j10 j13 restore 2.5\nafter 3 too-many c3 restore 2\n")));
}

TEST(RecorderGames, WrongColourThenAWinningSix) {
  Game g = renderAndRecord("six", script("light glare 0\nmoves 1.j10 2.a1a2 3.k10l10 4.a4a5 5.m10n10 6.a7a8 7.s19i10\n"
                                         "after 2 wrong-colour o17 restore 2\n"));
  expectRecordedAsPlayed(g);
  const auto end = only(g.recorded, "end");
  ASSERT_EQ(end.size(), 1u);
  EXPECT_EQ(end[0].result, "B+");
}
