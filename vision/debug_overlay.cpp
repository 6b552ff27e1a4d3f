#include "vision/debug_overlay.h"

#include <algorithm>
#include <cstdio>
#include <opencv2/imgproc.hpp>

#include "vision/board_locator.h"
#include "vision/locator_overlay.h"

namespace c6::vision {

cv::Mat drawDetectionOverlay(const cv::Mat& image, const std::optional<BoardLocation>& location,
                             const std::optional<StoneReading>& stones, const LocatorTrace* trace,
                             const std::vector<std::uint8_t>* covered) {
  cv::Mat out;
  if (image.channels() == 1)
    cv::cvtColor(image, out, cv::COLOR_GRAY2BGR);
  else if (image.channels() == 4)
    cv::cvtColor(image, out, cv::COLOR_BGRA2BGR);
  else
    out = image.clone();
  const double unit = std::max(out.cols, out.rows) / 1000.0;
  const int thin = std::max(1, static_cast<int>(unit));
  if (trace) {
    for (std::size_t i = 0; i < trace->segments.size(); ++i) {
      int f = i < trace->family.size() ? trace->family[i] : -1;
      cv::Scalar c = f == 0   ? cv::Scalar(255, 80, 0)
                     : f == 1 ? cv::Scalar(0, 200, 0)
                              : cv::Scalar(128, 128, 128);
      cv::line(out, trace->segments[i].a, trace->segments[i].b, c, thin, cv::LINE_AA);
    }
    drawLocatorTrace(out, *trace, unit);
  }
  std::string caption;
  if (!location && trace && trace->candidate) {
    // The grid that was checked and rejected, so a person sees what the locator had in mind.
    const auto& c = *trace->candidate;
    const int n = c.size - 1;
    for (int k = 0; k <= n; ++k) {
      cv::line(out, c.project(0, k), c.project(n, k), {0, 140, 255}, thin, cv::LINE_AA);
      cv::line(out, c.project(k, 0), c.project(k, n), {0, 140, 255}, thin, cv::LINE_AA);
    }
  }
  if (location) {
    const int n = location->size - 1;
    for (int k = 0; k <= n; ++k) {
      cv::line(out, location->project(0, k), location->project(n, k), {0, 0, 255}, thin,
               cv::LINE_AA);
      cv::line(out, location->project(k, 0), location->project(k, n), {0, 0, 255}, thin,
               cv::LINE_AA);
    }
    for (std::size_t i = 0; i < 4; ++i) {
      cv::circle(out, location->corners[i], static_cast<int>(8 * unit) + 2, {255, 0, 255},
                 i == 0 ? -1 : 2 * thin);
      cv::putText(out, std::to_string(i + 1), location->corners[i] + cv::Point2f(10, -10),
                  cv::FONT_HERSHEY_SIMPLEX, 0.8 * unit, {255, 0, 255}, 2 * thin);
    }
    if (stones) {
      const double cell = cv::norm(location->project(1, 0) - location->project(0, 0));
      for (int y = 0; y < stones->size; ++y)
        for (int x = 0; x < stones->size; ++x) {
          core::Seen s = stones->at(x, y);
          float conf = stones->confidenceAt(x, y);
          cv::Point2f p = location->project(x, y);
          if (s == core::Seen::Black || s == core::Seen::White) {
            cv::Scalar c = s == core::Seen::Black ? cv::Scalar(0, 0, 0) : cv::Scalar(255, 255, 255);
            cv::circle(out, p, static_cast<int>(0.35 * cell), c, 2 * thin, cv::LINE_AA);
            cv::circle(out, p, static_cast<int>(0.35 * cell) + thin, {0, 255, 255}, thin,
                       cv::LINE_AA);
          }
          if (conf < 0.9f) {
            char buf[16];
            std::snprintf(buf, sizeof buf, "%.2f", static_cast<double>(conf));
            cv::putText(out, buf, p + cv::Point2f(-12, 4), cv::FONT_HERSHEY_PLAIN, 0.8 * unit,
                        {0, 128, 255}, thin);
          }
        }
      char buf[96];
      std::snprintf(buf, sizeof buf, "found q=%.2f location conf=%.2f min conf=%.2f",
                    location->quality, location->confidence,
                    static_cast<double>(stones->minConfidence()));
      caption = buf;
      if (covered && static_cast<int>(covered->size()) == stones->size * stones->size) {
        int count = 0;
        const int arm = std::max(2, static_cast<int>(0.3 * cell));
        for (int y = 0; y < stones->size; ++y)
          for (int x = 0; x < stones->size; ++x) {
            if (!(*covered)[static_cast<std::size_t>(y * stones->size + x)]) continue;
            ++count;
            const cv::Point2f p = location->project(x, y);
            cv::line(out, p + cv::Point2f(-arm, -arm), p + cv::Point2f(arm, arm), {255, 0, 255},
                     2 * thin, cv::LINE_AA);
            cv::line(out, p + cv::Point2f(-arm, arm), p + cv::Point2f(arm, -arm), {255, 0, 255},
                     2 * thin, cv::LINE_AA);
          }
        if (count > 0) caption += ", " + std::to_string(count) + " covered";
      }
    } else {
      char buf[64];
      std::snprintf(buf, sizeof buf, "found q=%.2f", location->quality);
      caption = buf;
    }
  } else {
    caption = "not found";
    if (trace && !trace->rejection.empty()) caption += ": " + trace->rejection;
  }
  cv::putText(out, caption, {10, static_cast<int>(30 * unit) + 10}, cv::FONT_HERSHEY_SIMPLEX, unit,
              {0, 0, 0}, 4 * thin);
  cv::putText(out, caption, {10, static_cast<int>(30 * unit) + 10}, cv::FONT_HERSHEY_SIMPLEX, unit,
              {0, 255, 255}, 2 * thin);
  return out;
}

}  // namespace c6::vision
