#include "ui/app/game_session.h"

#include <algorithm>
#include <cstdio>

#include "core/time_control.h"
#include "ui/app/game_status.h"

namespace c6::ui {
namespace {

core::RefereeOptions refereeOptions(const GameSetup& setup) {
  core::RefereeOptions o;
  o.manualClock = setup.clockMode == ClockMode::Manual;
  return o;
}

std::string seconds(core::Micros t) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.3f", core::toSeconds(t));
  return buf;
}

}  // namespace

GameSession::GameSession(const GameSetup& setup, QObject* parent)
    : QObject(parent),
      m_setup(setup),
      m_referee(refereeOptions(setup)),
      m_clock(core::parseTimeControl(setup.timeControl.trimmed().toStdString())) {}

void GameSession::input(const char* kind, core::Micros t, std::vector<std::pair<std::string, std::string>> fields) {
  if (!m_inputLog) return;
  JournalEntry e;
  e.kind = kind;
  e.add("t", std::to_string(t.count()));
  for (auto& f : fields) e.add(std::move(f.first), std::move(f.second));
  m_inputLog(e);
}

void GameSession::start(core::Micros now) {
  if (m_clock.phase() != core::ClockPhase::NotStarted) return;
  input("start", now);
  if (!m_clock.start(now)) {
    log(now, "start", {});
    emit changed();
  }
}

void GameSession::observe(const core::Observation& observation, std::optional<core::Micros> stillSince) {
  {
    std::string cells;
    for (core::Seen v : observation.cells) cells += ".XO?"[static_cast<int>(v)];
    std::vector<std::pair<std::string, std::string>> f{{"board", cells}};
    if (stillSince) f.emplace_back("still", std::to_string(stillSince->count()));
    input("observe", observation.time, std::move(f));
  }
  tick(observation.time);
  handle(m_referee.observe(observation), stillSince);
}

bool GameSession::keyPress(core::Micros now, std::optional<core::Color> side) {
  input("key", now, {{"side", side ? std::string(1, core::sideLetter(*side)) : std::string("any")}});
  tick(now);
  if (over()) return false;
  if (side && *side != m_clock.state(now).toMove) return false;
  if (m_clock.phase() == core::ClockPhase::NotStarted) {
    start(now);
    return false;  // the first press starts the game
  }
  if (m_setup.clockMode == ClockMode::Automatic) {
    // The camera presses in automatic mode; a key only reports a press to the referee, which flags a
    // press with the turn incomplete.
    handle(m_referee.press(now), std::nullopt);
    return false;
  }
  if (m_clock.press(now)) return false;
  handle(m_referee.press(now), std::nullopt);
  emit changed();
  return true;
}

void GameSession::tick(core::Micros now) {
  for (const core::ClockEvent& e : m_clock.poll(now)) {
    if (e.kind != core::ClockEvent::Kind::Flag || m_timeResult || m_referee.over()) continue;
    m_timeResult = core::Result::win(core::opponent(e.side), core::EndReason::Time);
    log(e.at, "time", {{"side", std::string(1, core::sideLetter(e.side))}});
    endIfOver(e.at);
    emit changed();
  }
}

void GameSession::pressClock(core::Micros at, int stones) {
  if (m_clock.phase() == core::ClockPhase::NotStarted) start(at);
  const core::Micros last = m_clock.presses().empty() ? core::Micros{0} : m_clock.presses().back().at;
  m_clock.press(std::max(at, last), stones);
}

void GameSession::handle(const std::vector<core::RefereeEvent>& events, std::optional<core::Micros> stillSince) {
  if (events.empty()) return;
  for (const core::RefereeEvent& e : events) {
    switch (e.kind) {
      case core::RefereeEventKind::Turn:
        if (m_setup.clockMode == ClockMode::Automatic) {
          // Timed when the hand left the board, never before the observation that started the turn.
          const core::Micros at = stillSince && *stillSince <= e.time ? *stillSince : e.time;
          pressClock(at, static_cast<int>(e.stones.size()));
        }
        emit turnConfirmed(e.turnNumber);
        break;
      case core::RefereeEventKind::Flag:
        m_evidenceFor.push_back(e.flag);
        m_flagEvidence.push_back(m_evidence ? m_evidence() : std::vector<QImage>{});
        emit flagRaised(QString::fromStdString(e.flag.restore));
        break;
      case core::RefereeEventKind::End: endIfOver(e.time); break;
      default: break;
    }
  }
  emit changed();
}

void GameSession::endIfOver(core::Micros now) {
  if (!over() || m_overAnnounced) return;
  m_overAnnounced = true;
  m_clock.stop(now);
  emit gameOver(resultText(result()));
}

core::Result GameSession::result() const {
  if (m_referee.over()) return m_referee.result();
  return m_timeResult.value_or(core::Result{});
}

void GameSession::log(core::Micros at, std::string kind, std::map<std::string, std::string> detail) {
  core::RecordEvent e;
  e.at = at;
  e.kind = std::move(kind);
  e.turnIndex = static_cast<int>(m_referee.record().turns.size()) - 1;
  e.detail = std::move(detail);
  m_clockEvents.push_back(std::move(e));
}

