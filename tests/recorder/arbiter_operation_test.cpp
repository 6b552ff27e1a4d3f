// The arbiter's operations as `c6rec record --ops` writes them, as the journal keeps them, and what
// they do to the clock.
#include "ui/recorder/arbiter_operation.h"

#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

#include "core/time_control.h"
#include "ui/recorder/recorder_journal.h"

using namespace c6;
using namespace c6::ui;
using namespace std::chrono_literals;

namespace {

ClockOperation clockOp(const std::string& line) {
  return std::get<ClockOperation>(parseOperation(line).op);
}

std::string refusal(const std::string& line) {
  try {
    parseOperation(line);
  } catch (const std::invalid_argument& e) {
    return e.what();
  }
  return "accepted";
}

}  // namespace

TEST(ArbiterOperation, EveryFormOfTheOpsFileParses) {
  EXPECT_EQ(parseOperation("12.5 pause").t, 12'500'000us);
  EXPECT_EQ(clockOp("12.5 pause").kind, ClockOperation::Kind::Pause);
  EXPECT_EQ(clockOp("24 resume").kind, ClockOperation::Kind::Resume);
  EXPECT_EQ(clockOp("40 undo-press").kind, ClockOperation::Kind::UndoPress);
  const ClockOperation adjust = clockOp("30 adjust B 4:30");
  EXPECT_EQ(adjust.kind, ClockOperation::Kind::Adjust);
  EXPECT_EQ(adjust.side, core::Color::Black);
  EXPECT_EQ(adjust.amount, 270s);
  EXPECT_EQ(clockOp("30 adjust W 1:04:30.5").amount, 3870'500'000us);
  EXPECT_EQ(clockOp("30 adjust W 95").amount, 95s);
  const ClockOperation penalty = clockOp("31 penalty W 60");
  EXPECT_EQ(penalty.kind, ClockOperation::Kind::Penalty);
  EXPECT_EQ(penalty.side, core::Color::White);
  EXPECT_EQ(penalty.amount, 60s);
  EXPECT_EQ(clockOp("31 penalty B -30").amount, -30s);
  EXPECT_EQ(std::get<core::ArbiterAction>(parseOperation("50 ruling accept").op),
            (core::ArbiterAction{core::Ruling::Accept, core::Color::Empty}));
  EXPECT_EQ(std::get<core::ArbiterAction>(parseOperation("51 ruling loss W").op),
            (core::ArbiterAction{core::Ruling::Loss, core::Color::White}));
  EXPECT_TRUE(std::holds_alternative<ClockPress>(parseOperation("  55   press ").op));
}

TEST(ArbiterOperation, ABadLineSaysWhatIsWrong) {
  EXPECT_EQ(refusal("-1 pause"), "expected a time in seconds (video time) first, found '-1'");
  EXPECT_EQ(refusal("12"), "expected an operation after the time 12");
  EXPECT_EQ(refusal("12 pause now"), "'pause' takes nothing after it, found 'now'");
  EXPECT_EQ(refusal("30 adjust B 4:75"),
            "expected 'adjust B|W <time left>', found '4:75' for the time left (seconds or m:ss)");
  EXPECT_EQ(refusal("30 adjust B"), "expected 'adjust B|W <time left>'");
  EXPECT_EQ(refusal("31 penalty W 1:00"),
            "expected 'penalty B|W <seconds>', found '1:00' for the seconds");
  EXPECT_EQ(refusal("50 ruling loss"), "expected B or W after 'loss', found ''");
  EXPECT_EQ(refusal("50 ruling void now"), "unexpected 'now' after the ruling");
  EXPECT_EQ(refusal("50 undo"),
            "expected pause, resume, adjust, penalty, undo-press, press or ruling, found 'undo'");
}

// A clock resume is the arbiter's; the recording resumed after a crash is its own event.
TEST(ArbiterOperation, TheJournalKeepsTheArbitersOperationsApartFromWhatTheRecordingDidItself) {
  const ClockOperationEvent resumed{5s,
                                    {ClockOperation::Kind::Resume, core::Color::Empty, {}, false}};
  auto op = journalledOperation(resumed);
  ASSERT_TRUE(op);
  EXPECT_EQ(op->t, 5s);
  EXPECT_FALSE(journalledOperation(RecordingResumedEvent{5s, 1}));
  EXPECT_FALSE(journalledOperation(
      ClockOperationEvent{5s, {ClockOperation::Kind::Pause, core::Color::Empty, {}, true}}))
      << "the pause-while-halted option's pause is made again by the recording itself";
  const ClockOperationEvent adjust{30s, clockOp("30 adjust B 4:30")};
  const ClockOperation back = std::get<ClockOperation>(journalledOperation(adjust)->op);
  EXPECT_EQ(back.amount, 270s);
  EXPECT_EQ(back.side, core::Color::Black);
  EXPECT_EQ(recordEventOf(adjust).detail.at("left"), "270.000000");
}

// Under the automatic clock a taken-back press is made again at once: the mover is charged the time
// since, and the clock keeps waiting for the side the board waits for.
TEST(ArbiterOperation, UndoPressUnderTheAutomaticClockRetimesThePress) {
  core::Clock clock(core::parseTimeControl("5m+10s"));
  clock.start(0s);
  clock.press(10s);  // Black thought 10 s
  ASSERT_FALSE(applyToClock(clock, clockOp("14 undo-press"), 14s, false));
  EXPECT_EQ(clock.state(14s).toMove, core::Color::White);
  ASSERT_EQ(clock.presses().size(), 1u);
  EXPECT_EQ(clock.presses().back().thinking, 14s);
  EXPECT_EQ(clock.presses().back().at, 14s);
  // Under the manual clock the press is owed again.
  core::Clock manual(core::parseTimeControl("5m+10s"));
  manual.start(0s);
  manual.press(10s);
  ASSERT_FALSE(applyToClock(manual, clockOp("14 undo-press"), 14s, true));
  EXPECT_EQ(manual.state(14s).toMove, core::Color::Black);
  EXPECT_TRUE(manual.presses().empty());
}

// A move the board shows complete while the arbiter has paused the clocks: recorded for its side
// with the time before the pause; the clock stays paused, now for the opponent. A player's press is
// refused.
TEST(ArbiterOperation, AMoveCompletedWhilePausedSwitchesSidesAndStaysPaused) {
  core::Clock clock(core::parseTimeControl("5m+10s"));
  clock.start(0s);
  clock.pause(6s);
  EXPECT_EQ(clock.press(20s), core::ClockError::NotRunning);
  ASSERT_FALSE(clock.completeMove(25s));
  EXPECT_EQ(clock.phase(), core::ClockPhase::Paused);
  const core::ClockState st = clock.state(40s);
  EXPECT_EQ(st.toMove, core::Color::White);
  EXPECT_EQ(st.black.left, 304s);  // 300 - 6 + 10
  EXPECT_EQ(st.white.left, 300s);
  EXPECT_EQ(clock.presses().back().thinking, 6s);
  ASSERT_FALSE(clock.resume(40s));
  EXPECT_EQ(clock.state(50s).white.left, 290s);
}
