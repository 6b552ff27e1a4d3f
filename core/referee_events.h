#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/color.h"
#include "core/point.h"
#include "core/result.h"
#include "core/time.h"

namespace c6::core {

// The irregularities the referee reports. Names (flagTypeString) are the `c6rec referee` flag
// types.
enum class FlagType {
  Moved,            // a recorded stone gone and one of the same colour appeared elsewhere
  Removed,          // a recorded stone gone
  TakeBack,         // a stone of the turn in progress lifted (and maybe put elsewhere)
  TooMany,          // more stones than the turn allows (or several turns that cannot be ordered)
  WrongColour,      // the side to move added a stone of the other colour
  OutOfTurn,        // stones of the side not to move appeared
  ChangedColour,    // a recorded stone now shows the other colour (swapped stones)
  Ambiguous,        // a point unreadable for longer than RefereeOptions::ambiguousAfter
  IncompletePress,  // the clock was pressed with the turn not complete
  Unpressed,        // manual clock mode: a turn complete for long and the clock not pressed
};
std::string flagTypeString(FlagType type);  // "moved", "take-back", ...
std::optional<FlagType> tryParseFlagType(std::string_view text);

// Board flags halt recording and clear when the board matches the record again; clock flags
// (incomplete-press, unpressed) leave recording running and clear when the turn is completed / the
// clock is pressed.
constexpr bool isClockFlag(FlagType t) {
  return t == FlagType::IncompletePress || t == FlagType::Unpressed;
}

struct Flag {
  FlagType type = FlagType::Removed;
  std::vector<Point> points;   // every point involved, in the order the type describes
  std::optional<Point> from;   // moved / take-back: where the stone belongs
  std::optional<Point> to;     // moved / take-back: where it went
  Color color = Color::Empty;  // colour of the stones concerned (Empty when none)
  std::string restore;  // what to do to restore the position, for the arbiter and the players
  Micros raisedAt{0};
  friend bool operator==(const Flag&, const Flag&) = default;
};

// What the arbiter decides. Restore orders the position restored (flags stay open until it is);
// Accept takes the board as the correct position; Loss (for `side`) and Void end the game (rule
// 10).
enum class Ruling { Restore, Accept, Loss, Void };
std::string rulingString(Ruling r);  // "restore", "accept", "loss", "void"
std::optional<Ruling> tryParseRuling(std::string_view text);

struct ArbiterAction {
  Ruling ruling = Ruling::Restore;
  Color side = Color::Empty;  // Loss: the side that loses
  friend bool operator==(const ArbiterAction&, const ArbiterAction&) = default;
};

enum class RefereeEventKind { Partial, Turn, Flag, Restored, Ruling, End };
std::string eventKindString(RefereeEventKind k);  // the JSON "event" names

// One thing the referee concluded, at the time of the observation (or press, or ruling) that
// confirmed it. Only the fields of its kind are meaningful.
struct RefereeEvent {
  RefereeEventKind kind = RefereeEventKind::Partial;
  Micros time{0};
  Color color = Color::Empty;     // Partial / Turn: the side
  std::vector<Point> stones;      // Partial: the turn's stones so far; Turn: the turn's stones
  int turnNumber = 0;             // Turn: 1-based (Black's first turn is 1)
  Flag flag;                      // Flag
  std::vector<FlagType> cleared;  // Restored: the flags that cleared
  ArbiterAction ruling;           // Ruling
  Result result;                  // End
  // Turn: confirmed because whole legal turns explain a settled board (a turn was missed), not seen
  // being played; `c6rec eval-video` counts them.
  bool reconstructed = false;
  // Turn (reconstructed): the stones fit several orders of turns and this is one legal order.
  bool ambiguous = false;
  // Turn (reconstructed): stones of the turn the reading never showed, inferred because the other
  // side's stones came next (core/referee_infer.h).
  std::vector<Point> unseen;
  friend bool operator==(const RefereeEvent&, const RefereeEvent&) = default;
};

// One line for people: "12.500 turn 3 W k11 l12", "14.000 flag moved k10 -> k11: put ...".
std::string describe(const RefereeEvent& e);

}  // namespace c6::core
