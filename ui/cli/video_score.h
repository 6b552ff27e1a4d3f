#pragma once
#include <vector>

#include "core/referee_events.h"
#include "ui/cli/video_truth.h"

namespace c6::ui::cli {

// How a recording of one clip compares with its truth, as ../shared/tools/score_videos.py scores
// it.
struct VideoScore {
  int turnsRight = 0;  // reported turns equal to the truth's next turn, in order
  int truthTurns = 0;
  int falseTurns = 0;  // every other reported turn
  int flagsFound = 0;  // truth irregularities flagged with their type in time
  int truthFlags = 0;
  int reconstructed = 0;  // reported turns marked reconstructed (right or false)

  // Every turn right, none false, every irregularity flagged (the script's "ok").
  bool perfect() const {
    return turnsRight == truthTurns && falseTurns == 0 && flagsFound == truthFlags;
  }
  VideoScore& operator+=(const VideoScore& o);
  friend bool operator==(const VideoScore&, const VideoScore&) = default;
};

// An irregularity is found when a flag of its type (wrong-colour and out-of-turn stand for each
// other) was raised from this long before its time...
constexpr double kFlagEarlySeconds = 1.0;
// ...to this long after.
constexpr double kFlagLateSeconds = 3.0;

// Scores the recorder's events (its turn and flag events; others are ignored) against the truth. A
// turn is right when its colour and set of stones equal the truth's next turn not yet matched;
// anything else reported is false, and the truth's turn stays next. Event times count as
// `record --json` prints them (3 decimals).
VideoScore scoreVideo(const VideoTruth& truth, const std::vector<core::RefereeEvent>& events);

}  // namespace c6::ui::cli
