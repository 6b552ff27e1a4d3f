#include "core/clock.h"

#include <algorithm>

namespace c6::core {

const char* clockErrorString(ClockError e) {
  switch (e) {
    case ClockError::NotStarted:
      return "not-started";
    case ClockError::AlreadyStarted:
      return "already-started";
    case ClockError::NotRunning:
      return "not-running";
    case ClockError::NotPaused:
      return "not-paused";
    case ClockError::Over:
      return "over";
    case ClockError::NothingToUndo:
      return "nothing-to-undo";
    case ClockError::TimeWentBack:
      return "time-went-back";
  }
  return "unknown";
}

const char* clockEventKindString(ClockEvent::Kind k) {
  switch (k) {
    case ClockEvent::Kind::Flag:
      return "flag";
    case ClockEvent::Kind::LowTime:
      return "low-time";
    case ClockEvent::Kind::Overtime:
      return "overtime";
    case ClockEvent::Kind::PeriodUsed:
      return "period-used";
  }
  return "unknown";
}

void fillTurnRecord(const PressRecord& press, TurnRecord& turn) {
  turn.at = press.at;
  turn.thinking = press.thinking;
  turn.clocks = press.clocks;
}

Clock::Clock(TimeControl control, ClockOptions options)
    : m_control(std::move(control)),
      m_options(std::move(options)),
      m_timing{PlayerTiming(m_control.black), PlayerTiming(m_control.white)},
      m_time{m_timing[0].initial(), m_timing[1].initial()} {}

Micros Clock::elapsedAt(Micros now) const {
  if (m_phase != ClockPhase::Running) return m_elapsedBefore;
  return m_elapsedBefore + std::max(Micros(0), now - m_segmentStart);
}

Micros Clock::flagElapsed() const {
  const PlayerTiming& t = timing(m_toMove);
  const PlayerTime& p = m_time[idx(m_toMove)];
  return t.elapsedForCharge(p, m_baseElapsed, t.capacity(p));
}

// A flag found due before the current stretch began (after an undo) falls at the stretch's start.
Micros Clock::instantOf(Micros elapsed) const {
  return m_segmentStart + std::max(Micros(0), elapsed - m_elapsedBefore);
}

std::pair<std::optional<PlayerTime>, PlayerTime> Clock::project(Micros elapsed) const {
  Color mover = m_toMove;
  const PlayerTiming& t = timing(mover);
  const PlayerTime& base = m_time[idx(mover)];
  PlayerTime other = m_time[idx(opponent(mover))];
  Micros charged = t.charge(base, m_baseElapsed, elapsed);
  auto moved = t.consume(base, charged);
  if (t.control().hourglass) other.left += moved ? charged : t.capacity(base);
  return {moved, other};
}

PlayerTime Clock::exhausted(Color side, PlayerTime t) const {
  const PlayerControl& c = timing(side).control();
  if (c.overtime != Overtime::None && !t.overtime && t.periods > 0) {
    t.overtime = true;
    t.overtimeIndex = 1;
  }
  if (t.overtime && c.overtime == Overtime::ByoYomi) {
    t.overtimeIndex += std::max(0, t.periods - 1);
    t.periods = 0;
  }
  t.left = Micros(0);
  return t;
}

void Clock::fallFlag(Color side, Micros at, Micros elapsed) {
  if (side == m_toMove) {
    auto [moved, other] = project(elapsed);
    (void)moved;
    time(opponent(side)) = other;
    m_baseElapsed = elapsed;
  }
  PlayerTime& t = time(side);
  t = exhausted(side, t);
  m_phase = ClockPhase::Flagged;
  m_elapsedBefore = elapsed;
  m_flag = FlagFall{side, at, t.stage, t.overtime, t.overtimeIndex};
  m_events.push_back({ClockEvent::Kind::Flag, at, side, sideClock(side, t), Micros(0)});
}

std::optional<ClockError> Clock::settle(Micros now, bool operation) {
  if (now < m_lastNow) return ClockError::TimeWentBack;
  if (operation) m_lastNow = now;
  if (m_phase != ClockPhase::Running) return std::nullopt;
  Micros eNow = elapsedAt(now);
  Micros eFlag = flagElapsed();
  Micros until = std::min(eNow, eFlag);
  if (m_options.timeJudge) {
    const PlayerTiming& t = timing(m_toMove);
    const PlayerTime& base = m_time[idx(m_toMove)];
    for (const auto& mark : t.marks(base, m_options.warnAt)) {
      Micros e = t.elapsedForCharge(base, m_baseElapsed, mark.charge);
      if (e <= m_polled || e > until || e >= eFlag) continue;
      auto kind = mark.kind == PlayerTiming::Mark::Kind::LowTime    ? ClockEvent::Kind::LowTime
                  : mark.kind == PlayerTiming::Mark::Kind::Overtime ? ClockEvent::Kind::Overtime
                                                                    : ClockEvent::Kind::PeriodUsed;
      auto at = t.consume(base, mark.charge);
      m_events.push_back(
          {kind, instantOf(e), m_toMove, sideClock(m_toMove, at.value_or(base)), mark.threshold});
    }
  }
  m_polled = std::max(m_polled, until);
  if (eFlag <= eNow) fallFlag(m_toMove, instantOf(eFlag), eFlag);
  return std::nullopt;
}

// Makes the baselines current, so an arbiter's change applies from `now` on.
void Clock::rebase(Micros now) {
  if (m_phase == ClockPhase::NotStarted) return;
  Micros e = elapsedAt(now);
  auto [moved, other] = project(e);
  if (moved) time(m_toMove) = *moved;
  time(opponent(m_toMove)) = other;
  m_baseElapsed = e;
  m_polled = std::max(m_polled, e);
}

std::optional<ClockError> Clock::start(Micros now) {
  if (auto err = settle(now)) return err;
  if (m_phase != ClockPhase::NotStarted) return ClockError::AlreadyStarted;
  m_phase = ClockPhase::Running;
  m_toMove = Color::Black;
  m_segmentStart = now;
  m_elapsedBefore = m_baseElapsed = m_polled = Micros(0);
  settle(now);
  return std::nullopt;
}

std::optional<ClockError> Clock::press(Micros now, std::optional<int> stones) {
  return switchSides(now, stones, false);
}

std::optional<ClockError> Clock::completeMove(Micros now, std::optional<int> stones) {
  return switchSides(now, stones, true);
}

std::optional<ClockError> Clock::switchSides(Micros now, std::optional<int> stones,
                                             bool whilePaused) {
  if (auto err = settle(now)) return err;
  if (m_phase == ClockPhase::NotStarted) return ClockError::NotStarted;
  if (m_phase == ClockPhase::Flagged || m_phase == ClockPhase::Stopped) return ClockError::Over;
  if (m_phase == ClockPhase::Paused && !whilePaused) return ClockError::NotRunning;
  Color side = m_toMove;
  Micros e = elapsedAt(now);
  m_undo.push_back({m_time, m_turns, m_baseElapsed, e});
  auto [moved, other] = project(e);
  int stoneCount = stones.value_or(side == Color::Black && m_turns[0] == 0 ? 1 : 2);
  int counted = m_options.count == CountBy::Stones ? stoneCount : 1;
  time(side) = timing(side).complete(*moved, e, counted);
  time(opponent(side)) = other;
  ++m_turns[idx(side)];
  m_toMove = opponent(side);
  m_segmentStart = now;
  m_elapsedBefore = m_baseElapsed = m_polled = Micros(0);
  m_presses.push_back({side, now, e, counted, snapshot()});
  settle(now);
  return std::nullopt;
}

std::optional<ClockError> Clock::undo(Micros now) {
  if (auto err = settle(now)) return err;
  if (m_phase == ClockPhase::NotStarted) return ClockError::NotStarted;
  if (m_phase == ClockPhase::Flagged || m_phase == ClockPhase::Stopped) return ClockError::Over;
  if (m_undo.empty()) return ClockError::NothingToUndo;
  Micros since = elapsedAt(now);
  Saved s = m_undo.back();
  m_undo.pop_back();
  m_presses.pop_back();
  m_time = s.time;
  m_turns = s.turns;
  m_toMove = opponent(m_toMove);
  m_baseElapsed = s.baseElapsed;
  m_elapsedBefore = m_polled = s.elapsedAtPress + since;
  m_segmentStart = now;
  settle(now);
  return std::nullopt;
}

std::optional<ClockError> Clock::pause(Micros now) {
  if (auto err = settle(now)) return err;
  if (m_phase == ClockPhase::NotStarted) return ClockError::NotStarted;
  if (m_phase != ClockPhase::Running)
    return m_phase == ClockPhase::Paused ? ClockError::NotRunning : ClockError::Over;
  m_elapsedBefore = elapsedAt(now);
  m_phase = ClockPhase::Paused;
  return std::nullopt;
}

std::optional<ClockError> Clock::resume(Micros now) {
  if (auto err = settle(now)) return err;
  if (m_phase != ClockPhase::Paused) return ClockError::NotPaused;
  m_phase = ClockPhase::Running;
  m_segmentStart = now;
  return std::nullopt;
}

std::optional<ClockError> Clock::stop(Micros now) {
  if (auto err = settle(now)) return err;
  if (m_phase == ClockPhase::Flagged || m_phase == ClockPhase::Stopped) return ClockError::Over;
  rebase(now);
  m_elapsedBefore = elapsedAt(now);
  m_phase = ClockPhase::Stopped;
  return std::nullopt;
}

std::optional<ClockError> Clock::adjust(Micros now, Color side, const Adjustment& a) {
  if (auto err = settle(now)) return err;
  if (m_phase == ClockPhase::Flagged || m_phase == ClockPhase::Stopped) return ClockError::Over;
  rebase(now);
  PlayerTime& t = time(side);
  if (a.left) t.left = std::max(Micros(0), *a.left);
  if (a.periods) t.periods = std::max(0, *a.periods);
  if (a.moves) t = timing(side).setMoves(t, std::max(0, *a.moves));
  m_undo.clear();
  if (m_phase != ClockPhase::NotStarted && timing(side).capacity(t) <= Micros(0))
    fallFlag(side, now, elapsedAt(now));
  return std::nullopt;
}

std::optional<ClockError> Clock::penalty(Micros now, Color side, Micros amount) {
  if (auto err = settle(now)) return err;
  if (m_phase == ClockPhase::Flagged || m_phase == ClockPhase::Stopped) return ClockError::Over;
  rebase(now);
  PlayerTime& t = time(side);
  m_undo.clear();
  if (auto after = timing(side).consume(t, amount)) {
    t = *after;
  } else if (m_phase != ClockPhase::NotStarted) {
    fallFlag(side, now, elapsedAt(now));
  } else {
    t = exhausted(side, t);
  }
  return std::nullopt;
}

std::vector<ClockEvent> Clock::poll(Micros now) {
  settle(now, false);
  std::vector<ClockEvent> fresh(m_events.begin() + static_cast<std::ptrdiff_t>(m_eventsReturned),
                                m_events.end());
  m_eventsReturned = m_events.size();
  return fresh;
}

SideClock Clock::sideClock(Color side, const PlayerTime& t) const {
  return {t.left, timing(side).periodsShown(t), t.moves, t.stage, t.overtime};
}

ClockSnapshot Clock::snapshot() const {
  ClockSnapshot s;
  s.blackLeft = m_time[0].left;
  s.whiteLeft = m_time[1].left;
  s.blackPeriods = timing(Color::Black).periodsShown(m_time[0]);
  s.whitePeriods = timing(Color::White).periodsShown(m_time[1]);
  s.blackMoves = m_time[0].moves;
  s.whiteMoves = m_time[1].moves;
  return s;
}

std::optional<Micros> Clock::nextFlagInstant() const {
  if (m_phase != ClockPhase::Running) return std::nullopt;
  return instantOf(flagElapsed());
}

std::optional<Micros> Clock::nextEventInstant() const {
  if (m_phase != ClockPhase::Running) return std::nullopt;
  Micros eFlag = flagElapsed();
  Micros best = eFlag;
  if (m_options.timeJudge) {
    const PlayerTiming& t = timing(m_toMove);
    const PlayerTime& base = m_time[idx(m_toMove)];
    for (const auto& mark : t.marks(base, m_options.warnAt)) {
      Micros e = t.elapsedForCharge(base, m_baseElapsed, mark.charge);
      if (e > m_polled && e < best) best = e;
    }
  }
  return instantOf(best);
}

ClockState Clock::state(Micros now) const {
  ClockState s;
  s.phase = m_phase;
  s.toMove = m_toMove;
  s.flag = m_flag;
  std::array<PlayerTime, 2> shown = m_time;
  Micros e = elapsedAt(std::max(now, m_lastNow));
  if (m_phase == ClockPhase::Running || m_phase == ClockPhase::Paused) {
    Micros eFlag = flagElapsed();
    auto [moved, other] = project(std::min(e, eFlag));
    shown[idx(opponent(m_toMove))] = other;
    if (m_phase == ClockPhase::Running && eFlag <= e) {
      shown[idx(m_toMove)] = exhausted(m_toMove, m_time[idx(m_toMove)]);
      const PlayerTime& f = shown[idx(m_toMove)];
      s.phase = ClockPhase::Flagged;
      s.flag = FlagFall{m_toMove, instantOf(eFlag), f.stage, f.overtime, f.overtimeIndex};
      e = eFlag;
    } else if (moved) {
      shown[idx(m_toMove)] = *moved;
    }
  }
  s.running = s.phase == ClockPhase::Running;
  s.thinking = e;
  s.black = sideClock(Color::Black, shown[0]);
  s.white = sideClock(Color::White, shown[1]);
  return s;
}

}  // namespace c6::core
