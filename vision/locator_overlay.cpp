#include "vision/locator_overlay.h"

#include <algorithm>
#include <cstdio>

#include <opencv2/imgproc.hpp>

#include "vision/board_locator.h"

namespace c6::vision {

void drawLocatorTrace(cv::Mat& out, const LocatorTrace& trace, double unit) {
  const int thin = std::max(1, static_cast<int>(unit));
  for (const auto& d : trace.discs)
    cv::circle(out, d.centre, std::max(1, cvRound(d.radius)), d.tone < 0 ? cv::Scalar(90, 0, 90) : cv::Scalar(255, 200, 0),
               thin, cv::LINE_AA);
  // Hypotheses: magenta outlines, the confidence at the first corner.
  for (const auto& c : trace.candidates) {
    std::vector<cv::Point> quad;
    for (const auto& p : c.grid.corners) quad.emplace_back(cvRound(p.x), cvRound(p.y));
    cv::polylines(out, quad, true, {200, 0, 255}, thin, cv::LINE_AA);
    char buf[48];
    std::snprintf(buf, sizeof buf, "s=%.2f c=%.2f", c.grid.quality, c.confidence);
    cv::putText(out, buf, quad[0] + cv::Point(4, static_cast<int>(18 * unit)), cv::FONT_HERSHEY_PLAIN, unit,
                {200, 0, 255}, thin);
  }
  if (!trace.candidate) return;
  const GridEvidence& e = trace.evidence;
  char buf[160];
  std::snprintf(buf, sizeof buf, "lines %.2f known %.2f end margin %.2f stones on points %.2f (%d) conf %.2f",
                e.lineSupport, e.knownLines, e.endMargin, e.stonesOnPoints, e.stonesInside, e.confidence);
  const cv::Point at(10, static_cast<int>(60 * unit) + 14);
  cv::putText(out, buf, at, cv::FONT_HERSHEY_SIMPLEX, 0.6 * unit, {0, 0, 0}, 3 * thin);
  cv::putText(out, buf, at, cv::FONT_HERSHEY_SIMPLEX, 0.6 * unit, {255, 255, 255}, thin);
}

}  // namespace c6::vision
