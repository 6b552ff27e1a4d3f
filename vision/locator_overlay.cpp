#include "vision/locator_overlay.h"

#include <algorithm>
#include <cstdio>
#include <opencv2/imgproc.hpp>

#include "vision/board_locator.h"

namespace c6::vision {

void drawLocatorTrace(cv::Mat& out, const LocatorTrace& trace, double unit) {
  const int thin = std::max(1, static_cast<int>(unit));
  for (const auto& d : trace.discs)
    cv::circle(out, d.centre, std::max(1, cvRound(d.radius)),
               d.tone < 0 ? cv::Scalar(90, 0, 90) : cv::Scalar(255, 200, 0), thin, cv::LINE_AA);
  // Board regions (outer edges): orange.
  for (const auto& r : trace.regions) {
    std::vector<cv::Point> quad;
    for (const auto& p : r) quad.emplace_back(cvRound(p.x), cvRound(p.y));
    cv::polylines(out, quad, true, {0, 140, 255}, 2 * thin, cv::LINE_AA);
  }
  // Hypotheses: magenta outlines from lines and stones, orange-red from a region (snapped ones
  // too), the confidence at the first corner (region ones listed down the left side, so that their
  // labels do not overlap).
  int listed = 0;
  for (const auto& c : trace.candidates) {
    const bool region = c.cue != "lines";
    const cv::Scalar colour = region ? cv::Scalar(0, 80, 255) : cv::Scalar(200, 0, 255);
    std::vector<cv::Point> quad;
    for (const auto& p : c.grid.corners) quad.emplace_back(cvRound(p.x), cvRound(p.y));
    cv::polylines(out, quad, true, colour, thin, cv::LINE_AA);
    char buf[64];
    std::snprintf(buf, sizeof buf, "%s s=%.2f c=%.2f", c.cue.c_str(), c.grid.quality, c.confidence);
    const cv::Point at = region ? cv::Point(4, static_cast<int>((90 + 16 * listed++) * unit))
                                : quad[0] + cv::Point(4, static_cast<int>(18 * unit));
    cv::putText(out, buf, at, cv::FONT_HERSHEY_PLAIN, unit, colour, thin);
  }
  if (!trace.regionVerdict.empty()) {
    const std::string text = "region: " + trace.regionVerdict;
    const cv::Point at(10, static_cast<int>(76 * unit) + 14);
    cv::putText(out, text, at, cv::FONT_HERSHEY_SIMPLEX, 0.5 * unit, {0, 0, 0}, 3 * thin);
    cv::putText(out, text, at, cv::FONT_HERSHEY_SIMPLEX, 0.5 * unit, {0, 140, 255}, thin);
  }
  if (!trace.candidate) return;
  const GridEvidence& e = trace.evidence;
  char buf[160];
  std::snprintf(
      buf, sizeof buf, "lines %.2f known %.2f end margin %.2f stones on points %.2f (%d) conf %.2f",
      e.lineSupport, e.knownLines, e.endMargin, e.stonesOnPoints, e.stonesInside, e.confidence);
  const cv::Point at(10, static_cast<int>(60 * unit) + 14);
  cv::putText(out, buf, at, cv::FONT_HERSHEY_SIMPLEX, 0.6 * unit, {0, 0, 0}, 3 * thin);
  cv::putText(out, buf, at, cv::FONT_HERSHEY_SIMPLEX, 0.6 * unit, {255, 255, 255}, thin);
}

}  // namespace c6::vision
