#pragma once
#include <istream>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/observation.h"
#include "core/referee_events.h"

namespace c6::core {

// A bad observation script; the message names the script, the line and what was expected.
class ScriptError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// One input of an observation script, in file order.
struct ScriptStep {
  enum class Kind { Observe, Press, Arbiter };
  Kind kind = Kind::Observe;
  Micros time{0};
  Observation observation;  // Observe
  ArbiterAction action;     // Arbiter
  int line = 0;             // 1-based line of the step's first line
};

// Reads the `c6rec referee` script format:
//   # comment (also after anything on a line)
//   @ 12.5            then one diagram row per line, top row (record row 19 on 19x19) first:
//   ...X.O?...        '.' empty, 'X' black, 'O' white, '?' unknown (spaces inside rows ignored)
//   press @ 14.0
//   arbiter restore|accept|loss B|loss W|void @ 30.0
// The first diagram's width sets the board size; times are seconds and never go back.
// Throws ScriptError naming `name` and the line.
std::vector<ScriptStep> parseRefereeScript(std::istream& in, const std::string& name);

class Referee;
// Feeds one step to the referee; returns the events it caused.
std::vector<RefereeEvent> runStep(Referee& referee, const ScriptStep& step);

// The board size of a parsed script (19 when it has no observation).
int scriptBoardSize(const std::vector<ScriptStep>& steps);

}  // namespace c6::core
