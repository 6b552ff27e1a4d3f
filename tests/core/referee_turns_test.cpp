#include <gtest/gtest.h>

#include <algorithm>

#include "referee_scene.h"

namespace c6::core::testing {

TEST(RefereeTurnsTest, BlackOneStoneThenTwoEachWithPartials) {
  Scene s;
  EXPECT_EQ(s.look(), Lines{});
  EXPECT_EQ(s.turn(Color::Black, {"j10"}), Lines{"turn 1 B j10"});
  EXPECT_EQ(s.turn(Color::White, {"k11"}), Lines{"partial W k11"});
  EXPECT_EQ(s.turn(Color::White, {"k9"}), Lines{"turn 2 W k11 k9"});
  EXPECT_EQ(s.turn(Color::Black, {"h10", "g10"}), Lines{"turn 3 B g10 h10"});
  EXPECT_EQ(s.referee().game().turnCount(), 3);
  EXPECT_EQ(s.referee().toMove(), Color::White);
  EXPECT_EQ(s.referee().expected(), s.truth());
  ASSERT_EQ(s.referee().record().turns.size(), 3u);
  EXPECT_EQ(s.referee().record().turns[1].turn, Turn::two(Color::White, pt("k11"), pt("k9")));
}

TEST(RefereeTurnsTest, EventTimeIsTheConfirmingObservation) {
  Scene s;
  s.black("j10");
  s.look(1);
  double second = s.now() + 0.5;
  s.look(1);
  ASSERT_EQ(s.events().size(), 1u);
  EXPECT_EQ(s.events()[0].time, secondsToMicros(second));
}

TEST(RefereeTurnsTest, SixEndsTheGameEvenOnTheFirstStoneOfATurn) {
  Scene s;
  s.turn(Color::Black, {"a1"});
  s.turn(Color::White, {"a19", "b19"});
  s.turn(Color::Black, {"b1", "c1"});
  s.turn(Color::White, {"c19", "d19"});
  s.turn(Color::Black, {"d1", "e1"});
  s.turn(Color::White, {"e19", "s5"});
  // A one-stone six waits for one more agreeing observation (the third).
  s.black("f1");
  EXPECT_EQ(s.look(2), Lines{});
  EXPECT_EQ(s.look(1), (Lines{"turn 7 B f1", "end B+ six"}));
  EXPECT_TRUE(s.referee().over());
  // After the end nothing more is refereed.
  EXPECT_EQ(s.turn(Color::White, {"f19"}), Lines{});
}

TEST(RefereeTurnsTest, SixWithTheSecondStone) {
  Scene s;
  s.turn(Color::Black, {"a1"});
  s.turn(Color::White, {"a19", "b19"});
  s.turn(Color::Black, {"b1", "c1"});
  s.turn(Color::White, {"c19", "d19"});
  s.turn(Color::Black, {"d1", "s1"});
  s.turn(Color::White, {"e19", "s5"});
  EXPECT_EQ(s.turn(Color::Black, {"e1", "f1"}), (Lines{"turn 7 B e1 f1", "end B+ six"}));
  EXPECT_EQ(s.referee().record().result, Result::win(Color::Black, EndReason::Six));
}

TEST(RefereeTurnsTest, OneTurnsStonesAtOnceAreConfirmed) {
  Scene s;
  s.turn(Color::Black, {"j10"});
  EXPECT_EQ(s.turn(Color::White, {"k10", "k11"}), Lines{"turn 2 W k10 k11"});
}

TEST(RefereeTurnsTest, TwoTurnsAtOnceAreReconstructedByColour) {
  Scene s;
  s.turn(Color::Black, {"j10"});
  s.put("k10", Color::White)
      .put("k11", Color::White)
      .put("h9", Color::Black)
      .put("h8", Color::Black);
  EXPECT_EQ(s.look(),
            (Lines{"turn 2 W k10 k11 (reconstructed)", "turn 3 B h8 h9 (reconstructed)"}));
  // ... and a turn plus the first stone of the next.
  s.white("a1").white("a2").black("s19");
  EXPECT_EQ(s.look(), (Lines{"turn 4 W a1 a2", "partial B s19"}));
  EXPECT_EQ(s.turn(Color::Black, {"s18"}), Lines{"turn 5 B s19 s18"});
}

TEST(RefereeTurnsTest, BlacksFirstTurnAndWhitesAtOnce) {
  Scene s;
  s.black("j10").white("k10").white("k11");
  EXPECT_EQ(s.look(), (Lines{"turn 1 B j10 (reconstructed)", "turn 2 W k10 k11 (reconstructed)"}));
}

TEST(RefereeTurnsTest, ThreeTurnsThatCannotBeOrderedAreRecordedInOneLegalOrderAndSaySo) {
  Scene s;
  s.turn(Color::Black, {"j10"});
  // White 2, black 2, white 2: which white pair came first is unknowable; one legal order is
  // recorded, marked ambiguous, instead of halting a game that legal turns explain.
  s.white("a1").white("a2").black("b1").black("b2").white("c1").white("c2");
  Lines got = s.look();
  ASSERT_EQ(got.size(), 3u);
  EXPECT_EQ(got[0].substr(0, 9), "turn 2 W ");
  EXPECT_EQ(got[1], "turn 3 B b1 b2 (reconstructed, ambiguous)");
  EXPECT_EQ(got[2].substr(0, 9), "turn 4 W ");
  EXPECT_FALSE(s.referee().halted());
  EXPECT_EQ(s.referee().game().turnCount(), 4);
  const auto& log = s.referee().record().events;
  EXPECT_EQ(std::count_if(log.begin(), log.end(),
                          [](const RecordEvent& e) {
                            return e.kind == "reconstructed" && e.detail.count("ambiguous");
                          }),
            3);
}

TEST(RefereeTurnsTest, PartialThenStoneOfTheNextTurnTogether) {
  Scene s;
  s.turn(Color::Black, {"j10"});
  EXPECT_EQ(s.turn(Color::White, {"k10"}), Lines{"partial W k10"});
  s.white("k11").black("a1");
  EXPECT_EQ(s.look(), (Lines{"turn 2 W k10 k11", "partial B a1"}));
}

}  // namespace c6::core::testing

