#include "ui/cli/record_trace.h"

#include <cstdio>

namespace c6::ui::cli {
namespace {

char letter(core::Seen s) {
  return ".XO?"[static_cast<int>(s)];
}

std::string describe(const core::Observation& obs, const core::Board& expected) {
  std::string diffs;
  int unknown = 0, hidden = 0;
  for (core::Point p : core::allPoints(obs.size)) {
    const core::Seen seen = obs.at(p);
    if (seen == core::Seen::Unknown) {
      ++(obs.hiddenAt(p) ? hidden : unknown);
      continue;
    }
    const auto want = static_cast<core::Seen>(expected.at(p));
    if (seen == want) continue;
    const char mark = want == core::Seen::Empty ? '+' : seen == core::Seen::Empty ? '-' : '~';
    diffs += ' ';
    diffs += mark;
    diffs += letter(seen == core::Seen::Empty ? want : seen);
    diffs += core::toString(p);
  }
  return diffs + " | unknown=" + std::to_string(unknown) + " hidden=" + std::to_string(hidden);
}

}  // namespace

void RecordTrace::frame(const vision::Frame& frame, const vision::PipelineOutput& out,
                        const core::Referee& referee) {
  std::string line = std::string(vision::boardStateString(out.state)) +
                     " covered=" + std::to_string(out.blockedPoints) +
                     (out.located ? " located" : "") + (out.refined ? " refined" : "");
  for (const core::Observation& obs : out.observations)
    line += " obs:" + describe(obs, referee.expected());
  if (line == m_last) return;
  m_last = line;
  char t[32];
  std::snprintf(t, sizeof t, "t=%.3f ", core::toSeconds(frame.time));
  m_out << t << line << '\n';
}

}  // namespace c6::ui::cli
