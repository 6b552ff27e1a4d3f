#include "vision/stone_reading.h"

#include <algorithm>
#include <cmath>

#include "vision/stone_classifier.h"
#include "vision/stone_features.h"
#include "vision/stone_net.h"

namespace c6::vision {

float StoneReading::minConfidence() const {
  return confidence.empty() ? 0.f : *std::min_element(confidence.begin(), confidence.end());
}

namespace {

StoneReading emptyReading(int size) {
  StoneReading reading;
  reading.size = size;
  const std::size_t count = static_cast<std::size_t>(size * size);
  reading.cells.assign(count, core::Seen::Empty);
  reading.confidence.assign(count, 0.f);
  reading.scores.assign(count, {1.f / 3, 1.f / 3, 1.f / 3});
  return reading;
}

bool readable(const cv::Mat& image) {
  return !image.empty() && image.depth() == CV_8U && (image.channels() == 1 || image.channels() == 3 || image.channels() == 4);
}

}  // namespace

StoneReading readStones(const cv::Mat& image, const BoardLocation& location) {
  StoneReading reading = emptyReading(location.size);
  if (!readable(image)) return reading;
  const std::vector<PointProbabilities> probs = stoneNet().classify(image, location);
  reading.covered.assign(probs.size(), 0);
  for (std::size_t i = 0; i < probs.size(); ++i) {
    const PointProbabilities& p = probs[i];
    const auto best = static_cast<std::size_t>(std::max_element(p.begin(), p.end()) - p.begin());
    // A covered point shows no stone: its weight goes to Empty, and stages above treat it as unseen.
    reading.scores[i] = {p[0] + p[3], p[1], p[2]};
    reading.covered[i] = best == static_cast<std::size_t>(PointClass::Covered);
    const auto& s = reading.scores[i];
    const auto cell = reading.covered[i] ? std::size_t{0}
                                         : static_cast<std::size_t>(std::max_element(s.begin(), s.end()) - s.begin());
    reading.cells[i] = static_cast<core::Seen>(cell);
    reading.confidence[i] = s[cell];
  }
  return reading;
}

StoneReading readStonesByRules(const cv::Mat& image, const BoardLocation& location) {
  StoneReading reading = emptyReading(location.size);
  if (image.empty() || image.depth() != CV_8U) return reading;
  const BoardFeatures features = measureBoard(image, location);
  reading.scores = classifyPoints(features);
  for (std::size_t i = 0; i < reading.scores.size(); ++i) {
    const auto& s = reading.scores[i];
    const auto best = static_cast<std::size_t>(std::max_element(s.begin(), s.end()) - s.begin());
    reading.cells[i] = static_cast<core::Seen>(best);
    reading.confidence[i] = s[best];
  }
  return reading;
}

}  // namespace c6::vision
