// The scene-light directives (ambient, spot, lamp, clouds, auto, board, rest): parsed as written,
// refused with the file and line when wrong, and doing what they say to the picture.
#include <gtest/gtest.h>

#include <opencv2/imgproc.hpp>
#include <sstream>

#include "lighting.h"
#include "renderer.h"
#include "script.h"

namespace c6::render {
namespace {

Script parse(const std::string& text) {
  std::istringstream in(text);
  return parseScript(in, "light.script");
}

const char* kGame =
    "seed 7\nvideo 480x270 10\ncamera elevation 70 azimuth 0 fov 50\n"
    "timing think 0.3 0.6 hand 0.6 0.8 lead 0.5 tail 1.0\nlight noise 0 glare 0 drift 0\n"
    "board wood 150,195,232 grain 0.05 lines 0.6\nmoves 1.j10 2.k11k9 3.d4q16\n";

// Mean grey of a small square around the projection of a board point (col, row, z).
double greyAt(const cv::Mat& img, const Camera& cam, const BoardGeometry& g, double col, double row,
              double z = 0.0) {
  const cv::Point2d p = cam.project(g.point(col, row, z));
  cv::Mat grey;
  cv::cvtColor(img(cv::Rect(static_cast<int>(p.x) - 1, static_cast<int>(p.y) - 1, 3, 3)), grey,
               cv::COLOR_BGR2GRAY);
  return cv::mean(grey)[0];
}

TEST(RenderSceneLight, ParsesEveryDirective) {
  const Script s =
      parse(std::string(kGame) +
            "ambient level 0.5 tint warm\n"
            "spot at k8 radius 90 strength 0.8 tint 0.8,0.9,1.1 stones 0.2\n"
            "lamp main azimuth 230 elevation 32 shadow 0.4 softness 15\n"
            "lamp second azimuth 110 elevation 50 shadow 0.2 softness 40\n"
            "clouds 3 depth 0.4 seconds 5\nauto exposure 1.5 white-balance 0.1 jumps 2\n"
            "rest B gap 140\nrest W gap -10\n");
  EXPECT_DOUBLE_EQ(s.light.level, 0.5);
  EXPECT_EQ(s.light.tint, *namedTint("warm"));
  ASSERT_EQ(s.light.spots.size(), 1u);
  EXPECT_EQ(s.light.spots[0].at, core::Point(10, 7));
  EXPECT_DOUBLE_EQ(s.light.spots[0].radiusMm, 90);
  EXPECT_EQ(s.light.spots[0].tint, cv::Vec3d(0.8, 0.9, 1.1));
  EXPECT_DOUBLE_EQ(s.light.spots[0].onStones, 0.2);
  ASSERT_TRUE(s.light.main && s.light.second);
  EXPECT_DOUBLE_EQ(s.light.main->elevationDeg, 32);
  EXPECT_DOUBLE_EQ(s.light.second->softnessMm, 40);
  EXPECT_EQ(s.light.clouds, 3);
  EXPECT_DOUBLE_EQ(s.light.cloudSeconds, 5);
  EXPECT_DOUBLE_EQ(s.light.exposureLag, 1.5);
  EXPECT_EQ(s.light.whiteBalanceJumps, 2);
  ASSERT_TRUE(s.boardWood);
  EXPECT_EQ(*s.boardWood, cv::Vec3d(150, 195, 232));
  EXPECT_EQ(s.rest[0], 140.0);
  EXPECT_EQ(s.rest[1], -10.0);
}

TEST(RenderSceneLight, BadValuesNameTheLine) {
  for (const char* bad :
       {"spot radius 90\n", "spot at k8 tint purple\n", "lamp third\n", "lamp main elevation 5\n",
        "clouds 2 depth 1.5\n", "ambient level 0\n", "rest X\n", "auto exposure -1\n"}) {
    try {
      parse(std::string(kGame) + bad);
      ADD_FAILURE() << "accepted: " << bad;
    } catch (const ScriptError& e) {
      EXPECT_NE(std::string(e.what()).find("light.script:8:"), std::string::npos) << e.what();
    }
  }
}

TEST(RenderSceneLight, APoolLightsTheWoodButNotTheStonesTops) {
  Renderer plain(parse(kGame));
  Renderer pool(parse(std::string(kGame) + "spot at j10 radius 60 strength 1.2 tint warm\n"));
  const int last = plain.frameCount() - 1;
  const cv::Mat a = plain.render(last), b = pool.render(last);
  const Camera cam = plain.cameraAt(0);
  const BoardGeometry& g = plain.geometry();
  // Wood between j10 and k11 (in the pool), the white stone on k11, the black one on j10, and
  // wood far from the pool (near a1).
  EXPECT_GT(greyAt(b, cam, g, 8.5, 9.5), greyAt(a, cam, g, 8.5, 9.5) + 30);
  EXPECT_NEAR(greyAt(b, cam, g, 10, 10, g.stoneHeight), greyAt(a, cam, g, 10, 10, g.stoneHeight),
              2);
  EXPECT_NEAR(greyAt(b, cam, g, 0.5, 0.5), greyAt(a, cam, g, 0.5, 0.5), 3);
}

TEST(RenderSceneLight, ADimRoomHalvesTheGreyLevels) {
  Renderer plain(parse(kGame)), dim(parse(std::string(kGame) + "ambient level 0.5\n"));
  const int last = plain.frameCount() - 1;
  const cv::Mat a = plain.render(last), b = dim.render(last);
  const double wood = greyAt(a, plain.cameraAt(0), plain.geometry(), 4.5, 4.5);
  EXPECT_NEAR(greyAt(b, plain.cameraAt(0), plain.geometry(), 4.5, 4.5), wood * 0.5, 4);
}

TEST(RenderSceneLight, CloudsDimThePictureAndAutoExposureBringsItBack) {
  SceneLight l;
  l.clouds = 1;
  l.cloudDepth = 0.5;
  l.cloudSeconds = 6;
  const CameraResponse fixed(l, 30, 3);
  double darkest = 1, darkestAt = 0;
  for (double t = 0; t < 30; t += 0.1)
    if (fixed.gain(t)[1] < darkest) darkest = fixed.gain(t)[1], darkestAt = t;
  EXPECT_NEAR(darkest, 0.5, 0.02);
  l.exposureLag = 0.5;
  const CameraResponse followed(l, 30, 3);
  EXPECT_GT(followed.gain(darkestAt)[1], darkest + 0.2);  // the camera has made up for it
  EXPECT_EQ(CameraResponse(SceneLight{}, 30, 3).gain(12.3), cv::Vec3d(1, 1, 1));
}

TEST(RenderSceneLight, ARestingArmStaysInThePictureBetweenTrips) {
  Renderer still(parse(std::string(kGame) + "players left right\n"));
  Renderer resting(parse(std::string(kGame) + "players left right\nrest B gap 60\n"));
  // Before the first trip: no arm anywhere, unless Black's rests beside the board.
  const cv::Mat a = still.render(0), b = resting.render(0);
  cv::Mat diff;
  cv::absdiff(a, b, diff);
  cv::cvtColor(diff, diff, cv::COLOR_BGR2GRAY);
  EXPECT_GT(cv::countNonZero(diff > 40), 200);
  FrameTruth truth;
  resting.render(0, &truth);
  EXPECT_FALSE(truth.handOverBoard);  // on the table, not over the board
}

}  // namespace
}  // namespace c6::render
