// The check that keeps a false refinement out: the grid lines show most strongly where the lattice
// sits on them, so a shift that moves the lattice off them is refused.
#include "vision/view_shift.h"

#include <gtest/gtest.h>

#include "pipeline_scene.h"

using namespace c6::vision;

TEST(ViewShift, TheLinesShowMostWhereTheLatticeSitsOnThem) {
  c6::test::Scene scene;
  scene.rows[9][9] = 'X';
  scene.rows[7][12] = 'O';
  const cv::Mat frame = scene.render();
  const BoardView onLines(scene.location());
  cv::Mat img;
  onLines.warp(frame, img);
  const double aligned = latticeContrast(img, onLines);
  EXPECT_GT(aligned, 5.0);
  for (const double cells : {0.2, 0.35, 0.5}) {
    const BoardView off = onLines.shifted(cells * onLines.cell(), 0.0);
    cv::Mat offImg;
    off.warp(frame, offImg);
    EXPECT_LT(latticeContrast(offImg, off), 0.8 * aligned) << cells << " of a cell off";
  }
  EXPECT_EQ(latticeContrast(cv::Mat(), onLines), 0.0);
}
