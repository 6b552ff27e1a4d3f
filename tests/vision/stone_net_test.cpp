// The committed stone model (data/stone_net.onnx) as readStones runs it: it loads, a model file
// that is missing or corrupt is an error naming the file, and an arm over the board reads as
// covered, never as stones. (Synthetic stones: stone_reading_test; real photos: stone_golden_test.)
#include "vision/stone_net.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "tests/render/renderer.h"
#include "tests/render/script.h"
#include "vision/stone_reading.h"

namespace c6::vision {
namespace {

namespace fs = std::filesystem;

std::string loadError(const std::string& path) {
  try {
    StoneNet net(path);
  } catch (const std::runtime_error& e) {
    return e.what();
  }
  return "";
}

TEST(StoneNetTest, CommittedModelLoadsAndIsSmall) {
  const fs::path model = fs::path(C6_PROJECT_DATA_DIR) / "stone_net.onnx";
  ASSERT_TRUE(fs::is_regular_file(model)) << model;
  EXPECT_LE(fs::file_size(model), 10u * 1024 * 1024);
  EXPECT_EQ(loadError(model.string()), "");
}

TEST(StoneNetTest, MissingOrCorruptModelIsAnErrorNamingTheFile) {
  const fs::path dir = fs::temp_directory_path() / "c6_stone_net_test";
  fs::create_directories(dir);
  const std::string missing = (dir / "no-such-model.onnx").string();
  EXPECT_NE(loadError(missing).find(missing), std::string::npos) << loadError(missing);
  const std::string corrupt = (dir / "corrupt.onnx").string();
  std::ofstream(corrupt) << "not a model";
  EXPECT_NE(loadError(corrupt).find(corrupt), std::string::npos) << loadError(corrupt);
}

// An arm rests across the board for seconds: the points under it read covered (or empty), not as
// stones. The goal is no stone at all; the committed model, which learned arms only from ones
// painted on photos (vision/training/arms.py), reads 3 of the 57 hidden points of these frames as
// stones, so the bound is one in ten until renders join the training data.
TEST(StoneNetTest, RenderedArmOverTheBoardIsCoveredNotStones) {
  std::istringstream text(
      "seed 5\nvideo 960x540 10\ncamera elevation 60 azimuth 10\ntable wood\n"
      "timing think 0.3 0.5 hand 0.5 0.8 lead 0.3 tail 0.3\n"
      "moves 1.j10 2.d4q16 3.k11c3\nafter 3 sleeve W 3\n");
  render::Renderer renderer(render::parseScript(text, "arm"));
  int armFrames = 0, hiddenPoints = 0, coveredRead = 0, stonesUnderArm = 0;
  for (int f = renderer.frameCount() - 1; f >= 0 && armFrames < 3; f -= 3) {
    render::FrameTruth truth;
    const cv::Mat frame = renderer.render(f, &truth);
    if (truth.hidden.size() < 8) continue;
    ++armFrames;
    const StoneReading r = readStones(frame, BoardLocation::fromCorners(truth.corners));
    ASSERT_EQ(r.covered.size(), 361u);
    for (const core::Point& p : truth.hidden) {
      const int x = p.col, y = 18 - p.row;  // record rows count from the image bottom
      ++hiddenPoints;
      coveredRead += r.coveredAt(x, y);
      stonesUnderArm += r.at(x, y) != core::Seen::Empty;
    }
  }
  ASSERT_GT(armFrames, 0) << "the script no longer shows a resting arm";
  EXPECT_LE(stonesUnderArm, hiddenPoints / 10)
      << stonesUnderArm << " of " << hiddenPoints << " hidden points read as stones";
  EXPECT_GE(coveredRead, hiddenPoints / 2)
      << coveredRead << " of " << hiddenPoints << " hidden points read covered";
}

}  // namespace
}  // namespace c6::vision
