#pragma once
#include <opencv2/core.hpp>

namespace c6::vision {

struct LocatorTrace;

// Draws what the locator weighed onto a debug overlay (BGR, the image's own pixels): the discs
// it took for stones (dark / light), the outline of every grid hypothesis with its confidence, and
// a line of the checked grid's evidence under the caption. `unit` scales strokes and text.
void drawLocatorTrace(cv::Mat& out, const LocatorTrace& trace, double unit);

}  // namespace c6::vision
