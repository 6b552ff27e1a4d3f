// Whole games, rendered at test time by c6render (small and at a low frame rate so the suite stays
// fast) and recorded by `c6rec record --json`: the recorded turns must be the true turns, one for
// one (no false turn), every irregularity the renderer stages must be flagged with its type and
// cleared by its restoration, and nothing may be reported before it happened.
#include <gtest/gtest.h>

#include <string>

#include "recorded_games_testing.h"
#include "rendered_games.h"

namespace {

using namespace c6::render::testing;

// The game called `name` in rendered_games.h (shared with the kill-and-resume test).
Game recordGame(const std::string& name) {
  for (const auto& g : c6::render::renderedGames())
    if (g.name == name) return renderAndRecord(g.name, g.script);
  ADD_FAILURE() << "no rendered game " << name;
  return {};
}

}  // namespace

TEST(RecorderGames, HandsABumpLightChangeAShadowAndASleeve) {
  Game g = recordGame("bump");
  expectRecordedAsPlayed(g);
  EXPECT_EQ(only(g.truth, "bump").size(), 1u);
}

TEST(RecorderGames, MovedAndRemovedStonesUnderGlareAreFlaggedAndClearedWhenPutBack) {
  expectRecordedAsPlayed(recordGame("moved"));
}

TEST(RecorderGames, OutOfTurnAndTakeBack) {
  expectRecordedAsPlayed(recordGame("turns"));
}

TEST(RecorderGames, SwappedColoursAndTooManyStones) {
  expectRecordedAsPlayed(recordGame("swap"));
}

TEST(RecorderGames, WrongColourThenAWinningSix) {
  Game g = recordGame("six");
  expectRecordedAsPlayed(g);
  const auto end = only(g.recorded, "end");
  ASSERT_EQ(end.size(), 1u);
  EXPECT_EQ(end[0].result, "B+");
}

// A clip that ends 0.15 s after the last stone was placed: the board is still when the file ends,
// and the recorder goes on seeing its last frame (RecorderOptions::endTailSeconds), so the last
// turn is not lost.
TEST(RecorderGames, TheLastTurnOfAClipThatEndsJustAfterItIsRecorded) {
  expectRecordedAsPlayed(renderAndRecord(
      "end-tail", c6::render::shortGameScript(
                      "light glare 0\nmoves 1.j10 2.j13k16 3.e7k9\ntiming tail 0.15\n")));
}
