// The hue a point's disc shows against the wood around it: wood keeps its hue under any light, a
// stone takes the light's. A white stone in a warm lamp's pool that the lamp does not reach keeps
// the cool room's tint: a colourful disc, but of another hue than the wood.
#include "vision/stone_features.h"

#include <gtest/gtest.h>

#include "pipeline_scene.h"

using namespace c6;
using namespace c6::vision;

namespace {

const PointFeatures& at(const BoardFeatures& f, int x, int y) {
  return f.points[static_cast<std::size_t>(y * f.size + x)];
}

}  // namespace

TEST(StoneFeatures, ADiscOfAnotherHueThanTheWoodShowsIt) {
  c6::test::Scene scene;
  cv::Mat img = scene.render();  // wood (B, G, R) = (90, 170, 215): orange-yellow
  const BoardLocation loc = scene.location();
  const int r = 6;
  auto disc = [&](int x, int y, cv::Scalar bgr) {
    cv::circle(img, loc.project(x, y), r, bgr, cv::FILLED, cv::LINE_AA);
  };
  disc(5, 5, cv::Scalar(200, 180, 160));    // blue-grey: a white stone in a cool room's light
  disc(9, 9, cv::Scalar(70, 130, 165));     // the wood's own hue, darker
  disc(13, 13, cv::Scalar(185, 185, 185));  // neutral grey: no hue at all
  const BoardFeatures f = measureBoard(img, loc);
  EXPECT_LT(at(f, 5, 5).hueAlong, 0.0f);
  EXPECT_GT(at(f, 5, 5).chroma, 0.3f);  // colourful enough that the chroma bar alone misses it
  EXPECT_GT(at(f, 9, 9).hueAlong, 0.9f);
  EXPECT_FLOAT_EQ(at(f, 13, 13).hueAlong, 1.0f);
  EXPECT_GT(at(f, 3, 15).hueAlong, 0.9f);  // empty wood
}
