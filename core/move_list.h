#pragma once
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>

#include "core/record.h"
#include "core/record_error.h"

namespace c6::core {

// The plain move list: numbered turns, stones in record notation (as in Little Golem's SGF),
// Black's turns odd, White's even, any whitespace between turns:
//   1.j10 2.i9l10 3.j8l8 4.pass
// The last item may say how the game ended instead of a turn, as Little Golem's move lists do:
// "19.resign" or "19.time" (the side whose turn 19 was lost), "19.draw" (a draw by agreement).
// Optional header lines "# KEY value" carry the same properties as the SGF header (record_header.h:
// "# PB Ada", "# SZ 13", "# RE B+R"); other lines starting with '#' are comments. Per-turn times
// and events are not part of this format.
GameRecord parseMoveList(std::string_view text, std::string_view source = "<moves>");
std::optional<GameRecord> tryParseMoveList(std::string_view text);
GameRecord readMoveList(std::istream& in, std::string_view source);

// Boards up to 26 columns; larger ones throw std::invalid_argument.
std::string moveListString(const GameRecord& record);
void writeMoveList(std::ostream& out, const GameRecord& record);

}  // namespace c6::core
