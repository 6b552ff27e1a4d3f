#pragma once
#include <memory>

#include "ui/recorder/recorder.h"

namespace c6::ui::cli {

// The recorder `c6rec record` runs: `options` as given, the board found by vision::locateBoard and
// stones read by vision::readStones. `c6rec eval-video` records each video through it, so it scores
// what `record` would record.
std::unique_ptr<Recorder> makeRecorder(RecorderOptions options, RecorderListener listener);

}  // namespace c6::ui::cli
