#include "ui/cli/board_score.h"

#include <algorithm>
#include <cmath>
#include <tuple>

namespace c6::ui {

namespace {

constexpr int N = 19;

std::vector<std::string> rot90(const std::vector<std::string>& a) {
  // numpy.rot90(a, 1): out[i][j] = a[j][n - 1 - i]
  std::vector<std::string> out(N, std::string(N, '.'));
  for (int i = 0; i < N; ++i)
    for (int j = 0; j < N; ++j)
      out[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)] =
          a[static_cast<std::size_t>(j)][static_cast<std::size_t>(N - 1 - i)];
  return out;
}

// perm[k][j] = index of the detector corner matching GT corner j under symmetry k.
std::array<std::array<int, 4>, 8> cornerPermutations() {
  const std::array<std::pair<int, int>, 4> canon{{{0, 0}, {0, N - 1}, {N - 1, N - 1}, {N - 1, 0}}};
  std::vector<std::string> idx(N, std::string(N, ' '));
  // Mark the 4 corners with distinct letters and see where each goes.
  const char marks[4] = {'a', 'b', 'c', 'd'};
  for (int j = 0; j < 4; ++j)
    idx[static_cast<std::size_t>(canon[static_cast<std::size_t>(j)].first)]
       [static_cast<std::size_t>(canon[static_cast<std::size_t>(j)].second)] = marks[j];
  std::array<std::array<int, 4>, 8> perms{};
  for (int k = 0; k < 8; ++k) {
    auto t = dihedral(idx, k);
    for (int j = 0; j < 4; ++j) {
      // GT corner j (mark j) sits at canonical position p in the transformed board: detector corner
      // p.
      for (int p = 0; p < 4; ++p) {
        auto [r, c] = canon[static_cast<std::size_t>(p)];
        if (t[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)] == marks[j])
          perms[static_cast<std::size_t>(k)][static_cast<std::size_t>(j)] = p;
      }
    }
  }
  return perms;
}

double dist(const std::array<double, 2>& a, const std::array<double, 2>& b) {
  return std::hypot(a[0] - b[0], a[1] - b[1]);
}

double sideLength(const Corners& c) {
  double s = 0;
  for (std::size_t i = 0; i < 4; ++i) s += dist(c[(i + 1) % 4], c[i]);
  return s / 4.0;
}

int value(char ch) {
  return ch == 'X' ? 1 : ch == 'O' ? 2 : 0;
}

}  // namespace

std::vector<std::string> dihedral(const std::vector<std::string>& board, int k) {
  std::vector<std::string> a = board;
  if (k >= 4) {
    std::vector<std::string> t(N, std::string(N, '.'));
    for (int i = 0; i < N; ++i)
      for (int j = 0; j < N; ++j)
        t[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)] =
            a[static_cast<std::size_t>(j)][static_cast<std::size_t>(i)];
    a = t;
    k -= 4;
  }
  for (int i = 0; i < k; ++i) a = rot90(a);
  return a;
}

ImageScore scoreImage(const std::vector<std::string>& truth,
                      const std::optional<Corners>& truthCorners,
                      const std::optional<std::vector<std::string>>& detected,
                      const std::optional<Corners>& detectedCorners) {
  static const auto perms = cornerPermutations();
  ImageScore s;
  s.labelled = !truth.empty();
  s.found = detected.has_value() || detectedCorners.has_value();
  auto cornerErr = [&](int k) -> std::optional<double> {
    if (!truthCorners || !detectedCorners) return std::nullopt;
    double e = 0;
    for (std::size_t j = 0; j < 4; ++j)
      e += dist((*detectedCorners)[static_cast<std::size_t>(perms[static_cast<std::size_t>(k)][j])],
                (*truthCorners)[j]);
    return 100.0 * e / 4.0 / sideLength(*truthCorners);
  };
  if (s.labelled) {
    for (const auto& row : truth)
      for (char ch : row) s.truthStones += value(ch) > 0;
    if (!detected) {
      s.errors = N * N;
      s.missed = s.truthStones;
      return s;
    }
    std::tuple<int, double, int> best{N * N + 1, 0.0, 0};
    for (int k = 0; k < 8; ++k) {
      auto g = dihedral(truth, k);
      int e = 0;
      for (int r = 0; r < N; ++r)
        for (int c = 0; c < N; ++c)
          e += value(g[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)]) !=
               value((*detected)[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)]);
      std::tuple<int, double, int> key{e, cornerErr(k).value_or(0.0), k};
      if (key < best) best = key;
    }
    s.symmetry = std::get<2>(best);
    auto g = dihedral(truth, s.symmetry);
    for (int r = 0; r < N; ++r)
      for (int c = 0; c < N; ++c) {
        int x = value(g[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)]);
        int y = value((*detected)[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)]);
        s.errors += x != y;
        s.falseStones += x == 0 && y > 0;
        s.missed += x > 0 && y == 0;
        s.swaps += x > 0 && y > 0 && x != y;
        s.detectedStones += y > 0;
        s.correctStones += x > 0 && x == y;
      }
    s.cornerErrorPct = cornerErr(s.symmetry);
  } else if (truthCorners && detectedCorners) {
    for (int k = 0; k < 8; ++k) {
      auto e = cornerErr(k);
      if (!s.cornerErrorPct || *e < *s.cornerErrorPct) s.cornerErrorPct = e;
    }
  }
  return s;
}

ScoreSummary summarise(const std::vector<ImageScore>& scores, const std::vector<double>& ms) {
  ScoreSummary s;
  s.images = static_cast<int>(scores.size());
  int detected = 0, correct = 0, truthStones = 0, exact = 0;
  double cornerSum = 0;
  for (const auto& r : scores) {
    s.found += r.found;
    if (r.cornerErrorPct) {
      cornerSum += *r.cornerErrorPct;
      ++s.cornerScored;
    }
    if (!r.labelled) continue;
    ++s.labelled;
    s.wrong += r.errors;
    s.falseStones += r.falseStones;
    s.missed += r.missed;
    s.swaps += r.swaps;
    detected += r.detectedStones;
    correct += r.correctStones;
    truthStones += r.truthStones;
    exact += r.errors == 0;
  }
  if (s.images) s.foundRate = static_cast<double>(s.found) / s.images;
  if (s.labelled) {
    s.accuracy = 1.0 - static_cast<double>(s.wrong) / (N * N * s.labelled);
    s.exactRate = static_cast<double>(exact) / s.labelled;
  }
  if (detected) s.precision = static_cast<double>(correct) / detected;
  if (truthStones) s.recall = static_cast<double>(correct) / truthStones;
  if (s.cornerScored) s.cornerErrorPct = cornerSum / s.cornerScored;
  if (!ms.empty()) {
    std::vector<double> m = ms;
    std::sort(m.begin(), m.end());
    std::size_t h = m.size() / 2;
    s.medianMs = m.size() % 2 ? m[h] : 0.5 * (m[h - 1] + m[h]);
  }
  return s;
}

}  // namespace c6::ui
