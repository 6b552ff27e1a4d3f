#pragma once
#include <optional>
#include <string>
#include <vector>

#include "core/board.h"
#include "core/record.h"
#include "core/referee_events.h"

namespace c6::core {

// The entries of the record's event log (GameRecord::events) for what the referee concludes, in the
// text the record files keep: the referee logs them, and a recorder resumed from a journal's lines
// makes the same entries from them. `turnIndex` is the number of turns recorded then.
std::string pointList(const std::vector<Point>& points);  // "j10,k11"
RecordEvent flagEntry(const Flag& flag, Micros t, int turnIndex);
RecordEvent restoredEntry(const std::vector<FlagType>& cleared, Micros t, int turnIndex);
// `board`: the board seen when the arbiter ruled (an accepted position is that board).
RecordEvent rulingEntry(ArbiterAction action, const std::optional<Board>& board, Micros t,
                        int turnIndex);
// A turn confirmed because whole legal turns explain the board (it was missed, or seen while the
// game was halted), not seen being played; `ambiguous`: the stones fit several orders.
// `unseen`: stones of the turn inferred where the reading showed none (core/referee_infer.h).
RecordEvent reconstructedEntry(const Turn& turn, bool ambiguous, Micros t, int turnIndex,
                               const std::vector<Point>& unseen = {});
RecordEvent endEntry(const Result& result, Micros t, int turnIndex);
// The stones an accepted position took out of the record and put into it, as "Bj10 Wk11" words.
RecordEvent amendEntry(const std::string& removed, const std::string& added, Micros t,
                       int turnIndex);

}  // namespace c6::core
