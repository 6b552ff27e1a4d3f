// Cross-check between the renderer and the board locator: the locator must find the board in
// rendered frames where the ground truth says it is. A failure means either the renderer's corners
// or the locator drifted; both are worth a look.
#include <gtest/gtest.h>

#include <sstream>

#include "renderer.h"
#include "vision/board_locator.h"

namespace c6::render {
namespace {

struct View {
  unsigned seed;
  const char* camera;
  const char* table;
};

TEST(RenderLocator, LocatorFindsTheRenderedBoard) {
  const View views[] = {{11, "elevation 45 azimuth 0 fov 50", "wood"},
                        {12, "elevation 38 azimuth 6 fov 55 roll 1", "cloth"},
                        {13, "elevation 60 azimuth -8 fov 48 roll -1", "dark"},
                        {14, "elevation 50 azimuth 3 fov 50 distortion 0.03", "cloth"}};
  for (const View& v : views) {
    std::ostringstream text;
    text << "seed " << v.seed << "\nvideo 960x540 10\ncamera " << v.camera << "\ntable " << v.table
         << "\ntiming think 0.3 0.5 hand 0.5 0.6 lead 0.3 tail 0.5\n"
         << "moves 1.j10 2.j13k16 3.e7k9 4.j11m12 5.g7k10 6.j12k15\n";
    std::istringstream in(text.str());
    Renderer r(parseScript(in, "view" + std::to_string(v.seed)));
    FrameTruth truth;
    const cv::Mat img = r.render(r.frameCount() - 1, &truth);
    ASSERT_FALSE(truth.handOverBoard);
    const auto found = vision::locateBoard(img);
    ASSERT_TRUE(found.has_value()) << "seed " << v.seed << ": board not found";
    double worst = 0;
    for (int i = 0; i < 4; ++i)
      worst = std::max(worst, cv::norm(found->corners[static_cast<std::size_t>(i)] -
                                       truth.corners[static_cast<std::size_t>(i)]));
    std::cout << "seed " << v.seed << ": worst corner error " << worst << " px\n";
    EXPECT_LT(worst, 2.0) << "seed " << v.seed;
  }
}

}  // namespace
}  // namespace c6::render
