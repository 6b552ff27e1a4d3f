#include "ui/app/evidence_buffer.h"

namespace c6::ui {

void EvidenceBuffer::add(const QImage& frame, core::Micros time) {
  if (frame.isNull()) return;
  if (!m_frames.empty() && time - m_frames.back().time < m_gap && time >= m_frames.back().time) return;
  if (!m_frames.empty() && time < m_frames.back().time) m_frames.clear();  // the source restarted
  m_frames.push_back({frame.width() > m_width ? frame.scaledToWidth(m_width, Qt::SmoothTransformation) : frame, time});
  while (!m_frames.empty() && time - m_frames.front().time > m_span) m_frames.pop_front();
}

std::vector<QImage> EvidenceBuffer::frames() const {
  std::vector<QImage> out;
  for (const Item& i : m_frames) out.push_back(i.image);
  return out;
}

}  // namespace c6::ui
