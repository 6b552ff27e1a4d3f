// Stone reading on synthetic photos: perspective, wood grain, uneven light, glare, stones off their
// points, grid lines and star points; colour, grayscale and BGRA input.
#include "vision/stone_reading.h"

#include <gtest/gtest.h>

#include <opencv2/imgproc.hpp>

#include "stone_scene.h"

namespace c6::vision {
namespace {

std::string diff(const StoneReading& r, const std::vector<std::string>& truth) {
  std::string out;
  for (int y = 0; y < 19; ++y) {
    std::string seen;
    for (int x = 0; x < 19; ++x) seen += ".XO?"[static_cast<int>(r.at(x, y))];
    out += truth[static_cast<std::size_t>(y)] + "   " + seen +
           (seen == truth[static_cast<std::size_t>(y)] ? "\n" : "  <\n");
  }
  return "truth                 read\n" + out;
}

int wrongPoints(const StoneReading& r, const std::vector<std::string>& truth) {
  int wrong = 0;
  for (int y = 0; y < 19; ++y)
    for (int x = 0; x < 19; ++x)
      wrong += ".XO?"[static_cast<int>(r.at(x, y))] !=
               truth[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)];
  return wrong;
}

TEST(StoneReadingTest, ReadsRandomPositionsUnderPerspective) {
  for (unsigned seed = 1; seed <= 4; ++seed) {
    stone_scene::Scene s;
    s.seed = seed;
    s.board = stone_scene::randomPosition(static_cast<int>(20 * seed), seed);
    const auto r = readStones(stone_scene::render(s), BoardLocation::fromCorners(s.corners));
    EXPECT_EQ(wrongPoints(r, s.board), 0) << "seed " << seed << "\n" << diff(r, s.board);
  }
}

TEST(StoneReadingTest, EmptyBoardWithStarPointsHasNoStones) {
  stone_scene::Scene s;
  s.board = std::vector<std::string>(19, std::string(19, '.'));
  const auto r = readStones(stone_scene::render(s), BoardLocation::fromCorners(s.corners));
  EXPECT_EQ(wrongPoints(r, s.board), 0) << diff(r, s.board);
}

TEST(StoneReadingTest, GlareOnTheBoardIsNotAWhiteStone) {
  stone_scene::Scene s;
  s.board = stone_scene::randomPosition(30, 7);
  s.glareOnBoard = true;
  const auto r = readStones(stone_scene::render(s), BoardLocation::fromCorners(s.corners));
  EXPECT_EQ(wrongPoints(r, s.board), 0) << diff(r, s.board);
}

// A band of light along a diagonal, washing the wood and its lines out to white across six points
// (it ends at cell centres, so that it runs through each of them), over a sparse position whose
// stones keep clear of it.
stone_scene::Scene diagonalStreakScene() {
  stone_scene::Scene s;
  s.board = stone_scene::randomPosition(30, 7);
  for (int y = 7; y <= 16; ++y)
    for (int x = 1; x <= 10; ++x)
      s.board[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)] = '.';
  s.streak = std::array<cv::Point2d, 2>{cv::Point2d(2.5, 8.5), cv::Point2d(8.5, 14.5)};
  return s;
}

TEST(StoneReadingTest, DiagonalStreakOfLightAcrossTheLinesReadsEmpty) {
  const stone_scene::Scene s = diagonalStreakScene();
  const auto r = readStonesByRules(stone_scene::render(s), BoardLocation::fromCorners(s.corners));
  EXPECT_EQ(wrongPoints(r, s.board), 0) << diff(r, s.board);
}

// A broad band of light (sun through a window) leaves the board across its outer line: the points
// it lights on that line have no diagonal on the board, but their two gaps towards the board are
// lit like them (without that second look, one false white at the line).
TEST(StoneReadingTest, StreakOfLightAcrossTheOuterLineReadsEmpty) {
  stone_scene::Scene s = diagonalStreakScene();
  for (int y = 0; y <= 10; ++y)
    for (int x = 0; x <= 6; ++x)
      s.board[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)] = '.';
  s.streak = std::array<cv::Point2d, 2>{cv::Point2d(-2, 2), cv::Point2d(4, 8)};
  s.streakWidth = 0.5;
  const auto r = readStonesByRules(stone_scene::render(s), BoardLocation::fromCorners(s.corners));
  EXPECT_EQ(wrongPoints(r, s.board), 0) << diff(r, s.board);
}

