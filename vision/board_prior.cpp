#include "vision/board_prior.h"

namespace c6::vision {

void applyPrior(core::Observation& obs, const Expectation& expected, float doubt) {
  if (expected.board.size() != obs.size || obs.confidence.size() != obs.cells.size()) return;
  for (core::Point p : core::allPoints(obs.size)) {
    const std::size_t i = static_cast<std::size_t>(p.row * obs.size + p.col);
    core::Seen seen = obs.cells[i];
    if (seen == core::Seen::Unknown || obs.confidence[i] >= doubt) continue;
    core::Seen want = static_cast<core::Seen>(expected.board.at(p));
    if (seen == want) continue;
    if (want != core::Seen::Empty) {
      obs.cells[i] = want;
    } else if (seen != static_cast<core::Seen>(expected.toMove)) {
      obs.cells[i] = core::Seen::Unknown;
    }
  }
}

}  // namespace c6::vision
