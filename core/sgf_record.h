#pragma once
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>

#include "core/record.h"
#include "core/record_error.h"

namespace c6::core {

// Connect6 SGF, in two dialects:
// - LittleGolem: Little Golem's, the largest public archive: one node per turn with both stones in
// one
//   property, `;W[j9l11]`; columns a-s INCLUDING i, rows 1-19 from the bottom (j10 = centre).
// - OneStonePerNode: `GM[511]` with SGF's two-letter coordinates (`jj` = centre, rows from the
// top),
//   one stone per node; consecutive stones of one colour form one turn.
// - Nctu: NCTU's (the Connect6 programs of National Chiao Tung University),
// `(;GM[511];B[JJ];W[KK];W[IK])`:
//   one stone per node, two UPPER-case letters, column first, columns A-S including I, and the row
//   letter counted from the BOTTOM (row A = row 1); consecutive stones of one colour form one turn.
// A pass is an empty value (`B[]`; `tt` too on boards up to 19 in the two-letter dialect).
// The reader tells the dialects apart by the first stone's coordinates (digits: Little Golem; two
// upper-case letters: NCTU; two lower-case letters: SGF's own).
//
// Header properties: see record_header.h. Per-turn properties, on the turn's node (its last node in
// the one-stone dialect), all c6cam's except BL/WL/OB/OW which are standard SGF:
//   BL[s] WL[s]  both clocks after the turn's press, seconds left (TurnRecord::clocks)
//   OB[n] OW[n]  periods (or moves) left on each clock
//   TS[s]        when the turn completed, seconds since the session start (TurnRecord::at)
//   UT[ms]       the same instant as Unix time in milliseconds (TurnRecord::unixMillis)
//   TH[s]        thinking time (TurnRecord::thinking)
//   DO[]         a draw offer made with this turn
// Record events (flags, restorations, rulings, amendments, clock operations): XE[...] and C[...] on
// the node of the turn they followed (core/sgf_events.h); read back from XE exactly.
enum class SgfDialect { LittleGolem, OneStonePerNode, Nctu };

// Throws RecordError("<source>:<line>:<column> (node N): expected ..."); node 0 is the root.
GameRecord parseSgf(std::string_view text, std::string_view source = "<sgf>");
std::optional<GameRecord> tryParseSgf(std::string_view text);
GameRecord readSgf(std::istream& in, std::string_view source);

// Writes boards up to 26 columns (LittleGolem, Nctu) or 52 (OneStonePerNode); larger boards throw
// std::invalid_argument (use the native archive).
std::string sgfString(const GameRecord& record, SgfDialect dialect = SgfDialect::LittleGolem);
void writeSgf(std::ostream& out, const GameRecord& record,
              SgfDialect dialect = SgfDialect::LittleGolem);

}  // namespace c6::core
