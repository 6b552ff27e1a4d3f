#include "ui/recorder/recorder_journal.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <filesystem>

#include "core/referee_log.h"
#include "ui/recorder/overloaded.h"
#include "ui/recorder/recorder.h"
#include "vision/frame_source.h"

namespace c6::ui {

namespace fs = std::filesystem;

using core::Micros;

namespace {

std::string secondsText(Micros t) {
  char buf[48];
  std::snprintf(buf, sizeof buf, "%.6f", core::toSeconds(t));
  return buf;
}

std::string side(core::Color c) {
  return std::string(1, core::sideLetter(c));
}

std::string words(const std::vector<PlacedStone>& stones) {
  std::string s;
  for (const PlacedStone& p : stones)
    s += (s.empty() ? "" : " ") + side(p.color) + toString(p.point);
  return s;
}

std::vector<PlacedStone> placedStones(const std::string& text, int size) {
  std::vector<PlacedStone> out;
  std::size_t pos = 0;
  while (pos < text.size()) {
    std::size_t end = text.find(' ', pos);
    if (end == std::string::npos) end = text.size();
    const std::string word = text.substr(pos, end - pos);
    pos = end + 1;
    const auto color = word.empty() ? std::nullopt : core::tryParseSide(word[0]);
    const auto point = core::tryParsePoint(word.substr(color ? 1 : 0), size);
    if (color && point) out.push_back({*color, *point});
  }
  return out;
}

core::RecordEvent logged(Micros t, std::string kind, int turnIndex,
                         std::map<std::string, std::string> detail) {
  return core::RecordEvent{t, std::move(kind), turnIndex, std::move(detail)};
}

}  // namespace

std::string pointsText(const std::vector<core::Point>& points) {
  return core::pointList(points);
}

std::string flagKey(const core::Flag& flag) {
  return core::flagTypeString(flag.type) + ":" + core::pointList(flag.points);
}

StartEvent startEvent(const RecorderOptions& o, long long wallMillis) {
  StartEvent s;
  s.source = o.source;
  s.record = o.recordPath;
  s.evidence = o.evidenceDir;
  s.timeControl = o.timeControl;
  s.manualClock = o.manualClock;
  s.goMode = o.referee.goMode;
  s.pauseWhenHalted = o.pauseWhenHalted;
  s.boardSize = o.referee.game.boardSize;
  s.confirm = o.referee.confirmObservations;
  s.settle = core::secondsToMicros(o.pipeline.settleSeconds);
  s.interval = core::secondsToMicros(o.sourceOptions.sequenceInterval);
  s.wall = wallMillis;
  s.blackSide = o.pipeline.blackSide;
  if (o.corners) s.corners = o.corners->corners;
  s.black = o.info.black;
  s.white = o.info.white;
  s.event = o.info.event;
  s.round = o.info.round;
  s.board = o.info.board;
  std::error_code ec;
  s.cwd = fs::current_path(ec).string();
  return s;
}

bool sameWhenPlayedAgain(const RecorderEvent& journalled, const RecorderEvent& made) {
  const auto* a = std::get_if<FlagEvent>(&journalled);
  const auto* b = std::get_if<FlagEvent>(&made);
  if (!a || !b || !a->evidence || !b->evidence) return journalled == made;
  FlagEvent x = *a, y = *b;
  x.evidence = fs::path(*a->evidence).filename().string();
  y.evidence = fs::path(*b->evidence).filename().string();
  return x == y;
}

void applyStartEntry(const RecorderEvent& event, RecorderOptions& o,
                     const std::string& journalPath) {
  const auto* s = std::get_if<StartEvent>(&event);
  if (!s)
    throw JournalError("expected the 'start' event of a recording, found '" + eventName(event) +
                       "'");
  const auto resolved = [&](const std::string& path) {
    if (path.empty() || journalPath.empty() || fs::path(path).is_absolute()) return path;
    std::error_code ec;
    // Resumed where it started: the paths stay as journalled, so the record is the uninterrupted
    // run's to the byte.
    if (!s->cwd.empty() && fs::equivalent(s->cwd, fs::current_path(ec), ec)) return path;
    const fs::path base = !s->cwd.empty() && fs::is_directory(s->cwd, ec)
                              ? fs::path(s->cwd)
                              : fs::absolute(journalPath, ec).parent_path();
    return (base / path).lexically_normal().string();
  };
  const vision::SourceKind kind = vision::classifySource(s->source);
  const bool onDisk =
      kind == vision::SourceKind::VideoFile || kind == vision::SourceKind::ImageSequence;
  if (o.source.empty()) o.source = onDisk ? resolved(s->source) : s->source;
  if (o.recordPath.empty()) o.recordPath = resolved(s->record);
  if (o.evidenceDir.empty()) o.evidenceDir = resolved(s->evidence);
  o.timeControl = s->timeControl;
  o.manualClock = s->manualClock;
  o.pauseWhenHalted = s->pauseWhenHalted;
  o.referee.manualClock = o.manualClock;
  o.referee.goMode = s->goMode;
  core::GameInfo& i = o.info;
  for (const auto& [from, to] : {std::pair{&s->black, &i.black},
                                 {&s->white, &i.white},
                                 {&s->event, &i.event},
                                 {&s->round, &i.round},
                                 {&s->board, &i.board}})
    if (to->empty()) *to = *from;
  o.referee.game.boardSize = s->boardSize;
  o.referee.confirmObservations = s->confirm;
  o.pipeline.settleSeconds = core::toSeconds(s->settle);
  o.sourceOptions.sequenceInterval = core::toSeconds(s->interval);
  o.pipeline.blackSide = s->blackSide;
  if (!o.corners && s->corners)
    o.corners = vision::BoardLocation::fromCorners(*s->corners, o.referee.game.boardSize);
}

FlagEvent flagEvent(const core::RefereeEvent& e, std::optional<std::string> evidence,
                    std::optional<std::string> hand, int turnIndex) {
  FlagEvent f{e.time, e.flag, std::move(evidence), std::move(hand), turnIndex};
  f.flag.raisedAt = e.time;  // what the journal keeps of it
  return f;
}

AmendEvent amendEvent(const core::RecordEvent& amend, int boardSize) {
  auto detail = [&](const char* key) {
    auto it = amend.detail.find(key);
    return it == amend.detail.end() ? std::string() : it->second;
  };
  return AmendEvent{amend.at, placedStones(detail("removed"), boardSize),
                    placedStones(detail("added"), boardSize), amend.turnIndex};
}

core::RecordEvent recordEventOf(const RecorderEvent& event) {
  return std::visit(
      Overloaded{
          [](const FlagEvent& e) {
            core::RecordEvent entry = core::flagEntry(e.flag, e.t, e.turnIndex);
            if (e.evidence) entry.detail["evidence"] = *e.evidence;
            if (e.hand) entry.detail["hand"] = *e.hand;
            return entry;
          },
          [](const RestoredEvent& e) { return core::restoredEntry(e.flags, e.t, e.turnIndex); },
          [](const RulingEvent& e) {
            return core::rulingEntry(e.action, e.board, e.t, e.turnIndex);
          },
          [](const EndEvent& e) { return core::endEntry(e.result, e.t, e.turnIndex); },
          [](const AmendEvent& e) {
            return core::amendEntry(words(e.removed), words(e.added), e.t, e.turnIndex);
          },
          [](const ClockOperationEvent& e) {
            using K = ClockOperation::Kind;
            std::map<std::string, std::string> d;
            if (e.op.kind == K::Adjust || e.op.kind == K::Penalty) {
              d["side"] = side(e.op.side);
              d[e.op.kind == K::Adjust ? "left" : "seconds"] = secondsText(e.op.amount);
            }
            if (e.op.whileHalted) d["reason"] = "halted";
            return logged(e.t, clockOperationString(e.op.kind), -1, d);
          },
          [](const TimeoutEvent& e) {
            return core::endEntry(core::Result::win(core::opponent(e.side), core::EndReason::Time),
                                  e.t, -1);
          },
          [](const EvidenceMissingEvent& e) {
            return logged(e.t, "evidence-missing", -1,
                          {{"evidence", e.evidence}, {"error", e.error}});
          },
          [](const auto& e) {
            return logged(eventTime(e).value_or(Micros(0)), eventName(e), -1, {});
          }},
      event);
}

std::optional<TimedOperation> journalledOperation(const RecorderEvent& event) {
  if (const auto* p = std::get_if<PressEvent>(&event)) return TimedOperation{p->t, ClockPress{}};
  if (const auto* r = std::get_if<RulingEvent>(&event)) return TimedOperation{r->t, r->action};
  if (const auto* c = std::get_if<ClockOperationEvent>(&event))
    if (!c->op.whileHalted) return TimedOperation{c->t, c->op};
  return std::nullopt;
}

}  // namespace c6::ui
