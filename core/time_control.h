#pragma once
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "core/color.h"
#include "core/time.h"

namespace c6::core {

// What happens around each move of a stage.
enum class Bonus {
  None,
  Fischer,    // `amount` added when a move is completed (never beyond `cap`, when set)
  Bronstein,  // after a move, the time used is given back up to `amount`
  Delay,      // the clock waits `amount` before counting down, each move
};

// One stage of a control: `time` is added to what is left when the stage begins. A stage with a
// move count ends when the player's count reaches it; a last stage with a move count repeats (e.g.
// "40/2h": 40 moves in 2 hours, again and again). `moves == 0` means "until the end".
struct Stage {
  int moves = 0;
  Micros time{0};
  Bonus bonus = Bonus::None;
  Micros amount{0};
  std::optional<Micros> cap;
  friend bool operator==(const Stage&, const Stage&) = default;
};

// What follows the last stage once its time runs out.
enum class Overtime {
  None,
  ByoYomi,   // `count` periods of `time`; a period is kept when a move completes within it
  Canadian,  // `count` moves in `time`; a new block of `time` starts after `count` moves
};

// One player's control. Hourglass: the time this player uses is added to the opponent's clock.
struct PlayerControl {
  std::vector<Stage> stages{Stage{}};
  Overtime overtime = Overtime::None;
  int count = 0;
  Micros time{0};
  bool hourglass = false;
  friend bool operator==(const PlayerControl&, const PlayerControl&) = default;
};

// Both players' controls (equal unless a handicap gives them different times).
struct TimeControl {
  PlayerControl black;
  PlayerControl white;

  TimeControl() = default;
  explicit TimeControl(PlayerControl both) : black(both), white(std::move(both)) {}
  TimeControl(PlayerControl b, PlayerControl w) : black(std::move(b)), white(std::move(w)) {}
  const PlayerControl& of(Color side) const { return side == Color::White ? white : black; }
  PlayerControl& of(Color side) { return side == Color::White ? white : black; }
  friend bool operator==(const TimeControl&, const TimeControl&) = default;
};

// A control notation that cannot be read: names the text, the position and what was expected there.
class TimeControlError : public std::runtime_error {
 public:
  TimeControlError(std::string_view text, std::size_t pos, std::string_view expected);
  std::size_t position() const { return m_pos; }

 private:
  std::size_t m_pos;
};

// The compact notation (README "Time controls"): `90m`, `5m+10s`, `5m+10s max 6m`, `5m d10s`,
// `5m b10s`, `20m byo 5x30s`, `20m can 10/5m`, `40/90m,30m`, `40/90m+30s,30m+30s`, `hg 5m`; a
// handicap gives each side its own: `B:90m;W:60m`. Durations: digits with h, m or s, combined
// (`1h30m`, `90s`, `1.5s`).
std::optional<TimeControl> tryParseTimeControl(std::string_view text);
TimeControl parseTimeControl(std::string_view text);  // throws TimeControlError
std::optional<PlayerControl> tryParsePlayerControl(std::string_view text);
PlayerControl parsePlayerControl(std::string_view text);  // throws TimeControlError

// Prints the notation parse reads back to an equal control. Durations print in minutes when whole
// (`90m`), else in seconds (`90s`, `1.5s`).
std::string timeControlString(const TimeControl& control);
std::string playerControlString(const PlayerControl& control);

std::optional<Micros> tryParseDuration(std::string_view text);
std::string durationString(Micros d);

}  // namespace c6::core
