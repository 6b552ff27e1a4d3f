#include "vision/grid_lines.h"

#include <algorithm>
#include <cmath>
#include <opencv2/imgproc.hpp>

namespace c6::vision {

cv::Vec3d Segment::line() const {
  cv::Vec3d l = cv::Vec3d(a.x, a.y, 1.0).cross(cv::Vec3d(b.x, b.y, 1.0));
  double n = std::hypot(l[0], l[1]);
  return n > 0 ? l / n : l;
}

namespace {

float at(const cv::Mat& img, cv::Point2f p) {
  int x = cvRound(p.x), y = cvRound(p.y);
  if (x < 0 || y < 0 || x >= img.cols || y >= img.rows) return 0.f;
  return img.at<uchar>(y, x);
}

// A grid line lies on plain wood: beside it (a few pixels off, parallel) the response is low.
// Texture (carpet, fabric, wood grain, text) responds everywhere around its segments.
bool isolatedLine(const cv::Mat& response, const Segment& s) {
  cv::Point2f d = s.b - s.a;
  float len = s.length();
  if (len <= 0) return false;
  cv::Point2f n(-d.y / len, d.x / len);
  float on = 0, off = 0;
  const int samples = 12;
  for (int i = 0; i < samples; ++i) {
    cv::Point2f p = s.a + d * ((static_cast<float>(i) + 0.5f) / samples);
    float best = std::max({at(response, p), at(response, p + n), at(response, p - n)});
    on += best;
    off += std::min(at(response, p + n * 4.f), at(response, p - n * 4.f));
  }
  return off < 0.5f * on;
}

}  // namespace

cv::Mat darkLineResponse(const cv::Mat& gray) {
  // A 5x5 closing fills every dark structure narrower than ~4 px: grid lines at working scale are
  // 1-3 px wide, stones are >= 8 px across.
  cv::Mat closed, response;
  cv::morphologyEx(gray, closed, cv::MORPH_CLOSE,
                   cv::getStructuringElement(cv::MORPH_RECT, {5, 5}));
  cv::subtract(closed, gray, response);
  return response;
}

cv::Mat normaliseLineResponse(const cv::Mat& response, double threshold, double maxGain) {
  // Local RMS of the response over a few cells (~5% of the long side), computed on an 8x smaller
  // grid (area averaging of the squares, then a small blur) so it costs a few passes over the
  // image.
  static const cv::Mat squares = [] {
    cv::Mat lut(1, 256, CV_16U);
    for (int v = 0; v < 256; ++v) lut.at<ushort>(0, v) = static_cast<ushort>(v * v);
    return lut;
  }();
  cv::Mat sq, small;
  cv::LUT(response, squares, sq);
  const int cols = std::max(1, response.cols / 8), rows = std::max(1, response.rows / 8);
  cv::resize(sq, small, {cols, rows}, 0, 0, cv::INTER_AREA);
  small.convertTo(small, CV_32F);
  const int k = 2 * static_cast<int>(std::lround(0.02 * std::max(cols, rows))) + 1;
  cv::blur(small, small, {k, k});
  cv::blur(small, small, {k, k});
  cv::sqrt(small, small);
  // Lines of strength L covering a fraction p of the area have an RMS of L * sqrt(p), ~0.45 L for
  // a grid (p ~ 0.2). The threshold is 0.35 of the image's strongest lines, so a region whose lines
  // are as strong as those has an RMS of ~1.3 thresholds: weaker regions are raised to that.
  const double target = 1.3 * threshold;
  cv::Mat gain;
  cv::max(small, target / maxGain, small);
  cv::divide(target, small, gain);
  cv::max(gain, 1.0, gain);
  cv::resize(gain, gain, response.size(), 0, 0, cv::INTER_LINEAR);
  cv::Mat out;
  cv::multiply(response, gain, out, 1.0, CV_8U);
  return out;
}

double lineThreshold(const cv::Mat& response) {
  // Threshold relative to the strong end of the response histogram: grid lines are among the
  // strongest thin dark structures, texture and noise are weaker.
  int hist[256] = {0};
  for (int y = 0; y < response.rows; ++y) {
    const uchar* p = response.ptr<uchar>(y);
    for (int x = 0; x < response.cols; ++x) ++hist[p[x]];
  }
  const double total = static_cast<double>(response.total());
  double acc = 0;
  int p98 = 255;
  for (int v = 255; v >= 0; --v) {
    acc += hist[v];
    if (acc >= 0.02 * total) {
      p98 = v;
      break;
    }
  }
  return std::max(6.0, 0.35 * p98);
}

std::vector<Segment> detectSegments(const cv::Mat& response, double threshold) {
  // Keep only the ridge of each line (a local maximum across it, horizontally or vertically): one
  // pixel per line makes the Hough transform faster and its segments straighter.
  cv::Mat mask(response.size(), CV_8U, cv::Scalar(0));
  const auto t = static_cast<uchar>(std::min(255.0, std::ceil(threshold)));
  for (int y = 1; y + 1 < response.rows; ++y) {
    const uchar* up = response.ptr<uchar>(y - 1);
    const uchar* p = response.ptr<uchar>(y);
    const uchar* down = response.ptr<uchar>(y + 1);
    uchar* m = mask.ptr<uchar>(y);
    for (int x = 1; x + 1 < response.cols; ++x) {
      uchar v = p[x];
      if (v < t) continue;
      bool ridgeX = v >= p[x - 1] && v > p[x + 1];
      bool ridgeY = v >= up[x] && v > down[x];
      if (ridgeX || ridgeY) m[x] = 255;
    }
  }
  const double longSide = std::max(response.cols, response.rows);
  std::vector<cv::Vec4i> raw;
  cv::HoughLinesP(mask, raw, 1.0, CV_PI / 180.0, static_cast<int>(longSide * 0.02),
                  longSide * 0.025, longSide * 0.004);
  std::vector<Segment> out;
  out.reserve(raw.size());
  for (const auto& r : raw) {
    Segment s{cv::Point2f(static_cast<float>(r[0]), static_cast<float>(r[1])),
              cv::Point2f(static_cast<float>(r[2]), static_cast<float>(r[3]))};
    if (isolatedLine(response, s)) out.push_back(s);
  }
  return out;
}

}  // namespace c6::vision
