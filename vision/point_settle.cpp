#include "vision/point_settle.h"

#include <algorithm>

namespace c6::vision {

void PointSettle::reset(int size, int window) {
  m_size = size;
  m_window = std::clamp(window, 1, 8);
  m_cells.assign(static_cast<std::size_t>(size * size), Cell{});
  m_lastClear.reset();
  m_clearStart.reset();
  m_wasClear = false;
}

void PointSettle::update(const std::vector<std::uint8_t>& blocked, bool boardClear,
                         core::Micros t) {
  if (boardClear) {
    if (!m_wasClear) m_clearStart = t;
    m_lastClear = t;
  }
  m_wasClear = boardClear;
  for (std::size_t i = 0; i < m_cells.size(); ++i) {
    Cell& c = m_cells[i];
    if (i < blocked.size() && blocked[i]) {
      c = Cell{};
    } else if (!c.clearSince) {
      c.clearSince = t;
    }
  }
}

void PointSettle::add(const StoneReading& reading, const std::vector<std::uint8_t>& blocked) {
  if (reading.size != m_size) return;
  for (std::size_t i = 0; i < m_cells.size(); ++i) {
    Cell& c = m_cells[i];
    if ((i < blocked.size() && blocked[i]) || !c.clearSince) continue;
    const int cls = static_cast<int>(reading.cells[i]);
    if (cls < 0 || cls > 2) continue;
    const auto k = static_cast<std::size_t>(c.next);
    c.cls[k] = static_cast<std::int8_t>(cls);
    c.conf[k] = i < reading.confidence.size() ? reading.confidence[i] : 1.0f;
    c.stone[k] = i < reading.netStone.size() ? reading.netStone[i] : -1.0f;
    c.next = (c.next + 1) % m_window;
    c.count = std::min(c.count + 1, m_window);
  }
}

bool PointSettle::anyClear() const {
  return std::any_of(m_cells.begin(), m_cells.end(),
                     [](const Cell& c) { return c.clearSince.has_value(); });
}

SettledPoints PointSettle::result(core::Micros now, core::Micros settle, double agree, int minReads,
                                  core::Micros holdMax) const {
  SettledPoints out;
  VotedBoard& v = out.board;
  v.size = m_size;
  const std::size_t n = m_cells.size();
  v.cells.assign(n, core::Seen::Unknown);
  v.confidence.assign(n, 0.0f);
  v.unread.assign(n, 1);
  v.netStone.assign(n, -1.0f);
  out.hidden.assign(n, 1);
  for (std::size_t i = 0; i < n; ++i) {
    const Cell& c = m_cells[i];
    if (!c.clearSince || c.count < std::max(1, minReads)) continue;
    core::Micros from = *c.clearSince;
    if (m_lastClear && *m_lastClear >= from) {
      // Settled from when the hands were gone: what one hand trip did shows all at once.
      if (m_clearStart) from = std::max(from, *m_clearStart);
    } else if (now - from < holdMax) {
      ++out.waiting;
      continue;
    }
    if (now - from < settle) continue;
    std::array<int, 3> votes{};
    std::array<float, 3> conf{};
    float stone = 0.f;
    int scored = 0;
    for (int k = 0; k < c.count; ++k) {
      const auto cls = static_cast<std::size_t>(c.cls[static_cast<std::size_t>(k)]);
      ++votes[cls];
      conf[cls] += c.conf[static_cast<std::size_t>(k)];
      if (const float e = c.stone[static_cast<std::size_t>(k)]; e >= 0.f) {
        stone += e;
        ++scored;
      }
    }
    if (scored > 0) v.netStone[i] = stone / static_cast<float>(scored);
    std::size_t best = 0;
    for (std::size_t k = 1; k < 3; ++k)
      if (votes[k] > votes[best]) best = k;
    v.cells[i] = static_cast<core::Seen>(best);
    v.unread[i] = 0;
    out.hidden[i] = 0;
    ++out.settledCount;
    if (votes[best] >= agree * c.count) v.confidence[i] = conf[best] / static_cast<float>(c.count);
  }
  return out;
}

}  // namespace c6::vision
