#include "ui/cli/referee_json.h"

#include "core/threats.h"
#include "ui/feed/threats_json.h"

namespace c6::ui {

using namespace c6::core;

namespace {

std::string side(Color c) {
  return std::string(1, sideLetter(c));
}

Json points(const std::vector<Point>& ps) {
  Json a = Json::array();
  for (Point p : ps) a.push_back(toString(p));
  return a;
}

}  // namespace

Json refereeEventJson(const RefereeEvent& e) {
  Json j;
  j["t"] = toSeconds(e.time);
  j["event"] = eventKindString(e.kind);
  switch (e.kind) {
    case RefereeEventKind::Partial:
      j["color"] = side(e.color);
      j["stones"] = points(e.stones);
      break;
    case RefereeEventKind::Turn:
      j["n"] = e.turnNumber;
      j["color"] = side(e.color);
      j["stones"] = points(e.stones);
      if (e.reconstructed) j["reconstructed"] = true;
      if (e.ambiguous) j["ambiguous"] = true;
      if (!e.unseen.empty()) j["unseen"] = points(e.unseen);
      break;
    case RefereeEventKind::Flag:
      j["type"] = flagTypeString(e.flag.type);
      j["points"] = points(e.flag.points);
      if (e.flag.from) j["from"] = toString(*e.flag.from);
      if (e.flag.to) j["to"] = toString(*e.flag.to);
      j["restore"] = e.flag.restore;
      break;
    case RefereeEventKind::Restored: {
      Json flags = Json::array();
      for (FlagType f : e.cleared) flags.push_back(flagTypeString(f));
      j["flags"] = flags;
      break;
    }
    case RefereeEventKind::Ruling:
      j["ruling"] = rulingString(e.ruling.ruling);
      j["side"] = e.ruling.ruling == Ruling::Loss ? Json(side(e.ruling.side)) : Json(nullptr);
      break;
    case RefereeEventKind::End:
      j["result"] = outcomeString(e.result.outcome);
      j["reason"] = reasonString(e.result.reason);
      break;
  }
  return j;
}

void appendThreats(Json& j, const RefereeEvent& e, const Game& game) {
  if (e.kind == RefereeEventKind::Turn)
    j["threats"] = feed::threatsJson(boardAfterTurn(game, e.turnNumber));
}

Json clockSideJson(const SideClock& s) {
  Json j;
  j["left"] = toSeconds(s.left);
  j["period"] = orNull(s.periods);
  j["moves"] = s.moves;
  return j;
}

}  // namespace c6::ui
