#pragma once
#include <optional>
#include <string>
#include <string_view>

#include "core/color.h"

namespace c6::core {

enum class Outcome { None, BlackWins, WhiteWins, Draw, Void };
enum class EndReason { None, Six, Resign, Time, DoublePass, FullBoard, Agreement, Arbiter, Count };

// How a game ended. Outcome::None means it is still going.
struct Result {
  Outcome outcome = Outcome::None;
  EndReason reason = EndReason::None;

  bool over() const { return outcome != Outcome::None; }
  static Result win(Color winner, EndReason why) {
    return {winner == Color::Black ? Outcome::BlackWins : Outcome::WhiteWins, why};
  }
  friend bool operator==(const Result&, const Result&) = default;
};

// "B+", "W+", "draw", "void"; empty string while the game goes on.
std::string outcomeString(Outcome o);
// "six", "resign", "time", "double-pass", "full-board", "agreement", "arbiter", "count"; empty for
// None.
std::string reasonString(EndReason r);
std::optional<Outcome> tryParseOutcome(std::string_view text);
std::optional<EndReason> tryParseReason(std::string_view text);

}  // namespace c6::core
