#pragma once
#include <vector>

#include <opencv2/core.hpp>

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

  core::Seen at(int x, int y) const { return cells[static_cast<std::size_t>(y * size + x)]; }
  float confidenceAt(int x, int y) const { return confidence[static_cast<std::size_t>(y * size + x)]; }
  float minConfidence() const;
};

// Classifies every intersection of a located board in a BGR (or grayscale) image. Calibrates itself
// from the image (local board colour, clustering); no colours are hard-coded for one board.
StoneReading readStones(const cv::Mat& image, const BoardLocation& location);

}  // namespace c6::vision
