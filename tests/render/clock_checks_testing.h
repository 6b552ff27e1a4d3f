#pragma once
// What must hold of a recording's clock and record through any arbiter operation (issue 14): every
// turn has its clocks, TS never decreases, each side's move counter counts that side's turns, and
// the clock's side to move is the board's.
#include <gtest/gtest.h>

#include <string>

#include "core/record.h"
#include "ui/recorder/recorder.h"

namespace c6::render::testing {

inline void expectEveryTurnTimed(const core::GameRecord& rec, const std::string& at) {
  core::Micros last{0};
  int black = 0, white = 0;
  for (std::size_t i = 0; i < rec.turns.size(); ++i) {
    const core::TurnRecord& t = rec.turns[i];
    const std::string turn = at + ", turn " + std::to_string(i + 1);
    (t.turn.side() == core::Color::Black ? black : white)++;
    ASSERT_TRUE(t.clocks.has_value()) << turn << " has no clock times";
    EXPECT_GE(t.at, last) << turn << ": TS goes back";
    last = t.at;
    EXPECT_EQ(t.clocks->blackMoves, black) << turn << ": Black's move counter";
    EXPECT_EQ(t.clocks->whiteMoves, white) << turn << ": White's move counter";
  }
}

// While the game and the clock go on, the clock waits for the side the board waits for: empty when
// it does, else what disagrees (tests note the first one and go on, to see what it does to the
// record).
inline std::string clockBoardDisagreement(const ui::Recorder& rec) {
  if (!rec.clock() || !rec.result().empty()) return {};
  const core::ClockPhase phase = rec.clock()->phase();
  if (phase != core::ClockPhase::Running && phase != core::ClockPhase::Paused) return {};
  const char clock = core::sideLetter(rec.clock()->state(rec.now()).toMove);
  const char board = core::sideLetter(rec.referee().toMove());
  if (clock == board) return {};
  return "at " + std::to_string(core::toSeconds(rec.now())) + " s after " +
         std::to_string(rec.turns()) + " turns the clock waits for " + clock + ", the board for " +
         board;
}

}  // namespace c6::render::testing
