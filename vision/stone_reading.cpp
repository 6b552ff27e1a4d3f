#include "vision/stone_reading.h"

#include <algorithm>
#include <cmath>
#include <optional>

#include "vision/board_surround.h"
#include "vision/stone_balance.h"
#include "vision/stone_classifier.h"
#include "vision/stone_cover.h"
#include "vision/stone_discs.h"
#include "vision/stone_features.h"
#include "vision/stone_net.h"
#include "vision/stone_net_trust.h"
#include "vision/stone_patches.h"
#include "vision/stone_perspective.h"

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

// Cells and confidences from the rules' scores (each point's largest).
StoneReading readingOfScores(int size, std::vector<std::array<float, 3>> scores) {
  StoneReading reading = emptyReading(size);
  reading.scores = std::move(scores);
  for (std::size_t i = 0; i < reading.scores.size(); ++i) {
    const auto& s = reading.scores[i];
    const auto best = static_cast<std::size_t>(std::max_element(s.begin(), s.end()) - s.begin());
    reading.cells[i] = static_cast<core::Seen>(best);
    reading.confidence[i] = s[best];
  }
  return reading;
}

bool readable(const cv::Mat& image) {
  return !image.empty() && image.depth() == CV_8U &&
         (image.channels() == 1 || image.channels() == 3 || image.channels() == 4);
}

// On boards with fewer stones than this the learned reader defers to the hand-set rules, which read
// sparse boards under ordinary light better (developer photos: 99.95 % against 99.80 % per point),
// while on near-full boards the rules fail (few empty points left to calibrate on) and the learned
// reader holds (dense-boards: 99.05 % per point). Covered points always come from the learned
// reader.
constexpr int kDenseBoardStones = 120;
constexpr float kSureCovered = 0.9f;
// The sets' counts on a dense board may differ by this many before the tie-break moves points, and
// a point moves only when the image gives the short set at least this share of its own cell's
// score. Held out (dense-boards read by a net trained without them) it mends 1 in 8 of the wrong
// points (95.39 % -> 95.99 %); where the net already reads well it changes almost nothing.
constexpr int kSetCountSlack = 3;
constexpr float kMinMoveRatio = 0.2f;
// On dense boards an arm must cover at least this many points (its region grown through points
// with at least this covered score) and touch the outer line (vision/stone_cover.h). The net
// trained without dense-boards calls 982 of their points covered where there is no hand; on
// rendered near-full boards with arms, the regions this drops held 11 of 1,203 covered points.
constexpr int kArmMinPoints = 4;
constexpr float kArmGrowScore = 0.3f;
// ... and enter from outside the board: beside at least one of its outer-line points the image
// differs from the table along that side by more than this (CIE Lab, 8-bit scale).
constexpr float kMaxTableDistance = 20.f;
// Such a region beside the bare table is stones on the outer line; each reads by its middle's look
// against the points the net is this sure of (vision/stone_discs.h). And every point of a dense
// board whose own score is below kDoubtful is re-read by the same looks, their likelihoods weighted
// by kLookWeight against the net's scores. Held out (goban-watcher read by three nets trained
// without it, seeds 1-3) this mends six in seven of the wrong points: 96.41 % -> 99.48 % per
// point (mean over the seeds, with the two rules below); in the session-9 sweep the mean stayed
// within 99.3-99.55 % for looks of 0.6-0.8 cell, sure scores 0.7-0.8, weights 0.3-1 and doubt
// 0.8-0.9. Chosen game by game (the constants picked on two of goban-watcher's three games, the
// third read with them) the pooled figure is 99.44-99.57 % (ties), the same as these constants'.
// The re-read then runs once more by looks refitted over its own reading: 99.48 % -> 99.57 %, every
// seed and game the same or better.
constexpr float kSureLook = 0.8f;
constexpr float kArmEdgeScore = 0.2f;
// ... and a group of this many points the looks would turn from empty into stones is an arm (a
// white sleeve, which looks like the lighter set), not doubted stones: it stays as the net read it,
// covered. Held out (3 seeds x 48 boards) 9 of 736 such groups held 5 points or more (at most 7),
// and leaving the groups of 6 or more costs 3 points in 10,000; a white sleeve over a drawn
// near-full board makes a group of 7.
constexpr int kLargeTurnedGroup = 6;
constexpr float kDoubtful = 0.9f;
constexpr float kLookWeight = 0.5f;

