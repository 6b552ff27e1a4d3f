#include "vision/stone_net_trust.h"

#include <gtest/gtest.h>

namespace c6::vision {
namespace {

// Features and net scores as measured on the batch renders' missed white stones
// (tests/render/batch/varied_games.py, 2026-12-07) and on the glare and photos they must not
// take for stones.
PointFeatures disc(float level, float chroma, float hueAlong, float line) {
  PointFeatures f;
  f.level = level;
  f.chroma = chroma;
  f.hueAlong = hueAlong;
  f.line = line;
  f.boardGrey = 190.f;
  f.boardChroma = 70.f;
  return f;
}

constexpr float kBoardCross = 0.25f;

TEST(StoneNetTrust, AWhiteStoneALittleBrighterThanPaleWoodIsOneWhenTheNetIsSure) {
  // Seed 211's g10 (level 1.13, grey, cross hidden; net 0.97 light) and seed 201's k7 (1.12, of
  // the other hue; net 0.95): each lost its turn, and every later turn with it.
  EXPECT_TRUE(netAndLooksAgreeOnAGreyStone({0.f, 0.f, 0.97f, 0.03f}, disc(1.13f, 0.38f, 0.88f, 0.f),
                                           kBoardCross));
  EXPECT_TRUE(netAndLooksAgreeOnAGreyStone({0.f, 0.f, 0.95f, 0.05f},
                                           disc(1.12f, 0.56f, -0.71f, 0.f), kBoardCross));
  // The surer the net, the brighter the stone may be: seed 217's h11 in a cool spot (1.12, net
  // 0.87) is one; at 0.8 a disc 1.2 times the wood is not, nor 1.13 where the net barely sees one.
  EXPECT_TRUE(netAndLooksAgreeOnAGreyStone({0.f, 0.01f, 0.87f, 0.11f},
                                           disc(1.12f, 0.40f, -0.99f, 0.f), kBoardCross));
  EXPECT_FALSE(netAndLooksAgreeOnAGreyStone({0.f, 0.f, 0.8f, 0.2f}, disc(1.2f, 0.38f, 0.88f, 0.f),
                                            kBoardCross));
  EXPECT_FALSE(netAndLooksAgreeOnAGreyStone({0.f, 0.f, 0.76f, 0.24f},
                                            disc(1.13f, 0.38f, 0.88f, 0.f), kBoardCross));
  EXPECT_TRUE(netAndLooksAgreeOnAGreyStone({0.f, 0.f, 0.76f, 0.24f}, disc(1.05f, 0.38f, 0.88f, 0.f),
                                           kBoardCross));
}

TEST(StoneNetTrust, AGlareIsNoStoneHoweverSureTheNet) {
  // Seed 100's glare streak on an empty point: level 1.63, grey, the lines washed out; net 0.96.
  EXPECT_FALSE(netAndLooksAgreeOnAGreyStone({0.01f, 0.f, 0.96f, 0.03f},
                                            disc(1.63f, 0.08f, 1.f, 0.f), kBoardCross));
  // A grey disc that shows the grid cross is the board.
  EXPECT_FALSE(netAndLooksAgreeOnAGreyStone({0.f, 0.f, 0.97f, 0.03f}, disc(1.05f, 0.3f, 1.f, 0.2f),
                                            kBoardCross));
}

CameraPose overhead() {
  CameraPose pose;
  pose.foot = {9.0, 9.0};
  pose.height = 40.0;
  return pose;
}

// Looking across the board from below its first row, some 30 degrees up (rows grow away from
// the camera here).
CameraPose lowFromBelow() {
  CameraPose pose;
  pose.foot = {9.0, -18.0};
  pose.height = 16.0;
  return pose;
}

TEST(StoneNetTrust, AStonesSharpShadowTheNetSeesNoStoneInIsNoStone) {
  // Seed 221's m8 beside a black stone, a second lamp's shadow in dim light.
  EXPECT_TRUE(netSureOfNoStoneTheRulesDoubt({0.51f, 0.02f, 0.f, 0.47f}, {0.41f, 0.59f, 0.f}));
  // Sure rules keep their stone (clean_c's h8: covered to the net, black 0.80 to the rules).
  EXPECT_FALSE(netSureOfNoStoneTheRulesDoubt({0.02f, 0.02f, 0.f, 0.96f}, {0.2f, 0.8f, 0.f}));
  // The net seeing some of a stone keeps it to the rules.
  EXPECT_FALSE(netSureOfNoStoneTheRulesDoubt({0.4f, 0.2f, 0.f, 0.4f}, {0.41f, 0.59f, 0.f}));
  // A glare the rules half take for white is left to the rules and the change gate.
  EXPECT_FALSE(netSureOfNoStoneTheRulesDoubt({0.57f, 0.01f, 0.04f, 0.38f}, {0.35f, 0.f, 0.65f}));
  // Rules that read the point empty are not this case.
  EXPECT_FALSE(netSureOfNoStoneTheRulesDoubt({0.9f, 0.f, 0.f, 0.1f}, {0.6f, 0.3f, 0.1f}));
}

std::vector<PointProbabilities> emptyBoard(int size) {
  return std::vector<PointProbabilities>(static_cast<std::size_t>(size * size),
                                         PointProbabilities{0.97f, 0.f, 0.f, 0.03f});
}

TEST(StoneNetTrust, ALoneCoveredPointTheNetSeesAStoneInIsAStone) {
  const int size = 19;
  auto probs = emptyBoard(size);
  const std::size_t d15 = 4 * size + 3;
  probs[d15] = {0.f, 0.f, 0.49f, 0.51f};  // seed 206's d15, never read: its turn was lost
  EXPECT_TRUE(netSeesALoneStoneItCallsCovered(probs, d15, size, overhead()));
  // A hand's edge: a covered neighbour makes it part of the hand.
  probs[d15 + 1] = {0.1f, 0.f, 0.1f, 0.8f};
  EXPECT_FALSE(netSeesALoneStoneItCallsCovered(probs, d15, size, overhead()));
}

TEST(StoneNetTrust, ALaserDotOrAKnotTheNetCallsCoveredIsNoStone) {
  const int size = 19;
  auto probs = emptyBoard(size);
  const std::size_t p = 9 * size + 9;
  probs[p] = {0.f, 0.f, 0.11f, 0.89f};  // gobonline's laser_empty_board_2
  EXPECT_FALSE(netSeesALoneStoneItCallsCovered(probs, p, size, overhead()));
  probs[p] = {0.27f, 0.12f, 0.29f, 0.32f};  // gobonline's laser_empty_board, c9
  EXPECT_FALSE(netSeesALoneStoneItCallsCovered(probs, p, size, overhead()));
  probs[p] = {0.f, 0.f, 0.6f, 0.4f};  // light wins: not a covered point at all
  EXPECT_FALSE(netSeesALoneStoneItCallsCovered(probs, p, size, overhead()));
  probs[p] = {0.01f, 0.48f, 0.04f, 0.47f};  // dark against covered: seen only behind stones
  EXPECT_FALSE(netSeesALoneStoneItCallsCovered(probs, p, size, overhead()));
}

TEST(StoneNetTrust, ThePointBehindAStoneInALowViewIsThatStonesBody) {
  const int size = 19;
  auto probs = emptyBoard(size);
  const std::size_t p = 9 * size + 9, front = 8 * size + 9, side = 9 * size + 10;
  probs[p] = {0.f, 0.f, 0.45f, 0.55f};
  probs[front] = {0.f, 0.f, 1.f, 0.f};  // a white stone on the camera's side
  EXPECT_TRUE(behindANeighbourStone(probs, p, size, lowFromBelow()));
  EXPECT_FALSE(netSeesALoneStoneItCallsCovered(probs, p, size, lowFromBelow()));
  // Seen from above, the same stone shows only on its own point.
  EXPECT_FALSE(behindANeighbourStone(probs, p, size, overhead()));
  EXPECT_TRUE(netSeesALoneStoneItCallsCovered(probs, p, size, overhead()));
  // A stone beside it, not in front, leaves it alone in the low view too.
  probs[front] = emptyBoard(1)[0];
  probs[side] = {0.f, 1.f, 0.f, 0.f};
  EXPECT_FALSE(behindANeighbourStone(probs, p, size, lowFromBelow()));
}

TEST(StoneNetTrust, WhereTheRulesDoubtANetSureOfNoEmptyBoardNeedsHalfAStone) {
  const int size = 19;
  auto probs = emptyBoard(size);
  const std::size_t k6 = 5 * size + 9;
  probs[k6] = {0.f, 0.f, 0.64f, 0.36f};  // seed 219's k6: its turn was lost, and the game
  EXPECT_TRUE(netSeesAStoneByHalfAlone(probs, {0.57f, 0.01f, 0.42f}, k6, size));
  // Sure rules stand (the sample video's glare n6, white 0.78 to the rules, is the gate's).
  EXPECT_FALSE(netSeesAStoneByHalfAlone(probs, {0.21f, 0.f, 0.79f}, k6, size));
  // Beside a hand, half a stone is the hand's edge.
  probs[k6 + 1] = {0.f, 0.f, 0.1f, 0.9f};
  EXPECT_FALSE(netSeesAStoneByHalfAlone(probs, {0.57f, 0.01f, 0.42f}, k6, size));
  probs[k6 + 1] = emptyBoard(1)[0];
  // A glare keeps some empty to the net (the sample's o6).
  probs[k6] = {0.45f, 0.01f, 0.14f, 0.41f};
  EXPECT_FALSE(netSeesAStoneByHalfAlone(probs, {0.35f, 0.f, 0.65f}, k6, size));
}

TEST(StoneNetTrust, ABrownArmOverTheEdgeIsNoBlackStone) {
  // Seed 217: a dark-skinned arm resting over the board's corner; s1 read black by the rules
  // (0.99) and dark by the net (0.66), its colour 0.72 of the wood's, its neighbour s2 covered.
  const int size = 19;
  auto probs = emptyBoard(size);
  const std::size_t s1 = 18, s2 = size + 18;
  probs[s1] = {0.01f, 0.66f, 0.f, 0.33f};
  probs[s2] = {0.01f, 0.13f, 0.01f, 0.85f};
  EXPECT_TRUE(colourfulDarkBesideCover(probs, disc(0.31f, 0.72f, 0.98f, 0.f), s1, size));
  // A black stone beside a hand is grey.
  EXPECT_FALSE(colourfulDarkBesideCover(probs, disc(0.2f, 0.2f, 1.f, 0.f), s1, size));
  // Seed 221's l15 in dim cool light: a real black stone on wood with hardly any colour (its ratio
  // 1.00), the net sure of it, the resting arm beside it.
  PointFeatures dim = disc(0.2f, 1.f, 1.f, 0.f);
  dim.boardChroma = 10.f;
  EXPECT_FALSE(colourfulDarkBesideCover(probs, dim, s1, size));
  probs[s1] = {0.f, 0.98f, 0.f, 0.02f};
  EXPECT_FALSE(colourfulDarkBesideCover(probs, disc(0.31f, 0.72f, 0.98f, 0.f), s1, size));
  probs[s1] = {0.01f, 0.66f, 0.f, 0.33f};
  // Colourful and dark but with no cover beside it: left to the rules and the net.
  probs[s2] = emptyBoard(1)[0];
  EXPECT_FALSE(colourfulDarkBesideCover(probs, disc(0.31f, 0.72f, 0.98f, 0.f), s1, size));
}

TEST(StoneNetTrust, WhatHidesTheCrossWhereTheNetSeesNoEmptyBoardIsAStoneOfItsLevel) {
  const int size = 19;
  auto probs = emptyBoard(size);
  const std::vector<core::Seen> rules(probs.size(), core::Seen::Empty);
  const std::size_t k13 = 12 * size + 10;
  const auto white = [](const std::optional<std::array<float, 3>>& s) {
    return s && (*s)[2] > (*s)[0] && (*s)[2] > (*s)[1];
  };
  // Held-out batch renders: seed 118's k13 in a warm spot, wood-coloured, read dark 0.64 by the
  // net and empty 0.94 by the rules; seed 310's n10, light 0.98 to the net, empty 0.92 to the
  // rules. Each lost its game from that turn on.
  probs[k13] = {0.f, 0.64f, 0.28f, 0.08f};
  EXPECT_TRUE(white(stoneByNetAndCross(probs, rules, disc(0.91f, 0.61f, 1.f, 0.f), kBoardCross, k13,
                                       size, overhead())));
  probs[k13] = {0.f, 0.f, 0.98f, 0.02f};
  EXPECT_TRUE(white(stoneByNetAndCross(probs, rules, disc(1.05f, 0.6f, 1.f, 0.f), kBoardCross, k13,
                                       size, overhead())));
  // A white stone beside it that the rules miss too (seed 215's c13 and d12) is no hand.
  probs[k13 + size + 1] = {0.f, 0.16f, 0.73f, 0.11f};
  EXPECT_TRUE(white(stoneByNetAndCross(probs, rules, disc(0.88f, 1.14f, 0.99f, 0.f), kBoardCross,
                                       k13, size, overhead())));
  // A pale finger: beside it points the net neither calls empty nor anything sure (clean_b).
  probs[k13 - 1] = {0.19f, 0.38f, 0.26f, 0.18f};
  EXPECT_FALSE(stoneByNetAndCross(probs, rules, disc(1.0f, 0.64f, 0.98f, 0.f), kBoardCross, k13,
                                  size, overhead()));
  probs[k13 - 1] = emptyBoard(1)[0];
  // A glare, a visible cross, a level between the sets, and the outer line are not stones.
  EXPECT_FALSE(stoneByNetAndCross(probs, rules, disc(1.5f, 0.1f, 1.f, 0.f), kBoardCross, k13, size,
                                  overhead()));
  EXPECT_FALSE(stoneByNetAndCross(probs, rules, disc(1.0f, 0.6f, 1.f, 0.2f), kBoardCross, k13, size,
                                  overhead()));
  EXPECT_FALSE(stoneByNetAndCross(probs, rules, disc(0.65f, 0.3f, 1.f, 0.f), kBoardCross, k13, size,
                                  overhead()));
  const std::size_t a13 = 12 * size;
  probs[a13] = probs[k13];
  EXPECT_FALSE(stoneByNetAndCross(probs, rules, disc(1.0f, 0.6f, 1.f, 0.f), kBoardCross, a13, size,
                                  overhead()));
  // A dark grey disc is black; a colourful one is an arm's edge.
  probs[k13] = {0.f, 0.5f, 0.f, 0.5f};
  const auto black = stoneByNetAndCross(probs, rules, disc(0.3f, 0.2f, 1.f, 0.f), kBoardCross, k13,
                                        size, overhead());
  EXPECT_TRUE(black && (*black)[1] > (*black)[0] && (*black)[1] > (*black)[2]);
  EXPECT_FALSE(stoneByNetAndCross(probs, rules, disc(0.3f, 0.72f, 1.f, 0.f), kBoardCross, k13, size,
                                  overhead()));
  // Nor anything beside a covered point, nor where the net keeps some empty board.
  probs[k13 + 1] = {0.1f, 0.f, 0.1f, 0.8f};
  EXPECT_FALSE(stoneByNetAndCross(probs, rules, disc(0.3f, 0.2f, 1.f, 0.f), kBoardCross, k13, size,
                                  overhead()));
  probs[k13 + 1] = emptyBoard(1)[0];
  probs[k13] = {0.2f, 0.f, 0.8f, 0.f};
  EXPECT_FALSE(stoneByNetAndCross(probs, rules, disc(1.0f, 0.6f, 1.f, 0.f), kBoardCross, k13, size,
                                  overhead()));
}

TEST(StoneNetTrust, ASoftShadowTheRulesCallBlackIsWoodWhenTheNetIsSure) {
  // Seed 303's o1 at the near edge under an arm's shadow: half the wood's level, half its colour,
  // black 0.77 to the rules, empty 0.87 to the net. Its false black turn lost the game.
  EXPECT_TRUE(netSureOfWoodInAShadow({0.87f, 0.07f, 0.f, 0.05f}, disc(0.5f, 0.52f, 1.f, 0.1f),
                                     {0.23f, 0.77f, 0.f}));
  // A black stone is darker and grey, however sure the net of empty board.
  EXPECT_FALSE(netSureOfWoodInAShadow({0.87f, 0.07f, 0.f, 0.05f}, disc(0.25f, 0.52f, 1.f, 0.f),
                                      {0.1f, 0.9f, 0.f}));
  EXPECT_FALSE(netSureOfWoodInAShadow({0.87f, 0.07f, 0.f, 0.05f}, disc(0.5f, 0.15f, 1.f, 0.f),
                                      {0.1f, 0.9f, 0.f}));
  // On grey wood the colour says nothing; a net that doubts keeps the rules' stone.
  PointFeatures grey = disc(0.5f, 0.52f, 1.f, 0.1f);
  grey.boardChroma = 10.f;
  EXPECT_FALSE(netSureOfWoodInAShadow({0.87f, 0.07f, 0.f, 0.05f}, grey, {0.23f, 0.77f, 0.f}));
  EXPECT_FALSE(netSureOfWoodInAShadow({0.6f, 0.3f, 0.f, 0.1f}, disc(0.5f, 0.52f, 1.f, 0.1f),
                                      {0.23f, 0.77f, 0.f}));
  // An empty reading is not this case.
  EXPECT_FALSE(netSureOfWoodInAShadow({0.87f, 0.07f, 0.f, 0.05f}, disc(0.5f, 0.52f, 1.f, 0.1f),
                                      {0.6f, 0.4f, 0.f}));
}

TEST(StoneNetTrust, AStonesShadowOnBrightWoodTheRulesCallWhiteIsWoodWhenTheNetIsSure) {
  // Seed 411's k11 beside a black stone on wood near clipping: 0.85 of the wood, all its colour,
  // white 0.90 to the rules, empty 0.96 to the net. The false white stone shifted every later turn.
  EXPECT_TRUE(netSureOfWoodInAShadow({0.96f, 0.01f, 0.01f, 0.02f}, disc(0.85f, 0.99f, 0.99f, 0.19f),
                                     {0.01f, 0.09f, 0.9f}));
  // A white stone in a spot's pool keeps at most 0.75 of the wood's colour; one brighter than the
  // wood is no shadow; a net that doubts keeps the rules' stone.
  EXPECT_FALSE(netSureOfWoodInAShadow({0.96f, 0.01f, 0.01f, 0.02f}, disc(0.85f, 0.75f, 0.99f, 0.f),
                                      {0.01f, 0.09f, 0.9f}));
  EXPECT_FALSE(netSureOfWoodInAShadow({0.96f, 0.01f, 0.01f, 0.02f}, disc(1.05f, 0.99f, 0.99f, 0.f),
                                      {0.01f, 0.09f, 0.9f}));
  EXPECT_FALSE(netSureOfWoodInAShadow({0.6f, 0.01f, 0.37f, 0.02f}, disc(0.85f, 0.99f, 0.99f, 0.19f),
                                      {0.01f, 0.09f, 0.9f}));
}

TEST(StoneNetTrust, AGlareTheRulesHalfTakeForWhiteIsUnseen) {
  // Seed 410's f4 under a glare streak: white 0.49-0.54 to the rules, covered 0.75-0.83 to the net
  // with light 0.03-0.06 from frame to frame. Read white, it made a false turn.
  EXPECT_TRUE(
      netSeesAGlareTheRulesHalfTakeForWhite({0.15f, 0.01f, 0.03f, 0.81f}, {0.48f, 0.01f, 0.51f}));
  EXPECT_TRUE(
      netSeesAGlareTheRulesHalfTakeForWhite({0.17f, 0.02f, 0.06f, 0.75f}, {0.48f, 0.01f, 0.5f}));
  // A white stone the net calls covered keeps light 0.4-0.5; a white the rules are sure of stays;
  // an empty or black reading is not this case.
  EXPECT_FALSE(netSeesAGlareTheRulesHalfTakeForWhite({0.f, 0.f, 0.49f, 0.51f}, {0.4f, 0.f, 0.6f}));
  EXPECT_FALSE(
      netSeesAGlareTheRulesHalfTakeForWhite({0.15f, 0.01f, 0.03f, 0.81f}, {0.2f, 0.f, 0.8f}));
  EXPECT_FALSE(
      netSeesAGlareTheRulesHalfTakeForWhite({0.15f, 0.01f, 0.03f, 0.81f}, {0.5f, 0.01f, 0.49f}));
  EXPECT_FALSE(
      netSeesAGlareTheRulesHalfTakeForWhite({0.15f, 0.01f, 0.03f, 0.81f}, {0.4f, 0.6f, 0.f}));
  // Where the net calls it empty, not covered, the reading is the rules' business.
  EXPECT_FALSE(
      netSeesAGlareTheRulesHalfTakeForWhite({0.6f, 0.01f, 0.03f, 0.36f}, {0.48f, 0.01f, 0.51f}));
}

TEST(StoneNetTrust, ABlackStoneWashedGreyByAGlareIsBlackWhenTheNetIsSure) {
  // Seed 508's e15 in a glare streak: 0.96 of the board's wood, 0.74 of its diagonal gaps, colour
  // 0.28 of the wood's; white 0.95 to the rules, dark 0.90 to the net.
  PointFeatures e15 = disc(0.96f, 0.28f, -0.77f, 0.1f);
  e15.lift = 0.74f;
  e15.boardGrey = 191.f;
  EXPECT_TRUE(netSureOfABlackStoneInAGlare({0.f, 0.9f, 0.02f, 0.08f}, e15, {0.01f, 0.04f, 0.95f}));
  // Where the wood clips (a spot's pool) the net reads white stones dark too: the rules keep them.
  PointFeatures pool = e15;
  pool.boardGrey = 245.f;
  EXPECT_FALSE(netSureOfABlackStoneInAGlare({0.f, 0.99f, 0.f, 0.01f}, pool, {0.01f, 0.04f, 0.95f}));
  // A net that doubts, a disc brighter than its gaps or with the wood's colour, a reading that is
  // not white: not this case.
  EXPECT_FALSE(netSureOfABlackStoneInAGlare({0.f, 0.47f, 0.23f, 0.3f}, e15, {0.09f, 0.04f, 0.87f}));
  PointFeatures lit = e15;
  lit.lift = 1.1f;
  EXPECT_FALSE(netSureOfABlackStoneInAGlare({0.f, 0.9f, 0.02f, 0.08f}, lit, {0.01f, 0.04f, 0.95f}));
  PointFeatures wood = e15;
  wood.chroma = 0.9f;
  EXPECT_FALSE(
      netSureOfABlackStoneInAGlare({0.f, 0.9f, 0.02f, 0.08f}, wood, {0.01f, 0.04f, 0.95f}));
  EXPECT_FALSE(netSureOfABlackStoneInAGlare({0.f, 0.9f, 0.02f, 0.08f}, e15, {0.9f, 0.05f, 0.05f}));
}

}  // namespace
}  // namespace c6::vision
