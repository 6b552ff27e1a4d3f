#pragma once
#include <functional>
#include <string>

#include "renderer.h"

namespace c6::render {

// Ground-truth JSON lines (one object per line, in time order):
//   {"event": "header", "width", "height", "fps", "frames", "duration", "size", "seed", "script",
//   "video"}
//   {"event": "frame", "frame": i, "t": s, "corners": [[x,y] x4], "hand": bool, "hidden": ["k10",
//   ...],
//    "board": [19 rows, top row = record row 19]}   ("board" only on the first frame and when it
//    changed)
//   true events as `c6rec referee --json` prints them, plus "bump"; flags add "side" and "hand"
//   (edge).
//   {"event": "summary", "frames": N, "turns": K, "result": "B+"|..|null, "board": [19 rows]}
std::string eventJson(const TruthEvent& e);
std::string frameJson(const FrameTruth& f, const core::Board* changedBoard);
std::string boardRowsJson(const core::Board& board);

// Renders every frame into `videoPath` (.avi: MJPG; .mp4: H.264 or else MPEG-4; a path ending in
// '/' or without extension: a folder of NNNNNN.png) and the ground truth into `truthPath` (may be
// empty). `progress(done, total)` is called every few frames. Throws std::runtime_error naming the
// file when it cannot be written.
void renderVideo(Renderer& renderer, const std::string& videoPath, const std::string& truthPath,
                 const std::function<void(int, int)>& progress = {});

}  // namespace c6::render
