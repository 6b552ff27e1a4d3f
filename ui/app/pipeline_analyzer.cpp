#include "ui/app/pipeline_analyzer.h"

#include "vision/stone_reading.h"

namespace c6::ui {

int imageIndex(core::Point p, int size, vision::BlackSide side) {
  for (int y = 0; y < size; ++y)
    for (int x = 0; x < size; ++x)
      if (vision::recordPoint(x, y, size, side) == p) return y * size + x;
  return -1;
}

FrameAnalyzer makePipelineAnalyzer(std::shared_ptr<SharedExpectation> expectation, AnalyzerOptions options) {
  auto pipeline = std::make_shared<vision::FramePipeline>(
      options.locator,
      [](const cv::Mat& image, const vision::BoardLocation& at) { return vision::readStones(image, at); },
      options.pipeline);
  if (options.corners) pipeline->setLocation(*options.corners);
  auto last = std::make_shared<std::optional<core::Observation>>();
  const vision::BlackSide side = options.pipeline.blackSide;
  return [pipeline, expectation, last, side](const vision::Frame& frame) {
    if (auto e = expectation->get()) pipeline->setExpectation(*e);
    const vision::PipelineOutput out = pipeline->process(frame);
    FrameAnalysis a;
    a.observations = out.observations;
    a.stillSince = out.stillSince;
    a.state = QString::fromLatin1(vision::boardStateString(out.state));
    if (!out.observations.empty()) *last = out.observations.back();
    a.overlay.moving = out.state == vision::BoardState::Moving;
    if (const auto& view = pipeline->view()) {
      const vision::BoardLocation& loc = view->location();
      const int n = loc.size;
      a.overlay.size = n;
      a.overlay.intersections.reserve(static_cast<std::size_t>(n * n));
      for (int y = 0; y < n; ++y)
        for (int x = 0; x < n; ++x) {
          const cv::Point2f p = loc.project(x, y);
          a.overlay.intersections.emplace_back(p.x, p.y);
        }
      if (*last && (*last)->size == n) {
        const core::Observation& obs = **last;
        a.overlay.stones.resize(static_cast<std::size_t>(n * n));
        if (!obs.confidence.empty()) a.overlay.confidence.resize(static_cast<std::size_t>(n * n));
        for (int y = 0; y < n; ++y)
          for (int x = 0; x < n; ++x) {
            const core::Point rp = vision::recordPoint(x, y, n, side);
            const auto i = static_cast<std::size_t>(y * n + x);
            a.overlay.stones[i] = obs.at(rp);
            if (!obs.confidence.empty())
              a.overlay.confidence[i] = obs.confidence[static_cast<std::size_t>(rp.row * n + rp.col)];
          }
      }
    }
    return a;
  };
}

}  // namespace c6::ui
