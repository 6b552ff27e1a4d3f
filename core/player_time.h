#pragma once
#include <optional>
#include <vector>

#include "core/time_control.h"

namespace c6::core {

// One player's clock between events. `left` is the time left in the current stage (main time) or,
// in overtime, in the current period (byo-yomi) or block (Canadian).
struct PlayerTime {
  int stage = 0;        // index into PlayerControl::stages
  int stageEndsAt = 0;  // move count that ends the stage (0: never)
  Micros left{0};
  bool overtime = false;
  int periods = 0;        // byo-yomi: periods left; Canadian: moves due in the (next) block
  int overtimeIndex = 0;  // 1-based period / block in use; 0 in main time
  int moves = 0;          // moves completed (turns or stones)
  friend bool operator==(const PlayerTime&, const PlayerTime&) = default;
};

// The pure arithmetic of one player's control; Clock strings it together. "Elapsed" is the running
// time since the move began (pauses excluded); "charge" is what the clock actually takes off, which
// differs from elapsed only under a simple delay.
class PlayerTiming {
 public:
  explicit PlayerTiming(PlayerControl control) : m_control(std::move(control)) {}
  const PlayerControl& control() const { return m_control; }

  PlayerTime initial() const;
  // Charge for the running span [from, to) of a move made in the stage of `t`.
  Micros charge(const PlayerTime& t, Micros from, Micros to) const;
  // The smallest elapsed >= from whose charge since `from` reaches `amount` (amount >= 0).
  Micros elapsedForCharge(const PlayerTime& t, Micros from, Micros amount) const;
  // Total charge the player can still absorb before the flag falls.
  Micros capacity(const PlayerTime& t) const;

  // Takes `amount` off the clock (thinking or a penalty), entering overtime and using periods as
  // needed. Returns the new time, or empty when the flag falls (nothing left).
  std::optional<PlayerTime> consume(PlayerTime t, Micros amount) const;
  // A move completed with `thinking` elapsed in it, counting `counted` moves (1 turn, or its
  // stones): increments, Bronstein refund, period kept, Canadian block, next stage.
  PlayerTime complete(PlayerTime t, Micros thinking, int counted) const;
  // Moves counter set by the arbiter: a count that reaches a stage's end starts the next stage.
  PlayerTime setMoves(PlayerTime t, int moves) const;

  // What `period` means in the contracts: byo-yomi periods left, Canadian moves still due in the
  // block (the full count before overtime), else empty.
  std::optional<int> periodsShown(const PlayerTime& t) const;

  // Charges (from the start of the current state) at which a time judge may speak: main time
  // crossing each threshold, overtime beginning, each byo-yomi period used. Ascending.
  struct Mark {
    Micros charge;
    enum class Kind { LowTime, Overtime, PeriodUsed } kind;
    Micros threshold{0};
  };
  std::vector<Mark> marks(const PlayerTime& t, const std::vector<Micros>& thresholds) const;

 private:
  const Stage& stage(const PlayerTime& t) const;
  PlayerTime advanceStages(PlayerTime t) const;

  PlayerControl m_control;
};

}  // namespace c6::core
