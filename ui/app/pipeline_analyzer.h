#pragma once
#include <memory>
#include <mutex>
#include <optional>

#include "ui/app/vision_worker.h"
#include "vision/board_prior.h"
#include "vision/frame_pipeline.h"

namespace c6::ui {

// The game state the GUI hands to the vision thread (the pipeline's prior): written on the GUI thread
// after every turn, read on the worker thread before every frame.
class SharedExpectation {
 public:
  void set(const vision::Expectation& e) {
    std::lock_guard lock(m_mutex);
    m_value = e;
  }
  std::optional<vision::Expectation> get() const {
    std::lock_guard lock(m_mutex);
    return m_value;
  }

 private:
  mutable std::mutex m_mutex;
  std::optional<vision::Expectation> m_value;
};

struct AnalyzerOptions {
  vision::BoardLocator locator;  // finds the board in a whole frame (vision::locateBoard)
  vision::PipelineOptions pipeline;
  std::optional<vision::BoardLocation> corners;  // from a calibration profile; else found by locateBoard
};

// The per-frame vision pipeline (vision::FramePipeline with the locator and readStones) as a
// FrameAnalyzer for the VisionWorker, plus the overlay the live view draws.
FrameAnalyzer makePipelineAnalyzer(std::shared_ptr<SharedExpectation> expectation, AnalyzerOptions options = {});

// The intersection index (image orientation, y * size + x) of a record point.
int imageIndex(core::Point p, int size, vision::BlackSide side = vision::BlackSide::Bottom);

}  // namespace c6::ui
