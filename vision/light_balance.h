#pragma once
#include <opencv2/core.hpp>

namespace c6::vision {

// Per-channel gains that undo a strongly coloured light (grey world: a scene of board, stones and
// table averages to grey, so the three channel means are made equal), each at most kMaxLightGain.
// Under a saturated blue light the red and green channels hold a tenth of the blue's level, and
// the usual luminance weights (0.3 R + 0.6 G + 0.1 B) build the grey from the dim ones: lines and
// stones lose most of their contrast. Only such a light is undone: {1, 1, 1} unless the balanced
// grey holds at least kMinContrastGain times the luminance grey's contrast (standard deviation).
// Under ordinary, cyan, green, yellow, orange or pink light the balanced grey holds less (0.64 to
// 1.14 on dense-boards, at most 1.05 on photos and corners-only): the light's own channels already
// carry luminance weight, and a camera's white balance is best left alone there. Under blue and
// violet light it holds 1.1 to 2.8 times as much. {1, 1, 1} too for anything but 8-bit BGR or BGRA,
// or an all-black image.
constexpr double kMaxLightGain = 4.0;
constexpr double kMinContrastGain = 1.3;
cv::Vec3d lightGains(const cv::Mat& image);

// The image's grey (luminance weights) after `gains` (BGR order) are applied to its channels: the
// same as cvtColor(BGR2GRAY) for gains {1, 1, 1}. 8-bit BGR or BGRA in, 8-bit grey out; other
// images as toGray would have them (gains ignored).
cv::Mat balancedGrey(const cv::Mat& image, const cv::Vec3d& gains);

// 8-bit BGR with `gains` (BGR order) applied, saturating; the image itself (shared) for {1, 1, 1}.
cv::Mat balancedBgr(const cv::Mat& bgr, const cv::Vec3d& gains);

}  // namespace c6::vision
