#pragma once
#include <chrono>
#include <optional>
#include <stdexcept>
#include <string>

namespace c6::core {

// All time in core is passed in, never read: a duration, or an instant measured as the duration
// since an epoch the caller chooses (the session start, the video start, or the Unix epoch).
using Micros = std::chrono::microseconds;

// Seconds a time may have: about 31 years either way, far inside what microseconds hold.
constexpr double kMaxTimeSeconds = 1e9;

// Empty for NaN, infinities and beyond +-kMaxTimeSeconds (converting those to an integer is
// undefined).
constexpr std::optional<Micros> trySecondsToMicros(double s) {
  if (!(s >= -kMaxTimeSeconds && s <= kMaxTimeSeconds)) return std::nullopt;
  return Micros(static_cast<long long>(s * 1e6 + (s >= 0 ? 0.5 : -0.5)));
}
// The same, throwing std::range_error (a std::runtime_error) for what trySecondsToMicros refuses:
// times come from files (journals, --presses), so a bad one is bad input, reported at the boundary.
constexpr Micros secondsToMicros(double s) {
  if (auto us = trySecondsToMicros(s)) return *us;
  throw std::range_error("a time in seconds from -1e9 to 1e9 (got " + std::to_string(s) + ")");
}
constexpr double toSeconds(Micros us) {
  return static_cast<double>(us.count()) / 1e6;
}

}  // namespace c6::core
