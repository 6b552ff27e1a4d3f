#pragma once
#include <optional>

#include "core/observation.h"
#include "ui/app/game_snapshot.h"
#include "ui/app/live_overlay.h"
#include "vision/board_prior.h"
#include "vision/frame_pipeline.h"

namespace c6::ui {

// The live view's overlay for one frame: the grid the pipeline tracks and the stones of its last
// settled observation `last` (record orientation, mapped into the image by `side`).
LiveOverlay pipelineOverlay(const vision::FramePipeline& pipeline,
                            const vision::PipelineOutput& out,
                            const std::optional<core::Observation>& last, vision::BlackSide side);

// Marks the snapshot's last turn and open flags (a moved stone as an arrow) on the overlay.
void markOverlay(LiveOverlay& overlay, const GameSnapshot& snapshot, vision::BlackSide side);

// The intersection index (image orientation, y * size + x) of a record point; -1 when off the
// board.
int imageIndex(core::Point p, int size, vision::BlackSide side = vision::BlackSide::Bottom);

}  // namespace c6::ui
