// The locator's check on real near-full boards (../shared/data/dense-boards, games 1 and 2 of
// goban-watcher): at the true grid and at the true grid moved a third or half a cell along either
// axis. Stone tops lean a third of a cell toward the camera in these photos, so a grid moved that
// way finds the tops on its points; the check must still rank the true grid first.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <opencv2/imgcodecs.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "vision/board_locator.h"

namespace c6::vision {
namespace {

namespace fs = std::filesystem;

struct DensePhoto {
  fs::path image;
  std::array<cv::Point2f, 4> corners;
};

// The g01 and g02 photos with true corners (g03 is kept apart: nothing here is tuned on it).
std::vector<DensePhoto> denseGames12() {
  const fs::path root = fs::path(C6_SHARED_DATA_DIR) / "dense-boards" / "goban-watcher";
  std::vector<DensePhoto> out;
  if (!fs::is_directory(root)) {
    ADD_FAILURE() << "missing " << root;
    return out;
  }
  for (const auto& e : fs::directory_iterator(root)) {
    const std::string name = e.path().filename().string();
    if (e.path().extension() != ".jpg" || (name.rfind("g01", 0) != 0 && name.rfind("g02", 0) != 0))
      continue;
    std::ifstream c(fs::path(e.path()).replace_extension(".corners"));
    DensePhoto p{e.path(), {}};
    bool ok = true;
    for (auto& q : p.corners) ok = ok && static_cast<bool>(c >> q.x >> q.y);
    if (ok) out.push_back(p);
  }
  std::sort(out.begin(), out.end(),
            [](const DensePhoto& a, const DensePhoto& b) { return a.image < b.image; });
  return out;
}

// The score the check ranks grids by, before it is clamped into a confidence (see confidenceOf).
double checkScore(const GridEvidence& e) {
  const bool stonesCount = e.stonesInside >= 20;
  return e.lineSupport + (stonesCount ? 0.5 * (e.stonesOnPoints - 0.6) : -0.05);
}

// Per photo: the score at the true grid, at its eight moves (a third and half a cell, both ways,
// along each axis), and the margin of the true grid over the best move. Prints the table.
TEST(LocatorDenseCheck, TheTrueGridOutscoresGridsMovedAThirdOrHalfACell) {
  const auto photos = denseGames12();
  ASSERT_EQ(photos.size(), 31u);
  std::ostringstream table;
  table << std::fixed << std::setprecision(3);
  table << "photo                          true   x+1/3  x-1/3  x+1/2  x-1/2  y+1/3  y-1/3  y+1/2  "
           "y-1/2  margin  confidence  seenOnLines(true, best moved)  lineOffset(conc.) true\n";
  int beaten = 0, movedOff = 0, linesPinTheGrid = 0;
  std::ostringstream notOff;
  for (const auto& p : photos) {
    const cv::Mat image = cv::imread(p.image.string());
    ASSERT_FALSE(image.empty()) << p.image;
    const cv::Matx33d truth = BoardLocation::fromCorners(p.corners).gridToImage;
    std::vector<cv::Matx33d> grids{truth};
    for (cv::Vec2d axis : {cv::Vec2d(1, 0), cv::Vec2d(0, 1)})
      for (double d : {1.0 / 3, -1.0 / 3, 0.5, -0.5})
        grids.push_back(truth * cv::Matx33d(1, 0, d * axis[0], 0, 1, d * axis[1], 0, 0, 1));
    const std::vector<GridEvidence> ev = evidenceAt(image, grids);
    const GridEvidence& right = ev[0];
    const double rightScore = checkScore(right);
    table << std::left << std::setw(30) << p.image.stem().string() << " " << rightScore;
    double bestMoved = -1e9, bestSeen = -1;
    // The seen line pieces sit on the true grid's lines, and a third or half a cell off the moved
    // grids' lines along the axis they were moved on.
    EXPECT_LT(std::abs(right.lineOffset.x), 0.1) << p.image.stem();
    EXPECT_LT(std::abs(right.lineOffset.y), 0.1) << p.image.stem();
    linesPinTheGrid += right.confidence > 0 || right.lineConcentration.x < 0.5 ||
                       right.lineConcentration.y < 0.5 ||
                       (std::abs(right.lineOffset.x) <= 0.2 && std::abs(right.lineOffset.y) <= 0.2);
    for (std::size_t i = 1; i < ev.size(); ++i) {
      const GridEvidence& wrong = ev[i];
      const double along = i <= 4 ? wrong.lineOffset.x : wrong.lineOffset.y;
      const double concentration = i <= 4 ? wrong.lineConcentration.x : wrong.lineConcentration.y;
      const bool off = concentration >= 0.5 && std::abs(along) > 0.2;
      movedOff += off;
      if (!off)
        notOff << " " << p.image.stem().string() << "#" << i << "(" << along << "," << concentration
               << ")";
      const double s = checkScore(wrong);
      table << "  " << std::setw(5) << s;
      bestMoved = std::max(bestMoved, s);
      bestSeen = std::max(bestSeen, wrong.seenOnLines);
    }
    const double margin = rightScore - bestMoved;
    beaten += margin > 0;
    table << "  " << std::setw(6) << margin << "  " << std::setw(10) << right.confidence << "  "
          << right.seenOnLines << ", " << bestSeen << "  " << right.lineOffset << " ("
          << right.lineConcentration << ")\n";
  }
  table << "moved grids the seen lines do not read as off:" << notOff.str() << "\n";
  std::cout << table.str();
  SCOPED_TRACE(table.str());
  // Measured when set (branch locate8): the check's score puts the true grid first on all 31 (the
  // margin over the best moved grid 0.04 to 0.22); the seen lines read 231 of the 248 moved grids
  // as off along the axis they were moved on (the rest: too few or too scattered line pieces to
  // tell, never a moved grid read as on its lines), and none of the true grids.
  EXPECT_GE(beaten, 31);
  EXPECT_GE(movedOff, 231);
  EXPECT_EQ(linesPinTheGrid, 31);
}

// The scorer's corner error (../shared/tools/score_boards.py): the mean distance of matched corners
// over the mean true side, in %, best of the 8 ways to number the corners.
double cornerErrorPct(const std::array<cv::Point2f, 4>& found,
                      const std::array<cv::Point2f, 4>& truth) {
  double side = 0;
  for (std::size_t i = 0; i < 4; ++i) side += cv::norm(truth[i] - truth[(i + 1) % 4]);
  double best = 1e18;
  for (std::size_t mirror = 0; mirror < 2; ++mirror)
    for (std::size_t start = 0; start < 4; ++start) {
      double e = 0;
      for (std::size_t j = 0; j < 4; ++j)
        e += cv::norm(found[mirror ? (start + 4 - j) % 4 : (start + j) % 4] - truth[j]);
      best = std::min(best, e);
    }
  return 100.0 * best / side;
}

// The near-full boards themselves: the region's seeds snapped onto the line pieces seen between
// the stones, and the seen-line share in the check, find most of them; none is ever reported wrong.
TEST(LocatorDenseCheck, NearFullBoardsAreFoundByTheLinePiecesSeenAndNeverWrong) {
  const auto photos = denseGames12();
  ASSERT_EQ(photos.size(), 31u);
  int found = 0, wrong = 0;
  double errorSum = 0;
  std::ostringstream report;
  for (const auto& p : photos) {
    const cv::Mat image = cv::imread(p.image.string());
    ASSERT_FALSE(image.empty()) << p.image;
    const auto loc = locateBoard(image);
    report << p.image.stem().string() << ": ";
    if (!loc) {
      report << "not found\n";
      continue;
    }
    const double e = cornerErrorPct(loc->corners, p.corners);
    ++found;
    wrong += e > 2.0;
    errorSum += e;
    report << e << "% confidence " << loc->confidence << (e > 2.0 ? "  WRONG BOARD" : "") << "\n";
  }
  std::cout << report.str();
  SCOPED_TRACE(report.str());
  // Measured when set (branch locate9): 23 of 31 found (g01 9 of 17, g02 14 of 14; before the snap
  // 1 of 31), mean corner error 0.35%, none wrong.
  EXPECT_EQ(wrong, 0);
  EXPECT_GE(found, 23);
  if (found) {
    EXPECT_LE(errorSum / found, 0.45);
  }
}

}  // namespace
}  // namespace c6::vision
