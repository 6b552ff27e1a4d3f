// The locator's cues beyond grid lines, on synthetic boards: stones found as discs, near-full
// boards never located wrong, and the verification telling the true grid's ends from those of a
// grid shifted by a line.
#include <gtest/gtest.h>

#include <opencv2/imgproc.hpp>
#include <random>

#include "stone_scene.h"
#include "vision/board_locator.h"
#include "vision/grid_lines.h"
#include "vision/light_balance.h"
#include "vision/locator_discs.h"
#include "vision/locator_verify.h"

namespace c6::vision {
namespace {

double maxCornerError(const std::array<cv::Point2f, 4>& a, const std::array<cv::Point2f, 4>& b) {
  // The locator numbers the grid from the image top-left; the scenes below are given that way.
  double e = 0;
  for (std::size_t i = 0; i < 4; ++i) e = std::max(e, static_cast<double>(cv::norm(a[i] - b[i])));
  return e;
}

// Glare on black stones splits their blob (a known weakness: such stones are found at a smaller
// scale, off centre), so this scene has none.
TEST(LocatorDiscs, FindsBlackAndWhiteStonesOnTheirPoints) {
  stone_scene::Scene s;
  s.board = stone_scene::randomPosition(60, 7);
  s.glareOnStones = false;
  cv::Mat image = stone_scene::render(s), gray;
  cv::cvtColor(image, gray, cv::COLOR_BGR2GRAY);
  auto discs = findDiscs(gray);
  const auto loc = BoardLocation::fromCorners(s.corners);
  const cv::Matx33d inv = loc.gridToImage.inv();
  int black = 0, white = 0, misplaced = 0;
  for (const auto& d : discs) {
    cv::Vec3d q = inv * cv::Vec3d(d.centre.x, d.centre.y, 1.0);
    const double gx = q[0] / q[2], gy = q[1] / q[2];
    const int x = static_cast<int>(std::lround(gx)), y = static_cast<int>(std::lround(gy));
    if (x < 0 || y < 0 || x > 18 || y > 18) continue;
    const char c = s.board[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)];
    const bool near = std::abs(gx - x) < 0.25 && std::abs(gy - y) < 0.25;
    if (near && c == 'X' && d.tone < 0)
      ++black;
    else if (near && c == 'O' && d.tone > 0)
      ++white;
    else if (d.radius > 9)
      ++misplaced;  // small blobs (line crossings, star points) are allowed
  }
  EXPECT_GE(black, 27) << "of 30 black stones";
  EXPECT_GE(white, 27) << "of 30 white stones";
  // Measured 12 when set: large empty cells near the camera still pass for light discs (without the
  // ring test, every empty cell did: 226).
  EXPECT_LE(misplaced, 15);
}

// Discs of at least 9 px within a quarter cell of a light stone's point in scene `s`; with
// `lighterTone` only those the finder took for lighter than their surroundings.
int lightStonesFound(const stone_scene::Scene& s, const std::vector<Disc>& discs,
                     bool lighterTone = false) {
  const cv::Matx33d inv = BoardLocation::fromCorners(s.corners).gridToImage.inv();
  int n = 0;
  for (const auto& d : discs) {
    cv::Vec3d q = inv * cv::Vec3d(d.centre.x, d.centre.y, 1.0);
    const double gx = q[0] / q[2], gy = q[1] / q[2];
    const int x = static_cast<int>(std::lround(gx)), y = static_cast<int>(std::lround(gy));
    if (x < 0 || y < 0 || x > 18 || y > 18 || d.radius < 9 || (lighterTone && d.tone < 0)) continue;
    if (s.board[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)] == 'O' &&
        std::abs(gx - x) < 0.25 && std::abs(gy - y) < 0.25)
      ++n;
  }
  return n;
}

