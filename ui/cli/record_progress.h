#pragma once
#include <chrono>
#include <optional>
#include <string>

#include "core/time.h"

namespace c6::ui::cli {

// A one-line progress bar on stderr (only when it is a terminal): frames, percent when the total
// is known, frames per second, turns and source time. Redrawn at most 10 times a second.
class ProgressBar {
 public:
  ProgressBar(bool enabled, std::optional<long long> total);
  // `status`: what the recording waits for (Recorder::waitingStatus), shown at the end of the line.
  void update(long long frames, int turns, core::Micros sourceTime, const std::string& status = {});
  void done();

 private:
  bool m_enabled;
  std::optional<long long> m_total;
  std::chrono::steady_clock::time_point m_start, m_lastDraw;
};

// Erases the bar before other output, so events never print over it (it comes back at the next
// update).
void clearProgressLine();

}  // namespace c6::ui::cli
