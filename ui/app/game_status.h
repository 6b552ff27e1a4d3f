#pragma once
#include <QColor>
#include <QString>

#include "ui/app/game_snapshot.h"

namespace c6::ui {

enum class StatusKind { NotStarted, ToMove, TurnHalfDone, Paused, Halted, Over };

// The one line of game status above the board, and how loud to show it.
struct GameStatus {
  StatusKind kind = StatusKind::NotStarted;
  QString text;
  QColor background;
};

// Precedence: game over, then halted for restoration (a flag is open), then paused, then the turn.
GameStatus gameStatus(const GameSnapshot& snapshot);

// "Black wins by six", "Game void (arbiter)", ...
QString resultText(const core::Result& result);

}  // namespace c6::ui
