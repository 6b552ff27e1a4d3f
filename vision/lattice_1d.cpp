#include "vision/lattice_1d.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace c6::vision {

std::vector<LinePeak> findLinePeaks(const std::vector<double>& positions,
                                    const std::vector<double>& weights) {
  std::vector<LinePeak> peaks;
  if (positions.size() < 2) return peaks;
  std::vector<double> sorted = positions;
  std::sort(sorted.begin(), sorted.end());
  const double lo = sorted.front(), hi = sorted.back();
  if (hi - lo <= 0) return peaks;
  const int bins = 2048;
  const double binWidth = (hi - lo) / (bins - 1);
  std::vector<double> hist(bins + 8, 0.0);
  for (std::size_t i = 0; i < positions.size(); ++i) {
    // Linear split between the two nearest bins keeps sub-bin positions.
    double f = (positions[i] - lo) / binWidth + 4;
    auto b = static_cast<std::size_t>(f);
    double r = f - static_cast<double>(b);
    hist[b] += weights[i] * (1 - r);
    hist[b + 1] += weights[i] * r;
  }
  // Small blur: segments of one grid line scatter by a pixel or two.
  std::vector<double> smooth(hist.size(), 0.0);
  const double k[5] = {0.1, 0.2, 0.4, 0.2, 0.1};
  for (std::size_t i = 2; i + 2 < hist.size(); ++i)
    for (int j = -2; j <= 2; ++j)
      smooth[i] += k[j + 2] * hist[i + static_cast<std::size_t>(j + 2) - 2];
  double maxV = *std::max_element(smooth.begin(), smooth.end());
  if (maxV <= 0) return peaks;
  for (std::size_t i = 3; i + 3 < smooth.size(); ++i) {
    double v = smooth[i];
    if (v < 0.04 * maxV) continue;
    bool isMax = true;
    for (std::size_t j = i - 3; j <= i + 3 && isMax; ++j)
      if (j != i && (smooth[j] > v || (smooth[j] == v && j < i))) isMax = false;
    if (!isMax) continue;
    // Centre of mass of the peak's neighbourhood, strength = its mass.
    double m = 0, s = 0;
    for (std::size_t j = i - 3; j <= i + 3; ++j) {
      m += hist[j];
      s += hist[j] * static_cast<double>(j);
    }
    if (m <= 0) continue;
    peaks.push_back({lo + (s / m - 4) * binWidth, m});
  }
  return peaks;
}

std::optional<Lattice1d> fitLattice(const std::vector<LinePeak>& allPeaks, int count,
                                    int minMatched) {
  // The strongest peaks carry the lattice; a long tail of weak ones is clutter and only costs time.
  std::vector<LinePeak> peaks = allPeaks;
  const std::size_t maxPeaks = 64;
  if (peaks.size() > maxPeaks) {
    std::nth_element(peaks.begin(), peaks.begin() + maxPeaks, peaks.end(),
                     [](const LinePeak& a, const LinePeak& b) { return a.strength > b.strength; });
    peaks.resize(maxPeaks);
  }
  std::sort(peaks.begin(), peaks.end(),
            [](const LinePeak& a, const LinePeak& b) { return a.position < b.position; });
  if (static_cast<int>(peaks.size()) < minMatched) return std::nullopt;
  // Evidence of one peak: square root of its strength, so one long clutter line (a table edge)
  // cannot outweigh several grid lines.
  std::vector<double> ev(peaks.size());
  for (std::size_t i = 0; i < peaks.size(); ++i) ev[i] = std::sqrt(peaks[i].strength);
  const double range = peaks.back().position - peaks.front().position;

  std::vector<double> spacings;
  for (std::size_t i = 0; i < peaks.size(); ++i)
    for (std::size_t j = i + 1; j < std::min(peaks.size(), i + 4); ++j) {
      double d = peaks[j].position - peaks[i].position;
      // The matched lines must span at least minMatched - 1 spacings.
      if (d > 0 && d * (minMatched - 1) <= range) spacings.push_back(d);
    }
  std::sort(spacings.begin(), spacings.end());

  std::optional<Lattice1d> best;
  std::vector<double> hitEv;
  std::vector<int> hitPeak;
  std::vector<char> covered(peaks.size());
  double lastTried = -1;
  for (double s : spacings) {
    if (lastTried > 0 && s < lastTried * 1.01) continue;  // near-duplicates give the same lattice
    lastTried = s;
    std::fill(covered.begin(), covered.end(), 0);
    const int span = static_cast<int>(std::ceil(range / s)) + 1;
    for (std::size_t a = 0; a < peaks.size(); ++a) {
      if (covered[a]) continue;  // an earlier anchor already produced this lattice
      // Lattice index of every peak relative to the anchor (offset so indices start at 0); the
      // strongest peak per index counts.
      hitEv.assign(static_cast<std::size_t>(2 * span + 1), 0.0);
      hitPeak.assign(static_cast<std::size_t>(2 * span + 1), -1);
      int hits = 0;
      for (std::size_t i = 0; i < peaks.size(); ++i) {
        double t = (peaks[i].position - peaks[a].position) / s;
        double r = std::round(t);
        if (std::abs(t - r) > 0.18) continue;
        covered[i] = 1;
        auto k = static_cast<std::size_t>(static_cast<int>(r) + span);
        if (hitPeak[k] < 0) ++hits;
        if (hitPeak[k] < 0 || hitEv[k] < ev[i]) {
          hitEv[k] = ev[i];
          hitPeak[k] = static_cast<int>(i);
        }
      }
      if (hits < minMatched) continue;
      // Best window of `count` consecutive indices (sliding sums).
      const int n = 2 * span + 1;
      double score = 0;
      int matched = 0;
      for (int k = 0; k < n; ++k) {
        score += hitEv[static_cast<std::size_t>(k)];
        matched += hitPeak[static_cast<std::size_t>(k)] >= 0;
        if (k >= count) {
          score -= hitEv[static_cast<std::size_t>(k - count)];
          matched -= hitPeak[static_cast<std::size_t>(k - count)] >= 0;
        }
        if (matched < minMatched || (best && score <= best->score)) continue;
        const int k0 = std::max(0, k - count + 1);
        // Least-squares origin and spacing over the matched peaks of the window.
        double sk = 0, sp = 0, skk = 0, skp = 0, sw = 0;
        for (int j = k0; j <= k; ++j) {
          int pi = hitPeak[static_cast<std::size_t>(j)];
          if (pi < 0) continue;
          double kk = j - k0, p = peaks[static_cast<std::size_t>(pi)].position,
                 w = ev[static_cast<std::size_t>(pi)];
          sk += w * kk;
          sp += w * p;
          skk += w * kk * kk;
          skp += w * kk * p;
          sw += w;
        }
        double det = sw * skk - sk * sk;
        Lattice1d l;
        if (det > 0) {
          l.spacing = (sw * skp - sk * sp) / det;
          l.origin = (sp - l.spacing * sk) / sw;
        } else {
          l.spacing = s;
          l.origin = peaks[a].position + (k0 - span) * s;
        }
        // A window that starts before the first matched index keeps its unmatched lines in front.
        l.origin -= (k0 - (k - count + 1)) * l.spacing;
        l.matched = matched;
        l.score = score;
        best = l;
      }
    }
  }
  return best;
}

}  // namespace c6::vision