// Light-green stones on light wood, of the wood's own grey (game 2 of dense-boards): grey alone
// barely sees them; their colour does.
TEST(LocatorDiscs, LightStonesOfTheBoardsGreyAreFoundByTheirColour) {
  stone_scene::Scene s;
  s.board = stone_scene::randomPosition(60, 9);
  s.light = cv::Scalar(150, 190, 140);  // grey 171, the wood's 172
  s.lightShine = s.light;
  s.shadowless = true;
  cv::Mat image = stone_scene::render(s), gray;
  cv::cvtColor(image, gray, cv::COLOR_BGR2GRAY);
  EXPECT_LT(lightStonesFound(s, findDiscs(gray)), 10) << "of 30: the scene is no test of colour";
  EXPECT_GE(lightStonesFound(s, findStoneDiscs(image)), 25) << "of 30 light stones";
}

// Under a saturated blue light the white stones and the wood differ in blue and hardly at all in
// green or red (g01 blue_2 of dense-boards); the light's balance dims the blue, and with it the
// stones, in the grey the discs are searched in. The blue channel as taken still shows them
// (measured when written: 0 of 30 light stones without it, 29 with it).
TEST(LocatorDiscs, LightStonesUnderABlueLightAreFoundInTheLightsOwnChannel) {
  stone_scene::Scene s;
  s.board = stone_scene::randomPosition(60, 9);
  cv::Mat image;
  // Fitted to that photo's board, white and black stones, channel by channel.
  cv::transform(stone_scene::render(s), image,
                cv::Matx34f(0.87f, 0, 0, 64, 0, 0.36f, 0, -3, 0, 0, 0.01f, 1));
  const cv::Vec3d gains = lightGains(image);
  ASSERT_NE(gains, cv::Vec3d(1, 1, 1)) << "the scene's light is not taken for a coloured one";
  const int balancedOnly = lightStonesFound(s, findStoneDiscs(balancedBgr(image, gains)), true);
  const int withLight = lightStonesFound(s, findStoneDiscs(image, gains), true);
  EXPECT_LT(balancedOnly, 15) << "of 30: the scene is no test of the light's channel";
  EXPECT_GE(withLight, 25) << "of 30 light stones";
}

TEST(LocatorDiscs, PlainWoodHasNoStones) {
  cv::Mat wood(480, 640, CV_8UC1);
  cv::randn(wood, cv::Scalar(150), cv::Scalar(6));
  cv::GaussianBlur(wood, wood, {0, 0}, 1.0);
  EXPECT_TRUE(findDiscs(wood).empty());
}

// Near-full boards are not yet found reliably; what must hold is that none is ever guessed wrong:
// found means the right corners, else a reason is given.
TEST(LocatorCues, ANearFullBoardIsFoundRightOrRefusedWithAReason) {
  for (unsigned seed : {11u, 12u, 13u}) {
    stone_scene::Scene s;
    s.board = stone_scene::randomPosition(300, seed);
    s.seed = seed;
    cv::Mat image = stone_scene::render(s);
    LocatorTrace trace;
    auto loc = locateBoard(image, &trace);
    if (!loc) {
      EXPECT_FALSE(trace.rejection.empty()) << "seed " << seed;
      continue;
    }
    EXPECT_LT(maxCornerError(loc->corners, s.corners), 6.0) << "seed " << seed;
    EXPECT_GE(loc->confidence, 0.5) << "seed " << seed;
  }
}

TEST(LocatorVerify, TheTrueGridBeatsTheGridShiftedByOneLine) {
  stone_scene::Scene s;
  s.board = stone_scene::randomPosition(120, 3);
  cv::Mat image = stone_scene::render(s), gray;
  cv::cvtColor(image, gray, cv::COLOR_BGR2GRAY);
  cv::Mat response = darkLineResponse(gray);
  const double threshold = 0.7 * lineThreshold(response);
  auto discs = findDiscs(gray);
  cv::Mat hidden = cv::Mat::zeros(gray.size(), CV_8U);
  for (const auto& d : discs)
    cv::circle(hidden, d.centre, cvRound(0.8 * d.radius), cv::Scalar(255), cv::FILLED);
  const cv::Matx33d truth = BoardLocation::fromCorners(s.corners).gridToImage;
  const GridEvidence right = gatherEvidence(response, threshold, hidden, discs, truth, 19);
  EXPECT_GT(right.lineSupport, 0.6);
  EXPECT_GT(right.stonesOnPoints, 0.7);  // the rest: glints and line crossings taken for discs
  EXPECT_GE(right.confidence, 0.5);
  for (cv::Vec2d shift : {cv::Vec2d(1, 0), cv::Vec2d(-1, 0), cv::Vec2d(0, 1), cv::Vec2d(0, -1)}) {
    const cv::Matx33d moved = truth * cv::Matx33d(1, 0, shift[0], 0, 1, shift[1], 0, 0, 1);
    const GridEvidence wrong = gatherEvidence(response, threshold, hidden, discs, moved, 19);
    // The confidence does not see a one-line shift (both grids fit every line they cover); the
    // ends do, and refineGrid slides a grid by them before it is checked.
    EXPECT_LT(wrong.endMargin, right.endMargin - 0.3) << "shift " << shift;
  }
}

