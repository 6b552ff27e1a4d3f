#pragma once
#include <QKeySequence>
#include <QSettings>
#include <QString>
#include <optional>

#include "core/record.h"
#include "ui/app/broadcast.h"

namespace c6::ui {

// Automatic: a turn the camera confirms presses the clock (timed when the hand left the board).
// Manual: players press a key (a USB foot switch sending a key works); the referee checks the turn.
enum class ClockMode { Automatic, Manual };

// The keys the app listens to, application-wide. `press` presses for whoever is to move; the
// per-side keys press only when that side is to move (one foot switch per player), so a stray press
// by the waiting player does nothing.
struct ClockKeys {
  QKeySequence press = QKeySequence(Qt::Key_Space);
  QKeySequence blackPress = QKeySequence(Qt::Key_F1);
  QKeySequence whitePress = QKeySequence(Qt::Key_F2);
  QKeySequence pause = QKeySequence(Qt::Key_P);
};

// Everything the setup dialog asks before a game.
struct GameSetup {
  QString black, white, event, round, board;
  QString timeControl = "30m+30s";  // README "Time controls" notation
  ClockMode clockMode = ClockMode::Automatic;
  // Rule 8: pausing is the arbiter's call, so the event chooses it; off unless chosen.
  bool pauseWhenHalted = false;
  ClockKeys keys;
  // A camera ("/dev/video0" or "0"), a video file or image folder, or a stream URL. Empty: the
  // bundled sample video, so the app shows something without a camera.
  QString source;
  QString profile;              // calibration profile file; empty: find the board automatically
  BroadcastSettings broadcast;  // the live feed of this game (event, round, board from above)

  // Empty when the setup can start a game; otherwise what to fix, in words for the person at the
  // table.
  std::optional<QString> problem() const;
  core::GameInfo gameInfo() const;

  void save(QSettings& settings) const;  // the dialog remembers the last setup
  static GameSetup load(QSettings& settings);
};

// The bundled sample video (data/), or empty when it is not there.
QString sampleVideoPath();

// The text of a time control for people ("Fischer: 5 min + 10 s per move"), or the parse error.
QString describeTimeControl(const QString& notation, bool* ok = nullptr);

}  // namespace c6::ui
