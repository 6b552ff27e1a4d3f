#include "ui/cli/referee_json.h"

namespace c6::ui {

using namespace c6::core;

namespace {

std::string side(Color c) { return std::string(1, sideLetter(c)); }

Json points(const std::vector<Point>& ps) {
  Json a = Json::array();
  for (Point p : ps) a.push(toString(p));
  return a;
}

}  // namespace

Json refereeEventJson(const RefereeEvent& e) {
  Json j = Json::object();
  j.set("t", Json::number(toSeconds(e.time), 3));
  j.set("event", eventKindString(e.kind));
  switch (e.kind) {
    case RefereeEventKind::Partial:
      j.set("color", side(e.color)).set("stones", points(e.stones));
      break;
    case RefereeEventKind::Turn:
      j.set("n", e.turnNumber).set("color", side(e.color)).set("stones", points(e.stones));
      break;
    case RefereeEventKind::Flag:
      j.set("type", flagTypeString(e.flag.type)).set("points", points(e.flag.points));
      if (e.flag.from) j.set("from", toString(*e.flag.from));
      if (e.flag.to) j.set("to", toString(*e.flag.to));
      j.set("restore", e.flag.restore);
      break;
    case RefereeEventKind::Restored: {
      Json flags = Json::array();
      for (FlagType f : e.cleared) flags.push(flagTypeString(f));
      j.set("flags", flags);
      break;
    }
    case RefereeEventKind::Ruling:
      j.set("ruling", rulingString(e.ruling.ruling));
      j.set("side", e.ruling.ruling == Ruling::Loss ? Json::string(side(e.ruling.side)) : Json::null());
      break;
    case RefereeEventKind::End:
      j.set("result", outcomeString(e.result.outcome)).set("reason", reasonString(e.result.reason));
      break;
  }
  return j;
}

}  // namespace c6::ui