// On a near-full board the gaps between four touching stones show as blobs of their own, about 0.2
// to 0.3 of a cell across their radius, at the cell centres: half a cell off every point. They are
// not stones, so they neither pull the count of stones on points down for the true grid nor vouch
// for the grid moved half a cell onto them.
TEST(LocatorVerify, GapsBetweenTouchingStonesAreNotStones) {
  const double cell = 20;
  const cv::Matx33d truth(cell, 0, 30, 0, cell, 30, 0, 0, 1);
  std::vector<Disc> discs;
  for (int y = 0; y < 19; ++y)
    for (int x = 0; x < 19; ++x) {
      const auto px = static_cast<float>(30 + cell * x), py = static_cast<float>(30 + cell * y);
      discs.push_back({{px, py}, static_cast<float>(0.48 * cell), (x + y) % 2 ? 1 : -1, 40.f});
      if (x < 18 && y < 18)
        discs.push_back({{px + static_cast<float>(cell / 2), py + static_cast<float>(cell / 2)},
                         static_cast<float>(0.3 * cell),
                         -1,
                         30.f});
    }
  const cv::Mat response = cv::Mat::zeros(460, 460, CV_8U);
  const GridEvidence right = gatherEvidence(response, 10, cv::Mat(), discs, truth, 19);
  EXPECT_EQ(right.stonesInside, 361);
  EXPECT_DOUBLE_EQ(right.stonesOnPoints, 1.0);
  const cv::Matx33d half = truth * cv::Matx33d(1, 0, 0.5, 0, 1, 0.5, 0, 0, 1);
  const GridEvidence wrong = gatherEvidence(response, 10, cv::Mat(), discs, half, 19);
  EXPECT_LT(wrong.stonesOnPoints, 0.1);
}

// Stone tops seen from a low camera sit off their points by the stones' height, all the same way.
// The true grid claims that offset (capped), so its stones count as on points; a grid moved half a
// cell off stones that sit on their points gains nothing from the cap.
TEST(LocatorVerify, StoneTopsLeaningOneWayStillMarkTheTrueGrid) {
  const double cell = 20;
  const cv::Matx33d truth(cell, 0, 30, 0, cell, 30, 0, 0, 1);
  auto stones = [&](double lean) {
    std::vector<Disc> discs;
    std::mt19937 rng(7);
    std::normal_distribution<double> jitter(0.0, 0.03);
    for (int y = 0; y < 19; ++y)
      for (int x = 0; x < 19; ++x) {
        if ((x * 7 + y * 3) % 5 == 0) continue;  // some points empty
        const double gx = x + jitter(rng), gy = y + lean + jitter(rng);
        discs.push_back({{static_cast<float>(30 + cell * gx), static_cast<float>(30 + cell * gy)},
                         static_cast<float>(0.48 * cell),
                         (x + y) % 2 ? 1 : -1,
                         40.f});
      }
    return discs;
  };
  const cv::Mat response = cv::Mat::zeros(460, 460, CV_8U);
  // Tops 0.4 cell up the image: beyond the on-point tolerance alone (0.3).
  const GridEvidence leaning = gatherEvidence(response, 10, cv::Mat(), stones(-0.4), truth, 19);
  EXPECT_NEAR(leaning.topOffset.y, -0.15, 1e-9);
  EXPECT_GT(leaning.stonesOnPoints, 0.9);
  // Tops on their points: the grid moved half a cell (either way, on either axis) finds them
  // 0.35 cell off after its capped offset.
  const std::vector<Disc> upright = stones(0.0);
  const GridEvidence right = gatherEvidence(response, 10, cv::Mat(), upright, truth, 19);
  EXPECT_NEAR(right.topOffset.x, 0.0, 0.02);
  EXPECT_NEAR(right.topOffset.y, 0.0, 0.02);
  EXPECT_GT(right.stonesOnPoints, 0.95);
  for (cv::Vec2d shift : {cv::Vec2d(0.5, 0), cv::Vec2d(-0.5, 0), cv::Vec2d(0, 0.5),
                          cv::Vec2d(0, -0.5), cv::Vec2d(0.5, 0.5)}) {
    const cv::Matx33d half = truth * cv::Matx33d(1, 0, shift[0], 0, 1, shift[1], 0, 0, 1);
    const GridEvidence wrong = gatherEvidence(response, 10, cv::Mat(), upright, half, 19);
    EXPECT_LT(wrong.stonesOnPoints, 0.1) << "shift " << shift;
  }
}

