#pragma once
#include <opencv2/core.hpp>
#include <vector>

namespace c6::vision {

// A straight piece of a thin dark line (a grid line, or clutter) in working-image pixels.
struct Segment {
  cv::Point2f a;
  cv::Point2f b;
  float length() const { return static_cast<float>(cv::norm(b - a)); }
  // The infinite line through a and b as (nx, ny, c) with nx^2 + ny^2 = 1, so l . (x, y, 1) is a
  // signed distance in pixels.
  cv::Vec3d line() const;
};

// Thin-dark-line evidence: a morphological black-hat of the grey image, whose size is a few pixels
// so that grid lines light up while stones, shadows and the board's outer edge (a step, not a line)
// stay dark. 8-bit, same size as `gray`.
cv::Mat darkLineResponse(const cv::Mat& gray);

// Evens out line evidence across the image: where the local response is weaker than `threshold`
// warrants (far lines under perspective, lines washed out by a sun patch or in shade), it is
// amplified until its local RMS matches the level the threshold expects of lines; strong regions
// are left as they are. The gain is at most `maxGain`.
cv::Mat normaliseLineResponse(const cv::Mat& response, double threshold, double maxGain);

// The response level above which a pixel counts as lying on a thin dark line, relative to the
// image's strongest responses so that exposure and contrast do not matter.
double lineThreshold(const cv::Mat& response);

// Straight segments of thin dark lines found in a darkLineResponse image.
std::vector<Segment> detectSegments(const cv::Mat& response, double threshold);

}  // namespace c6::vision
