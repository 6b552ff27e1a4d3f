#pragma once
#include <chrono>

namespace c6::core {

// All time in core is passed in, never read: a duration, or an instant measured as the duration since
// an epoch the caller chooses (the session start, the video start, or the Unix epoch).
using Micros = std::chrono::microseconds;

constexpr Micros secondsToMicros(double s) {
  return Micros(static_cast<long long>(s * 1e6 + (s >= 0 ? 0.5 : -0.5)));
}
constexpr double toSeconds(Micros us) { return static_cast<double>(us.count()) / 1e6; }

}  // namespace c6::core
