#include "core/time_control.h"

#include <gtest/gtest.h>

namespace c6::core {
namespace {

using std::chrono::hours;
using std::chrono::minutes;
using std::chrono::seconds;

Stage stage(int moves, Micros time, Bonus bonus = Bonus::None, Micros amount = Micros(0),
            std::optional<Micros> cap = std::nullopt) {
  return Stage{moves, time, bonus, amount, cap};
}

TEST(TimeControlTest, DurationsCombineUnits) {
  EXPECT_EQ(tryParseDuration("1h30m"), Micros(minutes(90)));
  EXPECT_EQ(tryParseDuration("90s"), Micros(seconds(90)));
  EXPECT_EQ(tryParseDuration("1h2m3s"), Micros(seconds(3723)));
  EXPECT_EQ(tryParseDuration("1.5s"), Micros(1'500'000));
  EXPECT_EQ(tryParseDuration("2h"), Micros(hours(2)));
  for (const char* bad : {"", "90", "m", "30s1m", "1m1m", "1x", "1h 30m", "-5m"})
    EXPECT_FALSE(tryParseDuration(bad)) << bad;
}

TEST(TimeControlTest, EveryFormOfTheGrammarParsesToItsControl) {
  PlayerControl p;
  p.stages = {stage(0, minutes(90))};
  EXPECT_EQ(parsePlayerControl("90m"), p);

  p.stages = {stage(0, minutes(5), Bonus::Fischer, seconds(10))};
  EXPECT_EQ(parsePlayerControl("5m+10s"), p);
  p.stages = {stage(0, minutes(5), Bonus::Fischer, seconds(10), minutes(6))};
  EXPECT_EQ(parsePlayerControl("5m+10s max 6m"), p);
  p.stages = {stage(0, minutes(5), Bonus::Delay, seconds(10))};
  EXPECT_EQ(parsePlayerControl("5m d10s"), p);
  p.stages = {stage(0, minutes(5), Bonus::Bronstein, seconds(10))};
  EXPECT_EQ(parsePlayerControl("5m b10s"), p);

  p.stages = {stage(0, minutes(20))};
  p.overtime = Overtime::ByoYomi;
  p.count = 5;
  p.time = seconds(30);
  EXPECT_EQ(parsePlayerControl("20m byo 5x30s"), p);
  p.overtime = Overtime::Canadian;
  p.count = 10;
  p.time = minutes(5);
  EXPECT_EQ(parsePlayerControl("20m can 10/5m"), p);

  PlayerControl m;
  m.stages = {stage(40, minutes(90)), stage(0, minutes(30))};
  EXPECT_EQ(parsePlayerControl("40/90m,30m"), m);
  m.stages = {stage(40, minutes(90), Bonus::Fischer, seconds(30)),
              stage(0, minutes(30), Bonus::Fischer, seconds(30))};
  EXPECT_EQ(parsePlayerControl("40/90m+30s,30m+30s"), m);

  PlayerControl hg;
  hg.hourglass = true;
  hg.stages = {stage(0, minutes(5))};
  EXPECT_EQ(parsePlayerControl("hg 5m"), hg);
}

TEST(TimeControlTest, HandicapGivesEachSideItsOwn) {
  TimeControl tc = parseTimeControl("B:90m; W:60m+10s");
  EXPECT_EQ(tc.black.stages[0].time, Micros(minutes(90)));
  EXPECT_EQ(tc.white.stages[0].time, Micros(minutes(60)));
  EXPECT_EQ(tc.white.stages[0].bonus, Bonus::Fischer);
  EXPECT_EQ(parseTimeControl("W:60m+10s;B:90m"), tc);
  EXPECT_EQ(timeControlString(tc), "B:90m;W:60m+10s");
  TimeControl same = parseTimeControl("5m+10s");
  EXPECT_EQ(same.black, same.white);
}

TEST(TimeControlTest, TheIssueExamplesPrintBackExactly) {
  for (const char* text : {"90m", "5m+10s", "5m+10s max 6m", "5m d10s", "5m b10s", "20m byo 5x30s",
                           "20m can 10/5m", "40/90m,30m", "40/90m+30s,30m+30s", "hg 5m", "40/2h",
                           "40/120m,20/60m,30m", "B:90m;W:hg 5m", "90s", "45s+1.5s"}) {
    TimeControl tc = parseTimeControl(text);
    std::string printed = timeControlString(tc);
    EXPECT_EQ(parseTimeControl(printed), tc) << text << " -> " << printed;
    if (std::string(text) != "40/2h") {
      EXPECT_EQ(printed, text);
    }
  }
  EXPECT_EQ(timeControlString(parseTimeControl("1h30m")), "90m");
  EXPECT_EQ(timeControlString(parseTimeControl("40/2h")), "40/120m");
  EXPECT_EQ(durationString(Micros(1'250'000)), "1.25s");
  EXPECT_EQ(durationString(Micros(0)), "0s");
}

TEST(TimeControlTest, MalformedNotationSaysWhatWasExpectedWhere) {
  struct Bad {
    const char* text;
    std::size_t pos;
    const char* expected;
  };
  for (const Bad& b : std::vector<Bad>{
           {"", 0, "a duration"},
           {"5", 0, "a duration"},
           {"5m+", 3, "an increment"},
           {"5m+10s max", 10, "a cap"},
           {"5m x", 3, "the end"},
           {"20m byo 5", 9, "'x'"},
           {"20m byo x30s", 8, "a number of periods"},
           {"20m can 10x5m", 10, "'/'"},
           {"90m,30m", 0, "a move count"},
           {"0/90m", 0, "at least 1"},
           {"hg", 2, "after 'hg'"},
           {"B:90m", 5, "';'"},
           {"B:90m;B:60m", 6, "'W:'"},
           {"40/90m byo 5x30s", 7, "no overtime after a repeating"},
           {"5m+999999999999h", 3, "at most 1000000h"},
       }) {
    EXPECT_FALSE(tryParseTimeControl(b.text)) << b.text;
    try {
      parseTimeControl(b.text);
      ADD_FAILURE() << "no error for '" << b.text << "'";
    } catch (const TimeControlError& e) {
      EXPECT_EQ(e.position(), b.pos) << b.text << ": " << e.what();
      EXPECT_NE(std::string(e.what()).find(b.expected), std::string::npos) << e.what();
      EXPECT_NE(std::string(e.what()).find(b.text), std::string::npos) << e.what();
    }
  }
  static_assert(std::is_base_of_v<std::runtime_error, TimeControlError>);
}

}  // namespace
}  // namespace c6::core
