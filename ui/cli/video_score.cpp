#include "ui/cli/video_score.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>

namespace c6::ui::cli {

namespace {

using core::FlagType;

std::vector<core::Point> sorted(std::vector<core::Point> points) {
  std::sort(points.begin(), points.end());
  points.erase(std::unique(points.begin(), points.end()), points.end());
  return points;
}

bool sameFlag(FlagType truth, FlagType raised) {
  // A stone of the wrong side is one of these or the other depending on whose hand put it.
  auto colourFlag = [](FlagType t) {
    return t == FlagType::WrongColour || t == FlagType::OutOfTurn;
  };
  return truth == raised || (colourFlag(truth) && colourFlag(raised));
}

// The time as `record --json` prints it (jsonLine: "%.3f"), which is what the script compares.
double printedSeconds(core::Micros t) {
  char text[64];
  std::snprintf(text, sizeof text, "%.3f", core::toSeconds(t));
  return std::strtod(text, nullptr);
}

}  // namespace

VideoScore& VideoScore::operator+=(const VideoScore& o) {
  turnsRight += o.turnsRight;
  truthTurns += o.truthTurns;
  falseTurns += o.falseTurns;
  flagsFound += o.flagsFound;
  truthFlags += o.truthFlags;
  reconstructed += o.reconstructed;
  return *this;
}

VideoScore scoreVideo(const VideoTruth& truth, const std::vector<core::RefereeEvent>& events) {
  VideoScore s;
  s.truthTurns = static_cast<int>(truth.turns.size());
  s.truthFlags = static_cast<int>(truth.irregularities.size());
  std::size_t next = 0;
  for (const core::RefereeEvent& e : events) {
    if (e.kind != core::RefereeEventKind::Turn) continue;
    if (e.reconstructed) ++s.reconstructed;
    if (next < truth.turns.size() && e.color == truth.turns[next].color &&
        sorted(e.stones) == sorted(truth.turns[next].stones)) {
      ++s.turnsRight;
      ++next;
    } else {
      ++s.falseTurns;
    }
  }
  for (const TruthIrregularity& r : truth.irregularities) {
    const bool found =
        r.flag && std::any_of(events.begin(), events.end(), [&](const core::RefereeEvent& e) {
          if (e.kind != core::RefereeEventKind::Flag || !sameFlag(*r.flag, e.flag.type))
            return false;
          const double t = printedSeconds(e.time);
          return r.t - kFlagEarlySeconds <= t && t <= r.t + kFlagLateSeconds;
        });
    if (found) ++s.flagsFound;
  }
  return s;
}

}  // namespace c6::ui::cli
