#include "textures.h"

#include <cmath>
#include <numbers>
#include <opencv2/imgproc.hpp>

namespace c6::render {
namespace {

// Noise with cells of cellW x cellH pixels: streaks along y when cellH > cellW, like wood fibres.
cv::Mat cellNoise(cv::Size size, double cellW, double cellH, cv::RNG& rng) {
  cv::Mat small(std::max(2, static_cast<int>(size.height / cellH) + 2),
                std::max(2, static_cast<int>(size.width / cellW) + 2), CV_32F);
  rng.fill(small, cv::RNG::UNIFORM, 0.0, 1.0);
  cv::Mat big;
  cv::resize(small, big, size, 0, 0, cv::INTER_CUBIC);
  return big;
}

cv::Mat colourise(const cv::Mat& shade, cv::Vec3f bgr) {
  std::vector<cv::Mat> ch(3);
  for (int i = 0; i < 3; ++i) ch[static_cast<std::size_t>(i)] = shade * bgr[i];
  cv::Mat out, out8;
  cv::merge(ch, out);
  out.convertTo(out8, CV_8UC3);
  return out8;
}

// Ring pattern of a sawn log: straight parallel grain or "cathedral" arches, bent by low noise.
cv::Mat woodRings(cv::Size size, double periodPx, cv::RNG& rng, bool allowCathedral = true) {
  cv::Mat warp = cellNoise(size, size.width / 3.0, size.height / 2.0, rng);
  cv::Mat rings(size, CV_32F);
  const bool cathedral = allowCathedral && rng.uniform(0.0, 1.0) < 0.6;
  const double x0 = rng.uniform(0.2, 0.8) * size.width;
  const double y0 = rng.uniform(-0.5, 1.5) * size.height;
  const double stretch = rng.uniform(0.08, 0.2);
  const double bend = rng.uniform(1.5, 4.0);
  for (int y = 0; y < size.height; ++y) {
    float* r = rings.ptr<float>(y);
    const float* w = warp.ptr<float>(y);
    for (int x = 0; x < size.width; ++x) {
      double d = cathedral ? std::hypot(x - x0, stretch * (y - y0)) : x;
      double phase = d / periodPx + bend * w[x];
      double s = 0.5 + 0.5 * std::sin(2.0 * std::numbers::pi * phase);
      r[x] = static_cast<float>(s * s * s);
    }
  }
  return rings;
}

}  // namespace

cv::Mat fractalNoise(cv::Size size, double firstCellPx, int octaves, cv::RNG& rng) {
  cv::Mat sum = cv::Mat::zeros(size, CV_32F);
  double amp = 1.0, total = 0.0, cell = firstCellPx;
  for (int i = 0; i < octaves && cell >= 1.0; ++i) {
    sum += amp * cellNoise(size, cell, cell, rng);
    total += amp;
    amp *= 0.5;
    cell /= 2.0;
  }
  return sum / total;
}

cv::Mat makeBoardTexture(const BoardGeometry& g, const BoardLook& look, double pxPerMm,
                         cv::RNG& rng) {
  const cv::Size size(static_cast<int>(std::lround(2 * g.halfWidth() * pxPerMm)),
                      static_cast<int>(std::lround(2 * g.halfHeight() * pxPerMm)));
  cv::Mat rings = woodRings(size, look.grainPeriodMm * pxPerMm, rng);
  cv::Mat fibres = cellNoise(size, 1.5 * pxPerMm, 40 * pxPerMm, rng);
  cv::Mat blotch = fractalNoise(size, size.width / 2.0, 4, rng);
  cv::Mat shade = 1.0f - look.grainContrast * rings - 0.06f * fibres + 0.12f * (blotch - 0.5f);

  // Ink: grid lines and star points, drawn into a coverage mask so they darken the wood under them.
  cv::Mat ink = cv::Mat::zeros(size, CV_8U);
  const int shift = 4;
  const double k = pxPerMm * (1 << shift);
  auto tex = [&](double col, double row) {
    cv::Vec3d w = g.point(col, row);
    return cv::Point(static_cast<int>(std::lround((w[0] + g.halfWidth()) * k)),
                     static_cast<int>(std::lround((g.halfHeight() - w[1]) * k)));
  };
  const int thick = std::max(1, static_cast<int>(std::lround(look.lineWidthMm * pxPerMm)));
  const int n = g.size - 1;
  for (int i = 0; i <= n; ++i) {
    const int t = (i == 0 || i == n) ? thick + 1 : thick;
    cv::line(ink, tex(i, 0), tex(i, n), cv::Scalar(255), t, cv::LINE_AA, shift);
    cv::line(ink, tex(0, i), tex(n, i), cv::Scalar(255), t, cv::LINE_AA, shift);
  }
  if (g.size == 19) {
    for (int c : {3, 9, 15})
      for (int r : {3, 9, 15})
        cv::circle(ink, tex(c, r), static_cast<int>(std::lround(2.0 * k)), cv::Scalar(255),
                   cv::FILLED, cv::LINE_AA, shift);
  }
  cv::Mat inkF;
  ink.convertTo(inkF, CV_32F, look.lineDarkness / 255.0);
  shade = shade.mul(1.0f - inkF);

  // Worn, slightly darker rim where the edge is chamfered.
  const int rim = std::max(1, static_cast<int>(1.5 * pxPerMm));
  cv::Mat rimMask(size, CV_32F, cv::Scalar(1.0f));
  cv::rectangle(rimMask, cv::Rect(0, 0, size.width, size.height), cv::Scalar(0.82f), rim);
  cv::GaussianBlur(rimMask, rimMask, cv::Size(0, 0), rim * 0.5);
  shade = shade.mul(rimMask);
  return colourise(shade, look.woodBgr);
}

cv::Mat makeSideTexture(const BoardLook& look, cv::RNG& rng) {
  const cv::Size size(256, 48);
  cv::Mat streaks = cellNoise(size, 30, 2, rng);
  cv::Mat shade = 0.72f - 0.1f * streaks;
  return colourise(shade, look.woodBgr);
}

cv::Mat makeTableTexture(TableKind kind, double sizeMm, double pxPerMm, const BoardGeometry& g,
                         cv::Vec2d shadowOffsetMm, cv::RNG& rng) {
  const int n = static_cast<int>(std::lround(sizeMm * pxPerMm));
  const cv::Size size(n, n);
  cv::Mat shade;
  cv::Vec3f bgr;
  switch (kind) {
    case TableKind::Cloth: {
      cv::Mat folds = fractalNoise(size, n / 4.0, 3, rng);
      cv::Mat weave = cellNoise(size, 1.5, 1.5, rng);
      shade = 0.94f + 0.14f * (folds - 0.5f) + 0.03f * (weave - 0.5f);
      bgr = cv::Vec3f(static_cast<float>(rng.uniform(222, 238)),
                      static_cast<float>(rng.uniform(225, 238)),
                      static_cast<float>(rng.uniform(225, 240)));
      break;
    }
    case TableKind::Wood:
    case TableKind::Dark: {
      cv::Mat rings = woodRings(size, rng.uniform(15.0, 30.0) * pxPerMm, rng, false);
      cv::Mat fibres = cellNoise(size, 2.0, 30 * pxPerMm, rng);
      cv::Mat light = fractalNoise(size, n / 2.0, 3, rng);
      shade = 0.95f - 0.05f * rings - 0.04f * fibres + 0.1f * (light - 0.5f);
      bgr = kind == TableKind::Wood ? cv::Vec3f(150, 185, 210) : cv::Vec3f(38, 52, 72);
      break;
    }
  }
  // The board's shadow: soft, offset away from the light, plus a darker contact line under it.
  cv::Mat shadow = cv::Mat::zeros(size, CV_32F);
  auto rect = [&](double dx, double dy, double grow) {
    const double cx = n / 2.0 + dx * pxPerMm, cy = n / 2.0 - dy * pxPerMm;
    const double hw = (g.halfWidth() + grow) * pxPerMm, hh = (g.halfHeight() + grow) * pxPerMm;
    return cv::Rect(cv::Point(static_cast<int>(cx - hw), static_cast<int>(cy - hh)),
                    cv::Point(static_cast<int>(cx + hw), static_cast<int>(cy + hh)));
  };
  cv::rectangle(shadow, rect(shadowOffsetMm[0], shadowOffsetMm[1], 5.0), cv::Scalar(0.45f),
                cv::FILLED);
  cv::GaussianBlur(shadow, shadow, cv::Size(0, 0), 12.0 * pxPerMm);
  cv::Mat contact = cv::Mat::zeros(size, CV_32F);
  cv::rectangle(contact, rect(0, 0, 1.0), cv::Scalar(0.5f), cv::FILLED);
  cv::GaussianBlur(contact, contact, cv::Size(0, 0), 2.0 * pxPerMm);
  shade = shade.mul(1.0f - cv::max(shadow, contact));
  return colourise(shade, bgr);
}

}  // namespace c6::render
