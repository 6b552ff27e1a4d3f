#include "vision/change_gate.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>

namespace c6::vision {

void ChangeGate::reset(int size) {
  m_size = size;
  m_known.clear();
  m_touched.clear();
  m_lastRead.clear();
  m_readBeforeHand.clear();
  m_reference.release();
  m_held = 0;
}

void ChangeGate::seed(const std::vector<core::Seen>& known, const cv::Mat& view) {
  m_known = known;
  m_touched.assign(known.size(), 0);
  m_lastRead = known;
  m_readBeforeHand.assign(known.size(), core::Seen::Unknown);
  m_size = static_cast<int>(std::lround(std::sqrt(static_cast<double>(known.size()))));
  m_reference = view.clone();
}

namespace {

cv::Rect patchRect(cv::Point c, int r, cv::Size size) {
  return cv::Rect(c.x - r, c.y - r, 2 * r + 1, 2 * r + 1) & cv::Rect(cv::Point(0, 0), size);
}

}  // namespace

// The least change over shifts of up to one view pixel: a re-aligned view (a refined bump) moves
// sharp things like a reflection's edge by a pixel, a stone changes the whole patch. Written as
// plain loops: it runs for every point, nine times, on every settled frame, and OpenCV's calls on
// patches of a few dozen pixels spent most of the recorder's time allocating.
double ChangeGate::patchChange(const cv::Mat& view, cv::Point centre, int r,
                               const cv::Scalar& gain) const {
  cv::Rect box = patchRect(centre, r, view.size());
  if (box.empty()) return 0.0;
  if (view.type() != CV_8UC3 || m_reference.type() != CV_8UC3)
    return patchChangeAnyType(view, box, gain);
  const double g[3] = {gain[0], gain[1], gain[2]};
  const double area = static_cast<double>(box.area());
  double least = 1e9;
  for (int dy = -1; dy <= 1; ++dy)
    for (int dx = -1; dx <= 1; ++dx) {
      cv::Rect moved = box + cv::Point(dx, dy);
      if ((moved & cv::Rect(cv::Point(0, 0), view.size())) != moved) continue;
      double sum[3] = {0.0, 0.0, 0.0};
      for (int y = 0; y < box.height; ++y) {
        const std::uint8_t* before = m_reference.ptr<std::uint8_t>(box.y + y) + 3 * box.x;
        const std::uint8_t* now = view.ptr<std::uint8_t>(moved.y + y) + 3 * moved.x;
        for (int x = 0; x < 3 * box.width; x += 3)
          for (int k = 0; k < 3; ++k)
            sum[k] += std::abs(static_cast<float>(now[x + k] * g[k]) - before[x + k]);
      }
      least = std::min(least, std::max({sum[0], sum[1], sum[2]}) / area);
    }
  return least < 1e9 ? least : 0.0;
}

double ChangeGate::patchChangeAnyType(const cv::Mat& view, const cv::Rect& box,
                                      const cv::Scalar& gain) const {
  cv::Mat before;
  m_reference(box).convertTo(before, CV_32F);
  double least = 1e9;
  for (int dy = -1; dy <= 1; ++dy)
    for (int dx = -1; dx <= 1; ++dx) {
      cv::Rect moved = box + cv::Point(dx, dy);
      if ((moved & cv::Rect(cv::Point(0, 0), view.size())) != moved) continue;
      cv::Mat now;
      view(moved).convertTo(now, CV_32F);
      cv::multiply(now, gain, now);
      cv::Scalar d = cv::mean(cv::abs(now - before));
      least = std::min(least, std::max({d[0], d[1], d[2]}));
    }
  return least < 1e9 ? least : 0.0;
}

void ChangeGate::noteCovered(const std::vector<std::uint8_t>& covered) {
  if (m_touched.size() != covered.size()) m_touched.assign(covered.size(), 0);
  if (m_lastRead.size() != covered.size()) m_lastRead.assign(covered.size(), core::Seen::Unknown);
  if (m_readBeforeHand.size() != covered.size())
    m_readBeforeHand.assign(covered.size(), core::Seen::Unknown);
  for (std::size_t i = 0; i < covered.size(); ++i) {
    if (covered[i] && !m_touched[i]) m_readBeforeHand[i] = m_lastRead[i];
    m_touched[i] |= covered[i];
  }
}

namespace {

std::array<cv::Point, 4> gapCentres(const BoardView& geometry, int x, int y) {
  const cv::Point2f p = geometry.pointInView(x, y);
  const float half = static_cast<float>(geometry.cell()) * 0.5f;
  std::array<cv::Point, 4> out;
  std::size_t k = 0;
  for (const cv::Point2f d : {cv::Point2f(-half, -half), cv::Point2f(half, -half),
                              cv::Point2f(-half, half), cv::Point2f(half, half)}) {
    const cv::Point2f g = p + d;
    out[k++] = cv::Point(static_cast<int>(std::lround(g.x)), static_cast<int>(std::lround(g.y)));
  }
  return out;
}

}  // namespace

double ChangeGate::gapChange(const cv::Mat& view, const BoardView& geometry, int x, int y,
                             const cv::Scalar& gain) const {
  const int r =
      std::max(1, static_cast<int>(std::lround(m_options.gapRadiusCells * geometry.cell())));
  double least = 1e9;
  for (const cv::Point g : gapCentres(geometry, x, y))
    least = std::min(least, patchChange(view, g, r, gain));
  return least;
}

void ChangeGate::copyGaps(const cv::Mat& view, const BoardView& geometry, int x, int y) {
  const int r =
      std::max(1, static_cast<int>(std::lround(m_options.gapRadiusCells * geometry.cell())));
  for (const cv::Point g : gapCentres(geometry, x, y)) copyPatch(view, g, r);
}

void ChangeGate::copyPatch(const cv::Mat& view, cv::Point centre, int r) {
  cv::Rect box = patchRect(centre, r, view.size());
  if (!box.empty()) view(box).copyTo(m_reference(box));
}

void ChangeGate::apply(SettledPoints& points, const cv::Mat& view, const BoardView& geometry) {
  m_held = 0;
  VotedBoard& b = points.board;
  const std::size_t n = b.cells.size();
  if (m_known.size() != n || m_reference.size() != view.size() ||
      m_reference.type() != view.type()) {
    m_known.assign(n, core::Seen::Unknown);
    m_touched.assign(n, 0);
    m_reference = view.clone();
    m_size = b.size;
  }
  const int r = std::max(1, static_cast<int>(std::lround(m_options.radiusCells * geometry.cell())));
  auto centreOf = [&](int x, int y) {
    const cv::Point2f pf = geometry.pointInView(x, y);
    return cv::Point(static_cast<int>(std::lround(pf.x)), static_cast<int>(std::lround(pf.y)));
  };
  // A lamp, a cloud or the colour of the light changes every patch alike, a stone or a hand a few:
  // the median ratio over the visible points, per channel, is the light's change.
  std::array<std::vector<double>, 3> ratios;
  for (int y = 0; y < b.size; ++y)
    for (int x = 0; x < b.size; ++x) {
      if (points.hidden[static_cast<std::size_t>(y * b.size + x)]) continue;
      cv::Rect box = patchRect(centreOf(x, y), r, view.size());
      if (box.empty()) continue;
      cv::Scalar now = cv::mean(view(box)), before = cv::mean(m_reference(box));
      for (int k = 0; k < 3; ++k)
        if (now[k] > 8.0) ratios[static_cast<std::size_t>(k)].push_back(before[k] / now[k]);
    }
  cv::Scalar gain(1.0, 1.0, 1.0);
  for (int k = 0; k < 3; ++k) {
    auto& v = ratios[static_cast<std::size_t>(k)];
    if (v.size() < 8) continue;
    std::nth_element(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(v.size() / 2), v.end());
    gain[k] = std::clamp(v[v.size() / 2], 0.5, 2.0);
  }
  if (m_lastRead.size() != n) m_lastRead.assign(n, core::Seen::Unknown);
  if (m_readBeforeHand.size() != n) m_readBeforeHand.assign(n, core::Seen::Unknown);
  for (int y = 0; y < b.size; ++y)
    for (int x = 0; x < b.size; ++x) {
      const std::size_t i = static_cast<std::size_t>(y * b.size + x);
      if (points.hidden[i] || b.unread[i] || b.cells[i] == core::Seen::Unknown) continue;
      const core::Seen read = b.cells[i];
      if (i < m_touched.size() && !m_touched[i]) m_lastRead[i] = read;
      const cv::Point c = centreOf(x, y);
      const core::Seen known = m_known[i];
      if (known == b.cells[i]) {
        // Keeps the picture fresh as the light drifts, but not where the patch changed as a stone
        // does: a new stone misread for a moment as the empty point it stands on would become the
        // empty point's picture, and the stone could never be seen again.
        // Light that moved here alone (a spot's pool arriving) changes the cell centres around the
        // point as much as the point: that is not a stone either, and the picture follows it, or
        // the point's next stone is measured against light that is gone.
        const double change = patchChange(view, c, r, gain);
        if (change < m_options.refreshChange ||
            change < m_options.pointOverGaps * gapChange(view, geometry, x, y, gain)) {
          copyPatch(view, c, r);
          copyGaps(view, geometry, x, y);
        }
        continue;
      }
      // ...and only where the picture read otherwise before the hand came: a glare read as a stone
      // before and after a hand passed is the same glare.
      const bool placed = known == core::Seen::Empty && i < m_touched.size() && m_touched[i] &&
                          m_readBeforeHand[i] != read;
      const double change = known == core::Seen::Unknown ? 0.0 : patchChange(view, c, r, gain);
      // A stone changes its point, not the board between points; light that moved (a glare, a
      // shadow) changes both.
      const bool stoneLike =
          change >= m_options.minChange ||
          (placed && change >= m_options.touchedChange &&
           change >= m_options.pointOverGaps * gapChange(view, geometry, x, y, gain));
      if (known != core::Seen::Unknown && !stoneLike) {
        b.cells[i] = known;  // nothing came or went here: the reading is the picture's fault
        b.confidence[i] = 1.0f;
        ++m_held;
        continue;
      }
      if (b.confidence[i] >= m_options.known) {
        m_known[i] = b.cells[i];
        if (i < m_touched.size()) m_touched[i] = 0;
        m_lastRead[i] = read;
        copyPatch(view, c, r);
        copyGaps(view, geometry, x, y);
      }
    }
}

}  // namespace c6::vision
