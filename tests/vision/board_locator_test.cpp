// Board localisation on synthetic images: known geometry must be recovered, and images without a
// board must give nothing.
#include "vision/board_locator.h"

#include <gtest/gtest.h>

#include <opencv2/imgproc.hpp>
#include <random>

#include "synthetic_board.h"

namespace c6::vision {
namespace {

using testing::maxCornerError;
using testing::renderBoard;

TEST(BoardLocator, RecoversCornersOfAFrontalBoard) {
  std::array<cv::Point2f, 4> truth{cv::Point2f(300, 120), cv::Point2f(980, 130),
                                   cv::Point2f(975, 650), cv::Point2f(290, 640)};
  auto r = renderBoard({1280, 720}, truth);
  auto loc = locateBoard(r.image);
  ASSERT_TRUE(loc.has_value());
  EXPECT_LT(maxCornerError(loc->corners, truth), 1.0);
  EXPECT_GT(loc->quality, 0.6);
}

TEST(BoardLocator, RecoversCornersUnderStrongPerspective) {
  // Seen from a player's side: the far edge much shorter than the near one.
  std::array<cv::Point2f, 4> truth{cv::Point2f(430, 150), cv::Point2f(870, 160),
                                   cv::Point2f(1100, 660), cv::Point2f(180, 650)};
  auto r = renderBoard({1280, 720}, truth, 2);
  auto loc = locateBoard(r.image);
  ASSERT_TRUE(loc.has_value());
  EXPECT_LT(maxCornerError(loc->corners, truth), 1.0);
}

// Records count rows from the image's bottom: the last row is the edge lowest in the picture. The
// board turned 30 degrees, its left corner nearer the image's top-left than its top corner: the old
// rule (the corner nearest the top-left first) numbered it a quarter turn wrong, as a rendered game
// filmed from 20 degrees to one side showed (every stone on another point).
TEST(BoardLocator, NumbersTheGridFromTheEdgeLowestInTheImageWhateverTheBoardRotation) {
  const cv::Point2f top(620, 80), right(1010, 305), bottom(785, 695), left(395, 470);
  const std::array<cv::Point2f, 4> rotated{top, right, bottom, left};
  auto r = renderBoard({1280, 760}, rotated, 3);
  auto loc = locateBoard(r.image);
  ASSERT_TRUE(loc.has_value());
  // Row 1 of the record (the grid's last row) runs from the bottom corner to the left one.
  EXPECT_LT(maxCornerError(loc->corners, rotated), 1.0);
}

TEST(BoardLocator, AcceptsGrayscaleAndOddSizes) {
  std::array<cv::Point2f, 4> truth{cv::Point2f(101.5f, 77.25f), cv::Point2f(590, 70),
                                   cv::Point2f(600, 455), cv::Point2f(95, 460)};
  auto r = renderBoard({701, 523}, truth, 4);
  cv::Mat gray;
  cv::cvtColor(r.image, gray, cv::COLOR_BGR2GRAY);
  auto loc = locateBoard(gray);
  ASSERT_TRUE(loc.has_value());
  EXPECT_LT(maxCornerError(loc->corners, truth), 1.0);
}

TEST(BoardLocator, TinyAndEmptyImagesGiveNothing) {
  EXPECT_FALSE(locateBoard(cv::Mat()).has_value());
  cv::Mat tiny(48, 64, CV_8UC3);
  cv::randu(tiny, 0, 255);
  EXPECT_FALSE(locateBoard(tiny).has_value());
  // A whole board squeezed into 64x48 pixels: too small to read, must not crash.
  std::array<cv::Point2f, 4> truth{cv::Point2f(10, 5), cv::Point2f(54, 5), cv::Point2f(54, 43),
                                   cv::Point2f(10, 43)};
  EXPECT_FALSE(locateBoard(renderBoard({64, 48}, truth).image).has_value());
}

TEST(BoardLocator, RefineFollowsASmallShift) {
  std::array<cv::Point2f, 4> truth{cv::Point2f(300, 120), cv::Point2f(980, 130),
                                   cv::Point2f(975, 650), cv::Point2f(290, 640)};
  auto r = renderBoard({1280, 720}, truth);
  std::array<cv::Point2f, 4> prior = truth;
  for (auto& p : prior) p += cv::Point2f(9, -6);  // about a quarter of a cell off
  auto loc = refineBoard(r.image, BoardLocation::fromCorners(prior, 19, 0.5));
  ASSERT_TRUE(loc.has_value());
  EXPECT_LT(maxCornerError(loc->corners, truth), 1.0);
}

// --- images without a board ---

cv::Mat noise(unsigned seed) {
  cv::Mat m(720, 1280, CV_8UC3);
  cv::theRNG().state = seed;
  cv::randu(m, 0, 255);
  return m;
}

cv::Mat chessboard(int squares) {
  cv::Mat m(720, 1280, CV_8UC3, cv::Scalar(255, 255, 255));
  const int s = 720 / squares;
  for (int y = 0; y < squares; ++y)
    for (int x = 0; x < 1280 / s; ++x)
      if ((x + y) % 2) cv::rectangle(m, cv::Rect(x * s, y * s, s, s), cv::Scalar(0, 0, 0), -1);
  return m;
}

cv::Mat wall() {
  cv::Mat m(720, 1280, CV_8UC3);
  for (int y = 0; y < m.rows; ++y)
    for (int x = 0; x < m.cols; ++x)
      m.at<cv::Vec3b>(y, x) =
          cv::Vec3b(180, static_cast<uchar>(170 + x % 7), static_cast<uchar>(160 + y / 40));
  cv::Mat n(m.size(), CV_8UC3);
  cv::randn(n, 0, 6);
  cv::add(m, n, m);
  cv::GaussianBlur(m, m, {3, 3}, 1);
  return m;
}

cv::Mat text() {
  cv::Mat m(720, 1280, CV_8UC3, cv::Scalar(235, 235, 235));
  std::mt19937 rng(7);
  std::uniform_int_distribution<int> letter('a', 'z');
  for (int line = 0; line < 24; ++line) {
    std::string s;
    for (int i = 0; i < 70; ++i) s += (i % 7 == 6) ? ' ' : static_cast<char>(letter(rng));
    cv::putText(m, s, {20, 30 + line * 29}, cv::FONT_HERSHEY_SIMPLEX, 0.7, {20, 20, 20}, 1,
                cv::LINE_AA);
  }
  return m;
}

cv::Mat graphPaper() {
  // A lattice of thin lines that fills the image and does not end: not a Go board.
  cv::Mat m(720, 1280, CV_8UC3, cv::Scalar(230, 240, 240));
  for (int p = 5; p < 1280; p += 24) cv::line(m, {p, 0}, {p, 719}, {120, 140, 140}, 1);
  for (int p = 5; p < 720; p += 24) cv::line(m, {0, p}, {1279, p}, {120, 140, 140}, 1);
  return m;
}

// A drawn lattice of `columns` x 19 lines on a sheet with a margin of 3 cells, seen obliquely on
// carpet: with 20 or 21 columns, which 19 of them a board would be is anyone's guess.
cv::Mat wideDrawnGrid(int columns) {
  const int cell = 60, margin = 3 * cell, rows = 18, nc = columns - 1;
  const int w = 2 * margin + nc * cell, h = 2 * margin + rows * cell;
  cv::Mat sheet(h, w, CV_8UC3, cv::Scalar(90, 170, 215));
  for (int k = 0; k <= rows; ++k)
    cv::line(sheet, {margin, margin + k * cell}, {margin + nc * cell, margin + k * cell},
             {30, 50, 60}, 3);
  for (int k = 0; k <= nc; ++k)
    cv::line(sheet, {margin + k * cell, margin}, {margin + k * cell, margin + rows * cell},
             {30, 50, 60}, 3);
  cv::Mat out(720, 1280, CV_8UC3);
  cv::randu(out, cv::Scalar(60, 60, 60), cv::Scalar(120, 120, 120));
  cv::GaussianBlur(out, out, {5, 5}, 1.5);
  const std::vector<cv::Point2f> from{{0, 0},
                                      {static_cast<float>(w), 0},
                                      {static_cast<float>(w), static_cast<float>(h)},
                                      {0, static_cast<float>(h)}};
  const std::vector<cv::Point2f> to{{280, 40}, {1020, 70}, {1090, 690}, {220, 670}};
  const cv::Mat map = cv::getPerspectiveTransform(from, to);
  cv::Mat warped, mask;
  cv::warpPerspective(sheet, warped, map, out.size());
  cv::warpPerspective(cv::Mat(sheet.size(), CV_8U, cv::Scalar(255)), mask, map, out.size(),
                      cv::INTER_NEAREST);
  warped.copyTo(out, mask);
  return out;
}

TEST(BoardLocator, RefusesADrawnGridWithALineTooManyWhereTheSheetGoesOn) {
  // Its edge lines and the line beyond one side are all seen alike, so the confidence of every
  // placement is the same; only the surface going on past that line (unlike a board's edge) tells
  // that a placement one line over is as good. 19 columns on the same sheet are a board.
  EXPECT_TRUE(locateBoard(wideDrawnGrid(19)).has_value());
  for (int columns : {20, 21}) {
    LocatorTrace trace;
    EXPECT_FALSE(locateBoard(wideDrawnGrid(columns), &trace).has_value())
        << columns << " columns: " << trace.rejection;
  }
}

TEST(BoardLocator, RejectsImagesWithoutABoard) {
  LocatorTrace trace;
  EXPECT_FALSE(locateBoard(noise(1), &trace).has_value());
  EXPECT_FALSE(locateBoard(chessboard(8)).has_value());
  EXPECT_FALSE(locateBoard(chessboard(24)).has_value());
  EXPECT_FALSE(locateBoard(wall()).has_value());
  EXPECT_FALSE(locateBoard(text()).has_value());
  EXPECT_FALSE(locateBoard(graphPaper()).has_value());
  cv::Mat black(720, 1280, CV_8UC3, cv::Scalar(0, 0, 0));
  EXPECT_FALSE(locateBoard(black).has_value());
}

}  // namespace
}  // namespace c6::vision
