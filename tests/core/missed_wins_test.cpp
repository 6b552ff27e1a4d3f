// Which forced wins a game missed (core/missed_wins.h), from made-up solver answers on a real
// sequence of turns.
#include "core/missed_wins.h"

#include <gtest/gtest.h>

#include "diagram.h"

namespace c6::core {
namespace {

using test::pt;

// Quiet turns far from each other: nobody makes six.
std::vector<Turn> quietTurns(int count) {
  std::vector<Turn> turns{Turn::one(Color::Black, pt("a1"))};
  for (int i = 1; i < count; ++i) {
    const Color side = i % 2 ? Color::White : Color::Black;
    turns.push_back(Turn::two(side, Point(2 * i, 5), Point(2 * i, 9)));
  }
  return turns;
}

SolverResult winFor(Color side, int turns) {
  return {ForcedWin{side, turns, {{pt("k10")}}}, false, 1};
}
SolverResult none() {
  return {};
}
SolverResult unknown() {
  return {std::nullopt, true, 1};
}

TEST(MissedWins, AWinKeptTurnByTurnIsNotMissed) {
  // Black (to move before turns 3 and 5) wins in 2, then in 1.
  const auto turns = quietTurns(6);
  const std::vector<SolverResult> r{
      none(), none(), winFor(Color::Black, 2), none(), winFor(Color::Black, 1), none(), none()};
  const auto missed = missedWins(turns, r);
  // The win in 1 before turn 5 was then not played: that one is missed.
  ASSERT_EQ(missed.size(), 1u);
  EXPECT_EQ(missed[0].turn, 5);
  EXPECT_EQ(missed[0].played, turns[4]);
}

TEST(MissedWins, AWinGoneByTheNextTurnIsMissed) {
  const auto turns = quietTurns(6);
  const std::vector<SolverResult> r{
      none(), none(), winFor(Color::Black, 3), none(), winFor(Color::Black, 3), none(), none()};
  const auto missed = missedWins(turns, r);
  // Before turn 5 still a win in 3, not shorter: the move before turn 3 lost time, so it is
  // missed; turn 5's own win has no answer after it (turn 7 is not in the record).
  ASSERT_EQ(missed.size(), 2u);
  EXPECT_EQ(missed[0].turn, 3);
  EXPECT_EQ(missed[1].turn, 5);
}

TEST(MissedWins, NothingClaimedWhereTheSolverDidNotKnow) {
  const auto turns = quietTurns(4);
  const std::vector<SolverResult> r{none(), winFor(Color::White, 2), none(), unknown(), none()};
  EXPECT_TRUE(missedWins(turns, r).empty());
}

TEST(MissedWins, TheSixPlayedIsNotMissed) {
  std::vector<Turn> turns{Turn::one(Color::Black, pt("j10")),
                          Turn::two(Color::White, pt("a1"), pt("a2")),
                          Turn::two(Color::Black, pt("k10"), pt("l10")),
                          Turn::two(Color::White, pt("a4"), pt("a5")),
                          Turn::two(Color::Black, pt("m10"), pt("n10")),
                          Turn::two(Color::White, pt("b4"), pt("b5")),
                          Turn::two(Color::Black, pt("o10"), pt("p10"))};
  std::vector<SolverResult> r(turns.size(), none());
  r[6] = winFor(Color::Black, 1);
  EXPECT_TRUE(missedWins(turns, r).empty());
  // The same win left open: White's six on the a file comes next.
  turns[6] = Turn::two(Color::Black, pt("s19"), pt("s18"));
  turns.push_back(Turn::two(Color::White, pt("a3"), pt("a6")));
  r.push_back(none());
  const auto missed = missedWins(turns, r);
  ASSERT_EQ(missed.size(), 1u);
  EXPECT_EQ(missed[0].turn, 7);
}

}  // namespace
}  // namespace c6::core
