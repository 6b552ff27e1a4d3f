#pragma once
#include "calibration/profile.h"
#include "ui/recorder/recorder.h"

namespace c6::ui {

// What a camera profile tells a recording: its board corners (no search at start), its board size
// (the referee judges that grid) and Black's side (orients the record). The CLI and the app share
// it.
void applyProfile(const calibration::Profile& profile, RecorderOptions& options);

}  // namespace c6::ui