std::array<float, 3> withoutCover(const PointProbabilities& p) {
  const float sum = p[0] + p[1] + p[2];
  if (sum <= 0.f) return {1.f / 3, 1.f / 3, 1.f / 3};
  return {p[0] / sum, p[1] / sum, p[2] / sum};
}

// The class `cls` takes the largest of the scores (swapped with it), so that the cell follows it
// and the distribution keeps the net's doubt.
void holdLargest(std::array<float, 3>& s, std::size_t cls) {
  const auto best = static_cast<std::size_t>(std::max_element(s.begin(), s.end()) - s.begin());
  std::swap(s[best], s[cls]);
}

// The covered points and, beside them, the points the net gives at least kArmEdgeScore of covered:
// the edge of an arm, which shows the arm's look, not a stone's. A dark blue sleeve's edge looks
// like the dark set, and the net's doubt there is about the arm. Held out, leaving these points
// costs 1 wrong point in 10,000 (the sweep: the same from 0.1 to 0.3).
std::vector<std::uint8_t> armAndItsEdge(const std::vector<PointProbabilities>& probs,
                                        const std::vector<std::uint8_t>& covered, int size) {
  std::vector<std::uint8_t> out = covered;
  for (int y = 0; y < size; ++y)
    for (int x = 0; x < size; ++x) {
      const auto i = static_cast<std::size_t>(y * size + x);
      if (covered[i] || probs[i][static_cast<std::size_t>(PointClass::Covered)] < kArmEdgeScore)
        continue;
      for (int dy = -1; dy <= 1 && !out[i]; ++dy)
        for (int dx = -1; dx <= 1; ++dx) {
          const int nx = x + dx, ny = y + dy;
          if (nx >= 0 && ny >= 0 && nx < size && ny < size &&
              covered[static_cast<std::size_t>(ny * size + nx)]) {
            out[i] = 1;
            break;
          }
        }
    }
  return out;
}

}  // namespace

