#pragma once
// Recordings run in-process for the recorder's whole-game tests: uninterrupted, or killed after a
// frame (the journal as it was on disk then) and resumed, and the records compared field by field.
#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "core/clock.h"
#include "core/record.h"
#include "footage_testing.h"
#include "ui/recorder/recorder.h"

namespace c6::render {

// What a test records: a source (a file, or footage from memory) under a clock, in its own folder.
struct Recording {
  std::string source;
  std::shared_ptr<const Footage> footage;
  std::filesystem::path dir;
  // The arbiter's hand: called after every frame with the recorder (an accepted position, say).
  std::function<void(ui::Recorder&)> arbiter;
  // Sees the recorder after every frame of the uninterrupted run (after the arbiter's hand).
  std::function<void(const ui::Recorder&)> afterFrame;
  bool pauseWhenHalted = false;
  bool evidence = false;  // key images of flags (beside the record)
};

// A camera that gives no frame yet: a recording resumed on it holds what its journal gave (a live
// source cannot be played again).
class WaitingCamera : public vision::FrameSource {
 public:
  vision::FrameResult next() override { return {vision::FrameStatus::Stalled, {}, "waiting"}; }
  vision::SourceKind kind() const override { return vision::SourceKind::Camera; }
  std::string describe() const override { return "a camera"; }
};

ui::RecorderOptions optionsIn(const Recording& s, const std::filesystem::path& dir);
ui::Recorder makeRecorder(const ui::RecorderOptions& o);

struct Outcome {
  core::GameRecord record;
  std::vector<core::PressRecord> presses;
  std::string result;
  std::string archive;  // the .c6a bytes on disk
};

// The uninterrupted run (in s.dir/whole), and the journal's size after each frame (index: frames
// processed).
Outcome uninterrupted(const Recording& s, std::vector<std::uintmax_t>& journalSizes);
// Killed after `frames` frames (the journal cut to `journalSize`), resumed to the end.
Outcome killedAndResumed(const Recording& s, std::uintmax_t journalSize, long long frames,
                         std::string& warning);
// Field by field: turns (stones in their order, times, clocks), events, result, presses, the .c6a
// bytes.
void expectSame(const Outcome& want, const Outcome& got, const std::string& at);

}  // namespace c6::render
