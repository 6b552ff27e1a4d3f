#include "ui/recorder/recorder_journal.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <sstream>

#include "ui/recorder/recorder.h"

namespace c6::ui {

using core::Micros;

std::string secondsText(Micros t) {
  char buf[48];
  std::snprintf(buf, sizeof buf, "%.6f", core::toSeconds(t));
  return buf;
}

std::string pointsText(const std::vector<core::Point>& points) {
  std::string out;
  for (core::Point p : points) out += (out.empty() ? "" : ",") + core::toString(p);
  return out;
}

std::string boardText(const core::Board& board) {
  std::string s = board.toAscii();
  std::replace(s.begin(), s.end(), '\n', '/');
  if (!s.empty() && s.back() == '/') s.pop_back();
  return s;
}

std::string flagKey(const core::Flag& flag) {
  return core::flagTypeString(flag.type) + ":" + pointsText(flag.points);
}

namespace {

const char* boolText(bool b) {
  return b ? "1" : "0";
}

// Black's side and given corners are journalled so a resumed run sees the board as the first did.
constexpr std::array<std::pair<vision::BlackSide, const char*>, 4> kBlackSides{
    {{vision::BlackSide::Bottom, "bottom"},
     {vision::BlackSide::Top, "top"},
     {vision::BlackSide::Left, "left"},
     {vision::BlackSide::Right, "right"}}};

std::string cornersText(const vision::BoardLocation& l) {
  std::string out;
  for (const cv::Point2f& c : l.corners) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%s%.9g,%.9g", out.empty() ? "" : " ", static_cast<double>(c.x),
                  static_cast<double>(c.y));
    out += buf;
  }
  return out;
}

std::optional<std::array<cv::Point2f, 4>> parseCorners(const std::string& text) {
  std::array<cv::Point2f, 4> c;
  std::istringstream in(text);
  for (cv::Point2f& p : c) {
    char comma = 0;
    if (!(in >> p.x >> comma >> p.y) || comma != ',') return std::nullopt;
  }
  return c;
}

}  // namespace

// Finite and within a few centuries of source time: a damaged line never becomes a time.
Micros journalSeconds(const JournalEntry& e, const std::string& key, const std::string& where) {
  std::string v = e.get(key);
  try {
    std::size_t used = 0;
    double s = std::stod(v, &used);
    if (used == v.size() && std::isfinite(s) && std::abs(s) < 1e10) return core::secondsToMicros(s);
  } catch (const std::exception&) {
  }
  throw JournalError(where + ": expected seconds in '" + key + "', found '" + v + "'");
}

std::vector<core::Point> journalPoints(const JournalEntry& e, const std::string& key, int size,
                                       const std::string& where) {
  const std::string text = e.get(key);
  std::vector<core::Point> out;
  std::size_t pos = 0;
  while (pos < text.size()) {
    std::size_t end = text.find(',', pos);
    if (end == std::string::npos) end = text.size();
    auto p = core::tryParsePoint(text.substr(pos, end - pos), size);
    if (!p)
      throw JournalError(where + ": expected points like 'j10,k11' in '" + key + "', found '" +
                         text + "'");
    out.push_back(*p);
    pos = end + 1;
  }
  return out;
}

core::Board journalBoard(const JournalEntry& e, int size, const std::string& where) {
  std::string rows = e.get("board");
  std::replace(rows.begin(), rows.end(), '/', '\n');
  auto board = core::Board::tryParseAscii(rows);
  if (!board || board->size() != size)
    throw JournalError(where + ": expected a board ('/' between rows) in 'board'");
  return *board;
}

