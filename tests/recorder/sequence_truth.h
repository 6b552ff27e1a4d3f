#pragma once
// Ground truth of the real photo sequences (../shared/data/photos/<set>/NNN.board) in record terms,
// and the Go moves it implies, for the recorder's tests.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <optional>
#include <string>
#include <vector>

#include "core/board.h"
#include "vision/board_location.h"

namespace c6::test {

inline std::string photoSet(const std::string& set) {
  std::string dir = std::string(C6_SHARED_DATA_DIR) + "/photos/" + set;
  if (!std::filesystem::is_directory(dir)) ADD_FAILURE() << "test data folder missing: " << dir;
  return dir;
}

// A .board file (row 1 = image top) as a record-orientation board (row 1 = image bottom).
inline core::Board readTruth(const std::string& path) {
  std::ifstream in(path);
  if (!in) ADD_FAILURE() << "cannot read " << path;
  std::vector<std::string> rows;
  std::string line;
  while (std::getline(in, line))
    if (!line.empty() && line[0] != '\r') rows.push_back(line);
  core::Board b;
  for (int y = 0; y < 19 && y < static_cast<int>(rows.size()); ++y)
    for (int x = 0; x < 19 && x < static_cast<int>(rows[static_cast<std::size_t>(y)].size()); ++x) {
      char c = rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)];
      if (c == 'X') b.set(core::Point(x, 18 - y), core::Color::Black);
      if (c == 'O') b.set(core::Point(x, 18 - y), core::Color::White);
    }
  return b;
}

inline std::optional<vision::BoardLocation> readCorners(const std::string& path) {
  std::ifstream in(path);
  if (!in) return std::nullopt;
  std::array<cv::Point2f, 4> c;
  for (auto& p : c)
    if (!(in >> p.x >> p.y)) return std::nullopt;
  return vision::BoardLocation::fromCorners(c);
}

struct Move {
  core::Color color;
  core::Point point;
  friend bool operator==(const Move&, const Move&) = default;
};

// The moves between two positions when they are unambiguous Go moves: one new stone (captures may
// vanish with it), or two of alternating colours starting with `toMove`. Empty optional otherwise
// (the recorder must then flag, not invent moves).
inline std::optional<std::vector<Move>> movesBetween(const core::Board& a, const core::Board& b,
                                                     core::Color toMove) {
  std::vector<Move> added;
  int removed = 0;
  for (core::Point p : core::allPoints(19)) {
    if (a.at(p) == b.at(p)) continue;
    if (a.at(p) == core::Color::Empty)
      added.push_back({b.at(p), p});
    else if (b.at(p) == core::Color::Empty)
      ++removed;
    else
      return std::nullopt;
  }
  if (added.size() == 1 && (added[0].color == toMove || toMove == core::Color::Empty)) return added;
  if (added.size() == 2 && removed == 0 && added[0].color != added[1].color) {
    if (added[0].color != toMove) std::swap(added[0], added[1]);
    return added;
  }
  if (added.empty() && removed == 0) return std::vector<Move>{};
  return std::nullopt;
}

}  // namespace c6::test
