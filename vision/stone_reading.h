#pragma once
#include <array>
#include <cstdint>
#include <opencv2/core.hpp>
#include <vector>

#include "core/observation.h"
#include "vision/board_location.h"

namespace c6::vision {

// Stones read at every intersection, in IMAGE orientation (index = y * size + x, y = 0 is the row
// nearest the image top, as BoardLocation's grid). Each point carries its most likely class (never
// Unknown here: doubt is expressed by the confidence) and a confidence in [0, 1].
struct StoneReading {
  int size = 19;
  std::vector<core::Seen> cells;
  std::vector<float> confidence;
  // Per point: how strongly the image supports Empty, Black, White (each in [0, 1], summing to 1),
  // for stages that filter over time or by the rules. confidence = the cell's own score: the
  // largest of the three, except at a point the sets' count tie-break moved
  // (vision/stone_balance.h).
  std::vector<std::array<float, 3>> scores;
  // Per point: 1 where something that is not a stone (a hand, arm, sleeve, object) covers the
  // point. A covered point is never a stone: its cell says Empty and stages above must treat it as
  // unseen. Empty vector: the reader saw nothing covered.
  std::vector<std::uint8_t> covered;
  // Per point: the stone net's score for a stone of either set, whatever the point was read as.
  // A point read empty where the net sees a stone is a doubt the referee can weigh when the rules
  // say a stone must be somewhere (core/referee_infer.h). Empty vector: no net.
  std::vector<float> netStone;
  bool coveredAt(int x, int y) const {
    const auto i = static_cast<std::size_t>(y * size + x);
    return i < covered.size() && covered[i] != 0;
  }

  core::Seen at(int x, int y) const { return cells[static_cast<std::size_t>(y * size + x)]; }
  float confidenceAt(int x, int y) const {
    return confidence[static_cast<std::size_t>(y * size + x)];
  }
  float minConfidence() const;
};

// Classifies every intersection of a located board in a BGR (or grayscale, or BGRA) 8-bit image.
// The learned point classifier (vision/stone_net.h) reads every point as empty, the darker set, the
// lighter set, or covered (a hand, arm, sleeve or object: cell Empty, `covered` set); colours are
// normalised per image, so tinted light and non-black/white stone sets read as the darker and the
// lighter set. On sparse boards (fewer than 120 stones by the net) the cells come from the hand-set
// rules, which measured better there; covered points always come from the net. On dense boards a
// point stays covered only inside an arm-like region that enters from outside the board
// (vision/stone_cover.h, vision/board_surround.h); a region on the outer line beside the bare table
// is stones, each read by its middle's look; every point the net doubts is re-read by the board's
// own looks of empty, dark and light, learned from the points it is sure of, except at an arm's
// edge and where a large group would turn into stones (an arm: covered) (vision/stone_discs.h);
// and a soft tie-break by the sets' counts (vision/stone_balance.h) settles the doubtful points.
// Throws std::runtime_error naming the model file when the model cannot be loaded.
StoneReading readStones(const cv::Mat& image, const BoardLocation& location);

// The hand-set rules alone (thresholds on disc/line features; never reports covered points).
StoneReading readStonesByRules(const cv::Mat& image, const BoardLocation& location);

}  // namespace c6::vision
