#pragma once
#include <algorithm>
#include <chrono>

#include "core/time.h"

namespace c6::ui {

// Plays a recorded file as a camera would deliver it (or `speed` times as fast), so the clocks run
// as they did at the table: the one pacing rule of `c6rec record --realtime`, the app's recorder
// and the calibration wizard's preview. Times are passed in (source time and a steady wall time),
// so it never reads a clock itself.
class FramePacer {
 public:
  // speed <= 0: no pacing (every frame is due at once).
  explicit FramePacer(double speed = 1.0) : m_speed(speed) {}

  // How long to wait before handing on the frame at source time `frame`, `wall` being a steady
  // clock's time now. The first frame is due at once and anchors both time lines; a frame that is
  // late is due at once (the pacer never speeds up to catch up on its own).
  core::Micros wait(core::Micros frame, core::Micros wall) {
    if (m_speed <= 0) return core::Micros(0);
    if (!m_anchored) {
      m_anchored = true;
      m_firstFrame = frame;
      m_firstWall = wall;
    }
    const double sinceFirst = static_cast<double>((frame - m_firstFrame).count()) / m_speed;
    const core::Micros due = m_firstWall + core::Micros(static_cast<core::Micros::rep>(sinceFirst));
    return std::max(core::Micros(0), due - wall);
  }

 private:
  double m_speed;
  bool m_anchored = false;
  core::Micros m_firstFrame{0}, m_firstWall{0};
};

// The wall time to pass to FramePacer::wait().
inline core::Micros steadyWallTime() {
  return std::chrono::duration_cast<core::Micros>(
      std::chrono::steady_clock::now().time_since_epoch());
}

}  // namespace c6::ui
