#pragma once
#include <ostream>
#include <string>

#include "core/referee.h"
#include "vision/frame_pipeline.h"
#include "vision/frame_source.h"

namespace c6::ui::cli {

// `c6rec record --trace FILE`: what the pipeline told the referee, frame by frame, as differences
// from the position the record expects, so a lost turn can be followed to the frame where a stone
// was misread, hidden or never settled. One line per frame whose summary changed:
//   t=<s> <state> covered=<n> [located] [refined] obs: <diffs> | unknown=<n> hidden=<n>
// where a diff is "+Xk10" (seen, not expected), "-Ok10" (expected, seen empty) or "~Xk10" (seen
// the other colour).
class RecordTrace {
 public:
  explicit RecordTrace(std::ostream& out) : m_out(out) {}
  void frame(const vision::Frame& frame, const vision::PipelineOutput& out,
             const core::Referee& referee);

 private:
  std::ostream& m_out;
  std::string m_last;
};

}  // namespace c6::ui::cli
