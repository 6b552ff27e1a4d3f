#pragma once
// A plain test scene for the frame pipeline: a board under perspective with stones and an optional
// hand, plus a stand-in stone reader that samples the drawn colours. Not a renderer (that lives in
// tests/render); just enough to drive the pipeline's logic with a known truth.
#include <array>
#include <opencv2/imgproc.hpp>
#include <optional>
#include <string>
#include <vector>

#include "vision/frame_pipeline.h"

namespace c6::test {

struct Scene {
  cv::Size frameSize{640, 480};
  std::array<cv::Point2f, 4> corners{cv::Point2f(170, 90), cv::Point2f(470, 90),
                                     cv::Point2f(520, 400), cv::Point2f(120, 400)};
  // Stones in image orientation: 'X' black, 'O' white at grid (x, y).
  std::vector<std::string> rows = std::vector<std::string>(19, std::string(19, '.'));
  std::optional<cv::Point2f> handTip;    // a hand from the image bottom reaching to this pixel
  cv::Scalar handColour{160, 175, 235};  // skin or sleeve, BGR
  cv::Point2f offset{0, 0};              // camera bump: everything moves by this
  double brightness = 1.0;
  std::optional<cv::Scalar> sheet;  // something lying over the whole board and its margin

  vision::BoardLocation location() const {
    auto c = corners;
    for (auto& p : c) p += offset;
    return vision::BoardLocation::fromCorners(c);
  }

  cv::Mat render() const {
    cv::Mat img(frameSize, CV_8UC3, cv::Scalar(60, 70, 80));  // table
    auto loc = location();
    std::vector<cv::Point> quad;
    for (auto [gx, gy] : {std::pair{-0.8, -0.8}, {18.8, -0.8}, {18.8, 18.8}, {-0.8, 18.8}}) {
      cv::Point2f p = loc.project(gx, gy);
      quad.emplace_back(static_cast<int>(p.x), static_cast<int>(p.y));
    }
    cv::fillConvexPoly(img, quad, cv::Scalar(90, 170, 215));  // wood
    for (int i = 0; i < 19; ++i) {
      cv::line(img, loc.project(i, 0), loc.project(i, 18), cv::Scalar(40, 60, 70), 1, cv::LINE_AA);
      cv::line(img, loc.project(0, i), loc.project(18, i), cv::Scalar(40, 60, 70), 1, cv::LINE_AA);
    }
    const float r =
        0.45f * (cv::norm(loc.project(1, 9) - loc.project(0, 9)) > 0
                     ? static_cast<float>(cv::norm(loc.project(1, 9) - loc.project(0, 9)))
                     : 10.0f);
    for (int y = 0; y < 19; ++y)
      for (int x = 0; x < 19; ++x) {
        char c = rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)];
        if (c == '.') continue;
        cv::Scalar col = c == 'X' ? cv::Scalar(25, 25, 25) : cv::Scalar(235, 235, 235);
        cv::circle(img, loc.project(x, y), static_cast<int>(r), col, cv::FILLED, cv::LINE_AA);
      }
    if (sheet) {
      std::vector<cv::Point> cover;
      for (auto [gx, gy] : {std::pair{-2.0, -2.0}, {20.0, -2.0}, {20.0, 20.0}, {-2.0, 20.0}}) {
        cv::Point2f p = loc.project(gx, gy);
        cover.emplace_back(static_cast<int>(p.x), static_cast<int>(p.y));
      }
      cv::fillConvexPoly(img, cover, *sheet);
    }
    if (handTip) {
      cv::Point2f tip = *handTip + offset;
      cv::Point base(static_cast<int>(tip.x), frameSize.height + 40);
      cv::line(img, base, cv::Point(static_cast<int>(tip.x), static_cast<int>(tip.y)), handColour,
               46);
      cv::circle(img, cv::Point(static_cast<int>(tip.x), static_cast<int>(tip.y)), 30, handColour,
                 cv::FILLED);
    }
    if (brightness != 1.0) img.convertTo(img, -1, brightness, 0);
    return img;
  }
};

// Reads the colour drawn at each intersection: dark = black, bright = white, else empty. A hand's
// colour reads as empty, so tests see whether the pipeline kept the hand out.
inline vision::StoneReading sampleReader(const cv::Mat& image, const vision::BoardLocation& loc) {
  vision::StoneReading r;
  r.size = loc.size;
  for (int y = 0; y < loc.size; ++y)
    for (int x = 0; x < loc.size; ++x) {
      cv::Point2f p = loc.project(x, y);
      int px = std::clamp(static_cast<int>(p.x + 0.5f), 2, image.cols - 3);
      int py = std::clamp(static_cast<int>(p.y + 0.5f), 2, image.rows - 3);
      cv::Scalar m = cv::mean(image(cv::Rect(px - 2, py - 2, 5, 5)));
      double g = (m[0] + m[1] + m[2]) / 3.0;
      r.cells.push_back(g < 70    ? core::Seen::Black
                        : g > 215 ? core::Seen::White
                                  : core::Seen::Empty);
      r.confidence.push_back(0.95f);
    }
  return r;
}

// A scene fed frame by frame to a pipeline that locates the board where the scene drew it.
struct SceneRun {
  Scene scene;
  vision::FramePipeline pipeline;
  double t = 0.0;
  int locates = 0;
  explicit SceneRun(vision::PipelineOptions o = {})
      : pipeline(
            [this](const cv::Mat&) -> std::optional<vision::BoardLocation> {
              ++locates;
              return scene.location();
            },
            sampleReader, o) {}
  // Feeds `seconds` of frames at 30 fps; returns every output.
  std::vector<vision::PipelineOutput> feed(double seconds) {
    std::vector<vision::PipelineOutput> outs;
    for (int i = 0; i < static_cast<int>(seconds * 30 + 0.5); ++i) {
      vision::Frame f;
      f.image = scene.render();
      f.time = core::secondsToMicros(t);
      outs.push_back(pipeline.process(f));
      t += 1.0 / 30;
    }
    return outs;
  }
};

inline const core::Observation* lastObservation(const std::vector<vision::PipelineOutput>& outs) {
  for (auto it = outs.rbegin(); it != outs.rend(); ++it)
    if (!it->observations.empty()) return &it->observations.back();
  return nullptr;
}
// The pointer points into the outputs, so a temporary would leave it dangling (CI crashed on that).
const core::Observation* lastObservation(std::vector<vision::PipelineOutput>&&) = delete;

}  // namespace c6::test
