#pragma once
#include <cassert>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/board.h"
#include "core/time.h"

namespace c6::core {

// What the camera reports for one intersection.
enum class Seen : std::uint8_t { Empty = 0, Black = 1, White = 2, Unknown = 3 };

// A settled view of the whole board at one instant, as vision delivers it to the referee.
// Points use the record's orientation (Point{0,0} = a1, bottom-left).
struct Observation {
  Micros time{0};
  int size = Board::kDefaultSize;
  std::vector<Seen> cells = std::vector<Seen>(static_cast<std::size_t>(size * size), Seen::Unknown);
  // Optional per-point confidence in [0, 1]; empty when the source gives none.
  std::vector<float> confidence;
  // Optional per-point score in [0, 1] that a stone stands on the point, whatever it was read as
  // (-1: none for that point); empty when the source gives none. A point read empty with a high
  // score is where a stone the reading missed may stand (core/referee_infer.h).
  std::vector<float> stoneScore;
  // Optional per-point mark: hidden by a hand (or only just uncovered). A hidden point is Unknown,
  // but not unreadable: it never counts towards an "ambiguous" flag. Empty: nothing hidden.
  std::vector<std::uint8_t> hidden;
  // Whose hand came onto the board last (from that player's edge); Empty: not known. Tells a stone
  // put out of turn from one of the wrong colour, which leave the same board.
  Color hand = Color::Empty;

  Seen at(Point p) const { return cells[static_cast<std::size_t>(p.row * size + p.col)]; }
  bool hiddenAt(Point p) const {
    const auto i = static_cast<std::size_t>(p.row * size + p.col);
    return i < hidden.size() && hidden[i] != 0;
  }
  void set(Point p, Seen s) { cells[static_cast<std::size_t>(p.row * size + p.col)] = s; }

  // Diagram with '.', 'X', 'O', '?' - top row (highest row number) first, as Board::toAscii.
  std::string toAscii() const;
  static std::optional<Observation> tryParseAscii(std::string_view text, Micros time = Micros{0});
  static Observation fromBoard(const Board& board, Micros time = Micros{0});
};

}  // namespace c6::core
