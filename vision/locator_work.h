#pragma once
// Internal to the board locator (board_locator.cpp and locator_region_search.cpp): the working
// image, the grid check's score and the grid variants both search passes share.
#include <array>
#include <chrono>
#include <opencv2/core.hpp>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "vision/board_locator.h"
#include "vision/locator_discs.h"
#include "vision/locator_verify.h"

namespace c6::vision::locator {

constexpr int kSize = 19;
// Least confidence (see confidenceOf) of a grid reported as found, by every pass: a wrong board is
// worse than none. Chosen on photos and corners-only alone; dense-boards, scored with it, shows no
// wrong board (the region cue's wrong grids there were lattices half a cell off, vouched for by the
// gaps between stones until those stopped counting as stones: see kMinStoneRadiusCells).
constexpr double kMinConfidence = 0.5;

struct Work {
  cv::Mat image;  // as given (a header only): its colour is read when stones are looked for
  cv::Vec3d gains{1, 1, 1};  // the light's colour undone (see lightGains), BGR order
  cv::Mat gray;
  double scale = 1;
  cv::Mat response;
  double threshold = 0;
  double probeThreshold = 0;
  std::vector<Disc> discs;        // round blobs (mostly stones), working pixels
  cv::Mat hidden;                 // where those discs cover the grid lines
  std::vector<Segment> segments;  // thin dark line pieces, working pixels
};

// Wall time per stage, kept only when a trace is asked for.
class Stages {
 public:
  explicit Stages(bool on) : on_(on) {}
  void lap(const char* name) {
    if (!on_) return;
    const auto now = std::chrono::steady_clock::now();
    ms_.emplace_back(name, std::chrono::duration<double, std::milli>(now - last_).count());
    last_ = now;
  }
  void into(LocatorTrace* trace) const {
    if (trace) trace->stageMs = ms_;
  }

 private:
  bool on_;
  std::chrono::steady_clock::time_point last_ = std::chrono::steady_clock::now();
  std::vector<std::pair<std::string, double>> ms_;
};

// The region winner must beat every different hypothesis (and its own one-line-shifted and
// rescaled variants) by this much fit, else the board is not clearly located; so must a line-pass
// grid its shifted variants where the surface goes on past it (see surfaceGoesOn).
constexpr double kMinLead = 0.1;

// A grid moved by one line or stretched by one cell about its centre; `side` is the side (as in
// GridEvidence::edge) whose line beyond a moved grid takes in, -1 for a stretched one.
struct Variant {
  double dx, dy, sx, sy;
  const char* name;
  int side;
};
constexpr double kN = kSize - 1;
constexpr std::array<Variant, 8> kVariants{{{1, 0, 1, 1, "moved a column", 1},
                                            {-1, 0, 1, 1, "moved a column", 3},
                                            {0, 1, 1, 1, "moved a row", 2},
                                            {0, -1, 1, 1, "moved a row", 0},
                                            {0, 0, (kN + 1) / kN, 1, "a column wider", -1},
                                            {0, 0, (kN - 1) / kN, 1, "a column narrower", -1},
                                            {0, 0, 1, (kN + 1) / kN, "a row taller", -1},
                                            {0, 0, 1, (kN - 1) / kN, "a row shorter", -1}}};

// Working image -> original image pixels (resize maps pixel centres, not pixel corners).
cv::Matx33d workToImage(double scale);
cv::Point2d apply(const cv::Matx33d& h, double x, double y);
// Renumbers the grid into image orientation: corners clockwise on screen, the last row the edge
// lowest in the image (records count rows from the image's bottom). `g` maps grid to image pixels.
BoardLocation orient(const cv::Matx33d& g, double quality);
// A grid (working pixels) of fewer than ~5 px per cell (see board_locator.cpp).
bool tooSmall(const cv::Matx33d& g, double scale);
// Unclamped version of the confidence plus how clearly the grid ends at the board's edge, so that
// two grids that both look right (the true one and one moved by a line) can be compared.
// Stones are counted as seen, without the stone tops' offset: the offset is a free choice of each
// grid, and between two nearly equal grids it lets the one a little off claim the stones too.
// The seen line pieces count as in the confidence: a grid snapped onto them beats the lattice it
// came from; moved by a whole line it reads the same, and only its ends tell.
double fitOf(const GridEvidence& e);
cv::Matx33d variantOf(const cv::Matx33d& g, const Variant& v);
// One pass of the line search: line families -> lattices (from segments, and from stone centres
// when `w` has them) -> refined grids -> the best checked. Sets `trace` as it goes; adds every
// refined grid (working pixels, one per crossing pair of families) to `grids` when given.
std::optional<BoardLocation> search(const Work* w, const std::vector<Segment>& segs,
                                    LocatorTrace* trace, std::vector<cv::Matx33d>* grids = nullptr);

}  // namespace c6::vision::locator
