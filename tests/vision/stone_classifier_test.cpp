// The hand-set rules that read sparse boards, on measured features: a white stone in the pool of a
// spot light, where the wood is near clipping and the stone is no longer brighter than it, nor
// less colourful.
#include "vision/stone_classifier.h"

#include <gtest/gtest.h>

namespace c6::vision {
namespace {

// An empty board as the features see it in even light: a clear grid cross at every point, discs
// as bright as the wood around them, wood colourful.
BoardFeatures evenBoard() {
  BoardFeatures f;
  f.size = 19;
  f.points.resize(19 * 19);
  for (std::size_t i = 0; i < f.points.size(); ++i) {
    PointFeatures& p = f.points[i];
    const float wobble = 0.01f * static_cast<float>(i % 5) - 0.02f;
    p.level = 0.97f + wobble;
    p.levelBase = p.level;
    p.lift = 0.98f + wobble;
    p.line = 0.12f;
    p.boardGrey = 160.f;
    p.chroma = 0.97f;
    p.boardChroma = 95.f;
  }
  return f;
}

PointFeatures& at(BoardFeatures& f, int x, int y) {
  return f.points[static_cast<std::size_t>(y * f.size + x)];
}

std::size_t best(const std::array<float, 3>& s) {
  return static_cast<std::size_t>(std::max_element(s.begin(), s.end()) - s.begin());
}

// Measured in the independent renderer's clean_a clip (a warm spot over the middle of the board):
// empty points in the pool read level 1.01, lift 1.00, chroma 0.2-0.8 (the wood is near white) and
// no grid line; white stones there level 0.90, lift 0.88-0.90, chroma 0.24-0.34.
TEST(StoneClassifier, AWhiteStoneDimmerThanTheClippedWoodOfASpotsPoolIsWhite) {
  BoardFeatures f = evenBoard();
  for (int y = 7; y <= 13; ++y)
    for (int x = 7; x <= 13; ++x) {
      PointFeatures& p = at(f, x, y);
      p.level = 1.01f;
      p.lift = 1.0f;
      p.line = 0.005f;
      p.chroma = 0.23f;  // as low as the stones': the pool's wood has lost its colour
      p.boardChroma = 38.f;
      p.boardGrey = 249.f;
    }
  for (const auto& [x, y] : {std::pair{9, 10}, std::pair{10, 12}, std::pair{9, 13}}) {
    PointFeatures& p = at(f, x, y);
    p.level = 0.9f;
    p.lift = 0.89f;
    p.chroma = 0.28f;
  }
  // The same look on the outer line (its gaps fall on the rim) and in shaded wood (colourful).
  at(f, 0, 7) = at(f, 9, 10);
  at(f, 3, 3).level = 0.9f;
  at(f, 3, 3).lift = 0.88f;
  at(f, 3, 3).line = 0.02f;
  at(f, 3, 3).chroma = 0.8f;
  const auto scores = classifyPoints(f);
  for (int y = 0; y < 19; ++y)
    for (int x = 0; x < 19; ++x) {
      const bool stone = (x == 9 && y == 10) || (x == 10 && y == 12) || (x == 9 && y == 13);
      EXPECT_EQ(best(scores[static_cast<std::size_t>(y * 19 + x)]), stone ? 2u : 0u)
          << x << "," << y;
    }
}

// Measured in mixed_a (a warm pool in a cool room): the clip takes the wood's colour (26-44 levels)
// while a white stone under the warm light keeps a tint, 0.6-0.75 of the wood's colour, at 0.73
// of its grey, and the clip washes the lines out so the disc makes its own dip (0.045). The pool's
// rim at the board's edge is 2.2 times as colourful at 0.8 of the grey: no stone.
TEST(StoneClassifier, ATintedWhiteStoneOnClippedWoodIsWhiteAndThePoolsRimIsNot) {
  BoardFeatures f = evenBoard();
  for (int y = 3; y <= 11; ++y)
    for (int x = 9; x <= 17; ++x) {
      PointFeatures& p = at(f, x, y);
      p.level = 1.01f;
      p.lift = 1.0f;
      p.line = 0.002f;
      p.chroma = 0.5f;
      p.boardChroma = 35.f;
      p.boardGrey = 248.f;
    }
  for (const auto& [x, y] : {std::pair{12, 5}, std::pair{13, 9}}) {  // m14, n10
    PointFeatures& p = at(f, x, y);
    p.level = 0.73f;
    p.levelBase = 0.73f;
    p.lift = 0.72f;
    p.line = 0.045f;
    p.chroma = 0.75f;
  }
  PointFeatures& rim = at(f, 17, 6);  // r13
  rim.level = 0.8f;
  rim.lift = 0.91f;
  rim.line = 0.042f;
  rim.chroma = 2.24f;
  // The same grey disc on wood that does not clip (160 grey) is no white stone: there a white stone
  // is brighter than the wood, and this is a shadow.
  at(f, 3, 14) = at(f, 12, 5);
  at(f, 3, 14).boardGrey = 160.f;
  const auto scores = classifyPoints(f);
  for (int y = 0; y < 19; ++y)
    for (int x = 0; x < 19; ++x) {
      const bool stone = (x == 12 && y == 5) || (x == 13 && y == 9);
      EXPECT_NE(best(scores[static_cast<std::size_t>(y * 19 + x)]), 1u) << x << "," << y;
      EXPECT_EQ(best(scores[static_cast<std::size_t>(y * 19 + x)]) == 2u, stone) << x << "," << y;
    }
}

}  // namespace
}  // namespace c6::vision
