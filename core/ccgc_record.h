#pragma once
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>

#include "core/record.h"
#include "core/record_error.h"
#include "core/text_encoding.h"

namespace c6::core {

// The CCGC record: Connect6 records of the Chinese computer-games championship (CCGC) and
// university competitions, the form in which such games are submitted in China:
//   {[C6][A2 B][B3 W][先手胜][2025.12.27 14:55
//   北京][event];B(J,10)MARK[1];W(H,10)MARK[-1];W(H,9);...}
// Header fields in brackets: the game (C6), the two players each with its colour (B or W), the
// result (先手胜 Black wins, 后手胜 White wins, 平局 a draw, by agreement), the date and place, the
// event. Then one token per stone, `B(col,row)` or `W(col,row)`: columns A-S INCLUDING I, rows 1-19
// from the bottom; annotations such as `MARK[...]` after a stone are ignored. Consecutive stones of
// one colour form one turn. 19x19 only. The text may be UTF-8 or GB2312/GBK (detected; see
// decodeRecordText).
//
// The date-and-place field splits into info.date (the leading words that start with a digit) and
// info.place (the rest); an unknown result text is kept in info.extra["RE"].

// Throws RecordError("<source>:<line>:<column> (stone N): expected ..."); stones count from 1, the
// header is stone 0. The place is in the text as decoded to UTF-8.
GameRecord parseCcgc(std::string_view bytes, std::string_view source = "<ccgc>");
std::optional<GameRecord> tryParseCcgc(std::string_view bytes);
GameRecord readCcgc(std::istream& in, std::string_view source);

// True when `bytes` open like a CCGC record (a '{' first, after spaces and a byte-order mark).
bool looksLikeCcgc(std::string_view bytes);

// Writes UTF-8 or GBK; the result field is the recorded result, else the one the stones give.
// Throws std::invalid_argument for what CCGC cannot hold: a board other than 19x19, a pass, or (in
// GBK) a character GBK lacks.
std::string ccgcString(const GameRecord& record, TextEncoding encoding = TextEncoding::Utf8);
void writeCcgc(std::ostream& out, const GameRecord& record,
               TextEncoding encoding = TextEncoding::Utf8);

}  // namespace c6::core
