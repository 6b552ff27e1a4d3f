#pragma once
#include <array>
#include <cassert>
#include <cstdint>
#include <initializer_list>
#include <string>

#include "core/color.h"
#include "core/point.h"

namespace c6::core {

// One player's turn: a pass (no stone), one stone (Black's first turn, or a final stone that
// already completes six) or two stones. A record naming more stones is rejected before it becomes a
// Turn.
class Turn {
 public:
  constexpr Turn() = default;
  static constexpr Turn pass(Color side) { return Turn(side); }
  static constexpr Turn one(Color side, Point a) {
    Turn t(side);
    t.m_points[0] = a;
    t.m_count = 1;
    return t;
  }
  static constexpr Turn two(Color side, Point a, Point b) {
    Turn t(side);
    t.m_points = {a, b};
    t.m_count = 2;
    return t;
  }

  constexpr Color side() const { return m_side; }
  constexpr int count() const { return m_count; }
  constexpr bool isPass() const { return m_count == 0; }
  constexpr Point operator[](int i) const {
    assert(i >= 0 && i < m_count);
    return m_points[static_cast<std::size_t>(i)];
  }
  constexpr const Point* begin() const { return m_points.data(); }
  constexpr const Point* end() const { return m_points.data() + m_count; }

  friend constexpr bool operator==(const Turn& a, const Turn& b) {
    if (a.m_side != b.m_side || a.m_count != b.m_count) return false;
    for (int i = 0; i < a.m_count; ++i)
      if (a.m_points[static_cast<std::size_t>(i)] != b.m_points[static_cast<std::size_t>(i)])
        return false;
    return true;
  }

 private:
  constexpr explicit Turn(Color side) : m_side(side) {}

  Color m_side = Color::Black;
  std::uint8_t m_count = 0;
  std::array<Point, 2> m_points{};
};

// "B j10", "W j12 k11", "B pass".
std::string toString(const Turn& turn);

}  // namespace c6::core