// A rendered scene's line response, stone discs and the lines they hide: what the locator gathers
// a candidate grid's evidence from.
struct RenderedEvidence {
  explicit RenderedEvidence(const stone_scene::Scene& s) {
    const cv::Mat image = stone_scene::render(s);
    cv::Mat gray;
    cv::cvtColor(image, gray, cv::COLOR_BGR2GRAY);
    response = darkLineResponse(gray);
    threshold = 0.7 * lineThreshold(response);
    discs = findStoneDiscs(image);
    hidden = cv::Mat::zeros(gray.size(), CV_8U);
    for (const auto& d : discs)
      cv::circle(hidden, d.centre, cvRound(0.8 * d.radius), cv::Scalar(255), cv::FILLED);
  }
  GridEvidence at(const cv::Matx33d& grid) const {
    return gatherEvidence(response, threshold, hidden, discs, grid, 19);
  }

  cv::Mat response, hidden;
  double threshold = 0;
  std::vector<Disc> discs;
};

// The same on a rendered oblique near-full board: the discs found in the photo vouch for the true
// grid, not for the grid moved half a cell.
TEST(LocatorVerify, ANearFullBoardsStonesDoNotVouchForAGridMovedHalfACell) {
  stone_scene::Scene s;
  s.board = stone_scene::randomPosition(280, 21);
  s.seed = 21;
  s.glareOnStones = false;
  const RenderedEvidence scene(s);
  const cv::Matx33d truth = BoardLocation::fromCorners(s.corners).gridToImage;
  const GridEvidence right = scene.at(truth);
  EXPECT_GT(right.stonesOnPoints, 0.7);
  for (cv::Vec2d shift :
       {cv::Vec2d(0.5, 0), cv::Vec2d(0, 0.5), cv::Vec2d(0, -0.5), cv::Vec2d(0.5, 0.5)}) {
    const cv::Matx33d half = truth * cv::Matx33d(1, 0, shift[0], 0, 1, shift[1], 0, 0, 1);
    const GridEvidence wrong = scene.at(half);
    EXPECT_LT(wrong.stonesOnPoints, right.stonesOnPoints - 0.4)
        << "shift " << shift << " offset " << wrong.topOffset << " against " << right.topOffset;
    EXPECT_LT(wrong.confidence, right.confidence) << "shift " << shift;
  }
}

// Tall stones on an oblique near-full board: their tops stand 0.35 cell up the image, so a grid
// moved a third of a cell up the image finds them on its points as they are seen. The evidence
// that gates a grid (its lines where no stone hides them, and its stones on points once its own
// capped offset is removed) must still rank the true grid above grids moved a third or half a
// cell either way along either axis.
TEST(LocatorVerify, TallStonesDoNotVouchForAGridMovedAThirdOrHalfACell) {
  stone_scene::Scene s;
  s.board = stone_scene::randomPosition(300, 33);
  s.seed = 33;
  s.glareOnStones = false;
  s.topLift = 0.35;
  const RenderedEvidence scene(s);
  const cv::Matx33d truth = BoardLocation::fromCorners(s.corners).gridToImage;
  const GridEvidence right = scene.at(truth);
  const double rightZ = right.lineSupport + 0.5 * right.stonesOnPoints;
  for (double d : {1.0 / 3, 0.5, -1.0 / 3, -0.5})
    for (cv::Vec2d shift : {cv::Vec2d(d, 0), cv::Vec2d(0, d)}) {
      const cv::Matx33d moved = truth * cv::Matx33d(1, 0, shift[0], 0, 1, shift[1], 0, 0, 1);
      const GridEvidence wrong = scene.at(moved);
      EXPECT_LT(wrong.lineSupport + 0.5 * wrong.stonesOnPoints, rightZ - 0.1)
          << "shift " << shift << ": lines " << wrong.lineSupport << " vs " << right.lineSupport
          << ", stones " << wrong.stonesOnPoints << " vs " << right.stonesOnPoints;
    }
}

