#pragma once
#include <array>
#include <optional>
#include <vector>

#include "core/time.h"
#include "vision/point_votes.h"
#include "vision/stone_reading.h"

namespace c6::vision {

// Per-intersection settling: a point is read only once it has been clear of hands and motion for
// the settle time, by a vote over its last reads since then. A stone placed while a hand is still
// over another part of the board is seen as soon as its own point is clear, and a point under (or
// next to) a hand is never read. A point uncovered while a hand is still over the board waits until
// the board was clear of hands once (or `holdMax` passed): the hand that placed a stone may still
// be there, and a turn is not complete before the hand has left.
struct SettledPoints {
  VotedBoard board;                  // image orientation; Unknown where not settled
  std::vector<std::uint8_t> hidden;  // not settled because a hand is, or just was, over it
  int settledCount = 0;
  int waiting = 0;  // clear long enough, but no moment without hands since
};

class PointSettle {
 public:
  explicit PointSettle(int size = 19, int window = 4) { reset(size, window); }
  void reset(int size, int window = 4);
  // Points blocked now lose their reads; the others stay clear from when they were first unblocked.
  // `boardClear`: no hand and no motion anywhere on the board in this frame.
  void update(const std::vector<std::uint8_t>& blocked, bool boardClear, core::Micros t);
  // One read of the whole board (points blocked now are skipped).
  void add(const StoneReading& reading, const std::vector<std::uint8_t>& blocked);
  bool anyClear() const;
  // Points clear for at least `settle` with `minReads` reads; `agree`: the share of the (last
  // `window`) votes the winning class needs, or its confidence is 0 (the prior may settle it).
  SettledPoints result(core::Micros now, core::Micros settle, double agree, int minReads = 2,
                       core::Micros holdMax = core::Micros(1'000'000)) const;

 private:
  struct Cell {
    std::optional<core::Micros> clearSince;
    std::array<std::int8_t, 8> cls{};
    std::array<float, 8> conf{};
    std::array<float, 8> stone{};  // the net's stone score of each read; -1: none
    int count = 0;                 // reads held (up to the window)
    int next = 0;
  };
  int m_size = 19;
  int m_window = 4;
  std::vector<Cell> m_cells;
  std::optional<core::Micros> m_lastClear;   // last frame without hands
  std::optional<core::Micros> m_clearStart;  // when the latest period without hands began
  bool m_wasClear = false;
};

}  // namespace c6::vision
