// What lies beyond the board's edge (vision/board_surround.h), on drawn scenes: a board on a dark
// table, a row of dark stones along one edge, an arm entering over another.
#include "vision/board_surround.h"

#include <gtest/gtest.h>

#include <opencv2/imgproc.hpp>

namespace c6::vision {
namespace {

constexpr int kSize = 19;
constexpr float kMaxTableDistance = 20.f;
const cv::Scalar kTable(38, 40, 46);
const cv::Scalar kWood(100, 170, 215);
const cv::Scalar kBlack(22, 22, 24);

struct DrawnBoard {
  cv::Mat image{640, 640, CV_8UC3, kTable};
  BoardLocation location =
      BoardLocation::fromCorners({{{120, 120}, {520, 120}, {520, 520}, {120, 520}}});
  float cell = 400.f / 18;

  DrawnBoard() {
    // Wood grain in the table, so that it is not one flat colour.
    cv::Mat noise(image.size(), CV_8UC3);
    cv::randu(noise, cv::Scalar::all(0), cv::Scalar::all(12));
    image += noise;
    const float rim = 0.6f * cell;
    cv::rectangle(image, cv::Point2f(120 - rim, 120 - rim), cv::Point2f(520 + rim, 520 + rim),
                  kWood, cv::FILLED);
  }
  cv::Point2f at(int x, int y) const { return location.project(x, y); }
  bool unlike(const std::vector<std::uint8_t>& flags, int x, int y) const {
    return flags[static_cast<std::size_t>(y * kSize + x)] != 0;
  }
};

TEST(BoardSurround, DarkStonesOnTheEdgeBesideADarkTableLeaveTheTableBare) {
  DrawnBoard board;
  for (int y = 2; y < 17; ++y)
    cv::circle(board.image, board.at(0, y), static_cast<int>(0.48f * board.cell), kBlack,
               cv::FILLED);
  const auto flags = edgeUnlikeTable(board.image, board.location, kMaxTableDistance);
  ASSERT_EQ(flags.size(), static_cast<std::size_t>(kSize * kSize));
  for (std::size_t i = 0; i < flags.size(); ++i) EXPECT_EQ(flags[i], 0) << "point " << i;
}

TEST(BoardSurround, AnArmEnteringOverTheEdgeDiffersFromTheTable) {
  for (const cv::Scalar& sleeve :
       {cv::Scalar(120, 150, 200), cv::Scalar(230, 232, 235), cv::Scalar(140, 60, 40)}) {
    DrawnBoard board;
    // From the right image edge over rows 8-10 to the middle of the board.
    cv::rectangle(board.image, cv::Point2f(board.at(9, 8).x, board.at(9, 8).y - 0.5f * board.cell),
                  cv::Point2f(640, board.at(9, 10).y + 0.5f * board.cell), sleeve, cv::FILLED);
    const auto flags = edgeUnlikeTable(board.image, board.location, kMaxTableDistance);
    for (int y = 8; y <= 10; ++y) EXPECT_TRUE(board.unlike(flags, 18, y)) << sleeve << " row " << y;
    EXPECT_FALSE(board.unlike(flags, 18, 3)) << sleeve;
    EXPECT_FALSE(board.unlike(flags, 0, 9)) << sleeve;
    EXPECT_FALSE(board.unlike(flags, 12, 9)) << sleeve;  // inside the board: never flagged
  }
}

TEST(BoardSurround, AnEdgeOffTheImageCannotBeSeenAndCountsAsUnlike) {
  DrawnBoard board;
  const cv::Mat cropped = board.image(cv::Rect(0, 0, 640, 530)).clone();
  const auto flags = edgeUnlikeTable(cropped, board.location, kMaxTableDistance);
  EXPECT_TRUE(board.unlike(flags, 9, 18));
  EXPECT_FALSE(board.unlike(flags, 9, 0));
  EXPECT_FALSE(board.unlike(flags, 0, 9));
}

TEST(BoardSurround, EmptyImageFlagsNothing) {
  const auto flags = edgeUnlikeTable(cv::Mat(), BoardLocation::fromCorners({}), kMaxTableDistance);
  EXPECT_EQ(flags.size(), static_cast<std::size_t>(kSize * kSize));
}

}  // namespace
}  // namespace c6::vision
