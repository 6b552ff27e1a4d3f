#include "ui/recorder/recorder_profile.h"

namespace c6::ui {

void applyProfile(const calibration::Profile& p, RecorderOptions& o) {
  if (p.corners) o.corners = vision::BoardLocation::fromCorners(*p.corners, p.boardSize);
  o.referee.game.boardSize = p.boardSize;
  switch (p.blackSide) {
    case calibration::BlackSide::Top:
      o.pipeline.blackSide = vision::BlackSide::Top;
      break;
    case calibration::BlackSide::Left:
      o.pipeline.blackSide = vision::BlackSide::Left;
      break;
    case calibration::BlackSide::Right:
      o.pipeline.blackSide = vision::BlackSide::Right;
      break;
    case calibration::BlackSide::Bottom:
    case calibration::BlackSide::Unknown:
      break;
  }
}

}  // namespace c6::ui
