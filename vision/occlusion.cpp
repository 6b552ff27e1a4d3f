#include "vision/occlusion.h"

#include <algorithm>
#include <cmath>
#include <opencv2/imgproc.hpp>

namespace c6::vision {

const char* imageEdgeString(ImageEdge e) {
  switch (e) {
    case ImageEdge::Top:
      return "top";
    case ImageEdge::Bottom:
      return "bottom";
    case ImageEdge::Left:
      return "left";
    case ImageEdge::Right:
      return "right";
  }
  return "?";
}

int OcclusionState::blockedCount() const {
  return static_cast<int>(std::count(blocked.begin(), blocked.end(), std::uint8_t{1}));
}

void OcclusionDetector::reset(const BoardView& view, const cv::Mat& viewImage) {
  m_view = view;
  m_background = viewImage.clone();
  m_previous = viewImage.clone();
  m_unlearnt.release();
  if (m_options.byAppearance) {
    const CoveredGaps covered = findCoveredGaps(viewImage, m_view, m_options.appearance);
    if (covered.count > 0) {
      // The occluder's rim, beyond the gaps its looks cover, is not the board either.
      const int grow = 2 * view.cell() + 1;
      cv::dilate(coveredGapMask(covered, m_view), m_unlearnt,
                 cv::getStructuringElement(cv::MORPH_ELLIPSE, cv::Size(grow, grow)));
    }
  }
}

// Largest change over the three channels, after a light blur that averages sensor noise away.
cv::Mat OcclusionDetector::diffMax(const cv::Mat& a, const cv::Mat& b) const {
  cv::Mat d;
  cv::absdiff(a, b, d);
  cv::blur(d, d, cv::Size(3, 3));
  if (d.channels() == 1) return d;
  cv::Mat ch[3];
  cv::split(d, ch);
  cv::Mat m = cv::max(ch[0], cv::max(ch[1], ch[2]));
  return m;
}

namespace {

// Scales `img` so its mean brightness matches `ref`: a cloud or a lamp changes the whole scene,
// a hand changes part of it.
cv::Mat matchBrightness(const cv::Mat& img, const cv::Mat& ref) {
  cv::Scalar mi = cv::mean(img), mr = cv::mean(ref);
  double si = mi[0] + mi[1] + mi[2], sr = mr[0] + mr[1] + mr[2];
  if (si < 1.0) return img;
  double gain = sr / si;
  if (std::abs(gain - 1.0) < 0.04) return img;
  cv::Mat out;
  img.convertTo(out, -1, gain, 0.0);
  return out;
}

}  // namespace

OcclusionState OcclusionDetector::update(const cv::Mat& viewImage, bool continuous) {
  OcclusionState st;
  if (m_background.empty()) {
    reset(m_view, viewImage);
  }
  const double area = static_cast<double>(viewImage.total());

  cv::Mat motion = diffMax(viewImage, m_previous) > m_options.motionThreshold;
  m_previous = viewImage.clone();
  st.motionFraction = cv::countNonZero(motion) / area;
  st.moving = continuous && st.motionFraction > m_options.motionMinFraction;

  cv::Mat fg = diffMax(matchBrightness(viewImage, m_background), m_background) >
               m_options.foregroundThreshold;
  if (!m_unlearnt.empty()) fg.setTo(0, m_unlearnt);
  st.foregroundFraction = cv::countNonZero(fg) / area;

  // Foreground regions that touch the border are occluders, as is anything that moves.
  cv::Mat labels, stats, centroids;
  int count = cv::connectedComponentsWithStats(fg, labels, stats, centroids, 8, CV_32S);
  const int band = m_options.borderBand;
  const int w = viewImage.cols, h = viewImage.rows;
  std::vector<std::uint8_t> isOccluder(static_cast<std::size_t>(count), 0);
  int sideHits[4] = {0, 0, 0, 0};
  for (int i = 1; i < count; ++i) {
    int x = stats.at<int>(i, cv::CC_STAT_LEFT), y = stats.at<int>(i, cv::CC_STAT_TOP);
    int bw = stats.at<int>(i, cv::CC_STAT_WIDTH), bh = stats.at<int>(i, cv::CC_STAT_HEIGHT);
    int a = stats.at<int>(i, cv::CC_STAT_AREA);
    bool top = y<band, bottom = y + bh> h - band, left = x<band, right = x + bw> w - band;
    if (top || bottom || left || right) {
      isOccluder[static_cast<std::size_t>(i)] = 1;
      if (top) sideHits[0] += a;
      if (bottom) sideHits[1] += a;
      if (left) sideHits[2] += a;
      if (right) sideHits[3] += a;
    }
  }
  cv::Mat occluder = cv::Mat::zeros(fg.size(), CV_8U);
  for (int y = 0; y < h; ++y) {
    const int* l = labels.ptr<int>(y);
    std::uint8_t* o = occluder.ptr<std::uint8_t>(y);
    for (int x = 0; x < w; ++x) o[x] = isOccluder[static_cast<std::size_t>(l[x])] ? 255 : 0;
  }
  if (st.moving) cv::bitwise_or(occluder, motion, occluder);
  if (m_options.byAppearance) {
    st.byAppearance = findCoveredGaps(viewImage, m_view, m_options.appearance);
    if (st.byAppearance.count > 0)
      cv::bitwise_or(occluder, coveredGapMask(st.byAppearance, m_view), occluder);
  }
  st.blocked = pointsUnder(occluder, m_view, m_options.blockRadiusCells, st.blockedMask);
  int best = 0;
  for (int s = 0; s < 4; ++s)
    if (sideHits[s] > sideHits[best]) best = s;
  if (sideHits[best] > 0)
    st.edge = static_cast<ImageEdge>(best);
  else if (st.byAppearance.edge)
    st.edge = st.byAppearance.edge;
  return st;
}

void OcclusionDetector::absorb(const cv::Mat& viewImage, const OcclusionState& state) {
  if (state.blockedMask.empty()) {
    m_background = viewImage.clone();
    m_unlearnt.release();
    return;
  }
  cv::Mat keep;
  cv::bitwise_not(state.blockedMask, keep);
  viewImage.copyTo(m_background, keep);
  if (!m_unlearnt.empty()) m_unlearnt.setTo(0, keep);
}

}  // namespace c6::vision
