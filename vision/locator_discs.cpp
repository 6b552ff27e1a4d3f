#include "vision/locator_discs.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <opencv2/imgproc.hpp>

#include "vision/lab8.h"
#include "vision/light_balance.h"

namespace c6::vision {

namespace {

// Scales of the Gaussian stack (pixels of the half-size image): consecutive ratio sqrt(2), so each
// difference approximates a scale-normalised Laplacian; radii ~3 to ~25 px of the input.
constexpr int kLevels = 7;
constexpr double kSigma0 = 1.2;
// Weakest blob contrast kept (grey levels of the scale-normalised response): below it, wood grain.
constexpr float kMinStrength = 15.f;
// Largest ratio of the two principal curvatures: a disc is about 1, a line or an edge far more.
constexpr double kMaxCurvatureRatio = 4.0;

// Least difference (grey levels) between a disc's inside and the ring just outside it. A stone
// differs from the wood around it all the way round; a square of wood framed by grid lines does not
// (its ring is mostly the same wood), nor does a patch of grain.
constexpr double kMinRingContrast = 40.0;

// Stretch of the Lab chroma channels before they are searched like grey: stone colours differ
// from wood by fewer levels of a* or b* than of lightness.
constexpr double kChromaGain = 2.0;

// Directions of the samples in ringContrast: the same angles for every disc, so computed once.
struct RingDirections {
  std::array<double, 16> cosA{}, sinA{}, cosB{}, sinB{};  // a = k pi / 8, b = a + pi / 16
  RingDirections() {
    for (std::size_t k = 0; k < 16; ++k) {
      const double a = static_cast<double>(k) * CV_PI / 8;
      cosA[k] = std::cos(a);
      sinA[k] = std::sin(a);
      cosB[k] = std::cos(a + CV_PI / 16);
      sinB[k] = std::sin(a + CV_PI / 16);
    }
  }
};

template <std::size_t N>
double median(std::array<double, N>& v) {
  std::nth_element(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(N / 2), v.end());
  return v[N / 2];
}

// Median grey inside the disc against the median of a ring around it, signed like the disc's tone.
double ringContrast(const cv::Mat& gray, const Disc& d) {
  static const RingDirections dirs;
  std::array<double, 32> in{}, ring{};
  auto at = [&](double r, double c, double s) {
    const int x = std::clamp(cvRound(d.centre.x + r * c), 0, gray.cols - 1);
    const int y = std::clamp(cvRound(d.centre.y + r * s), 0, gray.rows - 1);
    return static_cast<double>(gray.at<uchar>(y, x));
  };
  for (std::size_t k = 0; k < 16; ++k) {
    in[2 * k] = at(0.25 * d.radius, dirs.cosA[k], dirs.sinA[k]);
    in[2 * k + 1] = at(0.5 * d.radius, dirs.cosB[k], dirs.sinB[k]);
    ring[2 * k] = at(1.2 * d.radius, dirs.cosA[k], dirs.sinA[k]);
    ring[2 * k + 1] = at(1.45 * d.radius, dirs.cosB[k], dirs.sinB[k]);
  }
  return d.tone * (median(in) - median(ring));
}

// Appends to `discs` those of `found` that lie where none of them already is.
void addNewDiscs(const std::vector<Disc>& found, std::vector<Disc>& discs) {
  for (const auto& d : found) {
    const bool known = std::any_of(discs.begin(), discs.end(), [&](const Disc& k) {
      return cv::norm(d.centre - k.centre) < 0.7f * std::max(d.radius, k.radius);
    });
    if (!known) discs.push_back(d);
  }
}

}  // namespace

std::vector<Disc> findDiscs(const cv::Mat& gray) {
  std::vector<Disc> out;
  if (gray.empty() || gray.type() != CV_8UC1 || std::min(gray.cols, gray.rows) < 32) return out;
  cv::Mat half;
  cv::resize(gray, half, {}, 0.5, 0.5, cv::INTER_AREA);
  half.convertTo(half, CV_32F);
  std::array<cv::Mat, kLevels> blur;
  std::array<double, kLevels> sigma{};
  // Wide blurs are done on a quarter-size copy and scaled back up: the same picture at a fraction
  // of the cost (they hold no detail finer than that copy anyway).
  cv::Mat quarter;
  cv::resize(half, quarter, {}, 0.5, 0.5, cv::INTER_AREA);
  for (int i = 0; i < kLevels; ++i) {
    const double sg = kSigma0 * std::pow(std::sqrt(2.0), i);
    auto& b = blur[static_cast<std::size_t>(i)];
    sigma[static_cast<std::size_t>(i)] = sg;
    if (sg < 3.0) {
      cv::GaussianBlur(half, b, {}, sg, 0, cv::BORDER_REPLICATE);
    } else {
      cv::GaussianBlur(quarter, b, {}, std::sqrt(sg * sg / 4.0 - 0.25), 0, cv::BORDER_REPLICATE);
      cv::resize(b, b, half.size(), 0, 0, cv::INTER_LINEAR);
    }
  }
  // DoG of a dark disc is positive at its centre (blurring brings the lighter surroundings in).
  // (k - 1) sigma^2 LoG with k = sqrt(2): divide by 0.414 for grey levels of contrast.
  constexpr int kDogs = kLevels - 1;
  std::array<cv::Mat, kDogs> dog, maxPos, maxNeg;
  for (std::size_t i = 0; i < kDogs; ++i) {
    dog[i] = (blur[i + 1] - blur[i]) * (1.0 / 0.414);
    cv::dilate(dog[i], maxPos[i], cv::Mat());
    cv::Mat neg = -dog[i];
    cv::dilate(neg, maxNeg[i], cv::Mat());
  }
  std::vector<Disc> found;
  for (int l = 0; l < kDogs; ++l) {
    const cv::Mat& d = dog[static_cast<std::size_t>(l)];
    const int lo = std::max(0, l - 1), hi = std::min(kDogs - 1, l + 1);
    const double s =
        std::sqrt(sigma[static_cast<std::size_t>(l)] * sigma[static_cast<std::size_t>(l) + 1]);
    // The blob must lie inside the image: a half-seen disc has no trustworthy centre.
    const int border = std::max(2, static_cast<int>(std::ceil(s)));
    for (int y = border; y < d.rows - border; ++y) {
      const float* row = d.ptr<float>(y);
      for (int x = border; x < d.cols - border; ++x) {
        const float v = row[x];
        if (std::abs(v) < kMinStrength) continue;
        const int tone = v > 0 ? -1 : 1;
        bool isMax = true;
        for (int k = lo; k <= hi && isMax; ++k) {
          const auto& m =
              tone < 0 ? maxPos[static_cast<std::size_t>(k)] : maxNeg[static_cast<std::size_t>(k)];
          if (m.at<float>(y, x) > std::abs(v) + 1e-6f) isMax = false;
        }
        if (!isMax) continue;
        const double dxx = row[x + 1] + row[x - 1] - 2.0 * v;
        const double dyy = d.at<float>(y + 1, x) + d.at<float>(y - 1, x) - 2.0 * v;
        const double dxy = 0.25 * (d.at<float>(y + 1, x + 1) - d.at<float>(y + 1, x - 1) -
                                   d.at<float>(y - 1, x + 1) + d.at<float>(y - 1, x - 1));
        const double det = dxx * dyy - dxy * dxy, tr = dxx + dyy;
        const double r = kMaxCurvatureRatio;
        if (det <= 0 || tr * tr * r >= (r + 1) * (r + 1) * det) continue;
        // Sub-pixel centre from a parabola through each axis.
        const double ox = std::abs(dxx) > 1e-9
                              ? std::clamp(-0.5 * (row[x + 1] - row[x - 1]) / dxx, -0.5, 0.5)
                              : 0.0;
        const double oy =
            std::abs(dyy) > 1e-9
                ? std::clamp(-0.5 * (d.at<float>(y + 1, x) - d.at<float>(y - 1, x)) / dyy, -0.5,
                             0.5)
                : 0.0;
        Disc disc;
        // Half-size pixel i covers input pixels 2i and 2i + 1: its centre is 2i + 0.5.
        disc.centre = cv::Point2f(static_cast<float>(2 * (x + ox) + 0.5),
                                  static_cast<float>(2 * (y + oy) + 0.5));
        disc.radius = static_cast<float>(2 * std::sqrt(2.0) * s);
        disc.tone = tone;
        disc.strength = std::abs(v);
        found.push_back(disc);
      }
    }
  }
  // Discs are compared with their neighbours only: a coarse grid of buckets keeps that linear.
  const float bucket = 16.f;
  const int bw = gray.cols / static_cast<int>(bucket) + 1,
            bh = gray.rows / static_cast<int>(bucket) + 1;
  auto near = [&](const std::vector<std::vector<int>>& grid, const std::vector<Disc>& kept,
                  const Disc& d, float reach, auto&& test) {
    const int r = static_cast<int>(std::ceil(reach / bucket));
    const int cx = static_cast<int>(d.centre.x / bucket),
              cy = static_cast<int>(d.centre.y / bucket);
    for (int y = std::max(0, cy - r); y <= std::min(bh - 1, cy + r); ++y)
      for (int x = std::max(0, cx - r); x <= std::min(bw - 1, cx + r); ++x)
        for (int i : grid[static_cast<std::size_t>(y * bw + x)])
          if (test(kept[static_cast<std::size_t>(i)])) return true;
    return false;
  };
  auto bucketOf = [&](const Disc& d) {
    const int x = std::clamp(static_cast<int>(d.centre.x / bucket), 0, bw - 1);
    const int y = std::clamp(static_cast<int>(d.centre.y / bucket), 0, bh - 1);
    return static_cast<std::size_t>(y * bw + x);
  };
  float maxRadius = 0;
  for (const auto& d : found) maxRadius = std::max(maxRadius, d.radius);
  // One disc per blob: the strongest response wins over weaker ones at other scales nearby.
  std::sort(found.begin(), found.end(),
            [](const Disc& a, const Disc& b) { return a.strength > b.strength; });
  std::vector<Disc> blobs;
  std::vector<std::vector<int>> grid(static_cast<std::size_t>(bw * bh));
  for (const auto& d : found) {
    if (ringContrast(gray, d) < kMinRingContrast) continue;
    const bool clash = near(grid, blobs, d, 0.7f * maxRadius, [&](const Disc& k) {
      return cv::norm(d.centre - k.centre) < 0.7f * std::max(d.radius, k.radius);
    });
    if (clash) continue;
    grid[bucketOf(d)].push_back(static_cast<int>(blobs.size()));
    blobs.push_back(d);
  }
  // Between touching stones the wood shows as small light blobs (and a stone's glint as a small
  // one on it): a blob much smaller than a neighbour within that neighbour's reach is no stone.
  for (const auto& d : blobs) {
    const bool dwarfed = near(grid, blobs, d, 2.2f * maxRadius, [&](const Disc& k) {
      return k.radius > 1.5f * d.radius && cv::norm(d.centre - k.centre) < 2.2f * k.radius;
    });
    if (!dwarfed) out.push_back(d);
  }
  return out;
}

std::vector<Disc> findStoneDiscs(const cv::Mat& bgr, const cv::Vec3d& gains) {
  if (bgr.empty() || bgr.type() != CV_8UC3) return {};
  const cv::Mat balanced = balancedBgr(bgr, gains);
  cv::Mat gray;
  cv::cvtColor(balanced, gray, cv::COLOR_BGR2GRAY);
  std::vector<Disc> out = findDiscs(gray);
  std::array<cv::Mat, 3> ch;
  cv::split(bgrToLab8(balanced), ch);
  for (std::size_t c = 1; c < 3; ++c) {
    cv::Mat stretched;
    ch[c].convertTo(stretched, CV_8U, kChromaGain, 128.0 * (1.0 - kChromaGain));
    addNewDiscs(findDiscs(stretched), out);
  }
  if (gains != cv::Vec3d(1, 1, 1)) {
    // The light's own channel is the brightest, the one the balance gave the least gain.
    const int light = gains[0] <= gains[1] && gains[0] <= gains[2] ? 0
                      : gains[1] <= gains[2]                       ? 1
                                                                   : 2;
    cv::Mat channel;
    cv::extractChannel(bgr, channel, light);
    std::vector<Disc> lighter = findDiscs(channel);
    lighter.erase(
        std::remove_if(lighter.begin(), lighter.end(), [](const Disc& d) { return d.tone < 0; }),
        lighter.end());
    addNewDiscs(lighter, out);
  }
  return out;
}

}  // namespace c6::vision
