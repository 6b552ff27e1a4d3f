// The arbiter's log in SGF: XE[...] (exact, read back) and C[...] (words) on the node of the turn.
#include "core/sgf_events.h"

#include <gtest/gtest.h>

#include "core/sgf_record.h"
#include "tests/core/diagram.h"

namespace c6::core {
using test::pt;

namespace {

GameRecord gameWithALog() {
  GameRecord r;
  TurnRecord t1, t2;
  t1.turn = Turn::one(Color::Black, pt("j10"));
  t1.at = secondsToMicros(3.0);
  t2.turn = Turn::two(Color::White, pt("k10"), pt("k11"));
  t2.at = secondsToMicros(9.0);
  r.turns = {t1, t2};
  r.events = {
      {secondsToMicros(1.5), "pause", -1, {}},  // before the first turn: the root
      {secondsToMicros(4.25),
       "flag",
       1,
       {{"type", "moved"},
        {"points", "j10,k10"},
        {"restore", "put the black stone from k10 back on j10] \\ 100%=sure"}}},
      {secondsToMicros(6.0), "ruling", 1, {{"ruling", "accept"}}},
      {secondsToMicros(6.0), "amend", 1, {{"removed", "Bj10"}, {"added", "Bk10"}}},
      {secondsToMicros(8.0), "adjust", -1, {{"side", "W"}, {"left", "120.000000"}}},
      {secondsToMicros(12.0), "end", 2, {{"result", "B+"}, {"reason", "arbiter"}}},
  };
  return r;
}

}  // namespace

TEST(SgfEvents, TheLogReadsBackExactlyFromBothDialects) {
  const GameRecord r = gameWithALog();
  for (SgfDialect d : {SgfDialect::LittleGolem, SgfDialect::OneStonePerNode}) {
    const std::string sgf = sgfString(r, d);
    const GameRecord back = parseSgf(sgf, "log.sgf");
    EXPECT_EQ(back.events, r.events) << sgf;
    EXPECT_EQ(back.turns.size(), 2u);
  }
}

TEST(SgfEvents, EachEventGoesOnTheNodeOfTheTurnItFollowedWithAComment) {
  const std::string sgf = sgfString(gameWithALog());
  const auto root = sgf.find("XE[pause at=1500000 turn=-1]");
  const auto first = sgf.find(";B[j10]");
  const auto flag = sgf.find("XE[flag at=4250000 turn=1 ");
  const auto second = sgf.find(";W[k10k11]");
  const auto adjust = sgf.find("XE[adjust at=8000000 turn=-1 ");
  const auto end = sgf.find("XE[end at=12000000 turn=2 ");
  ASSERT_NE(root, std::string::npos) << sgf;
  EXPECT_LT(root, first);
  EXPECT_GT(flag, first);
  EXPECT_LT(flag, second);
  EXPECT_LT(adjust, second) << "an operation at 8 s follows turn 1 (at 3 s), not turn 2 (at 9 s)";
  EXPECT_GT(end, second);
  EXPECT_NE(sgf.find("C[flag at 4.25 s (after turn 1): points=j10,k10, restore=put the black stone "
                     "from k10 back on j10\\] "
                     "\\\\ 100%=sure"),
            std::string::npos)
      << sgf;
}

TEST(SgfEvents, AMalformedEventNamesItsPlace) {
  EXPECT_THROW(parseSgf("(;FF[4];B[j10]XE[flag at=soon turn=0])"), RecordError);
  EXPECT_THROW(parseSgf("(;FF[4];B[j10]XE[flag])"), RecordError);
  EXPECT_FALSE(tryParseSgfEventValue("flag turn=0 at=5"));
  EXPECT_TRUE(tryParseSgfEventValue("flag at=5 turn=0"));
}

TEST(SgfEvents, ARulingOrFlagNamesOneOfThePlayers) {
  EXPECT_TRUE(tryParseSgfEventValue("ruling at=5 turn=1 ruling=loss side=W"));
  EXPECT_FALSE(tryParseSgfEventValue("ruling at=5 turn=1 ruling=loss side=Q"));
  EXPECT_FALSE(tryParseSgfEventValue("flag at=5 turn=1 type=extra color=red"));
  EXPECT_THROW(parseSgf("(;FF[4];B[j10]XE[ruling at=5 turn=1 ruling=loss side=Q])"), RecordError);
}

}  // namespace c6::core
