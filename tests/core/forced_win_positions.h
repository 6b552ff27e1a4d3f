#pragma once
// Positions for the forced-win tests: every position of the shared Little Golem records before
// each turn, and random crowded positions on small boards.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include "core/game.h"
#include "core/sgf_record.h"

namespace c6::core::test {

struct Position {
  std::string name;  // "lg_1072739.sgf before turn 12"
  Board board;
  Color toMove = Color::Black;
  int stones = 2;
};

// Empty, with a failure, when the shared records are missing (they are part of the test set).
inline std::vector<Position> recordPositions() {
  const std::filesystem::path dir = std::filesystem::path(C6_SHARED_DATA_DIR) / "records";
  std::vector<Position> out;
  if (!std::filesystem::is_directory(dir)) {
    ADD_FAILURE() << "test data folder missing: " << dir << " (set C6_SHARED_DATA_DIR)";
    return out;
  }
  std::vector<std::filesystem::path> files;
  for (const auto& e : std::filesystem::directory_iterator(dir))
    if (e.path().extension() == ".sgf") files.push_back(e.path());
  std::sort(files.begin(), files.end());
  for (const auto& f : files) {
    std::ifstream in(f);
    const GameRecord record = readSgf(in, f.string());
    Game game(record.options);
    for (const auto& t : record.turns) {
      if (game.over()) break;
      out.push_back({f.filename().string() + " before turn " + std::to_string(game.turnCount() + 1),
                     game.board(), game.toMove(), game.stonesRequired()});
      if (game.play(t.turn)) break;
    }
  }
  return out;
}

// Crowded corners of play: `count` positions of 20 to 44 stones (as many black as white, give or
// take one) thrown into the middle 8x8 of an 11x11 board, none with a six already. Each appears
// with both sides to move.
inline std::vector<Position> randomPositions(int count, unsigned seed) {
  std::mt19937 rng(seed);
  std::vector<Position> out;
  while (static_cast<int>(out.size()) < 2 * count) {
    Board b(11);
    std::vector<Point> area;
    for (int c = 1; c < 9; ++c)
      for (int r = 1; r < 9; ++r) area.push_back(Point(c + 1, r + 1));
    std::shuffle(area.begin(), area.end(), rng);
    const int stones = std::uniform_int_distribution<int>(20, 44)(rng);
    bool six = false;
    for (int i = 0; i < stones && !six; ++i) {
      const Point p = area[static_cast<std::size_t>(i)];
      b.set(p, i % 2 ? Color::White : Color::Black);
      six = b.makesSix(p);
    }
    if (six) continue;
    const std::string name = "random board " + std::to_string(out.size() / 2);
    out.push_back({name + ", black to move", b, Color::Black, 2});
    out.push_back({name + ", white to move", b, Color::White, 2});
  }
  return out;
}

}  // namespace c6::core::test
