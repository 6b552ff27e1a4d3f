#pragma once
#include <QString>
#include <optional>

#include "core/color.h"
#include "core/time.h"

namespace c6::ui {

// What one side's clock shows. Filled from the game clock by the controller; the widget only draws
// it.
struct ClockFace {
  core::Color side = core::Color::Black;
  QString player;
  core::Micros left{0};
  std::optional<int> periods;  // byo-yomi periods left, or Canadian moves still due
  QString periodsLabel;        // "periods" / "moves due"; empty when `periods` is empty
  int moves = 0;               // moves completed
  bool toMove = false;         // this side's clock is the one that counts
  bool running = false;        // the clock counts now (not paused, not stopped)
  bool flagFallen = false;
};

// An idle face of `side`'s clock.
inline ClockFace clockFaceOf(core::Color side) {
  ClockFace f;
  f.side = side;
  return f;
}

// "1:29:59" from one hour up, "4:59" below, "0:09.4" in the last 20 seconds; negative times clamp
// to 0.
QString formatClock(core::Micros left);

}  // namespace c6::ui

namespace c6::ui {
// Reads what an arbiter types for a time: "4:30", "1:02:03", "90" (seconds), "12.5"; empty when not
// a time.
std::optional<core::Micros> tryParseClockText(const QString& text);
}  // namespace c6::ui