JournalEntry startEntry(const RecorderOptions& o, long long wallMillis) {
  JournalEntry e{"start", {}};
  e.add("source", o.source)
      .add("record", o.recordPath)
      .add("evidence", o.evidenceDir)
      .add("tc", o.timeControl)
      .add("manual", boolText(o.manualClock))
      .add("go", boolText(o.referee.goMode))
      .add("size", std::to_string(o.referee.game.boardSize))
      .add("confirm", std::to_string(o.referee.confirmObservations))
      .add("settle", secondsText(core::secondsToMicros(o.pipeline.settleSeconds)))
      .add("interval", secondsText(core::secondsToMicros(o.sourceOptions.sequenceInterval)))
      .add("wall", std::to_string(wallMillis));
  if (o.pauseWhenHalted) e.add("pause-halted", "1");
  for (const auto& [side, name] : kBlackSides)
    if (side == o.pipeline.blackSide) e.add("black-side", name);
  if (o.corners) e.add("corners", cornersText(*o.corners));
  const core::GameInfo& i = o.info;
  for (const auto& [key, value] : {std::pair{"black", &i.black},
                                   {"white", &i.white},
                                   {"event", &i.event},
                                   {"round", &i.round},
                                   {"board-number", &i.board}})
    if (!value->empty()) e.add(key, *value);
  return e;
}

void applyStartEntry(const JournalEntry& s, RecorderOptions& o) {
  if (o.source.empty()) o.source = s.get("source");
  if (o.recordPath.empty()) o.recordPath = s.get("record");
  if (o.evidenceDir.empty()) o.evidenceDir = s.get("evidence");
  o.timeControl = s.get("tc");
  o.manualClock = s.get("manual") == "1";
  o.pauseWhenHalted = s.get("pause-halted") == "1";
  o.referee.manualClock = o.manualClock;
  o.referee.goMode = s.get("go") == "1";
  core::GameInfo& i = o.info;
  for (const auto& [key, value] : {std::pair{"black", &i.black},
                                   {"white", &i.white},
                                   {"event", &i.event},
                                   {"round", &i.round},
                                   {"board-number", &i.board}})
    if (value->empty()) *value = s.get(key);
  try {
    o.referee.game.boardSize = std::stoi(s.get("size", "19"));
    o.referee.confirmObservations = std::stoi(s.get("confirm", "2"));
    o.pipeline.settleSeconds = std::stod(s.get("settle", "0.3"));
    o.sourceOptions.sequenceInterval = std::stod(s.get("interval", "1"));
  } catch (const std::exception&) {
    throw JournalError("journal start line: bad number in '" + Journal::format(s) + "'");
  }
  for (const auto& [side, name] : kBlackSides)
    if (s.get("black-side") == name) o.pipeline.blackSide = side;
  if (!o.corners && s.has("corners")) {
    const auto corners = parseCorners(s.get("corners"));
    if (!corners)
      throw JournalError("journal start line: expected four corners 'x,y x,y x,y x,y', found '" +
                         s.get("corners") + "'");
    o.corners = vision::BoardLocation::fromCorners(*corners, o.referee.game.boardSize);
  }
}

JournalEntry flagEntry(const core::RefereeEvent& e,
                       const std::map<std::string, std::string>& extra) {
  JournalEntry j{"flag", {}};
  j.add("t", secondsText(e.time))
      .add("type", core::flagTypeString(e.flag.type))
      .add("points", pointsText(e.flag.points));
  if (e.flag.from) j.add("from", core::toString(*e.flag.from));
  if (e.flag.to) j.add("to", core::toString(*e.flag.to));
  if (e.flag.color != core::Color::Empty)
    j.add("color", std::string(1, core::sideLetter(e.flag.color)));
  j.add("restore", e.flag.restore);
  for (const auto& [k, v] : extra) j.add(k, v);
  return j;
}

JournalEntry otherEntry(const core::RefereeEvent& e) {
  JournalEntry j{core::eventKindString(e.kind), {}};
  j.add("t", secondsText(e.time));
  switch (e.kind) {
    case core::RefereeEventKind::Restored: {
      std::string flags;
      for (core::FlagType f : e.cleared)
        flags += (flags.empty() ? "" : ",") + core::flagTypeString(f);
      j.add("flags", flags);
      break;
    }
    case core::RefereeEventKind::Ruling:
      j.add("ruling", core::rulingString(e.ruling.ruling))
          .add("side", std::string(1, core::sideLetter(e.ruling.side)));
      break;
    case core::RefereeEventKind::End:
      j.add("result", core::outcomeString(e.result.outcome))
          .add("reason", core::reasonString(e.result.reason));
      break;
    default:
      break;
  }
  return j;
}

