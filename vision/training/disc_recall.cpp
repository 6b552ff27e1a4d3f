// Disc recall and precision against ground truth: for each labelled photo (a .jpg with .board and
// .corners beside it), the stones of the .board are placed by the .corners' homography and matched
// with the discs findStoneDiscs finds at the locator's working size. A stone's top shows up to half
// a cell from its point toward the top of the image in oblique views, so a disc matches a stone
// when it lies near the segment from the point to half a cell up the image.
//
// Build (after building c6vision in build/):
//   g++ -std=c++20 -O2 -I. vision/training/disc_recall.cpp build/vision/libc6vision.a \
//     build/calibration/libc6calibration.a build/core/libc6core.a \
//     $(pkg-config --cflags --libs opencv4) -o build/disc_recall
// Run: build/disc_recall [--overlay DIR] IMAGE.jpg... ; one line per image:
//   name stones discsOnBoard matchedStones matchedDiscs
#include <cmath>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <opencv2/calib3d.hpp>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>
#include <string>
#include <vector>

#include "vision/locator_discs.h"

namespace {

constexpr int kSize = 19;
constexpr double kWorkLongSide = 800.0;  // as board_locator.cpp
constexpr double kTolCells = 0.35;       // a disc this near the stone's top segment matches it

struct Stone {
  cv::Point2d point, top;
  double cell = 0;
};

cv::Point2d apply(const cv::Matx33d& h, double x, double y) {
  const cv::Vec3d v = h * cv::Vec3d(x, y, 1);
  return {v[0] / v[2], v[1] / v[2]};
}

double segDist(cv::Point2d p, cv::Point2d a, cv::Point2d b) {
  const cv::Point2d ab = b - a;
  const double l2 = ab.dot(ab);
  const double t = l2 > 0 ? std::clamp((p - a).dot(ab) / l2, 0.0, 1.0) : 0.0;
  return cv::norm(p - (a + t * ab));
}

}  // namespace

int main(int argc, char** argv) {
  std::string overlay;
  for (int i = 1; i < argc; ++i) {
    std::string path = argv[i];
    if (path == "--overlay" && i + 1 < argc) {
      overlay = argv[++i];
      continue;
    }
    const std::string stem = path.substr(0, path.rfind('.'));
    std::ifstream cf(stem + ".corners"), bf(stem + ".board");
    if (!cf || !bf) continue;
    std::vector<cv::Point2d> corners(4);
    for (auto& c : corners) cf >> c.x >> c.y;
    std::vector<std::string> rows(kSize);
    for (auto& r : rows) bf >> r;
    const std::vector<cv::Point2d> grid = {
        {0, 0}, {kSize - 1, 0}, {kSize - 1, kSize - 1}, {0, kSize - 1}};
    const cv::Matx33d h = cv::findHomography(grid, corners);
    const cv::Mat image = cv::imread(path, cv::IMREAD_COLOR);
    if (image.empty()) continue;
    std::vector<Stone> stones;
    for (int r = 0; r < kSize; ++r)
      for (int c = 0; c < kSize; ++c) {
        if (rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)] == '.') continue;
        Stone s;
        s.point = apply(h, c, r);
        const cv::Point2d dc = apply(h, c + 0.5, r) - apply(h, c - 0.5, r);
        const cv::Point2d dr = apply(h, c, r + 0.5) - apply(h, c, r - 0.5);
        s.cell = 0.5 * (cv::norm(dc) + cv::norm(dr));
        // Half a cell up the image along whichever grid axis runs most up it.
        cv::Point2d up = std::abs(dc.y) > std::abs(dr.y) ? dc : dr;
        if (up.y > 0) up = -up;
        s.top = s.point + 0.5 * up;
        stones.push_back(s);
      }
    const double scale = kWorkLongSide / std::max(image.cols, image.rows);
    cv::Mat work;
    cv::resize(image, work, {}, scale, scale, scale < 1 ? cv::INTER_AREA : cv::INTER_LINEAR);
    std::vector<c6::vision::Disc> discs = c6::vision::findStoneDiscs(work);
    for (auto& d : discs) {
      d.centre = (d.centre + cv::Point2f(0.5f, 0.5f)) * static_cast<float>(1 / scale) -
                 cv::Point2f(0.5f, 0.5f);
      d.radius /= static_cast<float>(scale);
    }
    int hitStones = 0, hitDiscs = 0;
    std::vector<bool> discHit(discs.size(), false);
    for (const auto& s : stones) {
      bool hit = false;
      for (std::size_t k = 0; k < discs.size(); ++k)
        if (segDist(discs[k].centre, s.point, s.top) < kTolCells * s.cell) {
          hit = true;
          discHit[k] = true;
        }
      hitStones += hit;
    }
    // Precision counts the discs on the board only (a cell beyond its outer lines): the table and
    // the bowls are no part of it.
    const cv::Matx33d toGrid = h.inv();
    int onBoard = 0;
    for (std::size_t k = 0; k < discs.size(); ++k) {
      const cv::Point2d g = apply(toGrid, discs[k].centre.x, discs[k].centre.y);
      if (g.x < -1 || g.y < -1 || g.x > kSize || g.y > kSize) continue;
      ++onBoard;
      hitDiscs += discHit[k];
    }
    const std::string name = path.substr(path.rfind('/', path.rfind('/') - 1) + 1);
    std::printf("%s %zu %d %d %d\n", name.c_str(), stones.size(), onBoard, hitStones, hitDiscs);
    if (!overlay.empty()) {
      cv::Mat o = image.clone();
      for (const auto& s : stones) cv::line(o, s.point, s.top, cv::Scalar(0, 255, 0), 2);
      for (std::size_t k = 0; k < discs.size(); ++k)
        cv::circle(o, discs[k].centre, cvRound(discs[k].radius),
                   discHit[k] ? cv::Scalar(255, 0, 0) : cv::Scalar(0, 0, 255), 2);
      std::string flat = name;
      for (auto& ch : flat)
        if (ch == '/') ch = '_';
      cv::imwrite(overlay + "/" + flat.substr(0, flat.rfind('.')) + ".png", o);
    }
  }
  return 0;
}
