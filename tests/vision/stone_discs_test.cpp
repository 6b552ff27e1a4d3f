// Reading a point by its centre's look (vision/stone_discs.h), on a drawn normalised board: no
// image file, no model.
#include "vision/stone_discs.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <opencv2/imgproc.hpp>

#include "vision/stone_patches.h"

namespace c6::vision {
namespace {

constexpr int kSize = 19;
constexpr int kCell = stone_patches::kCell;
const cv::Scalar kWood(0.2, 0.3, 0.4);
const cv::Scalar kDark(-0.45, -0.45, -0.45);
const cv::Scalar kLight(0.45, 0.45, 0.45);
const PointProbabilities kSureEmpty{0.95f, 0.02f, 0.02f, 0.01f};
const PointProbabilities kSureDark{0.02f, 0.95f, 0.02f, 0.01f};
const PointProbabilities kSureLight{0.02f, 0.02f, 0.95f, 0.01f};
const PointProbabilities kCovered{0.1f, 0.1f, 0.1f, 0.7f};

struct DrawnBoard {
  cv::Mat normalised{stone_patches::kCanvas, stone_patches::kCanvas, CV_32FC3, kWood};
  std::vector<PointProbabilities> probs{kSize * kSize, kSureEmpty};

  void stone(int x, int y, const cv::Scalar& colour, const PointProbabilities& p) {
    cv::circle(normalised, {(x + 1) * kCell, (y + 1) * kCell}, 5, colour, cv::FILLED);
    probs[static_cast<std::size_t>(y * kSize + x)] = p;
  }
};

TEST(StoneDiscs, PointsReadByTheirCentreAgainstTheBoardsSurePoints) {
  DrawnBoard board;
  for (int x = 4; x < 10; ++x) board.stone(x, 5, kDark, kSureDark);
  for (int x = 4; x < 10; ++x) board.stone(x, 7, kLight, kSureLight);
  // Outer-line points beside a dark table (the margin left of column 0): the net says covered.
  cv::rectangle(board.normalised, cv::Rect(0, 0, kCell / 2 + 1, stone_patches::kCanvas), kDark,
                cv::FILLED);
  board.stone(0, 10, kDark, kCovered);
  board.stone(0, 12, kLight, kCovered);
  board.probs[static_cast<std::size_t>(14 * kSize + 0)] = kCovered;  // an empty point
  const DiscLooks looks(board.normalised, board.probs, kSize, 0.9f);
  EXPECT_EQ(looks.nearestClass(0, 10), 1);
  EXPECT_EQ(looks.nearestClass(0, 12), 2);
  EXPECT_EQ(looks.nearestClass(0, 14), 0);
  EXPECT_EQ(looks.nearestClass(6, 5), 1);
}

TEST(StoneDiscs, AClassWithTooFewSurePointsIsNeverChosen) {
  DrawnBoard board;
  board.stone(3, 3, kDark, kSureDark);  // one sure dark stone: no look for the dark set
  board.stone(5, 5, kDark, kCovered);
  const DiscLooks looks(board.normalised, board.probs, kSize, 0.9f);
  EXPECT_EQ(looks.nearestClass(5, 5), 0);
}

TEST(StoneDiscs, AWrongImageOrCountReadsNothing) {
  DrawnBoard board;
  EXPECT_FALSE(DiscLooks(cv::Mat(), board.probs, kSize, 0.9f).nearestClass(3, 3));
  EXPECT_FALSE(DiscLooks(board.normalised, {}, kSize, 0.9f).nearestClass(3, 3));
}

// A board with enough sure points of every class (five rows of six), as the net reads it.
DrawnBoard boardWithSurePoints() {
  DrawnBoard board;
  for (int x = 4; x < 10; ++x) {
    board.stone(x, 5, kDark, kSureDark);
    board.stone(x, 7, kLight, kSureLight);
  }
  return board;
}

std::vector<std::array<float, 3>> netScores(const DrawnBoard& board) {
  std::vector<std::array<float, 3>> scores;
  for (const PointProbabilities& p : board.probs) scores.push_back({p[0] + p[3], p[1], p[2]});
  return scores;
}

TEST(StoneDiscs, DoubtfulPointsAreReReadByTheBoardsOwnLooks) {
  DrawnBoard board = boardWithSurePoints();
  // The net doubts: a light stone it leans to read as empty, a dark one it leans to read as light,
  // and an empty point it leans to read as light.
  board.stone(12, 12, kLight, {0.5f, 0.05f, 0.45f, 0.f});
  board.stone(14, 12, kDark, {0.1f, 0.4f, 0.5f, 0.f});
  board.probs[static_cast<std::size_t>(16 * kSize + 3)] = {0.4f, 0.1f, 0.5f, 0.f};
  const DiscLooks looks(board.normalised, board.probs, kSize, 0.8f);
  auto scores = netScores(board);
  rereadByLooks(looks, kSize, 0.9f, 0.5f, {}, 8, scores);
  const auto best = [&](int x, int y) {
    const auto& s = scores[static_cast<std::size_t>(y * kSize + x)];
    return std::max_element(s.begin(), s.end()) - s.begin();
  };
  EXPECT_EQ(best(12, 12), 2);
  EXPECT_EQ(best(14, 12), 1);
  EXPECT_EQ(best(3, 16), 0);
  // The scores stay a distribution.
  const auto& s = scores[static_cast<std::size_t>(12 * kSize + 12)];
  EXPECT_NEAR(s[0] + s[1] + s[2], 1.f, 1e-5f);
}

TEST(StoneDiscs, ALargeGroupTurnedIntoStonesIsAnArmAndKeepsTheNetsReading) {
  DrawnBoard board = boardWithSurePoints();
  // A white sleeve over a 3 x 3 block the net doubts as empty, and two lone light stones likewise.
  const PointProbabilities doubtEmpty{0.55f, 0.05f, 0.3f, 0.1f};
  cv::rectangle(board.normalised, cv::Point(12 * kCell - 6, 12 * kCell - 6),
                cv::Point(14 * kCell + 6, 14 * kCell + 6), kLight, cv::FILLED);
  for (int y = 11; y <= 13; ++y)
    for (int x = 11; x <= 13; ++x)
      board.probs[static_cast<std::size_t>(y * kSize + x)] = doubtEmpty;
  board.stone(3, 16, kLight, doubtEmpty);
  board.stone(4, 16, kLight, doubtEmpty);
  const DiscLooks looks(board.normalised, board.probs, kSize, 0.8f);
  const auto before = netScores(board);
  auto scores = before;
  const std::vector<std::uint8_t> arm = rereadByLooks(looks, kSize, 0.9f, 0.5f, {}, 6, scores);
  const auto at = [](int x, int y) { return static_cast<std::size_t>(y * kSize + x); };
  EXPECT_EQ(scores[at(12, 12)], before[at(12, 12)]);
  EXPECT_EQ(arm[at(12, 12)], 1);
  EXPECT_EQ(std::count(arm.begin(), arm.end(), 1), 9);
  const auto& lone = scores[at(3, 16)];
  EXPECT_EQ(std::max_element(lone.begin(), lone.end()) - lone.begin(), 2);
  EXPECT_EQ(arm[at(3, 16)], 0);
}

TEST(StoneDiscs, SureAndCoveredPointsAreNotReRead) {
  DrawnBoard board = boardWithSurePoints();
  board.stone(12, 12, kLight, {0.95f, 0.f, 0.05f, 0.f});  // sure, though its look says light
  board.stone(14, 12, kLight, {0.2f, 0.1f, 0.1f, 0.6f});  // covered: an arm, whatever it shows
  const DiscLooks looks(board.normalised, board.probs, kSize, 0.8f);
  const auto before = netScores(board);
  auto scores = before;
  std::vector<std::uint8_t> covered(kSize * kSize, 0);
  covered[12 * kSize + 14] = 1;
  rereadByLooks(looks, kSize, 0.9f, 0.5f, covered, 8, scores);
  EXPECT_EQ(scores[12 * kSize + 12], before[12 * kSize + 12]);
  EXPECT_EQ(scores[12 * kSize + 14], before[12 * kSize + 14]);
}

TEST(StoneDiscs, LooksRefittedOnTheFirstReadingReadTheSetsOtherStonesLikeThem) {
  DrawnBoard board = boardWithSurePoints();
  // Light stones under another light, as dim as the wood: the net leans light on six of them (the
  // looks alone would not settle them, the net's lean does) and empty on the seventh.
  const cv::Scalar dim(0.35, 0.35, 0.35);
  for (int x = 4; x <= 14; x += 2) board.stone(x, 10, dim, {0.35f, 0.05f, 0.6f, 0.f});
  board.stone(12, 14, dim, {0.6f, 0.05f, 0.35f, 0.f});
  const DiscLooks looks(board.normalised, board.probs, kSize, 0.8f);
  const auto at = [](int x, int y) { return static_cast<std::size_t>(y * kSize + x); };
  const auto best = [](const std::array<float, 3>& s) {
    return std::max_element(s.begin(), s.end()) - s.begin();
  };
  // Once: the sure light stones alone are brighter than the seventh, which stays empty.
  auto once = netScores(board);
  rereadByLooks(looks, kSize, 0.9f, 0.5f, {}, 6, once);
  EXPECT_EQ(best(once[at(4, 10)]), 2);
  EXPECT_EQ(best(once[at(12, 14)]), 0);
  // Refitted: the light set's look now spans its dim stones, and the seventh reads light.
  auto twice = netScores(board);
  const std::vector<std::uint8_t> large =
      rereadByRefittedLooks(looks, kSize, 0.9f, 0.5f, {}, 6, twice);
  for (int x = 4; x <= 14; x += 2) EXPECT_EQ(best(twice[at(x, 10)]), 2) << x;
  EXPECT_EQ(best(twice[at(12, 14)]), 2);
  EXPECT_EQ(best(twice[at(5, 10)]), 0);  // the wood between them stays empty
  EXPECT_EQ(std::count(large.begin(), large.end(), 1), 0);
}

TEST(StoneDiscs, WithoutALookForEveryClassTheRefitKeepsTheFirstReading) {
  DrawnBoard board = boardWithSurePoints();
  board.stone(12, 12, kLight, {0.5f, 0.05f, 0.45f, 0.f});
  const DiscLooks looks(board.normalised, board.probs, kSize, 0.8f);
  auto once = netScores(board);
  rereadByLooks(looks, kSize, 0.9f, 0.5f, {}, 8, once);
  // Leaving every dark point out of the refit leaves the dark set without a look.
  std::vector<std::uint8_t> leave(kSize * kSize, 0);
  for (int x = 4; x < 10; ++x) leave[static_cast<std::size_t>(5 * kSize + x)] = 1;
  auto twice = netScores(board);
  rereadByRefittedLooks(looks, kSize, 0.9f, 0.5f, leave, 8, twice);
  EXPECT_EQ(twice, once);
  EXPECT_FALSE(looks.refitted(std::vector<int>(kSize * kSize, 0)).complete());
  EXPECT_TRUE(looks.complete());
}

TEST(StoneDiscs, WithoutALookForEveryClassNothingIsReRead) {
  DrawnBoard board;
  for (int x = 4; x < 10; ++x) board.stone(x, 5, kDark, kSureDark);  // no sure light stone
  board.stone(12, 12, kLight, {0.5f, 0.05f, 0.45f, 0.f});
  const DiscLooks looks(board.normalised, board.probs, kSize, 0.8f);
  const auto before = netScores(board);
  auto scores = before;
  rereadByLooks(looks, kSize, 0.9f, 0.5f, {}, 8, scores);
  EXPECT_EQ(scores, before);
}

}  // namespace
}  // namespace c6::vision
