#include "ui/cli/recorder_event_json.h"

#include "core/threats.h"
#include "ui/cli/referee_json.h"
#include "ui/feed/forced_win_json.h"

namespace c6::ui {

std::optional<Json> recorderEventJson(const RecorderNotice& n, const Recorder* recorder) {
  if (n.kind == RecorderNotice::Kind::Source || n.kind == RecorderNotice::Kind::Evidence)
    return std::nullopt;
  Json j = refereeEventJson(n.event);
  if (n.event.kind == core::RefereeEventKind::Flag) {
    j["hand"] = orNull(n.handSide);
    if (!n.evidence.empty()) j["evidence"] = n.evidence;
  }
  // Turn lines also carry both clocks after the press (an added field), so a viewer has clocks on
  // every move.
  if (n.event.kind == core::RefereeEventKind::Turn && recorder) {
    if (recorder->clock()) {
      const core::ClockState st = recorder->clock()->state(n.time);
      Json clocks;
      clocks["B"] = clockSideJson(st.black);
      clocks["W"] = clockSideJson(st.white);
      j["clocks"] = clocks;
    }
    // The forced win comes before the threats, which stay last as their contract says.
    const core::Game& game = recorder->referee().game();
    j["forced_win"] =
        feed::forcedWinAfterTurn(core::boardAfterTurn(game, n.event.turnNumber), n.event.color);
    appendThreats(j, n.event, game);
  }
  return j;
}

namespace {

Json clocksJson(const core::ClockSnapshot& c) {
  const auto sideJson = [](core::Micros left, const std::optional<int>& periods, int moves) {
    Json j;
    j["left"] = core::toSeconds(left);
    j["period"] = orNull(periods);
    j["moves"] = moves;
    return j;
  };
  Json j;
  j["B"] = sideJson(c.blackLeft, c.blackPeriods, c.blackMoves);
  j["W"] = sideJson(c.whiteLeft, c.whitePeriods, c.whiteMoves);
  return j;
}

std::optional<Json> resumedTurnJson(const TurnEvent& t, const Recorder& recorder) {
  core::RefereeEvent e;
  e.kind = core::RefereeEventKind::Turn;
  e.time = t.t;
  e.turnNumber = t.n;
  e.color = t.color;
  e.stones = t.stones;
  e.reconstructed = t.reconstructed;
  e.ambiguous = t.ambiguous;
  e.unseen = t.unseen;
  Json j = refereeEventJson(e);
  const auto& turns = recorder.referee().record().turns;
  if (t.n >= 1 && static_cast<std::size_t>(t.n) <= turns.size() &&
      turns[static_cast<std::size_t>(t.n - 1)].clocks)
    j["clocks"] = clocksJson(*turns[static_cast<std::size_t>(t.n - 1)].clocks);
  // As printed live: the forced win, then the threats, last.
  const core::Game& game = recorder.referee().game();
  j["forced_win"] = feed::forcedWinAfterTurn(core::boardAfterTurn(game, t.n), t.color);
  appendThreats(j, e, game);
  return j;
}

}  // namespace

std::vector<Json> resumedEventsJson(const std::vector<RecorderEvent>& journal,
                                    const Recorder& recorder) {
  std::vector<Json> lines;
  for (const RecorderEvent& entry : journal) {
    std::optional<Json> j;
    core::RefereeEvent e;
    if (const auto* t = std::get_if<TurnEvent>(&entry)) {
      j = resumedTurnJson(*t, recorder);
    } else if (const auto* f = std::get_if<FlagEvent>(&entry)) {
      e.kind = core::RefereeEventKind::Flag;
      e.time = f->t;
      e.flag = f->flag;
      j = refereeEventJson(e);
      (*j)["hand"] = orNull(f->hand);
      if (f->evidence) (*j)["evidence"] = *f->evidence;
    } else if (const auto* r = std::get_if<RestoredEvent>(&entry)) {
      e.kind = core::RefereeEventKind::Restored;
      e.time = r->t;
      e.cleared = r->flags;
      j = refereeEventJson(e);
    } else if (const auto* r = std::get_if<RulingEvent>(&entry)) {
      e.kind = core::RefereeEventKind::Ruling;
      e.time = r->t;
      e.ruling = r->action;
      j = refereeEventJson(e);
    } else if (const auto* end = std::get_if<EndEvent>(&entry)) {
      e.kind = core::RefereeEventKind::End;
      e.time = end->t;
      e.result = end->result;
      j = refereeEventJson(e);
    } else if (const auto* fell = std::get_if<TimeoutEvent>(&entry)) {
      e.kind = core::RefereeEventKind::End;
      e.time = fell->t;
      e.result = core::Result::win(core::opponent(fell->side), core::EndReason::Time);
      j = refereeEventJson(e);
    }
    if (!j) continue;
    (*j)["resumed"] = true;
    lines.push_back(std::move(*j));
  }
  return lines;
}

Json infoJson(const RecorderOptions& o) {
  Json j;
  j["event"] = "info";
  for (const auto& [key, value] : {std::pair{"black", &o.info.black},
                                   {"white", &o.info.white},
                                   {"event_name", &o.info.event},
                                   {"round", &o.info.round},
                                   {"board", &o.info.board},
                                   {"time_control", &o.timeControl}})
    if (!value->empty()) j[key] = *value;
  j["size"] = o.referee.game.boardSize;
  return j;
}

bool hasGameInfo(const core::GameInfo& info) {
  return !(info.black.empty() && info.white.empty() && info.event.empty() && info.round.empty() &&
           info.board.empty());
}

}  // namespace c6::ui