namespace c6::core::testing {

// The cascade that lost whole games: White's turn is missed (its stones misread as empty), Black's
// next stones are then flagged; once White's stones are seen, whole legal turns explain the board
// and recording goes on by itself, the flag kept in the log for the arbiter.
TEST(RefereeResyncTest, AHaltedGameGoesOnWhenAMissedTurnIsSeenLate) {
  Scene s;
  s.turn(Color::Black, {"j10"});
  s.white("k10").white("k11");  // White's turn, unseen
  EXPECT_TRUE(s.lookMissing({"k10", "k11"}).empty());
  s.black("h8").black("h9");
  Lines flagged = s.lookMissing({"k10", "k11"});
  ASSERT_EQ(flagged.size(), 1u);
  EXPECT_EQ(flagged[0].substr(0, 16), "flag out-of-turn");
  EXPECT_TRUE(s.referee().halted());
  // White's stones come into view: both turns are recorded, in order, and the halt ends.
  Lines got = s.look();
  EXPECT_EQ(got, (Lines{"restored", "turn 2 W k10 k11 (reconstructed)",
                        "turn 3 B h8 h9 (reconstructed)"}));
  EXPECT_FALSE(s.referee().halted());
  EXPECT_EQ(s.turn(Color::White, {"a1", "a2"}), Lines{"turn 4 W a1 a2"});
  const auto& log = s.referee().record().events;
  EXPECT_EQ(
      std::count_if(log.begin(), log.end(), [](const RecordEvent& e) { return e.kind == "flag"; }),
      1);
  EXPECT_EQ(std::count_if(log.begin(), log.end(),
                          [](const RecordEvent& e) { return e.kind == "reconstructed"; }),
            2);
}

// Legal turns never explain a recorded stone that left its point: a moved stone stays flagged
// however many stones come after it.
TEST(RefereeResyncTest, AMovedStoneIsNeverExplainedAway) {
  Scene s;
  s.turn(Color::Black, {"j10"});
  s.turn(Color::White, {"k10", "k11"});
  s.move("j10", "j9");
  Lines flagged = s.look();
  ASSERT_FALSE(flagged.empty());
  EXPECT_EQ(flagged[0].substr(0, 10), "flag moved");
  s.black("a1").black("a2");
  s.look();
  EXPECT_TRUE(s.referee().halted());
  EXPECT_EQ(s.referee().game().turnCount(), 2);
}

}  // namespace c6::core::testing