// Short pieces of grid line between stones, as a near-full board shows them: each a third of a cell
// long, on the true grid's rows and columns, with a few stray pieces (stone rims) between.
std::vector<Segment> linePiecesBetweenStones(const cv::Matx33d& grid) {
  auto at = [&](double x, double y) {
    const cv::Vec3d p = grid * cv::Vec3d(x, y, 1.0);
    return cv::Point2f(static_cast<float>(p[0] / p[2]), static_cast<float>(p[1] / p[2]));
  };
  std::vector<Segment> segs;
  for (int k = 0; k < 19; ++k)
    for (int j = 0; j < 18; j += 3) {
      segs.push_back({at(j + 0.33, k), at(j + 0.66, k)});  // along row k
      segs.push_back({at(k, j + 0.33), at(k, j + 0.66)});  // along column k
    }
  for (int j = 1; j < 18; j += 4) segs.push_back({at(j + 0.5, 3.2), at(j + 0.5, 3.6)});
  return segs;
}

// The line pieces seen say where the grid's lines are: on the true grid they sit on its lines; on
// a grid moved a third of a cell (toward the stone tops) they sit a third of a cell off.
TEST(LocatorVerify, SeenLinePiecesSayWhereTheGridsLinesAre) {
  const cv::Matx33d truth(20, 0, 30, 0, 20, 30, 0, 0, 1);
  const std::vector<Segment> segs = linePiecesBetweenStones(truth);
  const SeenLines right = segmentsOnLines(segs, truth, 19);
  EXPECT_GT(right.onLines, 0.95);
  EXPECT_NEAR(right.offset.x, 0.0, 0.02);
  EXPECT_NEAR(right.offset.y, 0.0, 0.02);
  EXPECT_GT(right.concentration.y, 0.9);
  const cv::Matx33d up = truth * cv::Matx33d(1, 0, 0, 0, 1, -1.0 / 3, 0, 0, 1);
  const SeenLines moved = segmentsOnLines(segs, up, 19);
  EXPECT_LT(moved.onLines, 0.6);  // the column pieces still lie on its columns
  EXPECT_NEAR(moved.offset.y, 1.0 / 3, 0.03);
  EXPECT_NEAR(moved.offset.x, 0.0, 0.02);
  // Too little line to tell: nothing is claimed.
  const std::vector<Segment> few(segs.begin(), segs.begin() + 4);
  EXPECT_LT(segmentsOnLines(few, truth, 19).onLines, 0.0);
}

// A grid whose stones all sit on its points as seen and whose probed lines are well supported is
// still refused when the line pieces seen clearly lie a third of a cell beside its lines: on a
// near-full oblique board that is the grid moved onto the stone tops.
TEST(LocatorVerify, AGridBesideTheLinesSeenIsRefusedWhateverItsStonesSay) {
  GridEvidence e;
  e.lineSupport = 0.6;
  e.stonesInside = 200;
  e.stonesOnPoints = 0.9;
  EXPECT_GE(confidenceOf(e), 0.5);
  e.lineOffset = {0.0, 1.0 / 3};
  e.lineConcentration = {0.9, 0.8};
  EXPECT_EQ(confidenceOf(e), 0.0);
  // Scattered pieces (concentration below a half) say nothing either way.
  e.lineConcentration = {0.9, 0.3};
  EXPECT_GE(confidenceOf(e), 0.5);
  // Lines a tenth of a cell off: a true grid a little off, kept.
  e.lineOffset = {0.0, 0.1};
  e.lineConcentration = {0.9, 0.8};
  EXPECT_GE(confidenceOf(e), 0.5);
}

}  // namespace
}  // namespace c6::vision

