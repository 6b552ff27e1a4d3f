#include "vision/video_file_source.h"

#include <algorithm>
#include <filesystem>

namespace c6::vision {

VideoFileSource::VideoFileSource(const std::string& path) : m_path(path) {
  std::error_code ec;
  if (!std::filesystem::is_regular_file(path, ec))
    throw FrameSourceError(path + ": no such video file");
  if (!m_capture.open(path, cv::CAP_ANY) || !m_capture.isOpened())
    throw FrameSourceError(path + ": not a video OpenCV can read");
  m_fps = m_capture.get(cv::CAP_PROP_FPS);
  if (!(m_fps > 0.5 && m_fps < 1000.0)) m_fps = 0.0;
  double n = m_capture.get(cv::CAP_PROP_FRAME_COUNT);
  m_count = n > 0 ? static_cast<long long>(n) : 0;
}

std::optional<long long> VideoFileSource::frameCount() const {
  if (m_count <= 0) return std::nullopt;
  return m_count;
}

core::Micros VideoFileSource::timeOf(long long index) const {
  if (m_fps > 0) return core::secondsToMicros(static_cast<double>(index) / m_fps);
  return core::secondsToMicros(m_capture.get(cv::CAP_PROP_POS_MSEC) / 1000.0);
}

FrameResult VideoFileSource::next() {
  Frame f;
  if (!m_capture.read(f.image) || f.image.empty()) {
    // Containers announce their frame count (estimated from the duration by some demuxers, so a
    // little slack); stopping well short of it means the file was cut, and the user must know.
    const long long slack = std::max<long long>(2, m_count / 100);
    if (!m_reportedEnd && m_count > 0 && m_index + slack < m_count) {
      m_reportedEnd = true;
      return {FrameStatus::EndedEarly,
              {},
              m_path + ": ended early at frame " + std::to_string(m_index) + " of " +
                  std::to_string(m_count) + " (the file is damaged or truncated)"};
    }
    return {FrameStatus::End, {}, {}};
  }
  f.index = m_index++;
  f.time = timeOf(f.index);
  return {FrameStatus::Ok, std::move(f), {}};
}

void VideoFileSource::seek(core::Micros t) {
  // Grabbing without decoding to the end is exact for every codec, unlike CAP_PROP_POS_FRAMES.
  while (timeOf(m_index) < t) {
    if (!m_capture.grab()) return;
    ++m_index;
  }
}

}  // namespace c6::vision
