#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/record.h"

namespace c6::core {

// The header properties every text format shares (SGF root properties, "# KEY value" lines of the
// move list), mapped to GameInfo, GameOptions and the recorded Result:
//   PB PW EV RO DT PC SO -> black white event round date place source
//   BO -> board (c6cam: the tournament board number)   TC -> timeControl (c6cam: the clock's spec)
//   SZ -> options.boardSize (6..59)                     RE -> result outcome (B+ / W+ / 0 / Void
//   ...) XR -> result reason (c6cam: six, resign, time, double-pass, full-board, agreement,
//   arbiter, count) XV -> variants (c6cam: "tiebreak" or "tiebreak:N", counting down to lines of N)
// Format properties (FF GM CA AP) are not kept; anything else goes to info.extra verbatim.

// Sets one property. Returns what was expected when the value is unusable (e.g. SZ[5]), else empty.
std::optional<std::string> setHeaderProperty(GameRecord& record, const std::string& id,
                                             const std::string& value);

// The header of a record, in a fixed order (SZ only when not 19, RE/XR only when there is a
// result).
std::vector<std::pair<std::string, std::string>> headerProperties(const GameRecord& record);

// SGF RE values: "B+", "B+R"/"B+Resign", "B+T"/"B+Time", "B+F"/"B+Forfeit", "0"/"Draw", "Void",
// "?". A bare "B+" gives no reason: the stones (or XR) tell whether it was a six. A draw ("0",
// "Draw") is by agreement unless XR names another reason (double-pass, full-board).
std::optional<Result> tryParseSgfResult(std::string_view re);
std::string sgfResultString(const Result& result);

}  // namespace c6::core
