#pragma once
#include <optional>
#include <vector>

#include "core/referee_events.h"
#include "core/referee_reconstruct.h"
#include "core/referee_rules.h"

namespace c6::core {

// What the referee knows besides the two boards when it judges a difference.
struct JudgeContext {
  Color hand = Color::Empty;  // whose hand came onto the board last, when known
  int maxReconstructStones = 8;
  // Scores of a stone per point (ObservationFilter::stoneScores) when the last turn was
  // confirmed and now; empty when the source gives none (core/referee_infer.h).
  const std::vector<float>* stoneBefore = nullptr;
  const std::vector<float>* stoneNow = nullptr;
};

// The verdict on one settled board: the irregularities (flags without time), or, when there are
// none, how the new stones continue the game.
struct Assessment {
  std::vector<Flag> irregularities;
  std::optional<Progress>
      progress;  // set when the new stones are explained (even if irregular elsewhere)
  std::vector<Point> captures;  // go mode: stones taken off with a new stone of the other colour
  bool severalOrders = false;   // the new stones fit several sequences of turns
  // Stones of the side to move the reading missed, inferred so that the other side's new stones
  // continue the game (core/referee_infer.h); the progress includes them.
  std::vector<Point> inferred;
};

// Judges `seen` against the record (`rules`) plus the stones of the turn in progress (`pending`).
// `ambiguous`: points unreadable for too long.
Assessment judge(const RefereeRules& rules, const std::vector<Point>& pending, const Board& seen,
                 const std::vector<Point>& ambiguous, const JudgeContext& context);

}  // namespace c6::core
