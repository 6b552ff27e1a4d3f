#pragma once
#include "core/game.h"
#include "core/time.h"

namespace c6::core {

struct RefereeOptions {
  GameOptions game;
  // A change on a point is confirmed when `confirmObservations` consecutive observations agree on
  // it (an unknown reading in between neither counts nor breaks the run) and at least
  // `confirmDuration` separates the first of them from the confirming one. The defaults confirm on
  // the second observation: a one-observation blip never counts, and vision already waits for
  // stillness.
  int confirmObservations = 2;
  Micros confirmDuration{0};
  // A point unreadable (Seen::Unknown) this long raises an "ambiguous" flag.
  Micros ambiguousAfter{5'000'000};
  // Manual clock mode: the players press the clock themselves, so a turn complete this long without
  // a press raises "unpressed". Off, only presses that come too early are flagged.
  bool manualClock = false;
  Micros unpressedAfter{20'000'000};
  // Go mode (for checking Go game photo sequences): one stone per move, colours alternate, and
  // stones that disappear in the same change as a new stone of the other colour are captures.
  bool goMode = false;
  // More added stones than this in one change are not reconstructed into turns (flagged instead).
  int maxReconstructStones = 8;
};

}  // namespace c6::core
