#pragma once
#include <deque>
#include <vector>

#include <QImage>

#include "core/time.h"

namespace c6::ui {

// The last few seconds of video, a few pictures per second, small: when a flag opens, these are the
// arbiter's evidence of what happened just before (rule 10 asks who caused it).
class EvidenceBuffer {
 public:
  EvidenceBuffer(core::Micros span = core::secondsToMicros(4), core::Micros gap = core::secondsToMicros(0.5),
                 int width = 480)
      : m_span(span), m_gap(gap), m_width(width) {}

  // Keeps the frame when `gap` has passed since the last kept one; forgets frames older than `span`.
  void add(const QImage& frame, core::Micros time);
  // The kept frames, oldest first.
  std::vector<QImage> frames() const;
  std::size_t size() const { return m_frames.size(); }

 private:
  struct Item {
    QImage image;
    core::Micros time;
  };
  core::Micros m_span, m_gap;
  int m_width;
  std::deque<Item> m_frames;
};

}  // namespace c6::ui
