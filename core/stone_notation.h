#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/point.h"
#include "core/turn.h"

namespace c6::core {

// The stones of one turn in record notation, concatenated: "j10", "j9l11", "" (a pass).
// Any letter a-z (case-insensitive) followed by a 1-based row number is well-formed; a point beyond
// the board is still returned (rows past 255 or row 0 become row 255), so replay can call it
// off-board rather than the reader calling it garbage. Empty when the text is not
// letters-and-numbers.
std::optional<std::vector<Point>> tryParseStoneList(std::string_view text);
// Inverse of tryParseStoneList for boards up to 26 columns.
std::string stoneListString(const std::vector<Point>& stones);

// SGF's two-letter coordinates ("jj" is the centre of 19x19, "aa" the top-left): column letter,
// then row letter counted from the TOP; a-z then A-Z. Off-board rows become row 255. Empty when
// malformed.
std::optional<Point> tryParseSgfPoint(std::string_view text, int size);
std::string sgfPointString(Point p, int size);

// NCTU's two upper-case letters ("JJ" is the centre of 19x19, "AA" the BOTTOM-left): column, then
// row counted from the bottom, both A-Z including I. Points off a `size` board are returned with
// row 255 (replay calls them off-board). Empty when malformed.
std::optional<Point> tryParseNctuPoint(std::string_view text, int size);
std::string nctuPointString(Point p);

// A turn with its stones, or with more than two (kept so replay reports wrong-stone-count).
std::vector<Point> stonesOf(const Turn& turn);

}  // namespace c6::core