namespace c6::vision {
namespace {

double maxCornerMove(const cv::Matx33d& a, const cv::Matx33d& b) {
  double e = 0;
  for (auto [x, y] :
       std::array<std::pair<double, double>, 4>{{{0, 0}, {18, 0}, {18, 18}, {0, 18}}}) {
    const cv::Vec3d p = a * cv::Vec3d(x, y, 1.0), q = b * cv::Vec3d(x, y, 1.0);
    e = std::max(e, std::hypot(p[0] / p[2] - q[0] / q[2], p[1] / p[2] - q[1] / q[2]));
  }
  return e;
}

// A seed a fraction of a cell off the board's lines in shift, scale and perspective (a region
// lattice stretched toward the camera) is moved onto the line pieces seen between the stones: the
// snap recovers the true grid's homography.
TEST(LocatorVerify, TheSnapMovesASeedOntoTheLinePiecesSeen) {
  // An oblique board: the far side narrower than the near one.
  const std::vector<cv::Point2f> unit{{0, 0}, {18, 0}, {18, 18}, {0, 18}},
      seen{{120, 80}, {520, 90}, {600, 470}, {40, 460}};
  const cv::Matx33d truth(cv::getPerspectiveTransform(unit, seen));
  const std::vector<Segment> segs = linePiecesBetweenStones(truth);
  // The seed: 0.25 cell down, 0.2 cell right, 0.3 cell taller, a little skewed.
  const cv::Matx33d off(18.3 / 18, 0.01, 0.2, -0.005, 18.3 / 18, 0.25, 0.0004, 0.0003, 1);
  const cv::Matx33d seed = truth * off;
  const double cell = 400.0 / 18;
  ASSERT_GT(maxCornerMove(seed, truth), 0.4 * cell);
  const cv::Matx33d snapped = snapToSeenLines(segs, seed, 19);
  EXPECT_LT(maxCornerMove(snapped, truth), 0.05 * cell);
  // The true grid stays where it is.
  EXPECT_LT(maxCornerMove(snapToSeenLines(segs, truth, 19), truth), 0.02 * cell);
}

// Without line pieces (or with too few to tell) the snap leaves the seed alone; pieces along one
// direction only move the grid across that direction only.
TEST(LocatorVerify, TheSnapDoesNotMoveAGridWithoutLinePieces) {
  const cv::Matx33d truth(20, 0, 30, 0, 20, 30, 0, 0, 1);
  const cv::Matx33d seed = truth * cv::Matx33d(1.02, 0, 0.2, 0, 1.01, 0.2, 0, 0, 1);
  EXPECT_EQ(maxCornerMove(snapToSeenLines({}, seed, 19), seed), 0.0);
  const std::vector<Segment> segs = linePiecesBetweenStones(truth);
  const std::vector<Segment> few(segs.begin(), segs.begin() + 4);
  EXPECT_EQ(maxCornerMove(snapToSeenLines(few, seed, 19), seed), 0.0);
  // Only the row pieces: rows snap onto the true rows (within a twentieth of a cell), the columns
  // stay where the seed had them (within a tenth: the perspective the rows ask for bends them).
  std::vector<Segment> rows;
  for (std::size_t i = 0; i < segs.size(); i += 2) rows.push_back(segs[i]);
  const cv::Matx33d snapped = snapToSeenLines(rows, seed, 19);
  for (auto [x, y] :
       std::array<std::pair<double, double>, 4>{{{0, 0}, {18, 0}, {18, 18}, {0, 18}}}) {
    const cv::Vec3d p = snapped * cv::Vec3d(x, y, 1.0), s = seed * cv::Vec3d(x, y, 1.0),
                    t = truth * cv::Vec3d(x, y, 1.0);
    EXPECT_NEAR(p[1] / p[2], t[1] / t[2], 1.0) << x << "," << y;
    EXPECT_NEAR(p[0] / p[2], s[0] / s[2], 2.0) << x << "," << y;
  }
}

}  // namespace
}  // namespace c6::vision
