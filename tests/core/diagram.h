#pragma once
// Test helpers: positions written as ASCII diagrams (top row first, 'X' black, 'O' white, '.'
// empty).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/game.h"

namespace c6::core::test {

inline Point pt(const char* s, int size = 19) {
  auto p = tryParsePoint(s, size);
  EXPECT_TRUE(p) << s;
  return p.value_or(Point());
}

inline Board board(const std::string& diagram) {
  auto b = Board::tryParseAscii(diagram);
  EXPECT_TRUE(b) << "bad diagram:\n" << diagram;
  return b.value_or(Board());
}

// A game whose legal turns lead to the diagram's position: Black's stones in reading order (1, then
// 2 per turn), White's 2 per turn. Needs #white == #black - 1 (White to move) or #black + 1 (Black
// to move).
inline Game gameFrom(const std::string& diagram, GameOptions options = {}) {
  Board b = board(diagram);
  options.boardSize = b.size();
  std::vector<Point> black, white;
  for (Point p : allPoints(b.size())) {
    if (b.at(p) == Color::Black) black.push_back(p);
    if (b.at(p) == Color::White) white.push_back(p);
  }
  bool blackNext = white.size() == black.size() + 1;
  Game g(options);
  if (black.size() % 2 != 1 || (!blackNext && white.size() + 1 != black.size())) {
    ADD_FAILURE() << "diagram needs an odd number of black stones and one white more or less: "
                  << black.size() << " black, " << white.size() << " white\n"
                  << diagram;
    return g;
  }
  std::size_t bi = 0, wi = 0;
  EXPECT_FALSE(g.play(Turn::one(Color::Black, black[bi++])));
  while (bi < black.size() || wi < white.size()) {
    if (g.over()) break;
    if (g.toMove() == Color::White) {
      if (auto why = g.play(Turn::two(Color::White, white[wi], white[wi + 1]))) {
        ADD_FAILURE() << illegalString(*why);
        break;
      }
      wi += 2;
    } else {
      if (auto why = g.play(Turn::two(Color::Black, black[bi], black[bi + 1]))) {
        ADD_FAILURE() << illegalString(*why);
        break;
      }
      bi += 2;
    }
  }
  EXPECT_EQ(g.board(), b) << "expected\n" << b.toAscii() << "got\n" << g.board().toAscii();
  EXPECT_FALSE(g.over()) << "the diagram already holds a finished game";
  return g;
}

}  // namespace c6::core::test
