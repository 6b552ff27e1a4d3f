#include "core/referee.h"

#include <algorithm>
#include <stdexcept>

#include "core/referee_diff.h"
#include "core/referee_log.h"
#include "core/referee_restore.h"

namespace c6::core {
namespace {

bool contains(const std::vector<Point>& points, Point p) {
  return std::find(points.begin(), points.end(), p) != points.end();
}

}  // namespace

Referee::Referee(RefereeOptions options)
    : m_options(options),
      m_rules(options),
      m_filter(options.game.boardSize, options.confirmObservations, options.confirmDuration),
      m_expected(options.game.boardSize) {
  m_record.options = options.game;
}

bool Referee::halted() const {
  return std::any_of(m_flags.begin(), m_flags.end(),
                     [](const Flag& f) { return !isClockFlag(f.type); });
}

bool Referee::hasOpen(FlagType type) const {
  return std::any_of(m_flags.begin(), m_flags.end(), [&](const Flag& f) { return f.type == type; });
}

JudgeContext Referee::context() const {
  JudgeContext c;
  c.hand = m_hand;
  c.maxReconstructStones = m_options.maxReconstructStones;
  if (!m_stoneAtTurn.empty() && !m_filter.stoneScores().empty()) {
    c.stoneBefore = &m_stoneAtTurn;
    c.stoneNow = &m_filter.stoneScores();
  }
  return c;
}

void Referee::updateExpected() {
  m_expected = expectedBoard(m_rules.board(), m_pending, m_rules.toMove());
}

std::vector<RefereeEvent> Referee::observe(const Observation& obs) {
  std::vector<RefereeEvent> events;
  if (m_ended || obs.size != m_rules.board().size()) return events;
  m_filter.add(obs);
  if (m_stoneAtTurn.empty()) m_stoneAtTurn = m_filter.stoneScores();
  if (obs.hand != Color::Empty) m_hand = obs.hand;
  evaluate(obs.time, events);
  if (!m_ended) checkTimers(obs.time, events);
  return events;
}

void Referee::evaluate(Micros t, std::vector<RefereeEvent>& events) {
  auto ambiguous = m_filter.unknownSince(t - m_options.ambiguousAfter);
  Assessment a = judge(m_rules, m_pending, m_filter.settled(), ambiguous, context());
  if (a.severalOrders && !halted() && applyHeld(t, events))
    a = judge(m_rules, m_pending, m_filter.settled(), ambiguous, context());
  if (a.irregularities.empty())
    m_flagHolds = 0;
  else if (holdFlags(a.irregularities))
    return;
  for (Flag& f : a.irregularities) {
    if (f.type == FlagType::Ambiguous) {
      // Report only the points that newly became unreadable.
      std::vector<Point> fresh;
      for (Point p : f.points)
        if (!std::any_of(m_flags.begin(), m_flags.end(), [&](const Flag& g) {
              return g.type == FlagType::Ambiguous && contains(g.points, p);
            }))
          fresh.push_back(p);
      if (fresh.empty()) continue;
      f.points = fresh;
      f.restore = restoreAmbiguous(fresh);
    }
    if (!covered(f)) raise(std::move(f), t, events);
  }
  if (!a.irregularities.empty()) return;
  bool resync = false;
  if (halted()) {
    // Restored means as the instructions said: every flagged point as the record has it (so a stone
    // of a too-many left standing does not turn into the first stone of the turn)...
    // ...or the board has come to a position that whole legal turns explain: a turn was missed and
    // seen late, and the stone flagged is the next turn's. The flag stays in the log for the
    // arbiter; a halted game is never stuck.
    resync = !flaggedPointsOff().empty();
    if (resync && (!a.progress || a.progress->turns.empty() || holdProgress(*a.progress))) return;
    clear(false, std::nullopt, t, events);
    if (resync) return apply(*a.progress, a.captures, t, events, true, a.severalOrders, a.inferred);
  }
  if (a.progress && !holdProgress(*a.progress))
    apply(*a.progress, a.captures, t, events, a.progress->turns.size() > 1 || !a.inferred.empty(),
          a.severalOrders, a.inferred);
}

// Which changes the readings still being confirmed would add to the settled board.
Referee::Coming Referee::coming() const {
  const Color side = m_rules.toMove();
  BoardDiff later = diffBoards(m_rules.board(), m_pending, side, m_filter.withCandidates());
  BoardDiff now = diffBoards(m_rules.board(), m_pending, side, m_filter.settled());
  return {later.addedOwn.size() > now.addedOwn.size(),
          later.addedOther.size() > now.addedOther.size(),
          later.goneRecorded.size() > now.goneRecorded.size() ||
              later.gonePending.size() > now.gonePending.size()};
}

// Completing a turn is held (up to two observations) while other new stones are still being
// confirmed: noise may have delayed a stone that came with them (a third stone: too many; the
// turn's true first stone). A six by the first stone of a turn ends the game with one stone, so it
// is held until a second evaluation agrees, and longer while another stone of that side is coming.
bool Referee::holdProgress(const Progress& progress) {
  if (progress.turns.empty()) {
    m_held.clear();
    m_holds = 0;
    return false;
  }
  const Coming c = coming();
  bool oneStoneSix =
      progress.turns[0].count() == 1 && m_rules.stonesRequired() == 2 && m_pending.empty();
  bool ownComing = c.own;
  bool anyComing = c.own || c.other;
  if (progress.turns != m_held) {
    m_held = progress.turns;
    m_holds = 0;
  }
  // Two holds cover a stone whose reading was interrupted once: interrupted, seen again, confirmed.
  bool hold = oneStoneSix ? m_holds == 0 || (ownComing && m_holds < 3) : anyComing && m_holds < 2;
  if (hold) ++m_holds;
  return hold;
}

// Stray or missing stones on the settled board wait (up to two observations) while another change
// is still being confirmed: noise that interrupted one stone of a turn must not flag the next
// turn's stone as wrong-colour, nor one half of a moved stone as out-of-turn or removed. A real
// irregularity is only delayed, never hidden.
bool Referee::holdFlags(const std::vector<Flag>& flags) {
  if (halted() || m_flagHolds >= 2) return false;
  const Color side = m_rules.toMove();
  const Coming c = coming();
  // Only a change that could explain the flag away is waited for.
  auto explainable = [&](const Flag& f) {
    switch (f.type) {
      case FlagType::WrongColour:
      case FlagType::OutOfTurn:  // the turn completes (its stone may still flicker in colour); a
                                 // stone was moved
        return c.own || c.other || c.gone;
      case FlagType::TooMany:
        return c.gone;
      case FlagType::Removed:
        return f.color == side ? c.own : f.color == opponent(side) && c.other;
      default:
        return false;
    }
  };
  if (!std::all_of(flags.begin(), flags.end(), explainable)) return false;
  ++m_flagHolds;
  return true;
}

// Turns held while more stones were coming, and then those stones made the order ambiguous: the
// held turns were complete on their own before, so they are recorded first (when still seen and
// legal).
bool Referee::applyHeld(Micros t, std::vector<RefereeEvent>& events) {
  if (m_held.empty()) return false;
  RefereeRules trial = m_rules;
  for (const Turn& turn : m_held) {
    for (Point p : turn)
      if (m_filter.settled().at(p) != turn.side()) return false;
    if (trial.play(turn)) return false;
  }
  Progress held{m_held, {}};
  m_held.clear();
  m_holds = 0;
  apply(held, {}, t, events);
  return true;
}

bool Referee::covered(const Flag& flag) const {
  for (Point p : flag.points) {
    bool seen = std::any_of(m_flags.begin(), m_flags.end(), [&](const Flag& f) {
      return !isClockFlag(f.type) && contains(f.points, p);
    });
    if (!seen) return false;
  }
  return !flag.points.empty();
}

void Referee::apply(const Progress& progress, const std::vector<Point>& captures, Micros t,
                    std::vector<RefereeEvent>& events, bool reconstructed, bool ambiguous,
                    const std::vector<Point>& unseen) {
  // The stones the reading missed are settled as the rules place them, so the board that does not
  // show them never reads as those stones removed.
  for (Point p : unseen) m_filter.assume(p, m_rules.toMove());
  for (std::size_t i = 0; i < progress.turns.size(); ++i) {
    const Turn& turn = progress.turns[i];
    bool last = i + 1 == progress.turns.size();
    m_rules.play(turn, last ? captures : std::vector<Point>{});
    RefereeEvent e;
    e.kind = RefereeEventKind::Turn;
    e.time = t;
    e.color = turn.side();
    e.stones.assign(turn.begin(), turn.end());
    e.turnNumber = m_rules.turnCount();
    e.reconstructed = reconstructed;
    e.ambiguous = reconstructed && ambiguous;
    for (Point p : unseen)
      if (std::find(turn.begin(), turn.end(), p) != turn.end()) e.unseen.push_back(p);
    events.push_back(e);
    if (reconstructed) log(reconstructedEntry(turn, e.ambiguous, t, m_rules.turnCount(), e.unseen));
    TurnRecord rec;
    rec.turn = turn;
    rec.at = t;
    m_record.turns.push_back(rec);
    m_lastMover = turn.side();
    m_lastStones = e.stones;
    m_pressDue = true;
    m_unpressedRaised = false;
    m_turnCompletedAt = t;
    m_pending.clear();
    if (m_earlyPress) {
      // The early press counts for this turn once it is complete.
      m_earlyPress = m_pressDeferred = false;
      m_pressDue = false;
      if (hasOpen(FlagType::IncompletePress)) clear(true, FlagType::IncompletePress, t, events);
    }
    if (m_rules.over()) break;
  }
  if (!m_rules.over() && progress.pending != m_pending) {
    bool grew = progress.pending.size() > m_pending.size();
    m_pending = progress.pending;
    if (grew) {
      RefereeEvent e;
      e.kind = RefereeEventKind::Partial;
      e.time = t;
      e.color = m_rules.toMove();
      e.stones = m_pending;
      events.push_back(e);
    }
  }
  if (!progress.turns.empty()) m_stoneAtTurn = m_filter.stoneScores();
  updateExpected();
  endIfOver(t, events);
}

void Referee::endIfOver(Micros t, std::vector<RefereeEvent>& events) {
  if (m_ended || !m_rules.over()) return;
  m_ended = true;
  m_record.result = m_rules.result();
  RefereeEvent e;
  e.kind = RefereeEventKind::End;
  e.time = t;
  e.result = m_rules.result();
  events.push_back(e);
  log(endEntry(e.result, t, m_rules.turnCount()));
}

void Referee::raise(Flag flag, Micros t, std::vector<RefereeEvent>& events) {
  flag.raisedAt = t;
  log(flagEntry(flag, t, m_rules.turnCount()));
  RefereeEvent e;
  e.kind = RefereeEventKind::Flag;
  e.time = t;
  e.flag = flag;
  events.push_back(e);
  m_flags.push_back(std::move(flag));
}

void Referee::clear(bool clockFlags, std::optional<FlagType> only, Micros t,
                    std::vector<RefereeEvent>& events) {
  RefereeEvent e;
  e.kind = RefereeEventKind::Restored;
  e.time = t;
  std::erase_if(m_flags, [&](const Flag& f) {
    bool match = only ? f.type == *only : isClockFlag(f.type) == clockFlags;
    if (match && std::find(e.cleared.begin(), e.cleared.end(), f.type) == e.cleared.end())
      e.cleared.push_back(f.type);
    return match;
  });
  if (e.cleared.empty()) return;
  log(restoredEntry(e.cleared, t, m_rules.turnCount()));
  events.push_back(e);
}

void Referee::checkTimers(Micros t, std::vector<RefereeEvent>& events) {
  if (m_options.manualClock && m_pressDue && !m_unpressedRaised &&
      t - m_turnCompletedAt >= m_options.unpressedAfter) {
    m_unpressedRaised = true;
    Flag f;
    f.type = FlagType::Unpressed;
    f.points = m_lastStones;
    f.color = m_lastMover;
    f.restore = restoreUnpressed(m_lastMover, m_rules.turnCount());
    raise(std::move(f), t, events);
  }
  if (m_pressDeferred && !turnWouldComplete()) {
    m_pressDeferred = false;
    Flag f;
    f.type = FlagType::IncompletePress;
    f.points = m_pending;
    f.color = m_rules.toMove();
    f.restore = restoreIncompletePress(
        f.color, m_rules.stonesRequired() - static_cast<int>(m_pending.size()));
    raise(std::move(f), t, events);
  }
}

// True when the stones seen, or those still being confirmed, complete the turn in progress. A stone
// still being confirmed counts whatever colour it was last read as: a misread at the moment of the
// press must not turn a complete turn into an incomplete-press flag.
bool Referee::turnWouldComplete() const {
  const int missing = m_rules.stonesRequired() - static_cast<int>(m_pending.size());
  BoardDiff seen = diffBoards(m_rules.board(), m_pending, m_rules.toMove(), m_filter.settled());
  if (!seen.addedOwn.empty() && static_cast<int>(seen.addedOwn.size()) >= missing) return true;
  BoardDiff coming =
      diffBoards(m_rules.board(), m_pending, m_rules.toMove(), m_filter.withCandidates());
  int changing = static_cast<int>(coming.addedOwn.size() + coming.addedOther.size());
  return changing > 0 && changing >= missing;
}

std::vector<RefereeEvent> Referee::press(Micros time) {
  std::vector<RefereeEvent> events;
  if (m_ended) return events;
  if (m_pressDue) {
    m_pressDue = false;
    if (hasOpen(FlagType::Unpressed)) clear(true, FlagType::Unpressed, time, events);
    return events;
  }
  if (m_earlyPress) return events;  // pressed again before completing: already noted
  m_earlyPress = true;
  if (turnWouldComplete()) {
    m_pressDeferred = true;  // the completing stones are still being confirmed
    return events;
  }
  Flag f;
  f.type = FlagType::IncompletePress;
  f.points = m_pending;
  f.color = m_rules.toMove();
  f.restore = restoreIncompletePress(f.color,
                                     m_rules.stonesRequired() - static_cast<int>(m_pending.size()));
  raise(std::move(f), time, events);
  return events;
}

std::vector<RefereeEvent> Referee::arbiter(ArbiterAction action, Micros time) {
  std::vector<RefereeEvent> events;
  RefereeEvent e;
  e.kind = RefereeEventKind::Ruling;
  e.time = time;
  e.ruling = action;
  events.push_back(e);
  log(rulingEntry(action, m_filter.settled(), time, m_rules.turnCount()));
  if (m_ended) return events;
  switch (action.ruling) {
    case Ruling::Restore:
      break;
    case Ruling::Accept: {
      const Board& seenBoard = m_filter.settled();
      Color side = m_rules.toMove();
      std::vector<Point> kept;
      for (Point p : m_pending)
        if (seenBoard.at(p) == side) kept.push_back(p);
      Board corrected = seenBoard;
      for (Point p : kept) corrected.set(p, Color::Empty);
      std::vector<std::string> added, removed;
      for (Point p : allPoints(corrected.size())) {
        Color before = m_rules.board().at(p), after = corrected.at(p);
        if (before == after) continue;
        if (before != Color::Empty) removed.push_back(sideLetter(before) + toString(p));
        if (after != Color::Empty) added.push_back(sideLetter(after) + toString(p));
      }
      auto words = [](const std::vector<std::string>& v) {
        std::string s;
        for (const auto& w : v) s += (s.empty() ? "" : " ") + w;
        return s;
      };
      log(amendEntry(words(removed), words(added), time, m_rules.turnCount()));
      m_rules.correctBoard(corrected);
      m_pending = kept;
      m_flags.clear();
      m_earlyPress = m_pressDeferred = false;
      m_filter.restartUnknown(time);
      updateExpected();
      break;
    }
    case Ruling::Loss:
      m_rules.arbiterLoss(action.side);
      m_flags.clear();
      break;
    case Ruling::Void:
      m_rules.arbiterVoid();
      m_flags.clear();
      break;
  }
  endIfOver(time, events);
  return events;
}

std::vector<Point> Referee::flaggedPointsOff() const {
  const Board& seen = m_filter.settled();
  const Color side = m_rules.toMove();
  std::vector<Point> off;
  for (const Flag& f : m_flags) {
    if (isClockFlag(f.type)) continue;
    // Of too many stones of the side to move, exactly a turn's worth left standing is its turn.
    bool turnLeft = false;
    if (f.type == FlagType::TooMany) {
      const auto own = std::count_if(f.points.begin(), f.points.end(), [&](Point p) {
        return seen.at(p) == side && m_expected.at(p) != side;
      });
      turnLeft = own == m_rules.stonesRequired() - static_cast<int>(m_pending.size());
    }
    for (Point p : f.points)
      if (seen.at(p) != m_expected.at(p) && !contains(off, p) &&
          !((f.type == FlagType::WrongColour || turnLeft) && seen.at(p) == side))
        off.push_back(p);  // (a wrong-colour stone may be replaced by one of the right colour)
  }
  return off;
}

std::vector<std::string> Referee::restoreInstructions() const {
  std::vector<std::string> out;
  if (halted()) {
    auto ambiguous = m_filter.unknownSince(m_filter.lastTime() - m_options.ambiguousAfter);
    Assessment a = judge(m_rules, m_pending, m_filter.settled(), ambiguous, context());
    for (const Flag& f : a.irregularities) out.push_back(f.restore);
    if (a.irregularities.empty()) {
      std::vector<Point> extra, missing, swapped;
      for (Point p : flaggedPointsOff()) {
        Color want = m_expected.at(p), got = m_filter.settled().at(p);
        (want == Color::Empty ? extra : got == Color::Empty ? missing : swapped).push_back(p);
      }
      if (!extra.empty()) out.push_back(restoreRemove(m_filter.settled(), extra));
      if (!missing.empty()) out.push_back(restorePutBack(m_expected, missing));
      if (!swapped.empty()) out.push_back(restoreColours(m_expected, swapped));
    }
  }
  for (const Flag& f : m_flags)
    if (isClockFlag(f.type)) out.push_back(f.restore);
  return out;
}

void Referee::log(RecordEvent entry) {
  m_record.events.push_back(std::move(entry));
}

void Referee::note(std::size_t index, RecordEvent event) {
  if (index > m_record.events.size())
    throw std::out_of_range("Referee::note: no log entry " + std::to_string(index));
  m_record.events.insert(m_record.events.begin() + static_cast<std::ptrdiff_t>(index),
                         std::move(event));
}

void Referee::annotate(std::size_t index, const std::map<std::string, std::string>& fields) {
  RecordEvent& entry = m_record.events.at(index);
  for (const auto& [key, value] : fields) entry.detail[key] = value;
}

void Referee::withdraw(std::size_t index) {
  if (index >= m_record.events.size())
    throw std::out_of_range("Referee::withdraw: no log entry " + std::to_string(index));
  m_record.events.erase(m_record.events.begin() + static_cast<std::ptrdiff_t>(index));
}

}  // namespace c6::core