core::RecordEvent recordEventOf(const JournalEntry& entry) {
  core::RecordEvent r;
  r.kind = entry.kind;
  for (const auto& [k, v] : entry.fields) {
    if (k == "t") {
      try {
        r.at = core::secondsToMicros(std::stod(v));
      } catch (const std::exception&) {
      }
    } else if (k == "turn-index") {
      try {
        r.turnIndex = std::stoi(v);
      } catch (const std::exception&) {
      }
    } else {
      r.detail[k] = v;
    }
  }
  return r;
}

JournalEntry clockOperationEntry(const ClockOperation& op, Micros t) {
  JournalEntry j{clockOperationString(op.kind), {}};
  j.add("t", secondsText(t));
  if (op.kind == ClockOperation::Kind::Adjust || op.kind == ClockOperation::Kind::Penalty)
    j.add("side", std::string(1, core::sideLetter(op.side)))
        .add(op.kind == ClockOperation::Kind::Adjust ? "left" : "seconds", secondsText(op.amount));
  if (op.whileHalted) j.add("reason", "halted");
  return j;
}

bool isRecordingResumed(const JournalEntry& e) {
  return e.kind == "resume" && e.has("wall");
}

bool isClockOperation(const JournalEntry& e) {
  return e.kind == "pause" || (e.kind == "resume" && !isRecordingResumed(e)) ||
         e.kind == "adjust" || e.kind == "penalty" || e.kind == "undo-press";
}

ClockOperation clockOperationOf(const JournalEntry& e, const std::string& where) {
  ClockOperation op;
  using K = ClockOperation::Kind;
  if (e.kind == "pause")
    op.kind = K::Pause;
  else if (e.kind == "resume")
    op.kind = K::Resume;
  else if (e.kind == "undo-press")
    op.kind = K::UndoPress;
  else if (e.kind == "adjust")
    op.kind = K::Adjust;
  else if (e.kind == "penalty")
    op.kind = K::Penalty;
  else
    throw JournalError(where + ": expected a clock operation, found '" + e.kind + "'");
  op.whileHalted = e.get("reason") == "halted";
  if (op.kind != K::Adjust && op.kind != K::Penalty) return op;
  const std::string sideText = e.get("side");
  const auto side = sideText.size() == 1 ? core::tryParseSide(sideText[0]) : std::nullopt;
  if (!side) throw JournalError(where + ": expected side B or W, found '" + sideText + "'");
  op.side = *side;
  op.amount = journalSeconds(e, op.kind == K::Adjust ? "left" : "seconds", where);
  return op;
}

std::optional<TimedOperation> journalledOperation(const JournalEntry& e, const std::string& where) {
  if (e.kind == "press") return TimedOperation{journalSeconds(e, "t", where), ClockPress{}};
  if (e.kind == "ruling")
    return TimedOperation{journalSeconds(e, "t", where), arbiterActionOf(e, where)};
  if (!isClockOperation(e)) return std::nullopt;
  ClockOperation op = clockOperationOf(e, where);
  if (op.whileHalted) return std::nullopt;
  return TimedOperation{journalSeconds(e, "t", where), op};
}

core::ArbiterAction arbiterActionOf(const JournalEntry& e, const std::string& where) {
  auto ruling = core::tryParseRuling(e.get("ruling"));
  if (!ruling) throw JournalError(where + ": expected a ruling, found '" + e.get("ruling") + "'");
  std::string side = e.get("side");
  return core::ArbiterAction{
      *ruling,
      side.empty() ? core::Color::Empty : core::tryParseSide(side[0]).value_or(core::Color::Empty)};
}

}  // namespace c6::ui
