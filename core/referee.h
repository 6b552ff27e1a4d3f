#pragma once
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/observation.h"
#include "core/record.h"
#include "core/referee_classify.h"
#include "core/referee_events.h"
#include "core/referee_filter.h"
#include "core/referee_options.h"
#include "core/referee_rules.h"

namespace c6::core {

// Arbitration support: holds settled board observations against the game record and reports, as
// values, the turns it confirms and the irregularities the arbiter must see (rules 5, 9, 10).
//
// Feed it observations, clock presses and arbiter actions in time order; each call returns the
// events it caused, stamped with the time of the input that confirmed them. While a board flag is
// open the game is halted: nothing is recorded until the board matches the record again
// ("restored") or the arbiter rules.
//
// Its log, record().events, is the record's event log: every flag, restoration, ruling, amendment
// and end it concludes goes there as it concludes it, and what it cannot see (clock operations, a
// flag fall, a flag's evidence, missing evidence, lines of a journal resumed without its frames) is
// put into it by the caller through note() and annotate(), so the facts live in one list.
class Referee {
 public:
  explicit Referee(RefereeOptions options = {});

  // An observation of another board size than options().game.boardSize is ignored.
  std::vector<RefereeEvent> observe(const Observation& obs);
  // The clock was pressed (by the side that just moved, or whoever presses it).
  std::vector<RefereeEvent> press(Micros time);
  std::vector<RefereeEvent> arbiter(ArbiterAction action, Micros time);

  const RefereeOptions& options() const { return m_options; }
  // The record's position plus the stones of the turn in progress: what the board should show.
  const Board& expected() const { return m_expected; }
  // The board as confirmed from the observations (noise filtered out).
  const Board& seen() const { return m_filter.settled(); }
  // Stones of the turn in progress, in the order they were confirmed.
  const std::vector<Point>& pending() const { return m_pending; }
  Color toMove() const { return m_rules.toMove(); }
  const std::vector<Flag>& openFlags() const { return m_flags; }
  // True while a board flag is open: recording stops until the position is restored or ruled on.
  bool halted() const;
  // What to do now to restore the position, one sentence per open irregularity, from the board as
  // it is seen now (it changes as the players put stones back).
  std::vector<std::string> restoreInstructions() const;
  // The Connect6 game (in go mode it stays empty; use record().turns).
  const Game& game() const { return m_rules.game(); }
  const Result& result() const { return m_rules.result(); }
  bool over() const { return m_rules.over(); }
  const GameRecord& record() const { return m_record; }

  // Puts an event the referee did not conclude itself before log entry `index` (index == size:
  // at the end), so the log keeps the order in which things happened. Throws std::out_of_range.
  void note(std::size_t index, RecordEvent event);
  // Adds fields only the caller knows to log entry `index` (a flag's evidence folder, the side a
  // hand came from). The referee never reads them. Throws std::out_of_range.
  void annotate(std::size_t index, const std::map<std::string, std::string>& fields);
  // Takes log entry `index` out: the caller holds that fact already (a flag raised again after a
  // resume, or a conclusion that came after the game ended on the clock). Throws std::out_of_range.
  void withdraw(std::size_t index);

 private:
  void evaluate(Micros t, std::vector<RefereeEvent>& events);
  void checkTimers(Micros t, std::vector<RefereeEvent>& events);
  // `reconstructed`: the turns were explained from the board, not seen played one by one (several
  // at once, or while halted); `ambiguous`: the stones fit several orders and this is one;
  // `unseen`: stones of the first turn the reading missed (Assessment::inferred).
  void apply(const Progress& progress, const std::vector<Point>& captures, Micros t,
             std::vector<RefereeEvent>& events, bool reconstructed = false, bool ambiguous = false,
             const std::vector<Point>& unseen = {});
  void raise(Flag flag, Micros t, std::vector<RefereeEvent>& events);
  void clear(bool clockFlags, std::optional<FlagType> only, Micros t,
             std::vector<RefereeEvent>& events);
  void endIfOver(Micros t, std::vector<RefereeEvent>& events);
  bool covered(const Flag& flag) const;
  bool hasOpen(FlagType type) const;
  bool turnWouldComplete() const;
  bool holdProgress(const Progress& progress);
  bool holdFlags(const std::vector<Flag>& flags);
  struct Coming {
    bool own = false;    // a stone of the side to move
    bool other = false;  // a stone of the other side
    bool gone = false;   // a recorded or pending stone lifted
  };
  Coming coming() const;
  bool applyHeld(Micros t, std::vector<RefereeEvent>& events);
  std::vector<Point> flaggedPointsOff() const;
  JudgeContext context() const;
  void log(RecordEvent entry);
  void updateExpected();

  RefereeOptions m_options;
  RefereeRules m_rules;
  ObservationFilter m_filter;
  std::vector<Point> m_pending;
  std::vector<float> m_stoneAtTurn;  // the filter's scores of a stone at the last turn
  Board m_expected;
  std::vector<Flag> m_flags;
  GameRecord m_record;

  Color m_lastMover = Color::Empty;
  std::vector<Point> m_lastStones;
  bool m_pressDue = false;  // the last completed turn's press has not come
  bool m_unpressedRaised = false;
  Micros m_turnCompletedAt{0};
  bool m_earlyPress = false;  // the clock was pressed before the turn in progress completed
  bool m_pressDeferred =
      false;  // ...while stones that would complete it were still being confirmed
  bool m_ended = false;
  Color m_hand = Color::Empty;  // whose hand came onto the board last, as vision last told
  std::vector<Turn>
      m_held;  // turns whose confirmation waits for another look, and how often it has
  int m_holds = 0;
  int m_flagHolds = 0;  // evaluations an irregularity has waited for stones still being confirmed
};

}  // namespace c6::core
