// Whole games in which hands, arms and sleeves of every look cover the board: a dark hand placing
// white stones, white and patterned sleeves, an arm lying still on an almost empty board, players
// at the left and right of a small board, a low camera. What covers a point is never a stone: every
// turn is recorded as played and no flag is raised.
#include <gtest/gtest.h>

#include <string>

#include "recorded_games_testing.h"

namespace {

using namespace c6::render::testing;

std::string header(int seed, const std::string& video = "640x360 12",
                   const std::string& camera = "elevation 50 azimuth 4 fov 50 roll 0.5") {
  return "seed " + std::to_string(seed) + "\nvideo " + video + "\ncamera " + camera +
         "\ntiming think 0.8 1.6 hand 0.7 1.2 lead 1.2 tail 2.0\nlight glare 0\n";
}

const char* kOpening = "moves 1.j10 2.k11k9 3.h9l10 4.h11m9 5.g8g12 6.f12n8\n";

}  // namespace

TEST(CoveredGames, ADarkHandPlacingWhiteStonesIsNoBlackStone) {
  expectRecordedAsPlayed(renderAndRecord(
      "dark-hand",
      header(21) + "arm B skin 1 sleeve grey\narm W skin 6 sleeve brown\n" + kOpening));
}

TEST(CoveredGames, WhiteSleevesAreNoWhiteStones) {
  expectRecordedAsPlayed(
      renderAndRecord("white-sleeve", header(22) +
                                          "arm B skin 3 sleeve white\narm W skin 5 sleeve white "
                                          "pattern stripes pattern-colour beige\n" +
                                          kOpening + "after 2 sleeve B 2.5 at e5\n"));
}

TEST(CoveredGames, APatternedDarkSleeveRestingOnAnAlmostEmptyBoard) {
  expectRecordedAsPlayed(renderAndRecord(
      "resting-sleeve",
      header(23, "640x360 12", "elevation 84 azimuth 2 fov 50") +
          "arm B skin 4 sleeve navy pattern checks pattern-colour grey\narm W skin 2 sleeve black\n"
          "moves 1.j10 2.k11k9 3.l10m10 4.n11o12\n"
          "after 1 sleeve B 2.5 at f6\n"));
}

TEST(CoveredGames, PlayersLeftAndRightOfASmallBoardAtALowAngle) {
  expectRecordedAsPlayed(renderAndRecord(
      "small-board",
      header(24, "960x540 12", "elevation 32 azimuth -3 fov 50 distance 1100") +
          "players left right\narm B skin 6 sleeve black pattern stripes pattern-colour red\n"
          "arm W skin 2 sleeve black\n" +
          kOpening + "after 1 sleeve W 2 at r14\n"));
}
