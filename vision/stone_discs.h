#pragma once
#include <array>
#include <cstdint>
#include <functional>
#include <opencv2/core.hpp>
#include <optional>
#include <vector>

#include "vision/stone_net.h"

namespace c6::vision {

// This image's own looks of an empty point, the darker and the lighter stone set, learned from the
// points the learned reader is sure of, to read the points it is unsure of. Lights, stone sets and
// boards the net never saw still show each class alike across one board: the doubtful points are
// read against the board's own sure ones.
// A point's look is the middle of its top-down view (0.6 cell square, as four quadrant means of
// each colour channel: 12 numbers): an empty point shows the grid lines crossing there, a stone
// its own colour and shading; a stone is a disc centred on its point, so its middle shows the stone
// whatever lies beside it, where the net's wider patch also sees the neighbours (or the dark table
// beside an outer-line stone). Each class is a Gaussian (mean and covariance, plus
// kLookVariance on the diagonal) over the points the net gives that class at least `sureScore`.
// `normalised` is the reader's normalised top-down board (vision/stone_patches.h: point (x, y) at
// pixel ((x + 1) * kCell, (y + 1) * kCell)); `probs` the net's scores (index y * size + x).
class DiscLooks {
 public:
  DiscLooks(const cv::Mat& normalised, const std::vector<PointProbabilities>& probs, int size,
            float sureScore);
  // The same board's looks refitted over the points a reading gives each class: `classes` holds
  // per point 0 (empty), 1 (dark), 2 (light) or -1 (none: covered, an arm's edge).
  DiscLooks refitted(const std::vector<int>& classes) const;
  // Every class has its look.
  bool complete() const;
  // The class whose look is the most likely at the point (0 empty, 1 dark, 2 light), among the
  // classes with at least kMinSure sure points; empty when there is none.
  std::optional<int> nearestClass(int x, int y) const;
  // Log-likelihoods of empty, dark and light at the point, the largest shifted to 0; empty unless
  // every class has its look.
  std::optional<std::array<float, 3>> logLikelihoods(int x, int y) const;

  static constexpr int kMinSure = 5;
  static constexpr double kLookVariance = 0.01;  // normalised units (a board spans about 1)

 private:
  struct Look {
    cv::Mat mean;     // 1 x 12, CV_64F
    cv::Mat inverse;  // 12 x 12
    double logDet = 0;
  };
  DiscLooks() : m_looks(3) {}
  // Fits each class's look over the points `member(i, class)` admits.
  void fit(const std::function<bool(std::size_t, std::size_t)>& member);
  // A point's look (1 x 12) from the normalised board, into `row`.
  static void measure(const cv::Mat& normalised, int x, int y, cv::Mat row);
  cv::Mat feature(int x, int y) const;
  double logLikelihood(const Look& look, const cv::Mat& f) const;
  cv::Mat m_features;  // every point's look, measured once (row y * size + x); shared when refitted
  int m_size = 0;
  std::vector<std::optional<Look>> m_looks;  // per class: empty, dark, light
};

// Re-reads the doubtful points of a board by its looks: where a point's own score (its largest,
// over the sum) is below `doubtful`, its scores become the product of the net's scores and the
// looks' likelihoods raised to `weight`, normalised. The net is never overruled at a point it is
// sure of; where it doubts, the board's own stones settle. Points marked in `leave` (1: covered,
// or at the edge of an arm, whose look is the arm's) are left as they are. A connected (8-way)
// group of at least `largeGroup` points that the looks would turn from empty into stones keeps the
// net's scores and is returned (1 at its points): something large that looks like stones where the
// net sees none is an arm or sleeve of the stones' colour (a white sleeve looks like the lighter
// set at every point it covers), while the stones the net doubts come alone or in small groups.
// Nothing changes when a class has no look.
std::vector<std::uint8_t> rereadByLooks(const DiscLooks& looks, int size, float doubtful,
                                        float weight, const std::vector<std::uint8_t>& leave,
                                        int largeGroup, std::vector<std::array<float, 3>>& scores);

// rereadByLooks, then once more from the same scores by the looks refitted over that first reading
// (the points it gives each class, outside `leave` and the large groups). The net's sure points are
// few and alike; the first reading adds the doubtful stones it settles (a set's stones under
// another light, or half in shade), so the refitted look spans the board's whole set and reads
// the stones still doubtful like them. When a class gets too few points the first reading stays.
// Returns the large groups of the reading kept, as rereadByLooks does.
std::vector<std::uint8_t> rereadByRefittedLooks(const DiscLooks& looks, int size, float doubtful,
                                                float weight,
                                                const std::vector<std::uint8_t>& leave,
                                                int largeGroup,
                                                std::vector<std::array<float, 3>>& scores);

}  // namespace c6::vision
