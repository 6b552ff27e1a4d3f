// A knock to the camera in a game of the independent clips' look (players left and right, a pale
// board): the recorder of 2026-12-03 records the same game without the knock perfectly, and with
// it confirms Black's next turn 2 s late, misses White's and flags Black's after it. Label
// render-classes (light_classes_test.cpp says why).
#include <gtest/gtest.h>

#include "../recorded_games_testing.h"
#include "class_scene.h"

using namespace c6::render::testing;

TEST(RenderClasses, AKnockToTheCameraOnAPaleBoard) {
  expectRecordedAsPlayed(renderAndRecord(
      "knock", classScene(35, "elevation 45 azimuth 3 fov 50 distance 1150", "right left") +
                   "moves 1.j10 2.k11k9 3.h9l10 4.h11m9 5.g8g12\nafter 2 bump 1.5\n"));
}