TEST(StoneReadingTest, WhiteStonesBesideTheStreakUnderItsHaloStillReadWhite) {
  stone_scene::Scene s = diagonalStreakScene();
  // Beside the band's axis (0.7 cell away): the halo adds light to the stones and to the board
  // around them alike, so the stones stay brighter than their gaps. (Under the axis itself the
  // added light clips stones and wood alike to white: no rule can read a stone there.)
  for (const auto& [x, y] : {std::pair{4, 9}, std::pair{6, 11}, std::pair{8, 12}})
    s.board[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)] = 'O';
  const auto r = readStonesByRules(stone_scene::render(s), BoardLocation::fromCorners(s.corners));
  EXPECT_EQ(wrongPoints(r, s.board), 0) << diff(r, s.board);
}

TEST(StoneReadingTest, GrayscaleAndBgraInputReadTheSame) {
  stone_scene::Scene s;
  s.board = stone_scene::randomPosition(40, 11);
  const cv::Mat colour = stone_scene::render(s);
  const auto loc = BoardLocation::fromCorners(s.corners);
  cv::Mat grey, bgra;
  cv::cvtColor(colour, grey, cv::COLOR_BGR2GRAY);
  cv::cvtColor(colour, bgra, cv::COLOR_BGR2BGRA);
  const auto fromGrey = readStones(grey, loc);
  EXPECT_EQ(wrongPoints(fromGrey, s.board), 0) << diff(fromGrey, s.board);
  const auto fromBgra = readStones(bgra, loc);
  EXPECT_EQ(wrongPoints(fromBgra, s.board), 0) << diff(fromBgra, s.board);
}

TEST(StoneReadingTest, DarkBoardColourIsCalibratedFromTheImage) {
  stone_scene::Scene s;
  s.board = stone_scene::randomPosition(40, 5);
  s.wood = {40, 85, 130};  // dark walnut under dim light
  const auto r = readStones(stone_scene::render(s), BoardLocation::fromCorners(s.corners));
  // The learned reader misses some black stones on this synthetic dark board (7 of 361 points with
  // the committed model; the hand-set rules read it exactly): a known gap, bounded so it cannot
  // grow.
  EXPECT_LE(wrongPoints(r, s.board), 8) << diff(r, s.board);
}

TEST(StoneReadingTest, ScoresAreDistributionsAndConfidenceIsTheBest) {
  stone_scene::Scene s;
  s.board = stone_scene::randomPosition(30, 3);
  const auto r = readStones(stone_scene::render(s), BoardLocation::fromCorners(s.corners));
  ASSERT_EQ(r.scores.size(), 361u);
  for (std::size_t i = 0; i < 361; ++i) {
    const auto& sc = r.scores[i];
    EXPECT_NEAR(sc[0] + sc[1] + sc[2], 1.0f, 1e-4f);
    for (float v : sc) EXPECT_TRUE(v >= 0.f && v <= 1.f);
    EXPECT_FLOAT_EQ(r.confidence[i], std::max({sc[0], sc[1], sc[2]}));
  }
  EXPECT_GT(r.minConfidence(), 0.5f) << "a clean synthetic board should leave no point in doubt";
}

TEST(StoneReadingTest, BoardPartlyOutsideTheFrameOrBadInputDoesNotCrash) {
  stone_scene::Scene s;
  s.board = stone_scene::randomPosition(30, 9);
  cv::Mat frame = stone_scene::render(s);
  auto shifted = s.corners;
  for (auto& c : shifted) c.x += 500;  // right third of the board beyond the frame
  const auto r = readStones(frame, BoardLocation::fromCorners(shifted));
  EXPECT_EQ(r.cells.size(), 361u);
  const auto tiny = readStones(cv::Mat(3, 5, CV_8UC3, cv::Scalar(9, 9, 9)),
                               BoardLocation::fromCorners(s.corners));
  EXPECT_EQ(tiny.cells.size(), 361u);
  const auto none = readStones(cv::Mat(), BoardLocation::fromCorners(s.corners));
  EXPECT_EQ(none.cells.size(), 361u);
  EXPECT_EQ(none.minConfidence(), 0.f) << "no image: no confidence";
}

}  // namespace
}  // namespace c6::vision
