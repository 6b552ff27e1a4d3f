#pragma once
#include <array>
#include <vector>

#include "vision/stone_reading.h"

namespace c6::vision {

// The reading of one still period, per intersection in image orientation: the agreed class, or
// Unknown (`unread`: every read had the point hidden; otherwise the reads disagreed and `cells`
// holds the most voted class with confidence 0).
struct VotedBoard {
  int size = 19;
  std::vector<core::Seen> cells;
  std::vector<float> confidence;
  std::vector<std::uint8_t> unread;
  // The mean of the reads' netStone (StoneReading); -1 where no read gave one. Empty: not kept.
  std::vector<float> netStone;
};

// Temporal voting: a point is settled when most of the reads that could see it agree, so one frame
// of glare or a passing shadow never decides a point.
class PointVotes {
 public:
  explicit PointVotes(int size = 19) { reset(size); }
  void reset(int size);
  // Adds one read; points marked in `blocked` (hand or motion over them) do not vote.
  void add(const StoneReading& reading, const std::vector<std::uint8_t>& blocked);
  int reads() const { return m_reads; }
  // `agree`: the fraction of a point's votes its class needs.
  VotedBoard result(double agree = 0.6) const;

 private:
  struct Tally {
    std::array<int, 3> votes{};  // Empty, Black, White
    std::array<float, 3> confidence{};
  };
  int m_size = 19;
  int m_reads = 0;
  std::vector<Tally> m_tally;
};

}  // namespace c6::vision
