#include "vision/lab8.h"

#include <array>
#include <climits>  // before softfloat.hpp, which uses UCHAR_MAX without it
#include <cmath>
#include <cstdint>
#include <opencv2/core/softfloat.hpp>

namespace c6::vision {
namespace {

// OpenCV's fixed point for 8-bit Lab: linear light in 1/8 steps of one 8-bit level (gamma shift 3),
// XYZ weights scaled by 2^12, f(t) scaled by 2^15.
constexpr int kGammaShift = 3;
constexpr int kWeightShift = 12;
constexpr int kFShift = kWeightShift + kGammaShift;
constexpr int kCubeSize = 256 * 3 / 2 * (1 << kGammaShift);  // f's table covers XYZ up to 1.5

constexpr int descale(int v, int shift) {
  return (v + (1 << (shift - 1))) >> shift;
}

// OpenCV builds its tables in software floating point (cv::softfloat, the same on every machine);
// so do we: the platform's cbrtf differs from it in the last bit for 3 of the 3072 entries.
using cv::softdouble;
using cv::softfloat;

// The sRGB curve, in double, rounded to float.
softfloat srgbToLinear(softfloat v) {
  const softdouble x = v;
  const softdouble threshold = softdouble(809) / softdouble(20000);
  const softdouble lowScale = softdouble(323) / softdouble(25);
  const softdouble shift = softdouble(11) / softdouble(200);
  const softdouble power = softdouble(12) / softdouble(5);
  return softfloat(x <= threshold ? x / lowScale
                                  : pow((x + shift) / (softdouble::one() + shift), power));
}

// Lab's f(t): the cube root above (6/29)^3, the straight line below.
softfloat labF(softfloat t) {
  const softfloat threshold = softfloat(216) / softfloat(24389);
  const softfloat scale = softfloat(841) / softfloat(108), bias = softfloat(16) / softfloat(116);
  return t < threshold ? mulAdd(t, scale, bias) : cbrt(t);
}

struct Tables {
  std::array<std::uint16_t, 256> linear{};   // 8-bit sRGB level -> linear light * 255 * 2^3
  std::array<std::uint16_t, kCubeSize> f{};  // scaled X/Xn, Y/Yn or Z/Zn -> f(t) * 2^15
  std::array<int, 9> weights{};              // rows X, Y, Z over columns B, G, R; * 2^12 / white

  Tables() {
    const softfloat level(255 * (1 << kGammaShift)), f255(255);
    for (int i = 0; i < 256; ++i)
      linear[static_cast<std::size_t>(i)] =
          static_cast<std::uint16_t>(cvRound(level * srgbToLinear(softfloat(i) / f255)));
    const softfloat step = softfloat::one() / level, fScale(1 << kFShift);
    for (int i = 0; i < kCubeSize; ++i)
      f[static_cast<std::size_t>(i)] =
          static_cast<std::uint16_t>(cvRound(fScale * labF(step * softfloat(i))));
    // sRGB -> XYZ (D65) over columns R, G, B, and the D65 white point.
    const double rgbToXyz[9] = {0.412453, 0.357580, 0.180423, 0.212671, 0.715160,
                                0.072169, 0.019334, 0.119193, 0.950227};
    const double white[3] = {0.950456, 1.0, 1.088754};
    for (int row = 0; row < 3; ++row)
      for (int col = 0; col < 3; ++col)
        weights[static_cast<std::size_t>(row * 3 + 2 - col)] = static_cast<int>(
            std::lrint(rgbToXyz[row * 3 + col] * (1 << kWeightShift) / white[row]));
  }
};

const Tables& tables() {
  static const Tables t;
  return t;
}

}  // namespace

cv::Mat bgrToLab8(const cv::Mat& bgr) {
  CV_Assert(bgr.type() == CV_8UC3);
  const Tables& t = tables();
  const int* w = t.weights.data();
  const std::uint16_t* f = t.f.data();
  // L = 116 f(Y) - 16 and a, b = 500 (f(X) - f(Y)), 200 (f(Y) - f(Z)) + 128, in OpenCV's 8-bit
  // scale (L * 255 / 100) and its rounding.
  const int lScale = (116 * 255 + 50) / 100;
  const int lOffset = -((16 * 255 * (1 << kFShift) + 50) / 100);
  const int abOffset = 128 * (1 << kFShift);
  cv::Mat lab(bgr.size(), CV_8UC3);
  for (int y = 0; y < bgr.rows; ++y) {
    const std::uint8_t* src = bgr.ptr<std::uint8_t>(y);
    std::uint8_t* dst = lab.ptr<std::uint8_t>(y);
    for (int x = 0; x < bgr.cols; ++x, src += 3, dst += 3) {
      const int b = t.linear[src[0]], g = t.linear[src[1]], r = t.linear[src[2]];
      const int fx = f[descale(b * w[0] + g * w[1] + r * w[2], kWeightShift)];
      const int fy = f[descale(b * w[3] + g * w[4] + r * w[5], kWeightShift)];
      const int fz = f[descale(b * w[6] + g * w[7] + r * w[8], kWeightShift)];
      dst[0] = cv::saturate_cast<std::uint8_t>(descale(lScale * fy + lOffset, kFShift));
      dst[1] = cv::saturate_cast<std::uint8_t>(descale(500 * (fx - fy) + abOffset, kFShift));
      dst[2] = cv::saturate_cast<std::uint8_t>(descale(200 * (fy - fz) + abOffset, kFShift));
    }
  }
  return lab;
}

}  // namespace c6::vision
