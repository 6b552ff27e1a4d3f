#include "vision/stone_reading.h"

#include <algorithm>
#include <cmath>

#include "vision/stone_classifier.h"
#include "vision/stone_features.h"

namespace c6::vision {

float StoneReading::minConfidence() const {
  return confidence.empty() ? 0.f : *std::min_element(confidence.begin(), confidence.end());
}

StoneReading readStones(const cv::Mat& image, const BoardLocation& location) {
  StoneReading reading;
  reading.size = location.size;
  const std::size_t count = static_cast<std::size_t>(location.size * location.size);
  reading.cells.assign(count, core::Seen::Empty);
  reading.confidence.assign(count, 0.f);
  reading.scores.assign(count, {1.f / 3, 1.f / 3, 1.f / 3});
  if (image.empty() || image.depth() != CV_8U) return reading;

  const BoardFeatures features = measureBoard(image, location);
  reading.scores = classifyPoints(features);
  for (std::size_t i = 0; i < count; ++i) {
    const auto& s = reading.scores[i];
    const auto best = static_cast<std::size_t>(std::max_element(s.begin(), s.end()) - s.begin());
    reading.cells[i] = static_cast<core::Seen>(best);
    reading.confidence[i] = s[best];
  }
  return reading;
}

}  // namespace c6::vision
