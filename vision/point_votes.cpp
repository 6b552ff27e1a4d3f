#include "vision/point_votes.h"

namespace c6::vision {

void PointVotes::reset(int size) {
  m_size = size;
  m_reads = 0;
  m_tally.assign(static_cast<std::size_t>(size * size), Tally{});
}

void PointVotes::add(const StoneReading& reading, const std::vector<std::uint8_t>& blocked) {
  if (reading.size != m_size) reset(reading.size);
  ++m_reads;
  for (std::size_t i = 0; i < m_tally.size(); ++i) {
    if (i < blocked.size() && blocked[i]) continue;
    int c = static_cast<int>(reading.cells[i]);
    if (c < 0 || c > 2) continue;
    auto& t = m_tally[i];
    ++t.votes[static_cast<std::size_t>(c)];
    t.confidence[static_cast<std::size_t>(c)] +=
        i < reading.confidence.size() ? reading.confidence[i] : 1.0f;
  }
}

VotedBoard PointVotes::result(double agree) const {
  VotedBoard v;
  v.size = m_size;
  const std::size_t n = m_tally.size();
  v.cells.assign(n, core::Seen::Unknown);
  v.confidence.assign(n, 0.0f);
  v.unread.assign(n, 0);
  for (std::size_t i = 0; i < n; ++i) {
    const auto& t = m_tally[i];
    int total = t.votes[0] + t.votes[1] + t.votes[2];
    if (total == 0) {
      v.unread[i] = 1;
      continue;
    }
    std::size_t best = 0;
    for (std::size_t c = 1; c < 3; ++c)
      if (t.votes[c] > t.votes[best]) best = c;
    v.cells[i] = static_cast<core::Seen>(best);
    if (t.votes[best] >= agree * total)
      v.confidence[i] = t.confidence[best] / static_cast<float>(total);  // disagreement lowers it
  }
  return v;
}

}  // namespace c6::vision
