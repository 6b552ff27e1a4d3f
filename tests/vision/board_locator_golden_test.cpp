// Golden test: board finding (and the whole detection) on the real photos of ../shared/data/photos.
// Thresholds sit just below the numbers measured when they were set: a regression fails, an
// improvement should raise them. Measures the same code as `c6rec detect`.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "vision/board_detection.h"

namespace c6::vision {
namespace {

namespace fs = std::filesystem;

const fs::path kPhotos = fs::path(C6_SHARED_DATA_DIR) / "photos";

struct Photo {
  fs::path image;
  std::string set;
  std::vector<std::string> board;                     // empty when no .board
  std::optional<std::array<cv::Point2f, 4>> corners;  // when a .corners exists
};

std::vector<Photo> labelledPhotos(const fs::path& root = kPhotos) {
  std::vector<Photo> out;
  if (!fs::is_directory(root)) {
    ADD_FAILURE() << "shared photo folder missing: " << root << " (set C6_SHARED_DATA_DIR)";
    return out;
  }
  for (const auto& e : fs::recursive_directory_iterator(root)) {
    if (e.path().extension() != ".jpg" || e.path().string().find("unlabelled") != std::string::npos)
      continue;
    Photo p;
    p.image = e.path();
    p.set = e.path().parent_path().filename().string();
    std::ifstream b(fs::path(e.path()).replace_extension(".board"));
    std::string row;
    while (b >> row) p.board.push_back(row);
    std::ifstream c(fs::path(e.path()).replace_extension(".corners"));
    std::array<cv::Point2f, 4> cs;
    bool ok = true;
    for (auto& q : cs) ok = ok && static_cast<bool>(c >> q.x >> q.y);
    if (ok) p.corners = cs;
    if (p.board.size() == 19 || p.corners) out.push_back(p);
  }
  std::sort(out.begin(), out.end(),
            [](const Photo& a, const Photo& b) { return a.image < b.image; });
  return out;
}

// Mean corner distance over the 8 corner orders of the square (the detector numbers rows from the
// image top-left, a .corners file from wherever its author started), in % of the mean side.
double cornerErrorPct(const std::array<cv::Point2f, 4>& found,
                      const std::array<cv::Point2f, 4>& truth) {
  double side = 0;
  for (std::size_t i = 0; i < 4; ++i) side += cv::norm(truth[(i + 1) % 4] - truth[i]);
  side /= 4;
  double best = 1e9;
  for (int mirror = 0; mirror < 2; ++mirror)
    for (std::size_t r = 0; r < 4; ++r) {
      double e = 0;
      for (std::size_t k = 0; k < 4; ++k) {
        std::size_t j = mirror ? (r + 4 - k) % 4 : (r + k) % 4;
        e += cv::norm(found[j] - truth[k]);
      }
      best = std::min(best, e / 4);
    }
  return 100.0 * best / side;
}

// Intersections that differ from the truth, best of the 8 symmetries (as score_boards.py).
int wrongPoints(const StoneReading& r, const std::vector<std::string>& truth) {
  int best = 361;
  for (int k = 0; k < 8; ++k) {
    int wrong = 0;
    for (int y = 0; y < 19; ++y)
      for (int x = 0; x < 19; ++x) {
        int tx = x, ty = y;
        if (k >= 4) std::swap(tx, ty);
        for (int i = 0; i < k % 4; ++i) {  // rotate (tx, ty) by 90 degrees
          int nx = 18 - ty;
          ty = tx;
          tx = nx;
        }
        char t = truth[static_cast<std::size_t>(ty)][static_cast<std::size_t>(tx)];
        core::Seen s = r.at(x, y);
        char d = s == core::Seen::Black ? 'X' : s == core::Seen::White ? 'O' : '.';
        wrong += t != d;
      }
    best = std::min(best, wrong);
  }
  return best;
}

TEST(BoardLocatorGolden, FindsBoardsAndCornersInRealPhotos) {
  auto photos = labelledPhotos();
  ASSERT_GE(photos.size(), 60u) << "expected the 61 labelled photos of " << kPhotos;
  int found = 0, withCorners = 0, cornersGood = 0, imagoPoints = 0, imagoWrong = 0, allPoints = 0,
      allWrong = 0;
  double fixedCameraErr = 0;
  int fixedCameraCount = 0;
  std::ostringstream report;
  for (const auto& p : photos) {
    cv::Mat image = cv::imread(p.image.string());
    ASSERT_FALSE(image.empty()) << p.image;
    Detection d = detectBoard(image);
    found += d.location.has_value();
    report << p.set << "/" << p.image.filename().string() << ": "
           << (d.location ? "found" : "NOT FOUND");
    if (p.corners) {
      ++withCorners;
      if (d.location) {
        double e = cornerErrorPct(d.location->corners, *p.corners);
        report << " corner error " << e << "%";
        cornersGood += e < 0.5;
        if (p.set == "gomrade" || p.set == "gomrade-seq") {
          fixedCameraErr += e;
          ++fixedCameraCount;
        }
      }
    }
    if (p.board.size() == 19) {
      int wrong = d.stones ? wrongPoints(*d.stones, p.board) : 361;
      allPoints += 361;
      allWrong += wrong;
      if (p.set.rfind("imago", 0) == 0) {
        imagoPoints += 361;
        imagoWrong += wrong;
      }
      report << " wrong points " << wrong;
    }
    report << "\n";
  }
  SCOPED_TRACE(report.str());
  // Measured when set: 61 of 61 found; 22 of 23 corner sets within 0.5 % of the board side (the
  // other is gobonline/empty_angled, whose hand-labelled corners are off the grid); gomrade corners
  // 0.04 % on average; imago 1 wrong intersection of 13718; all photos 9 of 22021.
  EXPECT_GE(found, 61);
  EXPECT_GE(cornersGood, 21) << "of " << withCorners;
  ASSERT_EQ(fixedCameraCount, 16);
  EXPECT_LT(fixedCameraErr / fixedCameraCount, 0.1);
  EXPECT_GE(1.0 - static_cast<double>(imagoWrong) / imagoPoints, 0.9995);
  EXPECT_LE(allWrong, 12) << "of " << allPoints;
}

// Board location per source folder: how many boards are found, how far their corners are off, and
// that no wrong board (corner error above 2% of the side) is ever reported. Thresholds are per
// folder, so a new folder neither loosens nor breaks the others: it is held to zero wrong boards
// until it gets its own line here.
struct FolderThreshold {
  std::string folder;  // <set>/<source>
  double minFoundRate;
  double maxMeanCornerErrorPct;
};

void checkLocationPerFolder(const std::string& setName,
                            const std::vector<FolderThreshold>& thresholds) {
  auto photos = labelledPhotos(fs::path(C6_SHARED_DATA_DIR) / setName);
  ASSERT_FALSE(photos.empty()) << "no labelled photos in " << setName;
  struct Tally {
    int images = 0, found = 0, wrong = 0;
    double errSum = 0, errMax = 0;
  };
  std::map<std::string, Tally> bySource;
  std::ostringstream report;
  for (const auto& p : photos) {
    if (!p.corners) continue;  // a board label alone cannot score the location
    cv::Mat image = cv::imread(p.image.string());
    ASSERT_FALSE(image.empty()) << p.image;
    Tally& t = bySource[setName + "/" + p.set];
    ++t.images;
    auto loc = locateBoard(image);
    report << p.set << "/" << p.image.filename().string() << ": ";
    if (!loc) {
      report << "not found\n";
      continue;
    }
    const double e = cornerErrorPct(loc->corners, *p.corners);
    ++t.found;
    t.errSum += e;
    t.errMax = std::max(t.errMax, e);
    t.wrong += e > 2.0;
    report << "corner error " << e << "% confidence " << loc->confidence
           << (e > 2.0 ? "  WRONG BOARD" : "") << "\n";
  }
  SCOPED_TRACE(report.str());
  for (const auto& [source, t] : bySource) {
    SCOPED_TRACE(source);
    EXPECT_EQ(t.wrong, 0) << "boards reported with corners more than 2% of the side off";
    auto th = std::find_if(thresholds.begin(), thresholds.end(),
                           [&](const FolderThreshold& f) { return f.folder == source; });
    if (th == thresholds.end()) continue;
    EXPECT_GE(static_cast<double>(t.found) / t.images, th->minFoundRate)
        << t.found << " of " << t.images;
    if (t.found) {
      EXPECT_LE(t.errSum / t.found, th->maxMeanCornerErrorPct);
    }
  }
  for (const auto& th : thresholds)
    EXPECT_TRUE(bySource.count(th.folder)) << "folder gone: " << th.folder;
}

// Measured when set: goban-watcher 48 of 48 found (47 before the stone discs were also sought in
// a coloured light's own channel; 46 before the line search's grids bounded a
// stone lattice too; 43 before a blue or violet light was undone before the grey was taken, see
// lightGains; 40 before the region pass judged a grid by its most confident reading and counted a
// rival-tested winner's ends; 18 before the region seeds were
// snapped onto the line pieces seen, 17 before the stone tops' offset; the other near-full boards
// are refused, never guessed), mean corner error 0.29%, max 0.87%; roboflow-go-board 130 of 135,
// 0.96%. Judging a one-line move by the lines it changes found one more dense board, but with the
// stone-lattice seeds it reported a wrong one on roboflow-go-board (27_d99665fe, a row off): taken
// out.
TEST(BoardLocatorGolden, DenseBoardsPerFolder) {
  checkLocationPerFolder("dense-boards", {{"dense-boards/goban-watcher", 0.97, 0.32}});
}

// A near-full board under blue light whose region holds several grids a tenth of a cell apart:
// the stone tops' offset, a free choice of each grid, must not let one a little off win (it did
// once: 0.63% instead of 0.09%).
TEST(BoardLocatorGolden, DenseBoardUnderBlueLightIsPinnedByItsLines) {
  const fs::path path =
      fs::path(C6_SHARED_DATA_DIR) / "dense-boards" / "goban-watcher" / "g03_3_jwerth_blue_2.jpg";
  const cv::Mat image = cv::imread(path.string());
  ASSERT_FALSE(image.empty()) << "missing " << path;
  const auto loc = locateBoard(image);
  ASSERT_TRUE(loc.has_value());
  std::ifstream c(fs::path(path).replace_extension(".corners"));
  std::array<cv::Point2f, 4> truth;
  for (auto& q : truth) c >> q.x >> q.y;
  EXPECT_LT(cornerErrorPct(loc->corners, truth), 0.2);
}

// A near-full board of dense-boards (goban-watcher) the locator must find, within `maxErrorPct`
// of the board's side.
void expectDenseBoardFound(const std::string& name, double maxErrorPct) {
  SCOPED_TRACE(name);
  const fs::path path = fs::path(C6_SHARED_DATA_DIR) / "dense-boards" / "goban-watcher" / name;
  const cv::Mat image = cv::imread(path.string());
  ASSERT_FALSE(image.empty()) << "missing " << path;
  LocatorTrace trace;
  const auto loc = locateBoard(image, &trace);
  ASSERT_TRUE(loc.has_value()) << trace.rejection;
  std::ifstream c(fs::path(path).replace_extension(".corners"));
  std::array<cv::Point2f, 4> truth;
  for (auto& q : truth) c >> q.x >> q.y;
  EXPECT_LT(cornerErrorPct(loc->corners, truth), maxErrorPct);
}

// The region pass's best fit reads under the confidence bar (0.49 and 0.28 on main) while a
// reading of the same grid, within half a cell of it (snapped from another seed), clears it: the
// hypothesis is judged by its most confident reading (found at 0.76% and 0.24%).
TEST(BoardLocatorGolden, NearFullBoardIsJudgedByItsMostConfidentReading) {
  expectDenseBoardFound("g01_1_jwerth_cyan_2.jpg", 1.0);
  expectDenseBoardFound("g01_1_jwerth_yellow_1.jpg", 1.0);
}

// The region winner beats every rival, itself moved a line among them, but its confidence (0.13 on
// main) leaves out how clearly it ends at the board's edge; counted as in its fit, the end margin
// lifts it over the bar (found at 0.32%).
TEST(BoardLocatorGolden, NearFullBoardThatBeatsItsRivalsCountsItsEnds) {
  expectDenseBoardFound("g01_1_jwerth_cyan_1.jpg", 1.0);
}

// Under a saturated blue or violet light the luminance grey keeps a third of the scene's contrast
// (its weights favour the dim red and green): the lines and stones went unseen and these were not
// found. With the light undone first (lightGains) they are, at 0.53%, 0.45% and 0.39%.
TEST(BoardLocatorGolden, NearFullBoardUnderBlueOrVioletLightIsFound) {
  expectDenseBoardFound("g01_1_jwerth_blue_1.jpg", 1.0);
  expectDenseBoardFound("g01_1_jwerth_violet_1.jpg", 1.0);
  expectDenseBoardFound("g01_1_jwerth_violet_2.jpg", 1.0);
}

// The same board under a dimmer blue light: its white stones differ from the wood in blue alone,
// which the balance dims (0.41), so in the balanced grey they hardly show; the discs sought in the
// blue channel as taken find them (refused at confidence 0.50 without them; found at 0.56%).
TEST(BoardLocatorGolden, NearFullBoardUnderADimBlueLightIsFoundByItsLightStones) {
  expectDenseBoardFound("g01_1_jwerth_blue_2.jpg", 1.0);
}

// A steep, rotated phone photo whose board region takes in the board's side faces and a bowl: the
// stones, rectified by that region, cannot be walked into a lattice; bounded by the line search's
// grid (on the board's plane, lines off) they can (found with every corner within 0.5%).
TEST(BoardLocatorGolden, SteepViewIsBoundedByTheLineSearchsGrid) {
  expectDenseBoardFound("g01_IMG_1688.jpg", 1.0);
}

TEST(BoardLocatorGolden, CornersOnlyPerFolder) {
  checkLocationPerFolder("corners-only", {{"corners-only/roboflow-go-board", 0.955, 1.1}});
}

TEST(BoardLocatorGolden, PhotosPerFolderNeverWrong) {
  checkLocationPerFolder("photos", {});
}

TEST(BoardLocatorGolden, HugeUpscaledPhotoGivesTheSameCorners) {
  const fs::path path = kPhotos / "gomrade" / "sample5.jpg";
  cv::Mat image = cv::imread(path.string());
  ASSERT_FALSE(image.empty()) << "missing " << path;
  auto small = locateBoard(image);
  ASSERT_TRUE(small.has_value());
  cv::Mat huge;
  cv::resize(image, huge, {4000, 3000}, 0, 0, cv::INTER_LINEAR);
  auto big = locateBoard(huge);
  ASSERT_TRUE(big.has_value());
  const double sx = 4000.0 / image.cols, sy = 3000.0 / image.rows;
  for (std::size_t i = 0; i < 4; ++i) {
    // Pixel centres scale as (x + 0.5) * s - 0.5.
    cv::Point2f expected((small->corners[i].x + 0.5f) * static_cast<float>(sx) - 0.5f,
                         (small->corners[i].y + 0.5f) * static_cast<float>(sy) - 0.5f);
    EXPECT_LT(cv::norm(big->corners[i] - expected), 0.003 * 4000) << "corner " << i;
  }
}

TEST(BoardLocatorGolden, GrayscalePhotoIsLocatedToo) {
  const fs::path path = kPhotos / "gomrade-seq" / "005.jpg";
  cv::Mat gray = cv::imread(path.string(), cv::IMREAD_GRAYSCALE);
  ASSERT_FALSE(gray.empty()) << "missing " << path;
  auto loc = locateBoard(gray);
  ASSERT_TRUE(loc.has_value());
  std::ifstream c(fs::path(path).replace_extension(".corners"));
  std::array<cv::Point2f, 4> truth;
  for (auto& q : truth) c >> q.x >> q.y;
  EXPECT_LT(cornerErrorPct(loc->corners, truth), 0.2);
}

}  // namespace
}  // namespace c6::vision
