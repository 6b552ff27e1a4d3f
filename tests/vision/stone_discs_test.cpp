// Reading a point by its centre's look (vision/stone_discs.h), on a drawn normalised board: no
// image file, no model.
#include "vision/stone_discs.h"

#include <gtest/gtest.h>

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

}  // namespace
}  // namespace c6::vision
