#include "vision/stone_classifier.h"

#include <algorithm>
#include <cmath>

namespace c6::vision {

namespace {

// A black stone is far darker than the board around it, whatever the light: its disc median
// below this fraction of the local board grey. On the developer photos empty points stay above
// ~0.68 (grid lines, star points, shadows) and black stones below ~0.53 (low-contrast webcam with
// glare); 0.6 is the middle in log terms.
constexpr float kBlackLevel = 0.6f;
// The disc on the bare intersection only confirms a stone the body disc already finds darker than
// any board (it catches flat or off-centre stones, but must not turn a dark board edge into a
// stone).
constexpr float kBodyDarkerThanBoard = 0.8f;
// Evidence for white, in robust standard deviations of the image's own points.
constexpr float kWhiteScore = 12.f;
constexpr float kZCap = 8.f;        // one feature alone cannot decide (needs 2 x 8 - 12)
constexpr float kLineWeight = 6.f;  // a visible grid cross through the point argues against a stone
// Points whose grid cross shows at least this fraction of the image's typical line strength are
// surely empty: they define the image's own "empty" statistics.
constexpr float kClearCross = 0.6f;
constexpr std::size_t kMinReference = 20;
// A white stone is brighter than the board all around it, and its diagonal gaps (towards the cell
// centres, where no stone reaches) show the board. Where both gaps of one diagonal are lit above
// the board and nearly as bright as the disc itself, light crosses the point as a band along that
// diagonal: a reflection, not a stone. Rendered stills (40 scripts, seed 11): 69 of 227 false
// whites pass both bars, 3 of 1,057 white stones do (under the glare themselves); the white stones
// of the developer photos reach at most 0.77 of their disc (a dim stone's gaps are plain board,
// which the lift bar leaves out; a stone on the outer line has no diagonal on the board).
constexpr float kLightBand = 0.9f;  // the dimmer gap over the disc median
constexpr float kLitGap = 1.1f;     // the dimmer gap over the local board

// A white stone dimmer than the wood around it: its disc at most this colourful relative to the
// wood (white stones 0.1-0.35, shaded or lit wood 0.7-1.0), no darker than this fraction of the
// local board (black stones below 0.6), and dimmer than its diagonal gaps by this many robust
// standard deviations of the image's empty points.
constexpr float kDimWhiteLevel = 0.7f;
constexpr float kDimWhiteScore = 3.f;
// Where the wood is this bright (of 255) it is clipping: the clip takes its colour with it (the
// pool's wood showed 26-44 levels of colour against 70-90 outside it) while a white stone under the
// same warm light keeps a tint, so colour no longer tells them apart (mixed_a's whites m14, n10 and
// l12: 0.6-0.75 of the wood's colour). The clip also washes the grid lines out, so a dip through
// the point there is the disc's own. A disc median this far below the wood is a body over most of
// the disc (thin lines cannot move a median): with its diagonal gaps bright, it is a stone.
// It must still be no more colourful than the clipped wood: the pool's rim, where the light falls
// off across the board's edge, shows 2.2-2.6 times the wood's colour at a median 0.8 of its grey.
constexpr float kClippedDiscLevel = 0.85f;
constexpr float kClippedChroma = 1.f;

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

float logistic(float x) {
  return 1.f / (1.f + std::exp(-x));
}

}  // namespace

float medianCross(const BoardFeatures& features) {
  std::vector<float> line;
  for (const auto& p : features.points) line.push_back(p.line);
  return robust(line, 0.f).centre;
}

std::vector<std::array<float, 3>> classifyPoints(const BoardFeatures& features) {
  const auto& pts = features.points;
  const float typicalLine = std::max(medianCross(features), 0.02f);
  // The empty class, learned from this image: points with a clear cross, else (an almost covered
  // board or washed-out lines) every point.
  std::vector<float> level, lift;
  for (const auto& p : pts)
    if (p.level > kBodyDarkerThanBoard && p.line > kClearCross * typicalLine) {
      level.push_back(p.level);
      lift.push_back(p.lift);
    }
  if (level.size() < kMinReference) {
    level.clear();
    lift.clear();
    for (const auto& p : pts) {
      level.push_back(p.level);
      lift.push_back(p.lift);
    }
  }
  const Robust rLevel = robust(level, 0.02f), rLift = robust(lift, 0.02f);

  std::vector<std::array<float, 3>> scores(pts.size());
  for (std::size_t i = 0; i < pts.size(); ++i) {
    const PointFeatures& p = pts[i];
    // Black: log-ratio margin to the threshold, sharp enough that clear stones score ~1.
    // Either disc may hold the stone: the body where the camera model puts it, or the base.
    const float dark = p.level < kBodyDarkerThanBoard ? std::min(p.level, p.levelBase) : p.level;
    const float blackMargin = std::log(kBlackLevel / std::max(dark, 1e-3f)) / 0.15f;
    const float white = std::min((p.level - rLevel.centre) / rLevel.spread, kZCap) +
                        std::min((p.lift - rLift.centre) / rLift.spread, kZCap) -
                        kLineWeight * p.line / typicalLine;
    const float whiteMargin = (white - kWhiteScore) / 3.f;
    const float pb = logistic(blackMargin);
    const bool lightBand = p.band >= kLightBand && p.bandLift >= kLitGap;
    float pw = lightBand ? 0.f : (1.f - pb) * logistic(whiteMargin);
    // A white stone where the light is brightest (a spot's pool, wood near clipping) is no longer
    // brighter than the wood: it shows as a grey disc a little DIMMER than the wood right around
    // it, with no grid cross through it. Wood keeps its colour; a stone has almost none. Not on the
    // outer line: there the diagonal gaps fall on the rim or the table.
    const int x = static_cast<int>(i) % features.size, y = static_cast<int>(i) / features.size;
    const bool inner = x > 0 && y > 0 && x < features.size - 1 && y < features.size - 1;
    const bool clipped = p.boardGrey >= kClippedWoodGrey && p.level <= kClippedDiscLevel &&
                         p.chroma <= kClippedChroma;
    if (inner && (p.chroma <= kGreyDiscChroma || clipped) && p.level >= kDimWhiteLevel &&
        (p.line < kClearCross * typicalLine || clipped)) {
      const float dimmer = std::min((rLift.centre - p.lift) / rLift.spread, kZCap);
      pw = std::max(pw, (1.f - pb) * logistic((dimmer - kDimWhiteScore) / 1.f));
    }
    scores[i] = {std::max(0.f, 1.f - pb - pw), pb, pw};
  }
  return scores;
}

}  // namespace c6::vision