StoneReading readStones(const cv::Mat& image, const BoardLocation& location) {
  StoneReading reading = emptyReading(location.size);
  if (!readable(image)) return reading;
  const cv::Mat normalised = stone_patches::normalise(stone_patches::warpBoard(image, location));
  const std::vector<PointProbabilities> probs =
      stoneNet().classifyNormalised(normalised, location.size);
  int stones = 0;
  for (const PointProbabilities& p : probs)
    stones += bestClass(p) == static_cast<std::size_t>(PointClass::Dark) ||
              bestClass(p) == static_cast<std::size_t>(PointClass::Light);
  const bool dense = stones >= kDenseBoardStones;
  const BoardFeatures features = dense ? BoardFeatures{} : measureBoard(image, location);
  const StoneReading rules =
      dense ? StoneReading{} : readingOfScores(location.size, classifyPoints(features));
  const float typicalLine = dense ? 0.f : medianCross(features);
  reading.covered.assign(probs.size(), 0);
  reading.netStone.reserve(probs.size());
  for (const PointProbabilities& p : probs)
    reading.netStone.push_back(p[static_cast<std::size_t>(PointClass::Dark)] +
                               p[static_cast<std::size_t>(PointClass::Light)]);
  // Only a few doubtful points need the camera's pose (is a stone's body leaning over them?).
  std::optional<CameraPose> pose;
  const auto cameraPose = [&]() -> const CameraPose& {
    if (!pose) pose = estimateCameraPose(location, image.size());
    return *pose;
  };
  std::vector<std::uint8_t> besideTable;
  const std::vector<std::uint8_t> armCover =
      dense ? armLikeCover(probs, location.size, kArmMinPoints, kArmGrowScore,
                           edgeUnlikeTable(image, location, kMaxTableDistance), &besideTable)
            : std::vector<std::uint8_t>{};
  std::optional<DiscLooks> looks;
  if (dense) looks.emplace(normalised, probs, location.size, kSureLook);
  for (std::size_t i = 0; i < probs.size(); ++i) {
    const PointProbabilities& p = probs[i];
    const std::size_t best = bestClass(p);
    // On sparse boards a point the rules read as a stone stays a stone unless the net is sure of an
    // arm: fingers between stones leave the stones beside them visible.
    const bool rulesSeeStone = !dense && rules.cells[i] != core::Seen::Empty;
    const bool netCovers = best == static_cast<std::size_t>(PointClass::Covered);
    const bool loneCover = !dense && netCovers && !rulesSeeStone &&
                           netSeesALoneStoneItCallsCovered(probs, i, location.size, cameraPose());
    reading.covered[i] =
        dense ? armCover[i]
              : (netCovers && !loneCover &&
                 (!rulesSeeStone ||
                  (p[3] >= kSureCovered && netCoversANeighbour(probs, i, location.size)))) ||
                    (rules.cells[i] == core::Seen::Black &&
                     colourfulDarkBesideCover(probs, features.points[i], i, location.size)) ||
                    netSeesAGlareTheRulesHalfTakeForWhite(p, rules.scores[i]);
    // A covered point shows no stone: its weight goes to Empty, and stages above treat it as
    // unseen. A dense board's point the net calls covered outside any arm-like region is an
    // unfamiliar stone or empty point: its covered score is doubt, not evidence of an empty point,
    // so it reads by its other scores alone.
    const bool coverDropped =
        dense && best == static_cast<std::size_t>(PointClass::Covered) && !reading.covered[i];
    reading.scores[i] =
        coverDropped || loneCover     ? withoutCover(p)
        : dense || reading.covered[i] ? std::array<float, 3>{p[0] + p[3], p[1], p[2]}
        : netSureOfAStoneTheRulesDoubt(p, rules.scores[i]) ||
                netSureOfNoStoneTheRulesDoubt(p, rules.scores[i]) ||
                netSureOfWoodInAShadow(p, features.points[i], rules.scores[i]) ||
                netSeesAStoneByHalfAlone(probs, rules.scores[i], i, location.size) ||
                netSureOfALightStoneOnClippedWood(p, features.points[i]) ||
                netSureOfABlackStoneInAGlare(p, features.points[i], rules.scores[i]) ||
                netAndLooksAgreeOnAGreyStone(p, features.points[i], typicalLine)
            ? withoutCover(p)
            : rules.scores[i];
    if (!dense && !reading.covered[i] &&
        bestClass(reading.scores[i]) == static_cast<std::size_t>(core::Seen::Empty) &&
        best != static_cast<std::size_t>(PointClass::Empty)) {
      if (const auto stone = stoneByNetAndCross(probs, rules.cells, features.points[i], typicalLine,
                                                i, location.size, cameraPose()))
        reading.scores[i] = *stone;
    }
    if (looks && besideTable[i]) {
      const int x = static_cast<int>(i) % location.size, y = static_cast<int>(i) / location.size;
      if (const std::optional<int> look = looks->nearestClass(x, y))
        holdLargest(reading.scores[i], static_cast<std::size_t>(*look));
    }
  }
  if (looks) {
    const std::vector<std::uint8_t> arm = rereadByRefittedLooks(
        *looks, location.size, kDoubtful, kLookWeight,
        armAndItsEdge(probs, reading.covered, location.size), kLargeTurnedGroup, reading.scores);
    for (std::size_t i = 0; i < arm.size(); ++i) reading.covered[i] |= arm[i];
  }
  for (std::size_t i = 0; i < probs.size(); ++i) {
    const auto& s = reading.scores[i];
    const auto cell =
        reading.covered[i]
            ? std::size_t{0}
            : static_cast<std::size_t>(std::max_element(s.begin(), s.end()) - s.begin());
    reading.cells[i] = static_cast<core::Seen>(cell);
    reading.confidence[i] = s[cell];
  }
  if (dense) balanceSets(reading, kSetCountSlack, kMinMoveRatio);
  return reading;
}

StoneReading readStonesByRules(const cv::Mat& image, const BoardLocation& location) {
  if (image.empty() || image.depth() != CV_8U) return emptyReading(location.size);
  return readingOfScores(location.size, classifyPoints(measureBoard(image, location)));
}

}  // namespace c6::vision
