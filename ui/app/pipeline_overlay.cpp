#include "ui/app/pipeline_overlay.h"

#include "vision/stone_reading.h"

namespace c6::ui {

int imageIndex(core::Point p, int size, vision::BlackSide side) {
  for (int y = 0; y < size; ++y)
    for (int x = 0; x < size; ++x)
      if (vision::recordPoint(x, y, size, side) == p) return y * size + x;
  return -1;
}

LiveOverlay pipelineOverlay(const vision::FramePipeline& pipeline,
                            const vision::PipelineOutput& out,
                            const std::optional<core::Observation>& last, vision::BlackSide side) {
  LiveOverlay a;
  a.moving = out.state == vision::BoardState::Moving;
  const auto& view = pipeline.view();
  if (!view) return a;
  const vision::BoardLocation& loc = view->location();
  const int n = loc.size;
  a.size = n;
  a.intersections.reserve(static_cast<std::size_t>(n * n));
  for (int y = 0; y < n; ++y)
    for (int x = 0; x < n; ++x) {
      const cv::Point2f p = loc.project(x, y);
      a.intersections.emplace_back(p.x, p.y);
    }
  if (!last || last->size != n) return a;
  a.stones.resize(static_cast<std::size_t>(n * n));
  if (!last->confidence.empty()) a.confidence.resize(static_cast<std::size_t>(n * n));
  for (int y = 0; y < n; ++y)
    for (int x = 0; x < n; ++x) {
      const core::Point rp = vision::recordPoint(x, y, n, side);
      const auto i = static_cast<std::size_t>(y * n + x);
      a.stones[i] = last->at(rp);
      if (!last->confidence.empty())
        a.confidence[i] = last->confidence[static_cast<std::size_t>(rp.row * n + rp.col)];
    }
  return a;
}

void markOverlay(LiveOverlay& o, const GameSnapshot& s, vision::BlackSide side) {
  if (!o.hasBoard()) return;
  const int n = o.size;
  auto add = [n, side](std::vector<int>& to, core::Point p) {
    if (const int i = imageIndex(p, n, side); i >= 0) to.push_back(i);
  };
  if (!s.turns.empty())
    for (core::Point p : s.turns.back().turn) add(o.lastTurn, p);
  for (const FlagView& f : s.flags) {
    for (core::Point p : f.points) add(o.flagged, p);
    const int from = f.from ? imageIndex(*f.from, n, side) : -1,
              to = f.to ? imageIndex(*f.to, n, side) : -1;
    if (from >= 0 && to >= 0) o.moved = std::make_pair(from, to);
  }
}

}  // namespace c6::ui
