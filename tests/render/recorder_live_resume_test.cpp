// A live source cannot be played again: resume() applies the journal's lines again through the
// recorder's own path (turns from their journalled boards, presses, rulings and clock operations
// through apply()). A recording killed after any frame and resumed on a camera holds exactly what
// the uninterrupted run held after that frame: the turns, the event log, the result, the clock's
// presses and both clocks, to the microsecond.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "recording_testing.h"
#include "rendered_games.h"
#include "ui/recorder/arbiter_operation.h"
#include "ui/recorder/recorder.h"

namespace c6::render {
namespace {

namespace fs = std::filesystem;
using core::Micros;

struct Held {
  Outcome outcome;
  Micros now{0};
  std::optional<core::ClockState> clock;
};

Held heldBy(const ui::Recorder& rec, Micros at) {
  return {Outcome{rec.record(),
                  rec.clock() ? rec.clock()->presses() : std::vector<core::PressRecord>{},
                  rec.result(),
                  {}},
          at, rec.clock() ? std::optional(rec.clock()->state(at)) : std::nullopt};
}

void expectSameClock(const core::ClockState& want, const core::ClockState& got,
                     const std::string& at) {
  EXPECT_EQ(got.phase, want.phase) << at;
  EXPECT_EQ(got.toMove, want.toMove) << at;
  EXPECT_EQ(got.flag.has_value(), want.flag.has_value()) << at;
  for (core::Color side : {core::Color::Black, core::Color::White}) {
    const std::string who = at + (side == core::Color::Black ? ", Black" : ", White");
    EXPECT_EQ(got.of(side).left, want.of(side).left) << who << "'s time left";
    EXPECT_EQ(got.of(side).moves, want.of(side).moves) << who << "'s moves";
  }
}

// Every frame after which the journal grew is a kill point.
Outcome expectLiveResumeExact(Recording s) {
  fs::remove_all(s.dir);
  std::map<long long, Held> after;
  s.afterFrame = [&](const ui::Recorder& rec) { after[rec.frames()] = heldBy(rec, rec.now()); };
  std::vector<std::uintmax_t> sizes;
  const Outcome whole = uninterrupted(s, sizes);
  EXPECT_FALSE(whole.record.turns.empty());
  int kills = 0;
  for (std::size_t k = 1; k < sizes.size(); ++k) {
    if (sizes[k] == sizes[k - 1]) continue;
    ++kills;
    const std::string at = "killed after frame " + std::to_string(k);
    const fs::path dir = s.dir / ("live-" + std::to_string(k));
    fs::create_directories(dir);
    ui::RecorderOptions o = optionsIn(s, dir);
    o.openSource = [](const std::string&, const vision::FrameSourceOptions&) {
      return std::make_unique<WaitingCamera>();
    };
    fs::copy_file(s.dir / "whole" / "game.journal", o.journalPath);
    fs::resize_file(o.journalPath, sizes[k]);
    ui::Recorder rec = makeRecorder(o);
    rec.resume(o.journalPath);
    const Held& want = after.at(static_cast<long long>(k));
    const Held got = heldBy(rec, want.now);
    expectSame(want.outcome, got.outcome, at);
    EXPECT_EQ(got.clock.has_value(), want.clock.has_value()) << at;
    if (want.clock && got.clock) expectSameClock(*want.clock, *got.clock, at);
    if (::testing::Test::HasFailure()) return whole;
    fs::remove_all(dir);
  }
  EXPECT_GT(kills, 2);
  std::printf("%s: %d kill points\n", s.source.c_str(), kills);
  fs::remove_all(s.dir);
  return whole;
}

fs::path testDir(const std::string& name) {
  return fs::temp_directory_path() / ("c6liveresume_" + std::to_string(::getpid())) / name;
}

Recording renderedRecording(const std::string& name) {
  for (const RenderedGame& g : renderedGames())
    if (g.name == name) {
      Recording s;
      s.source = "rendered:" + g.name;
      s.footage = renderFootage(g.script, g.name);
      s.dir = testDir(g.name);
      return s;
    }
  ADD_FAILURE() << "no rendered game " << name;
  return {};
}

// The arbiter's hand applying `lines` (--ops form) after the first frame at or past their time; an
// accepted position waits for an open flag.
std::function<void(ui::Recorder&)> operations(const std::vector<std::string>& lines) {
  auto ops = std::make_shared<std::vector<ui::TimedOperation>>();
  for (const auto& l : lines) ops->push_back(ui::parseOperation(l));
  auto next = std::make_shared<std::size_t>(0);
  return [ops, next](ui::Recorder& rec) {
    while (*next < ops->size() && (*ops)[*next].t <= rec.now()) {
      const ui::TimedOperation& op = (*ops)[*next];
      if (std::holds_alternative<core::ArbiterAction>(op.op) && rec.referee().openFlags().empty())
        return;
      rec.apply(op);
      ++*next;
    }
  };
}

TEST(RecorderLiveResume, TheRenderedGamesResumedOnACameraHoldWhatTheRunHeld) {
  for (const RenderedGame& g : renderedGames()) {
    SCOPED_TRACE(g.name);
    expectLiveResumeExact(renderedRecording(g.name));
    if (::testing::Test::HasFailure()) return;
  }
}

// Pauses, set times, penalties, a taken-back press and an accepted position, with the clock paused
// while the board is halted.
TEST(RecorderLiveResume, ArbiterOperationsResumedOnACameraGiveTheSameClock) {
  Recording s = renderedRecording("moved");
  s.pauseWhenHalted = true;
  s.arbiter = operations({"2.5 pause", "4.0 resume", "5.5 adjust B 3:30", "7 penalty W 20",
                          "9 undo-press", "11 ruling accept", "14 penalty B -15"});
  expectLiveResumeExact(s);
}

// White's time runs out (set to one second while White thinks): the flag fall on the clock ends the
// game.
TEST(RecorderLiveResume, AFlagFallOnTheClockResumesOnACamera) {
  Recording s = renderedRecording("turns");
  s.arbiter = operations({"3 adjust W 0:01"});
  const Outcome whole = expectLiveResumeExact(s);
  EXPECT_EQ(whole.result, "B+");
  EXPECT_TRUE(std::any_of(whole.record.events.begin(), whole.record.events.end(),
                          [](const core::RecordEvent& e) {
                            return e.kind == "end" && e.detail.count("reason") &&
                                   e.detail.at("reason") == "time";
                          }))
      << "White's flag did not fall";
}

}  // namespace
}  // namespace c6::render
