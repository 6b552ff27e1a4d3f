#pragma once
#include <string>
#include <vector>

#include "core/board.h"

namespace c6::core {

// The sentences the referee tells the players and the arbiter to put the position right. Colours
// come from the boards given: `expected` (the record) or `seen` (the board as observed).

// "put the white stone from k11 back on k10"
std::string restoreMoved(Color color, Point from, Point to);
// "put the black stone back on k10", "put the black stones back on k10 and k11; put the white ..."
std::string restorePutBack(const Board& expected, const std::vector<Point>& points);
// "remove the white stone from k12"
std::string restoreRemove(const Board& seen, const std::vector<Point>& points);
// "swap the stones on k10 and k11 back: black on k10, white on k11", or
// "put a black stone on k10 in place of the white one"
std::string restoreColours(const Board& expected, const std::vector<Point>& points);
// "set the stone on k10 squarely on its point, or clear the camera's view of k10"
std::string restoreAmbiguous(const std::vector<Point>& points);
// "black must place 1 more stone to complete the turn (the clock was pressed too early)"
std::string restoreIncompletePress(Color side, int missing);
// "black completed turn 3: press the clock"
std::string restoreUnpressed(Color side, int turnNumber);

// "black" / "white"
std::string colourName(Color c);
// "k10", "k10 and k11", "k10, k11 and k12"
std::string pointsText(const std::vector<Point>& points);

}  // namespace c6::core
