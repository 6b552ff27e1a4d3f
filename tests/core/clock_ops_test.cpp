// Every clock operation: start, press, undo, pause/resume, adjust, penalty, stop, time judge,
// records.
#include <gtest/gtest.h>

#include "core/clock.h"

namespace c6::core {
namespace {

Micros s(double seconds) {
  return secondsToMicros(seconds);
}
Clock clockOf(const char* control, ClockOptions options = {}) {
  return Clock(parseTimeControl(control), options);
}

TEST(ClockOpsTest, RefusesOperationsOutOfOrder) {
  Clock c = clockOf("5m");
  EXPECT_EQ(c.press(s(1)), ClockError::NotStarted);
  EXPECT_EQ(c.pause(s(1)), ClockError::NotStarted);
  EXPECT_EQ(c.undo(s(1)), ClockError::NotStarted);
  EXPECT_EQ(c.state(s(1)).phase, ClockPhase::NotStarted);
  EXPECT_EQ(c.state(s(100)).black.left, s(300));  // nothing runs before the start
  ASSERT_FALSE(c.start(s(2)));
  EXPECT_EQ(c.start(s(3)), ClockError::AlreadyStarted);
  EXPECT_EQ(c.resume(s(3)), ClockError::NotPaused);
  EXPECT_EQ(c.undo(s(3)), ClockError::NothingToUndo);
  EXPECT_EQ(c.press(s(1)), ClockError::TimeWentBack);
  ASSERT_FALSE(c.pause(s(4)));
  EXPECT_EQ(c.pause(s(5)), ClockError::NotRunning);
  EXPECT_EQ(c.press(s(5)), ClockError::NotRunning);
  ASSERT_FALSE(c.stop(s(6)));
  EXPECT_EQ(c.resume(s(7)), ClockError::NotPaused);
  EXPECT_EQ(c.press(s(7)), ClockError::Over);
  EXPECT_EQ(c.state(s(50)).black.left, s(298));  // ran from 2 to 4 only
  EXPECT_STREQ(clockErrorString(ClockError::NothingToUndo), "nothing-to-undo");
}

TEST(ClockOpsTest, PauseStopsTheRunningClockAndTheDelayResumesWhereItWas) {
  Clock c = clockOf("5m d10s");
  ASSERT_FALSE(c.start(s(0)));
  ASSERT_FALSE(c.pause(s(6)));  // 6 s of the delay used
  EXPECT_FALSE(c.nextFlagInstant());
  EXPECT_FALSE(c.state(s(500)).running);
  EXPECT_EQ(c.state(s(500)).black.left, s(300));
  ASSERT_FALSE(c.resume(s(500)));
  EXPECT_EQ(c.state(s(504)).black.left, s(300));  // delay ends at 504
  EXPECT_EQ(c.state(s(514)).black.left, s(290));
  EXPECT_EQ(c.nextFlagInstant(), s(804));
  ASSERT_FALSE(c.press(s(514)));
  EXPECT_EQ(c.presses()[0].thinking, s(20));  // 6 + 14 running, the pause excluded
}

TEST(ClockOpsTest, UndoRestoresTheWrongPressAndChargesTheTimeSince) {
  Clock c = clockOf("5m+10s");
  ASSERT_FALSE(c.start(s(0)));
  ASSERT_FALSE(c.press(s(30)));  // B 280
  ASSERT_FALSE(c.press(s(40)));  // W 300 (wrong press)
  ASSERT_FALSE(c.undo(s(45)));   // W's move resumes: 20 s so far
  ClockState st = c.state(s(45));
  EXPECT_EQ(st.toMove, Color::White);
  EXPECT_EQ(st.white.left, s(285));  // 10 s before the wrong press, 5 s after
  EXPECT_EQ(st.white.moves, 0);
  EXPECT_EQ(st.black.left, s(280));
  EXPECT_EQ(st.thinking, s(15));
  EXPECT_EQ(c.presses().size(), 1u);
  ASSERT_FALSE(c.undo(s(50)));  // B's press too: B back on move, thinking 30 + 20
  EXPECT_EQ(c.state(s(50)).black.left, s(250));
  EXPECT_EQ(c.state(s(50)).white.left, s(300));
  EXPECT_EQ(c.undo(s(50)), ClockError::NothingToUndo);
  ASSERT_FALSE(c.press(s(60)));
  EXPECT_EQ(c.presses()[0].thinking, s(60));
  EXPECT_EQ(c.presses()[0].clocks.blackLeft, s(250));
}

TEST(ClockOpsTest, UndoInByoYomiBringsBackThePeriods) {
  Clock c = clockOf("10s byo 2x5s");
  ASSERT_FALSE(c.start(s(0)));
  ASSERT_FALSE(c.press(s(17)));  // B: main gone, period 1 gone, 2 s into period 2
  EXPECT_EQ(c.presses()[0].clocks.blackPeriods, 1);
  ASSERT_FALSE(c.undo(s(17.5)));
  EXPECT_EQ(c.state(s(17.5)).black.left, s(2.5));
  EXPECT_EQ(c.nextFlagInstant(), s(20));
}

TEST(ClockOpsTest, ArbiterAdjustsTimePeriodsAndMoves) {
  Clock c = clockOf("2/1m,30s byo 3x10s");
  ASSERT_FALSE(c.start(s(0)));
  ASSERT_FALSE(c.adjust(s(10), Color::Black, {s(100), std::nullopt, std::nullopt}));
  EXPECT_EQ(c.state(s(20)).black.left, s(90));
  EXPECT_EQ(c.nextFlagInstant(), s(140));  // 100 at 10, then 3 periods of 10
  ASSERT_FALSE(c.adjust(s(20), Color::Black, {std::nullopt, 1, std::nullopt}));
  EXPECT_EQ(c.state(s(20)).black.periods, 1);
  EXPECT_EQ(c.nextFlagInstant(), s(120));
  ASSERT_FALSE(c.adjust(s(20), Color::White, {std::nullopt, std::nullopt, 2}));  // 2nd stage
  EXPECT_EQ(c.state(s(20)).white.left, s(90));
  EXPECT_EQ(c.state(s(20)).white.stage, 1);
  EXPECT_EQ(c.state(s(20)).white.moves, 2);
  ASSERT_FALSE(c.press(s(30)));
  EXPECT_EQ(c.undo(s(31)), std::nullopt);
  ASSERT_FALSE(c.press(s(31)));
  ASSERT_FALSE(c.adjust(s(32), Color::Black, {s(5), std::nullopt, std::nullopt}));
  EXPECT_EQ(c.undo(s(32)), ClockError::NothingToUndo);  // an adjustment cannot be undone past
  ASSERT_FALSE(c.adjust(s(33), Color::White, {s(0), 0, std::nullopt}));  // W on move, nothing left
  ASSERT_TRUE(c.flag());
  EXPECT_EQ(c.flag()->side, Color::White);
  EXPECT_EQ(c.flag()->at, s(33));
  EXPECT_EQ(c.adjust(s(34), Color::White, {s(60), std::nullopt, std::nullopt}), ClockError::Over);
}

TEST(ClockOpsTest, PenaltyTakesTimeBonusGivesAndAPenaltyCanDropTheFlag) {
  Clock c = clockOf("1m byo 2x10s");
  ASSERT_FALSE(c.start(s(0)));
  ASSERT_FALSE(c.penalty(s(10), Color::White, s(15)));   // W 45
  ASSERT_FALSE(c.penalty(s(10), Color::Black, s(-30)));  // B 50 + 30
  EXPECT_EQ(c.state(s(10)).white.left, s(45));
  EXPECT_EQ(c.state(s(10)).black.left, s(80));
  ASSERT_FALSE(c.press(s(20)));
  ASSERT_FALSE(c.penalty(s(20), Color::Black, s(72)));  // 70 - 72: 2 s into period 1
  EXPECT_TRUE(c.state(s(20)).black.overtime);
  EXPECT_EQ(c.state(s(20)).black.left, s(8));
  EXPECT_EQ(c.state(s(20)).black.periods, 2);
  ASSERT_FALSE(c.penalty(s(21), Color::Black, s(18)));  // exactly all that is left
  ASSERT_TRUE(c.flag());
  EXPECT_EQ(c.flag()->side, Color::Black);  // the penalised side, not the one on move
  EXPECT_EQ(c.flag()->at, s(21));
  EXPECT_EQ(c.penalty(s(22), Color::Black, s(1)), ClockError::Over);
}

TEST(ClockOpsTest, TimeJudgeAnnouncesLowTimeSilentModeOnlyTheFlag) {
  ClockOptions judge;
  judge.timeJudge = true;
  judge.warnAt = {s(30), s(10)};
  for (bool withJudge : {true, false}) {
    Clock c = clockOf("1m byo 2x20s", withJudge ? judge : ClockOptions{});
    ASSERT_FALSE(c.start(s(0)));
    EXPECT_EQ(c.nextEventInstant(), withJudge ? s(30) : s(100));
    auto first = c.poll(s(55));
    auto rest = c.poll(s(200));
    if (!withJudge) {
      EXPECT_TRUE(first.empty());
      ASSERT_EQ(rest.size(), 1u);
      EXPECT_EQ(rest[0].kind, ClockEvent::Kind::Flag);
      EXPECT_EQ(rest[0].at, s(100));
      continue;
    }
    ASSERT_EQ(first.size(), 2u);
    EXPECT_EQ(first[0].kind, ClockEvent::Kind::LowTime);
    EXPECT_EQ(first[0].at, s(30));
    EXPECT_EQ(first[0].threshold, s(30));
    EXPECT_EQ(first[1].at, s(50));
    ASSERT_EQ(rest.size(), 3u);
    EXPECT_EQ(rest[0].kind, ClockEvent::Kind::Overtime);
    EXPECT_EQ(rest[0].at, s(60));
    EXPECT_EQ(rest[1].kind, ClockEvent::Kind::PeriodUsed);
    EXPECT_EQ(rest[1].at, s(80));
    EXPECT_EQ(rest[1].clock.periods, 1);
    EXPECT_EQ(rest[2].kind, ClockEvent::Kind::Flag);
    EXPECT_EQ(rest[2].at, s(100));
    EXPECT_EQ(c.events().size(), 5u);
  }
}

TEST(ClockOpsTest, APressMayBeStampedBeforeTheLastPollButAReportedFlagIsFinal) {
  Clock c = clockOf("1m");
  ASSERT_FALSE(c.start(s(0)));
  EXPECT_TRUE(c.poll(s(50)).empty());
  ASSERT_FALSE(c.press(s(45)));  // the camera confirmed a turn whose hand left at 45
  EXPECT_EQ(c.presses()[0].clocks.blackLeft, s(15));
  EXPECT_EQ(c.press(s(44)), ClockError::TimeWentBack);  // but not before the last operation
  EXPECT_EQ(c.poll(s(200)).size(), 1u);                 // W's flag at 105
  EXPECT_EQ(c.press(s(104)), ClockError::Over);  // reported at 105: final even for an earlier stamp
  EXPECT_EQ(c.press(s(106)), ClockError::Over);
  EXPECT_EQ(c.flag()->at, s(105));
}

TEST(ClockOpsTest, EveryPressFillsTheTurnRecord) {
  Clock c = clockOf("1m byo 3x10s");
  ASSERT_FALSE(c.start(s(100)));
  ASSERT_FALSE(c.press(s(112.5)));
  TurnRecord rec;
  fillTurnRecord(c.presses()[0], rec);
  EXPECT_EQ(rec.at, s(112.5));
  EXPECT_EQ(rec.thinking, s(12.5));
  ASSERT_TRUE(rec.clocks);
  EXPECT_EQ(rec.clocks->blackLeft, s(47.5));
  EXPECT_EQ(rec.clocks->whiteLeft, s(60));
  EXPECT_EQ(rec.clocks->blackPeriods, 3);
  EXPECT_EQ(rec.clocks->whitePeriods, 3);
  EXPECT_EQ(rec.clocks->blackMoves, 1);
  EXPECT_EQ(rec.clocks->whiteMoves, 0);
  EXPECT_EQ(c.presses()[0].side, Color::Black);
}

}  // namespace
}  // namespace c6::core
