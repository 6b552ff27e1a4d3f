#include <gtest/gtest.h>

#include "referee_scene.h"

namespace c6::core::testing {

// Black j10; White k10 k11; Black h10 g10 - White to move.
static void opening(Scene& s) {
  s.turn(Color::Black, {"j10"});
  s.turn(Color::White, {"k10", "k11"});
  s.turn(Color::Black, {"h10", "g10"});
}

TEST(RefereeFlagsTest, MovedStoneSaysWhereToPutItBackAndClearsWhenRestored) {
  Scene s;
  opening(s);
  s.move("k10", "l10");
  EXPECT_EQ(s.look(), Lines{"flag moved k10 l10"});
  const Flag& f = s.events().back().flag;
  EXPECT_EQ(f.from, pt("k10"));
  EXPECT_EQ(f.to, pt("l10"));
  EXPECT_EQ(f.color, Color::White);
  EXPECT_EQ(f.restore, "put the white stone from l10 back on k10");
  EXPECT_TRUE(s.referee().halted());
  EXPECT_EQ(s.referee().restoreInstructions(), std::vector<std::string>{f.restore});
  // The game is halted: a new stone is not recorded meanwhile.
  s.white("a1");
  EXPECT_EQ(s.look(), Lines{});
  s.take("a1");
  s.look();
  s.move("l10", "k10");
  EXPECT_EQ(s.look(), Lines{"restored"});
  EXPECT_FALSE(s.referee().halted());
  EXPECT_EQ(s.turn(Color::White, {"a1", "a2"}), Lines{"turn 4 W a1 a2"});
  // Flag and restoration are in the record with their times.
  const auto& rec = s.referee().record().events;
  ASSERT_EQ(rec.size(), 2u);
  EXPECT_EQ(rec[0].kind, "flag");
  EXPECT_EQ(rec[0].detail.at("type"), "moved");
  EXPECT_EQ(rec[0].detail.at("from"), "k10");
  EXPECT_EQ(rec[1].kind, "restored");
  EXPECT_GT(rec[1].at, rec[0].at);
}

TEST(RefereeFlagsTest, StonesOfTheWaitingTurnPlacedDuringAFlagCountAfterTheRestoration) {
  Scene s;
  opening(s);
  s.take("j10");
  EXPECT_EQ(s.look(), Lines{"flag removed j10"});
  s.white("a1");
  EXPECT_EQ(s.look(), Lines{});
  s.black("j10");
  EXPECT_EQ(s.look(), (Lines{"restored", "partial W a1"}));
}

TEST(RefereeFlagsTest, RemovedStones) {
  Scene s;
  opening(s);
  s.take("j10").take("k11");
  EXPECT_EQ(s.look(), Lines{"flag removed j10 k11"});
  EXPECT_EQ(s.events().back().flag.restore,
            "put the black stone back on j10; put the white stone back on k11");
  s.black("j10");
  EXPECT_EQ(s.look(), Lines{});  // half restored: still halted
  EXPECT_TRUE(s.referee().halted());
  EXPECT_EQ(s.referee().restoreInstructions(),
            std::vector<std::string>{"put the white stone back on k11"});
  s.white("k11");
  EXPECT_EQ(s.look(), Lines{"restored"});
}

TEST(RefereeFlagsTest, TakeBackOfTheFirstStoneOfATurn) {
  Scene s;
  opening(s);
  EXPECT_EQ(s.turn(Color::White, {"a1"}), Lines{"partial W a1"});
  s.take("a1");
  EXPECT_EQ(s.look(), Lines{"flag take-back a1"});
  EXPECT_EQ(s.events().back().flag.restore, "put the white stone back on a1");
  s.white("a1");
  EXPECT_EQ(s.look(), Lines{"restored"});
  EXPECT_EQ(s.turn(Color::White, {"a2"}), Lines{"turn 4 W a1 a2"});
}

TEST(RefereeFlagsTest, TakeBackAndPlacedElsewhere) {
  Scene s;
  opening(s);
  s.turn(Color::White, {"a1"});
  s.move("a1", "b2");
  EXPECT_EQ(s.look(), Lines{"flag take-back a1 b2"});
  EXPECT_EQ(s.events().back().flag.restore, "put the white stone from b2 back on a1");
  s.move("b2", "a1");
  EXPECT_EQ(s.look(), Lines{"restored"});
}

TEST(RefereeFlagsTest, TooManyStonesForTheTurn) {
  Scene s;
  opening(s);
  s.white("a1").white("a2").white("a3");
  EXPECT_EQ(s.look(), Lines{"flag too-many a1 a2 a3"});
  EXPECT_EQ(s.events().back().flag.restore, "remove the white stones from a1, a2 and a3");
  s.take("a1").take("a2").take("a3");
  EXPECT_EQ(s.look(), Lines{"restored"});
}

TEST(RefereeFlagsTest, AThirdStoneAfterAConfirmedTurnIsOutOfTurn) {
  Scene s;
  opening(s);
  s.black("s19");  // Black's h10 g10 was settled as complete (not pressed): White is to move
  EXPECT_EQ(s.look(), Lines{"flag out-of-turn s19"});
}

TEST(RefereeFlagsTest, StoneOfTheWaitingSideAfterThePressIsOutOfTurn) {
  Scene s;
  opening(s);
  s.press();
  s.black("s19");
  EXPECT_EQ(s.look(), Lines{"flag out-of-turn s19"});
  EXPECT_EQ(s.events().back().flag.restore, "remove the black stone from s19");
  s.take("s19");
  EXPECT_EQ(s.look(), Lines{"restored"});
}

TEST(RefereeFlagsTest, WhiteFirstIsOutOfTurn) {
  Scene s;
  s.white("j10");
  EXPECT_EQ(s.look(), Lines{"flag out-of-turn j10"});
}

TEST(RefereeFlagsTest, WrongColourWithinATurn) {
  Scene s;
  opening(s);
  s.turn(Color::White, {"a1"});
  s.black("a2");
  EXPECT_EQ(s.look(), Lines{"flag wrong-colour a2"});
  EXPECT_EQ(s.events().back().flag.restore, "remove the black stone from a2");
  s.white("a2");  // replaced by the right colour: restored and the turn completes
  EXPECT_EQ(s.look(), (Lines{"restored", "turn 4 W a1 a2"}));
}

TEST(RefereeFlagsTest, SwappedStonesChangedColour) {
  Scene s;
  opening(s);
  s.white("j10").black("k10");
  EXPECT_EQ(s.look(), Lines{"flag changed-colour j10 k10"});
  EXPECT_EQ(s.events().back().flag.restore,
            "swap the stones on j10 and k10 back: black on j10, white on k10");
  s.black("j10").white("k10");
  EXPECT_EQ(s.look(), Lines{"restored"});
}

TEST(RefereeFlagsTest, OneStoneChangedColour) {
  Scene s;
  opening(s);
  s.white("g10");
  EXPECT_EQ(s.look(), Lines{"flag changed-colour g10"});
  EXPECT_EQ(s.events().back().flag.restore, "put a black stone on g10 in place of the white one");
}

TEST(RefereeFlagsTest, PointUnknownForLongIsAmbiguous) {
  RefereeOptions o;
  o.ambiguousAfter = secondsToMicros(2.0);
  Scene s(o);
  opening(s);
  // Unknown for 1.5 s: nothing.
  EXPECT_EQ(s.look(4, {"k10"}), Lines{});
  EXPECT_EQ(s.look(1), Lines{});
  // Unknown from the first observation at +0.5 until +2.5 (five observations at 0.5 s): flagged.
  EXPECT_EQ(s.look(5, {"k10", "k11"}), Lines{"flag ambiguous k10 k11"});
  EXPECT_TRUE(s.referee().halted());
  EXPECT_EQ(s.look(3, {"k10"}), Lines{});  // still unreadable: no new flag
  EXPECT_EQ(s.look(1), Lines{"restored"});
}

TEST(RefereeFlagsTest, ArbiterAcceptsTheBoardAsCorrected) {
  Scene s;
  opening(s);
  s.move("k10", "l10");
  s.look();
  EXPECT_EQ(s.arbiter(Ruling::Accept), Lines{"ruling accept"});
  EXPECT_FALSE(s.referee().halted());
  EXPECT_EQ(s.referee().expected(), s.truth());
  EXPECT_EQ(s.referee().game().board().at(pt("l10")), Color::White);
  const auto& rec = s.referee().record().events;
  ASSERT_EQ(rec.size(), 3u);
  EXPECT_EQ(rec[1].kind, "ruling");
  EXPECT_EQ(rec[2].kind, "amend");
  EXPECT_EQ(rec[2].detail.at("removed"), "Wk10");
  EXPECT_EQ(rec[2].detail.at("added"), "Wl10");
  // Play goes on from the corrected position; k10 is free again.
  EXPECT_EQ(s.turn(Color::White, {"k10", "a1"}), Lines{"turn 4 W a1 k10"});
}

TEST(RefereeFlagsTest, ArbiterLossAndVoidEndTheGame) {
  Scene s;
  opening(s);
  s.take("j10");
  s.look();
  EXPECT_EQ(s.arbiter(Ruling::Restore), Lines{"ruling restore"});
  EXPECT_TRUE(s.referee().halted());
  EXPECT_EQ(s.arbiter(Ruling::Loss, Color::White), (Lines{"ruling loss W", "end B+ arbiter"}));
  EXPECT_TRUE(s.referee().over());
  EXPECT_EQ(s.referee().record().result, Result::win(Color::Black, EndReason::Arbiter));

  Scene v;
  opening(v);
  v.white("j10").black("k10");
  v.look();
  EXPECT_EQ(v.arbiter(Ruling::Void), (Lines{"ruling void", "end void arbiter"}));
  EXPECT_EQ(v.referee().result().outcome, Outcome::Void);
}

TEST(RefereeFlagsTest, RemovedThenPlacedElsewhereBecomesMoved) {
  Scene s;
  opening(s);
  s.take("k10");
  EXPECT_EQ(s.look(), Lines{"flag removed k10"});
  s.white("l10");
  EXPECT_EQ(s.look(), Lines{"flag moved k10 l10"});
  s.move("l10", "k10");
  EXPECT_EQ(s.look(), Lines{"restored"});
}

}  // namespace c6::core::testing
