#include "vision/video_file_source.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <opencv2/core/utils/logger.hpp>

namespace c6::vision {
namespace {

std::string kindOfFile(const std::filesystem::file_status& status) {
  using std::filesystem::file_type;
  switch (status.type()) {
    case file_type::directory:
      return "a folder";
    case file_type::fifo:
      return "a FIFO (a pipe)";
    case file_type::character:
    case file_type::block:
      return "a device";
    case file_type::socket:
      return "a socket";
    default:
      return "a special file";
  }
}

// FFmpeg and GStreamer print 10-25 lines about a file they cannot read, above the one line that
// names the file and the problem; their words are for OpenCV's developers. FFmpeg's level is read
// from the environment when its backend first starts (a level the user set is kept).
bool openQuietly(cv::VideoCapture& capture, const std::string& path) {
  ::setenv("OPENCV_FFMPEG_LOGLEVEL", "-8", 0);
  namespace logging = cv::utils::logging;
  const logging::LogLevel before = logging::setLogLevel(logging::LOG_LEVEL_SILENT);
  const bool opened = capture.open(path, cv::CAP_ANY) && capture.isOpened();
  logging::setLogLevel(before);
  return opened;
}

}  // namespace

VideoFileSource::VideoFileSource(const std::string& path) : m_path(path) {
  std::error_code ec;
  const auto status = std::filesystem::status(path, ec);
  if (!std::filesystem::exists(status)) throw FrameSourceError(path + ": no such video file");
  // Reading a FIFO or a device as a file would block or read endless bytes; say what it is.
  if (!std::filesystem::is_regular_file(status))
    throw FrameSourceError(path + ": is " + kindOfFile(status) + ", not a video file");
  if (!openQuietly(m_capture, path)) throw FrameSourceError(path + ": not a video OpenCV can read");
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
