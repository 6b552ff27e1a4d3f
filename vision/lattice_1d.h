#pragma once
#include <optional>
#include <vector>

namespace c6::vision {

// Evidence for one line position along an axis of the rectified image (a peak of the
// length-weighted histogram of segment positions).
struct LinePeak {
  double position = 0;
  double strength = 0;
};

// A run of `count` equally spaced lines: position(k) = origin + k * spacing, k = 0..count-1.
struct Lattice1d {
  double origin = 0;
  double spacing = 0;
  int matched = 0;   // how many of the `count` lattice lines have a peak
  double score = 0;  // summed evidence of the matched peaks
  double position(int k) const { return origin + k * spacing; }
};

// Peaks of the length-weighted positions of one family's segments.
std::vector<LinePeak> findLinePeaks(const std::vector<double>& positions,
                                    const std::vector<double>& weights);

// The `count` consecutive equally spaced lines best supported by the peaks (spacing tried from the
// distances between nearby peaks). Nothing when fewer than `minMatched` lines are supported.
std::optional<Lattice1d> fitLattice(const std::vector<LinePeak>& peaks, int count, int minMatched);

}  // namespace c6::vision
