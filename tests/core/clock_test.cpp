// Every time control against hand calculations (the expected numbers are worked out in comments).
#include "core/clock.h"

#include <gtest/gtest.h>

namespace c6::core {
namespace {

Micros s(double seconds) {
  return secondsToMicros(seconds);
}

Clock clockOf(const char* control, ClockOptions options = {}) {
  return Clock(parseTimeControl(control), options);
}

// Starts at 0 and presses at the given instants (seconds).
void play(Clock& c, std::initializer_list<double> presses) {
  ASSERT_FALSE(c.start(s(0)));
  for (double t : presses) ASSERT_FALSE(c.press(s(t))) << "press at " << t;
}

TEST(ClockTest, SuddenDeathCountsDownAndFlags) {
  Clock c = clockOf("1m");
  play(c, {10, 25});  // B thinks 10 -> 50; W thinks 15 -> 45
  EXPECT_EQ(c.state(s(25)).black.left, s(50));
  EXPECT_EQ(c.state(s(25)).white.left, s(45));
  EXPECT_EQ(c.state(s(40)).black.left, s(35));  // B on move for 15 s
  EXPECT_EQ(c.nextFlagInstant(), s(75));        // 25 + 50
  ClockState late = c.state(s(80));
  ASSERT_TRUE(late.flag);
  EXPECT_EQ(late.flag->at, s(75));
  EXPECT_FALSE(late.running);
  EXPECT_EQ(late.black.left, s(0));
  auto events = c.poll(s(80));
  ASSERT_EQ(events.size(), 1u);
  EXPECT_EQ(events[0].kind, ClockEvent::Kind::Flag);
  EXPECT_EQ(events[0].at, s(75));
  EXPECT_EQ(events[0].side, Color::Black);
  EXPECT_EQ(c.press(s(81)), ClockError::Over);
}

TEST(ClockTest, FischerAddsTheIncrementAndRespectsTheCap) {
  Clock f = clockOf("5m+10s");
  play(f, {20, 50});  // B: 300-20+10 = 290; W: 300-30+10 = 280
  EXPECT_EQ(f.presses()[0].clocks.blackLeft, s(290));
  EXPECT_EQ(f.presses()[1].clocks.whiteLeft, s(280));

  Clock cap = clockOf("5m+10s max 5m5s");
  play(cap, {2, 4, 5});  // B: 298+10 capped at 305; W: 298+10=308 capped 305; B: 305-1+10 -> 305
  EXPECT_EQ(cap.presses()[0].clocks.blackLeft, s(305));
  EXPECT_EQ(cap.presses()[1].clocks.whiteLeft, s(305));
  EXPECT_EQ(cap.presses()[2].clocks.blackLeft, s(305));
  Clock slow = clockOf("5m+10s max 5m5s");
  play(slow, {100});  // 200 + 10 = 210, under the cap
  EXPECT_EQ(slow.presses()[0].clocks.blackLeft, s(210));
}

TEST(ClockTest, BronsteinGivesBackUpToTheDelay) {
  Clock c = clockOf("5m b10s");
  play(c, {4, 29});  // B used 4, gets 4 back -> 300; W used 25, gets 10 -> 285
  EXPECT_EQ(c.state(s(31)).black.left, s(298));  // the clock counts down during the move
  EXPECT_EQ(c.presses()[0].clocks.blackLeft, s(300));
  EXPECT_EQ(c.presses()[1].clocks.whiteLeft, s(285));
  EXPECT_EQ(c.nextFlagInstant(), s(329));  // B's 300 from 29
}

TEST(ClockTest, SimpleDelayWaitsBeforeCounting) {
  Clock c = clockOf("5m d10s");
  play(c, {4, 29});  // B within the delay -> 300; W 25 - 10 -> 285
  EXPECT_EQ(c.presses()[0].clocks.blackLeft, s(300));
  EXPECT_EQ(c.presses()[1].clocks.whiteLeft, s(285));
  EXPECT_EQ(c.state(s(35)).black.left, s(300));      // 6 s into B's move: still the delay
  EXPECT_EQ(c.state(s(49.5)).black.left, s(289.5));  // 20.5 s: 10.5 counted
  EXPECT_EQ(c.nextFlagInstant(), s(339));            // 29 + 10 + 300
}

TEST(ClockTest, ByoYomiKeepsAPeriodUsedWithinAndLosesExpiredOnes) {
  Clock c = clockOf("1m byo 3x10s");
  ASSERT_FALSE(c.start(s(0)));
  EXPECT_EQ(c.state(s(0)).black.periods, 3);
  EXPECT_EQ(c.state(s(30)).black.left, s(30));
  EXPECT_EQ(c.state(s(65)).black.left, s(5));  // 5 s into period 1
  EXPECT_TRUE(c.state(s(65)).black.overtime);
  EXPECT_EQ(c.state(s(70)).black.periods, 2);  // period 1 ran out exactly: period 2 starts
  EXPECT_EQ(c.state(s(70)).black.left, s(10));
  ASSERT_FALSE(c.press(s(65)));  // within period 1: kept, reset to 10
  EXPECT_EQ(c.presses()[0].clocks.blackLeft, s(10));
  EXPECT_EQ(c.presses()[0].clocks.blackPeriods, 3);
  ASSERT_FALSE(c.press(s(150)));  // W 85: 60 main, periods 1 and 2 gone, 5 s into 3 -> 1 left
  EXPECT_EQ(c.presses()[1].clocks.whiteLeft, s(10));
  EXPECT_EQ(c.presses()[1].clocks.whitePeriods, 1);
  // B 10 s: a press at the instant a period ends is too late for it: period 2 is in use, kept.
  ASSERT_FALSE(c.press(s(160)));
  EXPECT_EQ(c.presses()[2].clocks.blackPeriods, 2);
  EXPECT_EQ(c.nextFlagInstant(), s(170));  // W: one period of 10 s left
  c.poll(s(171));
  ASSERT_TRUE(c.flag());
  EXPECT_EQ(c.flag()->side, Color::White);
  EXPECT_EQ(c.flag()->at, s(170));
  EXPECT_TRUE(c.flag()->overtime);
  EXPECT_EQ(c.flag()->period, 3);
}

TEST(ClockTest, CanadianNeedsTheMovesWithinTheBlock) {
  Clock c = clockOf("B:1m can 3/20s;W:10m");
  ASSERT_FALSE(c.start(s(0)));
  EXPECT_EQ(c.state(s(0)).black.periods, 3);
  EXPECT_FALSE(c.state(s(0)).white.periods);
  ASSERT_FALSE(c.press(s(70)));  // 60 main + 10 of the block; 2 moves still due, 10 s left
  EXPECT_EQ(c.presses()[0].clocks.blackLeft, s(10));
  EXPECT_EQ(c.presses()[0].clocks.blackPeriods, 2);
  ASSERT_FALSE(c.press(s(71)));
  ASSERT_FALSE(c.press(s(75)));  // B 4 -> 6 left, 1 due
  ASSERT_FALSE(c.press(s(76)));
  ASSERT_FALSE(c.press(s(81)));  // B 5 -> block done: a new block of 20 s for 3 moves
  EXPECT_EQ(c.presses()[4].clocks.blackLeft, s(20));
  EXPECT_EQ(c.presses()[4].clocks.blackPeriods, 3);
  ASSERT_FALSE(c.press(s(82)));
  EXPECT_EQ(c.nextFlagInstant(), s(102));
  c.poll(s(102));
  ASSERT_TRUE(c.flag());
  EXPECT_EQ(c.flag()->period, 2);  // the second block
}

TEST(ClockTest, MultiStageAddsTheNextStageWhenTheCountIsReached) {
  Clock c = clockOf("2/1m,30s");
  play(c, {10, 11, 30, 31});  // B: 50, then 50 - 19 + 30 = 61 at its 2nd move
  EXPECT_EQ(c.presses()[0].clocks.blackLeft, s(50));
  EXPECT_EQ(c.presses()[2].clocks.blackLeft, s(61));
  EXPECT_EQ(c.state(s(31)).black.stage, 1);
  EXPECT_EQ(c.presses()[3].clocks.whiteLeft, s(88));  // W: 59, 58 + 30

  Clock inc = clockOf("2/1m+5s,30s+5s");
  play(inc, {10, 11, 30});  // B: 55, then 55 - 19 + 5 + 30 = 71
  EXPECT_EQ(inc.presses()[2].clocks.blackLeft, s(71));

  Clock rep = clockOf("2/1m");  // repeats: 2 moves in 1 minute, again and again
  play(rep, {10, 11, 20, 21, 30, 31, 40});
  EXPECT_EQ(rep.presses()[2].clocks.blackLeft, s(101));  // 60 - 10 - 9 + 60
  EXPECT_EQ(rep.presses()[6].clocks.blackLeft, s(143));  // 101 - 9 - 9 + 60 at its 4th move
  EXPECT_EQ(rep.state(s(40)).black.stage, 0);

  Clock late = clockOf("2/1m,30s");
  play(late, {10, 11});
  late.poll(s(100));  // B needed its 2nd move by 11 + 50
  ASSERT_TRUE(late.flag());
  EXPECT_EQ(late.flag()->at, s(61));
  EXPECT_EQ(late.flag()->stage, 0);
}

TEST(ClockTest, HourglassGivesTheUsedTimeToTheOpponent) {
  Clock c = clockOf("hg 1m");
  ASSERT_FALSE(c.start(s(0)));
  EXPECT_EQ(c.state(s(10)).white.left, s(70));
  ASSERT_FALSE(c.press(s(10)));
  EXPECT_EQ(c.presses()[0].clocks.blackLeft, s(50));
  EXPECT_EQ(c.presses()[0].clocks.whiteLeft, s(70));
  EXPECT_EQ(c.state(s(15)).black.left, s(55));
  EXPECT_EQ(c.nextFlagInstant(), s(80));
  c.poll(s(90));
  ASSERT_TRUE(c.flag());
  EXPECT_EQ(c.state(s(90)).black.left, s(120));  // all 120 s flowed to Black
}

TEST(ClockTest, CountingStonesUsesTheTurnsStones) {
  Clock c = clockOf("3/1m,1m", ClockOptions{CountBy::Stones});
  play(c, {10, 11, 20});  // B: 1 stone, then 2 stones -> 3: next stage
  EXPECT_EQ(c.presses()[0].clocks.blackMoves, 1);
  EXPECT_EQ(c.presses()[1].clocks.whiteMoves, 2);
  EXPECT_EQ(c.presses()[2].clocks.blackMoves, 3);
  EXPECT_EQ(c.presses()[2].clocks.blackLeft, s(101));  // 60 - 10 - 9 + 60
  ASSERT_FALSE(c.press(s(30), 1));                     // W ends with 1 stone: 3 stones
  EXPECT_EQ(c.presses()[3].clocks.whiteMoves, 3);

  Clock turns = clockOf("3/1m,1m");
  play(turns, {10, 11, 20});
  EXPECT_EQ(turns.presses()[2].clocks.blackMoves, 2);
  EXPECT_EQ(turns.presses()[2].clocks.blackLeft, s(41));
}

}  // namespace
}  // namespace c6::core
