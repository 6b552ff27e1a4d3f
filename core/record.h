#pragma once
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/game.h"
#include "core/time.h"

namespace c6::core {

// Both clocks right after a press: time left in the current stage/period, and periods or moves due.
struct ClockSnapshot {
  Micros blackLeft{0};
  Micros whiteLeft{0};
  std::optional<int> blackPeriods;
  std::optional<int> whitePeriods;
  int blackMoves = 0;  // moves completed by each side (turns, or stones when counting stones)
  int whiteMoves = 0;
};

// One turn as recorded: the stones, when the turn completed (session time, and wall-clock time when
// known), how long the player thought, and both clocks after the press.
struct TurnRecord {
  Turn turn;
  Micros at{0};
  std::optional<long long> unixMillis;
  std::optional<Micros> thinking;
  std::optional<ClockSnapshot> clocks;
  bool drawOffer = false;
  // Stones beyond the second, as a record named them: such a turn is illegal (replay() reports
  // wrong-stone-count) but is kept so the record can be checked and written back as it was.
  std::vector<Point> extraStones;
};

// Everything else that happens in a game and must be kept: flags, restorations, arbiter rulings,
// corrections (amendments of a turn), clock operations. `kind` is the referee/feed event name
// ("flag", "restored", "ruling", "amend", "pause", ...); `detail` holds its fields as key=value
// text.
struct RecordEvent {
  Micros at{0};
  std::string kind;
  int turnIndex = -1;  // how many turns were recorded when it happened, or -1
  std::map<std::string, std::string> detail;
  friend bool operator==(const RecordEvent&, const RecordEvent&) = default;
};

// Header properties as in SGF: PB, PW, EV, RO, DT, PC, SO, ... plus the board number and time
// control.
struct GameInfo {
  std::string black, white, event, round, board, date, place, source, timeControl;
  std::map<std::string, std::string> extra;  // other SGF header properties, kept verbatim
};

// The most turns a record may hold: the largest board (59x59) fills in about 1,800 stone turns, and
// a pass cannot follow a pass without ending the game. Readers refuse more, so that a hostile file
// cannot take memory by the number of its turns.
inline constexpr std::size_t kMaxRecordTurns = 10'000;

// A whole game as the app knows it. Readers fill it, writers print it, replay() checks it.
struct GameRecord {
  GameInfo info;
  GameOptions options;
  std::vector<TurnRecord> turns;
  std::vector<RecordEvent> events;
  Result result;  // as recorded (RE); replay() derives the result from the stones
};

}  // namespace c6::core
