#include "vision/stone_classifier.h"

#include <algorithm>
#include <cmath>

namespace c6::vision {

namespace {

// A black stone is far darker than the board around it, whatever the light: its disc median
// below this fraction of the local board grey (empty points stay above ~0.7 even on grid lines and
// star points, black stones below ~0.4 even with glare).
constexpr float kBlackLevel = 0.55f;
// Evidence for white, in robust standard deviations of the image's own points.
constexpr float kWhiteScore = 10.f;
constexpr float kZCap = 12.f;      // one feature alone cannot decide
constexpr float kLineWeight = 6.f; // a visible grid line through the point argues against a stone

struct Robust {
  float centre = 0.f;
  float spread = 1.f;
};

Robust robust(std::vector<float> v, float minSpread) {
  Robust r;
  if (v.empty()) return r;
  auto mid = v.begin() + static_cast<std::ptrdiff_t>(v.size() / 2);
  std::nth_element(v.begin(), mid, v.end());
  r.centre = *mid;
  for (float& x : v) x = std::abs(x - r.centre);
  std::nth_element(v.begin(), mid, v.end());
  r.spread = std::max(1.4826f * *mid, minSpread);
  return r;
}

float logistic(float x) { return 1.f / (1.f + std::exp(-x)); }

}  // namespace

std::vector<std::array<float, 3>> classifyPoints(const BoardFeatures& features) {
  const auto& pts = features.points;
  std::vector<float> level, lift, line;
  for (const auto& p : pts) {
    level.push_back(p.level);
    lift.push_back(p.lift);
    line.push_back(p.line);
  }
  const Robust rLevel = robust(level, 0.02f), rLift = robust(lift, 0.02f);
  const float typicalLine = std::max(robust(line, 0.f).centre, 0.02f);

  std::vector<std::array<float, 3>> scores(pts.size());
  for (std::size_t i = 0; i < pts.size(); ++i) {
    const PointFeatures& p = pts[i];
    // Black: log-ratio margin to the threshold, sharp enough that clear stones score ~1.
    const float blackMargin = std::log(kBlackLevel / std::max(p.level, 1e-3f)) / 0.15f;
    const float white = std::min((p.level - rLevel.centre) / rLevel.spread, kZCap) +
                        std::min((p.lift - rLift.centre) / rLift.spread, kZCap) -
                        kLineWeight * p.line / typicalLine;
    const float whiteMargin = (white - kWhiteScore) / 3.f;
    const float pb = logistic(blackMargin);
    const float pw = (1.f - pb) * logistic(whiteMargin);
    scores[i] = {std::max(0.f, 1.f - pb - pw), pb, pw};
  }
  return scores;
}

}  // namespace c6::vision
