#include "core/player_time.h"

#include <algorithm>
#include <cassert>

namespace c6::core {

const Stage& PlayerTiming::stage(const PlayerTime& t) const {
  assert(!m_control.stages.empty());
  auto i = static_cast<std::size_t>(
      std::clamp(t.stage, 0, static_cast<int>(m_control.stages.size()) - 1));
  return m_control.stages[i];
}

PlayerTime PlayerTiming::initial() const {
  PlayerTime t;
  if (m_control.stages.empty()) return t;
  t.left = m_control.stages[0].time;
  t.stageEndsAt = m_control.stages[0].moves;
  if (m_control.overtime != Overtime::None) t.periods = m_control.count;
  return t;
}

Micros PlayerTiming::charge(const PlayerTime& t, Micros from, Micros to) const {
  const Stage& s = stage(t);
  if (s.bonus != Bonus::Delay) return to - from;
  Micros d = s.amount;
  return std::max(Micros(0), to - d) - std::max(Micros(0), from - d);
}

Micros PlayerTiming::elapsedForCharge(const PlayerTime& t, Micros from, Micros amount) const {
  const Stage& s = stage(t);
  Micros d = s.bonus == Bonus::Delay ? s.amount : Micros(0);
  if (from >= d || amount <= Micros(0)) return from + amount;
  return d + amount;
}

Micros PlayerTiming::capacity(const PlayerTime& t) const {
  const auto& c = m_control;
  if (!t.overtime) {
    Micros extra{0};
    if (c.overtime == Overtime::ByoYomi) extra = t.periods * c.time;
    if (c.overtime == Overtime::Canadian) extra = c.time;
    return t.left + extra;
  }
  if (c.overtime == Overtime::ByoYomi) return t.left + (t.periods - 1) * c.time;
  return t.left;
}

std::optional<PlayerTime> PlayerTiming::consume(PlayerTime t, Micros amount) const {
  if (amount < Micros(0)) {  // a bonus
    t.left -= amount;
    return t;
  }
  if (amount >= capacity(t)) return std::nullopt;
  const auto& c = m_control;
  if (!t.overtime) {
    if (amount < t.left) {
      t.left -= amount;
      return t;
    }
    amount -= t.left;
    t.overtime = true;
    t.overtimeIndex = 1;
    t.left = c.time;
  }
  if (amount < t.left) {
    t.left -= amount;
    return t;
  }
  // Byo-yomi only (capacity rules out a Canadian block running out): periods used up.
  amount -= t.left;
  long long used = 1 + amount / c.time;
  t.periods -= static_cast<int>(used);
  t.overtimeIndex += static_cast<int>(used);
  t.left = c.time - amount % c.time;
  return t;
}

PlayerTime PlayerTiming::complete(PlayerTime t, Micros thinking, int counted) const {
  const auto& c = m_control;
  t.moves += counted;
  if (t.overtime) {
    if (c.overtime == Overtime::ByoYomi) {
      t.left = c.time;
    } else if (c.overtime == Overtime::Canadian) {
      t.periods -= counted;
      if (t.periods <= 0) {
        t.periods = c.count;
        t.left = c.time;
        ++t.overtimeIndex;
      }
    }
    return t;
  }
  const Stage& s = stage(t);
  if (s.bonus == Bonus::Fischer) {
    Micros raised = t.left + s.amount;
    t.left = s.cap ? std::max(t.left, std::min(raised, *s.cap)) : raised;
  } else if (s.bonus == Bonus::Bronstein) {
    t.left += std::min(thinking, s.amount);
  }
  return advanceStages(t);
}

PlayerTime PlayerTiming::advanceStages(PlayerTime t) const {
  const auto& stages = m_control.stages;
  while (!t.overtime && t.stageEndsAt > 0 && t.moves >= t.stageEndsAt) {
    int next = std::min(t.stage + 1, static_cast<int>(stages.size()) - 1);
    const Stage& s = stages[static_cast<std::size_t>(next)];
    t.stage = next;
    t.left += s.time;
    t.stageEndsAt = s.moves > 0 ? t.stageEndsAt + s.moves : 0;
  }
  return t;
}

PlayerTime PlayerTiming::setMoves(PlayerTime t, int moves) const {
  t.moves = moves;
  return advanceStages(t);
}

std::optional<int> PlayerTiming::periodsShown(const PlayerTime& t) const {
  if (m_control.overtime == Overtime::None) return std::nullopt;
  return t.periods;
}

std::vector<PlayerTiming::Mark> PlayerTiming::marks(const PlayerTime& t,
                                                    const std::vector<Micros>& thresholds) const {
  const auto& c = m_control;
  std::vector<Mark> out;
  bool thresholdsApply = !t.overtime || c.overtime == Overtime::Canadian;
  if (thresholdsApply)
    for (Micros h : thresholds)
      if (h > Micros(0) && h < t.left) out.push_back({t.left - h, Mark::Kind::LowTime, h});
  if (c.overtime == Overtime::ByoYomi) {
    Micros base = t.overtime ? t.left - c.time : t.left;
    int periods = t.periods;
    if (!t.overtime) out.push_back({t.left, Mark::Kind::Overtime, Micros(0)});
    for (int j = 1; j < periods; ++j)
      out.push_back({base + j * c.time, Mark::Kind::PeriodUsed, Micros(0)});
  } else if (c.overtime == Overtime::Canadian && !t.overtime) {
    out.push_back({t.left, Mark::Kind::Overtime, Micros(0)});
  }
  std::stable_sort(out.begin(), out.end(),
                   [](const Mark& a, const Mark& b) { return a.charge < b.charge; });
  return out;
}

}  // namespace c6::core
