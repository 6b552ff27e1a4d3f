#pragma once
#include <optional>

#include "core/game.h"
#include "core/record.h"

namespace c6::core {

// The first turn a record cannot play: its 1-based index and why.
struct ReplayError {
  int turn = 0;
  Illegal reason = Illegal::Occupied;
  friend bool operator==(const ReplayError&, const ReplayError&) = default;
};

struct ReplayReport {
  int turnsApplied = 0;  // turns played before the first error (all of them when legal)
  // The result the stones give (six, double pass, full board); when they give none, the result
  // written in the record (e.g. a resignation), with resultFromRecord set.
  Result result;
  bool resultFromRecord = false;
  std::optional<ReplayError> error;
  bool legal() const { return !error; }
};

// Checks a record through Game, turn by turn, with the record's options (board size, variants) and
// its draw offers. Turns are all or nothing; a turn after the game ended is move-after-end; a turn
// naming more than two stones is wrong-stone-count. Stops at the first error.
ReplayReport replay(const GameRecord& record);
// The same, leaving the game as replayed (up to the first error) in `game`.
ReplayReport replay(const GameRecord& record, Game& game);

}  // namespace c6::core