std::optional<QString> GameSession::clockResult(std::optional<core::ClockError> error, core::Micros now,
                                                std::string kind, std::map<std::string, std::string> detail) {
  if (error) return tr("The clock refused: %1").arg(core::clockErrorString(*error));
  log(now, std::move(kind), std::move(detail));
  emit changed();
  return std::nullopt;
}

std::optional<QString> GameSession::rule(ArbiterRuling ruling, core::Micros now) {
  input("rule", now, {{"ruling", std::to_string(static_cast<int>(ruling))}});
  if (over()) return tr("The game is over");
  core::ArbiterAction a;
  switch (ruling) {
    case ArbiterRuling::Accept:
      if (m_referee.openFlags().empty()) return tr("There is no open flag to accept");
      a.ruling = core::Ruling::Accept;
      break;
    case ArbiterRuling::LossBlack: a = {core::Ruling::Loss, core::Color::Black}; break;
    case ArbiterRuling::LossWhite: a = {core::Ruling::Loss, core::Color::White}; break;
    case ArbiterRuling::Void: a.ruling = core::Ruling::Void; break;
  }
  tick(now);
  handle(m_referee.arbiter(a, now), std::nullopt);
  endIfOver(now);
  emit changed();
  return std::nullopt;
}

std::optional<QString> GameSession::pause(core::Micros now) {
  input("pause", now);
  return clockResult(m_clock.pause(now), now, "pause", {}); }

std::optional<QString> GameSession::resume(core::Micros now) {
  input("resume", now);
  return clockResult(m_clock.resume(now), now, "resume", {});
}

std::optional<QString> GameSession::adjust(core::Micros now, core::Color side, core::Micros left) {
  input("adjust", now, {{"side", std::string(1, core::sideLetter(side))}, {"us", std::to_string(left.count())}});
  core::Clock::Adjustment a;
  a.left = left;
  return clockResult(m_clock.adjust(now, side, a), now, "adjust",
                     {{"side", std::string(1, core::sideLetter(side))}, {"left", seconds(left)}});
}

std::optional<QString> GameSession::penalty(core::Micros now, core::Color side, core::Micros amount) {
  input("penalty", now, {{"side", std::string(1, core::sideLetter(side))}, {"us", std::to_string(amount.count())}});
  return clockResult(m_clock.penalty(now, side, amount), now, "penalty",
                     {{"side", std::string(1, core::sideLetter(side))}, {"seconds", seconds(amount)}});
}

std::optional<QString> GameSession::undoPress(core::Micros now) {
  input("undo", now);
  return clockResult(m_clock.undo(now), now, "undo-press", {});
}

core::GameRecord GameSession::record() const {
  core::GameRecord r = m_referee.record();
  r.info = m_setup.gameInfo();
  const auto& presses = m_clock.presses();
  for (std::size_t i = 0; i < r.turns.size() && i < presses.size(); ++i) core::fillTurnRecord(presses[i], r.turns[i]);
  r.events.insert(r.events.end(), m_clockEvents.begin(), m_clockEvents.end());
  std::stable_sort(r.events.begin(), r.events.end(), [](const auto& a, const auto& b) { return a.at < b.at; });
  r.result = result();
  return r;
}

GameSnapshot GameSession::snapshot(core::Micros now) const {
  const core::GameRecord r = record();
  GameSnapshot s;
  s.info = r.info;
  s.turns = r.turns;
  s.events = r.events;
  s.board = m_referee.expected();
  s.pending = m_referee.pending();
  s.toMove = m_referee.toMove();
  s.stonesDue = m_referee.game().stonesRequired();
  s.result = r.result;
  s.now = now;
  const core::ClockState cs = m_clock.state(now);
  s.clockStarted = cs.phase != core::ClockPhase::NotStarted;
  s.clockPaused = cs.phase == core::ClockPhase::Paused;
  for (int i = 0; i < 2; ++i) {
    const core::Color side = i == 0 ? core::Color::Black : core::Color::White;
    const core::SideClock& sc = cs.of(side);
    ClockFace& f = s.clocks[static_cast<std::size_t>(i)];
    f.side = side;
    f.player = QString::fromStdString(i == 0 ? r.info.black : r.info.white);
    f.left = sc.left;
    f.periods = sc.periods;
    const auto overtime = m_clock.control().of(side).overtime;
    f.periodsLabel = overtime == core::Overtime::Canadian ? tr("moves due") : tr("periods");
    f.moves = sc.moves;
    f.toMove = s.clockStarted && !s.result.over() && cs.toMove == side;
    f.running = cs.running && cs.toMove == side;
    f.flagFallen = cs.flag && cs.flag->side == side;
  }
  int id = 0;
  for (const core::Flag& flag : m_referee.openFlags()) {
    FlagView v;
    v.id = ++id;
    v.type = QString::fromStdString(core::flagTypeString(flag.type));
    v.points = flag.points;
    v.from = flag.from;
    v.to = flag.to;
    v.restore = QString::fromStdString(flag.restore);
    v.since = flag.raisedAt;
    if (flag.from && flag.color != core::Color::Empty) v.ghosts.push_back({*flag.from, flag.color});
    for (std::size_t i = 0; i < m_evidenceFor.size(); ++i)
      if (m_evidenceFor[i] == flag) v.evidence = m_flagEvidence[i];
    s.flags.push_back(std::move(v));
  }
  return s;
}

}  // namespace c6::ui
