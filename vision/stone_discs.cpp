#include "vision/stone_discs.h"

#include <algorithm>
#include <cmath>

#include "vision/stone_patches.h"

namespace c6::vision {

namespace {

constexpr int kHalf = 3;  // px of the warp: the look is the square of +-0.3 cell around the point
constexpr int kFeatures = 12;
// A class's log-likelihood never falls further than this below the best one's: one odd point
// cannot outvote the net alone.
constexpr double kMinLogLikelihood = -30;

std::size_t largest(const std::array<float, 3>& s) {
  return static_cast<std::size_t>(std::max_element(s.begin(), s.end()) - s.begin());
}

}  // namespace

DiscLooks::DiscLooks(const cv::Mat& normalised, const std::vector<PointProbabilities>& probs,
                     int size, float sureScore)
    : m_looks(3) {
  if (normalised.type() != CV_32FC3 || probs.size() != static_cast<std::size_t>(size * size) ||
      normalised.cols < (size + 1) * stone_patches::kCell ||
      normalised.rows < (size + 1) * stone_patches::kCell)
    return;
  m_size = size;
  m_features = cv::Mat(size * size, kFeatures, CV_64F);
  for (int i = 0; i < size * size; ++i) measure(normalised, i % size, i / size, m_features.row(i));
  fit([&](std::size_t i, std::size_t c) { return probs[i][c] >= sureScore; });
}

DiscLooks DiscLooks::refitted(const std::vector<int>& classes) const {
  DiscLooks out;
  if (m_features.empty() || classes.size() != static_cast<std::size_t>(m_size * m_size)) return out;
  out.m_features = m_features;
  out.m_size = m_size;
  out.fit([&](std::size_t i, std::size_t c) { return classes[i] == static_cast<int>(c); });
  return out;
}

void DiscLooks::fit(const std::function<bool(std::size_t, std::size_t)>& member) {
  const auto points = static_cast<std::size_t>(m_size * m_size);
  for (std::size_t c = 0; c < 3; ++c) {
    cv::Mat samples(0, kFeatures, CV_64F);
    for (std::size_t i = 0; i < points; ++i)
      if (member(i, c))
        samples.push_back(feature(static_cast<int>(i) % m_size, static_cast<int>(i) / m_size));
    if (samples.rows < kMinSure) continue;
    Look look;
    cv::Mat covariance;
    cv::calcCovarMatrix(samples, covariance, look.mean,
                        cv::COVAR_NORMAL | cv::COVAR_ROWS | cv::COVAR_SCALE, CV_64F);
    // Unbiased (n - 1), plus the floor that keeps a flat drawn class invertible.
    covariance *= static_cast<double>(samples.rows) / (samples.rows - 1);
    covariance += cv::Mat::eye(kFeatures, kFeatures, CV_64F) * kLookVariance;
    look.inverse = covariance.inv(cv::DECOMP_CHOLESKY);
    cv::Mat eigen;
    cv::eigen(covariance, eigen);
    for (int k = 0; k < eigen.rows; ++k) look.logDet += std::log(eigen.at<double>(k));
    m_looks[c] = std::move(look);
  }
}

void DiscLooks::measure(const cv::Mat& normalised, int x, int y, cv::Mat row) {
  const int cx = (x + 1) * stone_patches::kCell;
  const int cy = (y + 1) * stone_patches::kCell;
  int k = 0;
  for (int qy = 0; qy < 2; ++qy)
    for (int qx = 0; qx < 2; ++qx) {
      const cv::Rect quadrant(cx - kHalf + qx * kHalf, cy - kHalf + qy * kHalf, kHalf, kHalf);
      const cv::Scalar mean = cv::mean(normalised(quadrant));
      for (int c = 0; c < 3; ++c) row.at<double>(k++) = mean[c];
    }
}

cv::Mat DiscLooks::feature(int x, int y) const {
  return m_features.row(y * m_size + x);
}

double DiscLooks::logLikelihood(const Look& look, const cv::Mat& f) const {
  const cv::Mat d = f - look.mean;
  const cv::Mat m = d * look.inverse * d.t();
  return -0.5 * m.at<double>(0) - 0.5 * look.logDet;
}

std::optional<int> DiscLooks::nearestClass(int x, int y) const {
  if (m_features.empty()) return std::nullopt;
  const cv::Mat f = feature(x, y);
  std::optional<int> best;
  double bestLikelihood = 0;
  for (std::size_t k = 0; k < m_looks.size(); ++k) {
    if (!m_looks[k]) continue;
    const double l = logLikelihood(*m_looks[k], f);
    if (!best || l > bestLikelihood) best = static_cast<int>(k), bestLikelihood = l;
  }
  return best;
}

bool DiscLooks::complete() const {
  return !m_features.empty() &&
         std::all_of(m_looks.begin(), m_looks.end(), [](const auto& l) { return l.has_value(); });
}

std::optional<std::array<float, 3>> DiscLooks::logLikelihoods(int x, int y) const {
  if (!complete()) return std::nullopt;
  const cv::Mat f = feature(x, y);
  std::array<double, 3> l{};
  for (std::size_t k = 0; k < 3; ++k) l[k] = logLikelihood(*m_looks[k], f);
  const double top = *std::max_element(l.begin(), l.end());
  std::array<float, 3> out{};
  for (std::size_t k = 0; k < 3; ++k)
    out[k] = static_cast<float>(std::max(l[k] - top, kMinLogLikelihood));
  return out;
}

std::vector<std::uint8_t> rereadByLooks(const DiscLooks& looks, int size, float doubtful,
                                        float weight, const std::vector<std::uint8_t>& leave,
                                        int largeGroup, std::vector<std::array<float, 3>>& scores) {
  const std::vector<std::array<float, 3>> net = scores;
  std::vector<std::uint8_t> large(scores.size(), 0);
  for (std::size_t i = 0; i < scores.size(); ++i) {
    if (i < leave.size() && leave[i]) continue;
    std::array<float, 3>& s = scores[i];
    const float sum = s[0] + s[1] + s[2];
    if (sum <= 0.f || *std::max_element(s.begin(), s.end()) / sum >= doubtful) continue;
    const auto l = looks.logLikelihoods(static_cast<int>(i) % size, static_cast<int>(i) / size);
    if (!l) return large;
    std::array<double, 3> lg{};
    for (std::size_t k = 0; k < 3; ++k)
      lg[k] = std::log(std::max(static_cast<double>(s[k]), 1e-6)) + weight * (*l)[k];
    const double top = *std::max_element(lg.begin(), lg.end());
    double total = 0;
    for (double& v : lg) total += v = std::exp(v - top);
    for (std::size_t k = 0; k < 3; ++k) s[k] = static_cast<float>(lg[k] / total);
  }
  // The points turned from empty into stones, and their connected groups.
  std::vector<std::uint8_t> turned(scores.size(), 0);
  for (std::size_t i = 0; i < scores.size(); ++i)
    turned[i] = largest(net[i]) == 0 && largest(scores[i]) != 0;
  std::vector<std::size_t> group;
  for (std::size_t start = 0; start < scores.size(); ++start) {
    if (!turned[start]) continue;
    group.assign(1, start);
    turned[start] = 0;
    for (std::size_t k = 0; k < group.size(); ++k) {
      const int x = static_cast<int>(group[k]) % size, y = static_cast<int>(group[k]) / size;
      for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx) {
          const int nx = x + dx, ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= size || ny >= size) continue;
          const auto n = static_cast<std::size_t>(ny * size + nx);
          if (n < turned.size() && turned[n]) {
            turned[n] = 0;
            group.push_back(n);
          }
        }
    }
    if (static_cast<int>(group.size()) >= largeGroup)
      for (std::size_t i : group) {
        scores[i] = net[i];
        large[i] = 1;
      }
  }
  return large;
}

std::vector<std::uint8_t> rereadByRefittedLooks(const DiscLooks& looks, int size, float doubtful,
                                                float weight,
                                                const std::vector<std::uint8_t>& leave,
                                                int largeGroup,
                                                std::vector<std::array<float, 3>>& scores) {
  const std::vector<std::array<float, 3>> net = scores;
  const std::vector<std::uint8_t> large =
      rereadByLooks(looks, size, doubtful, weight, leave, largeGroup, scores);
  std::vector<int> classes(scores.size(), -1);
  for (std::size_t i = 0; i < scores.size(); ++i)
    if (!(i < leave.size() && leave[i]) && !large[i])
      classes[i] = static_cast<int>(largest(scores[i]));
  const DiscLooks again = looks.refitted(classes);
  if (!again.complete()) return large;  // a class without its look: the first reading stays
  scores = net;
  return rereadByLooks(again, size, doubtful, weight, leave, largeGroup, scores);
}

}  // namespace c6::vision
