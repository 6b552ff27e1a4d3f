// Randomised games replayed against a second, deliberately plain implementation of the rules of
// each control (loops over microseconds of charge, no shared code with core/player_time), checked
// to the microsecond; and a 6-hour game checked for zero drift against the injected time.
#include <gtest/gtest.h>

#include <random>

#include "core/clock.h"

namespace c6::core {
namespace {

using ll = Micros::rep;

// The reference: one side's clock, tracking time *used* in overtime rather than time left.
struct RefSide {
  const PlayerControl* c = nullptr;
  ll main = 0;
  std::size_t stage = 0;
  int inStage = 0;  // moves made in the current stage
  bool ot = false;
  int periods = 0;  // byo-yomi periods left, or Canadian moves due
  ll otUsed = 0;
  int moves = 0;

  explicit RefSide(const PlayerControl& control) : c(&control) {
    main = c->stages[0].time.count();
    periods = c->count;
  }
  const Stage& st() const { return c->stages[stage]; }
  ll delay() const { return st().bonus == Bonus::Delay ? st().amount.count() : 0; }
  ll left() const { return ot ? c->time.count() - otUsed : main; }
  std::optional<int> shownPeriods() const {
    return c->overtime == Overtime::None ? std::nullopt : std::optional<int>(periods);
  }
  // Elapsed time of a move at which the flag falls.
  ll flagAt() const {
    ll cap = 0;
    ll T = c->time.count();
    if (!ot)
      cap = main + (c->overtime == Overtime::ByoYomi    ? periods * T
                    : c->overtime == Overtime::Canadian ? T
                                                        : 0);
    else
      cap = c->overtime == Overtime::ByoYomi ? periods * T - otUsed : T - otUsed;
    return delay() > 0 ? delay() + cap : cap;
  }
  // Thinks for `e` without completing; returns the charge taken.
  ll think(ll e) {
    ll charged = std::max(ll{0}, e - delay());
    ll rest = charged;
    if (!ot) {
      if (rest < main) {
        main -= rest;
        return charged;
      }
      rest -= main;
      main = 0;
      ot = true;
      otUsed = 0;
    }
    otUsed += rest;
    if (c->overtime == Overtime::ByoYomi)
      while (otUsed >= c->time.count()) {
        otUsed -= c->time.count();
        --periods;
      }
    return charged;
  }
  void complete(ll e, int counted) {
    moves += counted;
    if (ot) {
      if (c->overtime == Overtime::ByoYomi) otUsed = 0;
      if (c->overtime == Overtime::Canadian && (periods -= counted) <= 0) {
        periods = c->count;
        otUsed = 0;
      }
      return;
    }
    if (st().bonus == Bonus::Fischer) {
      ll raised = main + st().amount.count();
      main = st().cap ? std::max(main, std::min(raised, st().cap->count())) : raised;
    }
    if (st().bonus == Bonus::Bronstein) main += std::min(e, st().amount.count());
    inStage += counted;
    while (st().moves > 0 && inStage >= st().moves) {
      inStage -= st().moves;
      if (stage + 1 < c->stages.size()) ++stage;
      main += st().time.count();
    }
  }
};

void expectSide(const SideClock& got, const RefSide& want, const std::string& where) {
  EXPECT_EQ(got.left.count(), want.left()) << where;
  EXPECT_EQ(got.periods, want.shownPeriods()) << where;
  EXPECT_EQ(got.moves, want.moves) << where;
}

struct Case {
  const char* control;
  double maxThink;  // seconds
  CountBy count = CountBy::Turns;
};

TEST(ClockReplayTest, TwoHundredRandomTurnsMatchThePlainImplementation) {
  int flags = 0;
  for (const Case& k : std::vector<Case>{{"3m+2s", 4.5},
                                         {"3m+2s max 3m10s", 4.5},
                                         {"2m d3s", 4},
                                         {"2m b3s", 4.2},
                                         {"1m byo 3x5s", 5.3},
                                         {"1m can 3/15s", 6},
                                         {"5/1m,2/30s,1m+1s", 3},
                                         {"4/1m,2/30s", 3, CountBy::Stones},
                                         {"hg 1m", 3},
                                         {"B:2m+1s;W:1m byo 5x3s", 3.1},
                                         {"20s can 5/10s", 2.5, CountBy::Stones},
                                         {"10/2m", 13}}) {
    SCOPED_TRACE(k.control);
    TimeControl tc = parseTimeControl(k.control);
    Clock clock(tc, ClockOptions{k.count});
    RefSide ref[2] = {RefSide(tc.black), RefSide(tc.white)};
    std::mt19937_64 rng(std::hash<std::string>{}(k.control));
    auto uniform = [&](ll lo, ll hi) { return std::uniform_int_distribution<ll>(lo, hi)(rng); };
    ll now = uniform(0, 1'000'000'000);
    ASSERT_FALSE(clock.start(Micros(now)));
    bool blackFirst = true;
    for (int turn = 0; turn < 200; ++turn) {
      std::string where = std::string(k.control) + " turn " + std::to_string(turn);
      int side = turn % 2;
      RefSide& me = ref[side];
      RefSide& other = ref[1 - side];
      ll think = uniform(0, static_cast<ll>(k.maxThink * 1e6));
      ll pauseAfter = -1, pauseFor = 0;
      if (uniform(0, 9) == 0) pauseAfter = uniform(0, think), pauseFor = uniform(1, 100'000'000);
      ll flagAt = me.flagAt();
      ll moveStart = now;
      auto instant = [&](ll e) {
        return moveStart + e + (pauseAfter >= 0 && e > pauseAfter ? pauseFor : 0);
      };
      // Look in on the running clock halfway, as the feed does.
      ll peek = uniform(0, think);
      if (peek < flagAt && (pauseAfter < 0 || peek <= pauseAfter)) {
        RefSide a = me, b = other;
        ll charged = a.think(peek);
        if (tc.of(side ? Color::White : Color::Black).hourglass) b.main += charged;
        ClockState st = clock.state(Micros(instant(peek)));
        expectSide(side ? st.white : st.black, a, where + " peek");
        expectSide(side ? st.black : st.white, b, where + " peek other");
      }
      if (pauseAfter >= 0 && pauseAfter < flagAt) {
        ASSERT_FALSE(clock.pause(Micros(instant(pauseAfter))));
        ASSERT_FALSE(clock.resume(Micros(instant(pauseAfter) + pauseFor)));
      }
      if (think >= flagAt) {
        clock.poll(Micros(instant(think)));
        ASSERT_TRUE(clock.flag()) << where;
        EXPECT_EQ(clock.flag()->at.count(), instant(flagAt)) << where;
        EXPECT_EQ(clock.flag()->side, side ? Color::White : Color::Black);
        ++flags;
        break;
      }
      now = instant(think);
      ASSERT_FALSE(clock.press(Micros(now))) << where;
      ll charged = me.think(think);
      if (tc.of(side ? Color::White : Color::Black).hourglass) other.main += charged;
      int stones = blackFirst ? 1 : 2;
      blackFirst = false;
      me.complete(think, k.count == CountBy::Stones ? stones : 1);
      const PressRecord& rec = clock.presses().back();
      EXPECT_EQ(rec.thinking.count(), think) << where;
      EXPECT_EQ(rec.clocks.blackLeft.count(), ref[0].left()) << where;
      EXPECT_EQ(rec.clocks.whiteLeft.count(), ref[1].left()) << where;
      EXPECT_EQ(rec.clocks.blackPeriods, ref[0].shownPeriods()) << where;
      EXPECT_EQ(rec.clocks.whitePeriods, ref[1].shownPeriods()) << where;
      EXPECT_EQ(rec.clocks.blackMoves, ref[0].moves) << where;
      EXPECT_EQ(rec.clocks.whiteMoves, ref[1].moves) << where;
      if (::testing::Test::HasFailure()) return;
    }
  }
  EXPECT_GT(flags, 0) << "the replay should also exercise flag falls";
}

TEST(ClockReplayTest, SixHourGameHasZeroDriftAgainstTheInjectedTime) {
  Clock clock(parseTimeControl("3h30m"));
  std::mt19937_64 rng(6);
  const ll start = 1'700'000'000'000'000;  // a Unix-epoch instant in microseconds
  const ll end = start + 6LL * 3600 * 1'000'000;
  ASSERT_FALSE(clock.start(Micros(start)));
  ll running[2] = {0, 0};
  ll lastPress = start;
  int side = 0;
  ll paused = 0;
  // The feed looks once a second (plus an odd microsecond, so ticks never line up with presses).
  for (ll t = start + 1; t <= end; t += 1'000'001) {
    ClockState st = clock.state(Micros(t));
    ASSERT_TRUE(st.running);
    ll movedFor = t - lastPress;
    EXPECT_EQ((side ? st.white : st.black).left.count(), 12'600'000'000 - running[side] - movedFor);
    EXPECT_EQ((side ? st.black : st.white).left.count(), 12'600'000'000 - running[1 - side]);
    ll next = t + 1'000'001;
    bool pause = std::uniform_int_distribution<int>(0, 99)(rng) < 1;
    if (pause && t + 60'000'000 < end) {  // an arbiter's pause, now and then
      ll resumeAt = t + std::uniform_int_distribution<ll>(1, 60'000'000)(rng);
      ASSERT_FALSE(clock.pause(Micros(t)));
      ASSERT_FALSE(clock.resume(Micros(resumeAt)));
      running[side] += t - lastPress;
      lastPress = resumeAt;
      paused += resumeAt - t;
      t = resumeAt - 1'000'001 + 1;  // keep ticking after the resume
      continue;
    }
    if (std::uniform_int_distribution<int>(0, 99)(rng) < 2 && next <= end) {
      ll pressAt = t + std::uniform_int_distribution<ll>(0, 1'000'000)(rng);
      ASSERT_FALSE(clock.press(Micros(pressAt)));
      running[side] += pressAt - lastPress;
      lastPress = pressAt;
      side = 1 - side;
    }
  }
  ASSERT_FALSE(clock.pause(Micros(end)));
  running[side] += end - lastPress;
  ClockState last = clock.state(Micros(end));
  EXPECT_EQ(running[0] + running[1] + paused, end - start);
  EXPECT_EQ(last.black.left.count() + last.white.left.count(),
            2 * 12'600'000'000 - (end - start - paused));
  EXPECT_GT(clock.presses().size(), 200u);
}

}  // namespace
}  // namespace c6::core
