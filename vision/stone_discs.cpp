#include "vision/stone_discs.h"

#include "vision/stone_patches.h"

namespace c6::vision {

namespace {

constexpr int kRadius = 3;  // px of the warp: 0.3 cell
constexpr int kMinSure = 3;

}  // namespace

DiscLooks::DiscLooks(const cv::Mat& normalised, const std::vector<PointProbabilities>& probs,
                     int size, float sureScore)
    : m_looks(3) {
  if (normalised.type() != CV_32FC3 || probs.size() != static_cast<std::size_t>(size * size) ||
      normalised.cols < (size + 1) * stone_patches::kCell ||
      normalised.rows < (size + 1) * stone_patches::kCell)
    return;
  m_normalised = normalised;
  for (std::size_t c = 0; c < 3; ++c) {
    cv::Vec3f sum(0, 0, 0);
    int n = 0;
    for (std::size_t i = 0; i < probs.size(); ++i)
      if (probs[i][c] >= sureScore) {
        sum += centre(static_cast<int>(i) % size, static_cast<int>(i) / size);
        ++n;
      }
    if (n >= kMinSure) m_looks[c] = sum / static_cast<float>(n);
  }
}

cv::Vec3f DiscLooks::centre(int x, int y) const {
  const int cx = (x + 1) * stone_patches::kCell;
  const int cy = (y + 1) * stone_patches::kCell;
  cv::Vec3f sum(0, 0, 0);
  int n = 0;
  for (int dy = -kRadius; dy <= kRadius; ++dy)
    for (int dx = -kRadius; dx <= kRadius; ++dx)
      if (dx * dx + dy * dy <= kRadius * kRadius) {
        sum += m_normalised.at<cv::Vec3f>(cy + dy, cx + dx);
        ++n;
      }
  return sum / static_cast<float>(n);
}

std::optional<int> DiscLooks::nearestClass(int x, int y) const {
  if (m_normalised.empty()) return std::nullopt;
  const cv::Vec3f c = centre(x, y);
  std::optional<int> best;
  double bestDistance = 0;
  for (std::size_t k = 0; k < m_looks.size(); ++k) {
    if (!m_looks[k]) continue;
    const double d = cv::norm(c - *m_looks[k]);
    if (!best || d < bestDistance) best = static_cast<int>(k), bestDistance = d;
  }
  return best;
}

}  // namespace c6::vision
