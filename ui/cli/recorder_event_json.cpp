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
