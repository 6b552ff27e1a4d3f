#pragma once
#include <QImage>
#include <QString>
#include <array>
#include <optional>
#include <vector>

#include "core/board.h"
#include "core/record.h"
#include "ui/app/board_diagram.h"
#include "ui/app/clock_face.h"

namespace c6::ui {

// An irregularity the arbiter must see, as the panel shows it.
struct FlagView {
  int id = 0;
  QString type;  // referee vocabulary: "moved", "removed", "take-back", ...
  std::vector<core::Point> points;
  std::optional<core::Point> from, to;
  QString restore;  // what to do, in words: "put the white stone from k11 back on k10"
  std::vector<GhostStone> ghosts;  // the same, as stones to draw
  core::Micros since{0};
  std::vector<QImage> evidence;  // frames around the flag, oldest first
};

// Everything the main window shows at one instant. Controllers build it; widgets only read it, so
// the same widgets serve live recording, replay of a saved game and tests.
struct GameSnapshot {
  core::GameInfo info;
  core::Board board = core::Board();    // the position the record says is on the board
  std::vector<core::TurnRecord> turns;  // completed turns with times and clocks
  std::vector<core::Point> pending;     // stones of the turn in progress (turn half done)
  core::Color toMove = core::Color::Black;
  int stonesDue = 1;
  core::Result result;
  std::array<ClockFace, 2> clocks{clockFaceOf(core::Color::Black),
                                  clockFaceOf(core::Color::White)};  // [0] Black, [1] White
  bool clockStarted = false;
  bool clockPaused = false;
  // A recorder is running this game: rulings and clock operations have somewhere to go (not
  // before a game exists, nor on a saved game being replayed).
  bool recording = false;
  std::vector<FlagView> flags;  // open flags: recording is halted while any is open
  std::vector<core::RecordEvent> events;
  core::Micros now{0};

  bool halted() const { return !flags.empty(); }
  // The diagram of the current position with last turn, pending stones and open flags marked.
  BoardDiagram diagram() const;
};

// The snapshot of `record` after its first `turnCount` turns (all when negative), clocks as
// recorded after that turn. For replay and the "export PNG of any position" command.
GameSnapshot snapshotOfRecord(const core::GameRecord& record, int turnCount = -1);

// The game as set up, before anything is recorded: both players' names and their starting times
// (from `info.timeControl`; 0:00 only when it does not parse). Shown until the recorder reports,
// and kept when the source fails before it could.
GameSnapshot snapshotOfSetup(const core::GameInfo& info);

}  // namespace c6::ui
