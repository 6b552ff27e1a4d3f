#include "vision/frame_source.h"

#include <cctype>
#include <filesystem>
#include <opencv2/videoio.hpp>

#include "vision/image_sequence_source.h"
#include "vision/live_source.h"
#include "vision/video_file_source.h"

namespace c6::vision {

const char* frameStatusString(FrameStatus s) {
  switch (s) {
    case FrameStatus::Ok:
      return "ok";
    case FrameStatus::Stalled:
      return "stalled";
    case FrameStatus::Lost:
      return "lost";
    case FrameStatus::Reconnected:
      return "reconnected";
    case FrameStatus::End:
      return "end";
    case FrameStatus::Skipped:
      return "skipped";
    case FrameStatus::EndedEarly:
      return "ended-early";
  }
  return "?";
}

namespace {

bool startsWith(const std::string& s, const std::string& prefix) {
  return s.rfind(prefix, 0) == 0;
}

bool allDigits(const std::string& s) {
  if (s.empty()) return false;
  for (char c : s)
    if (!std::isdigit(static_cast<unsigned char>(c))) return false;
  return true;
}

class VideoCaptureDevice : public Capture {
 public:
  explicit VideoCaptureDevice(cv::VideoCapture c) : m_capture(std::move(c)) {}
  bool read(cv::Mat& out) override { return m_capture.read(out); }

 private:
  cv::VideoCapture m_capture;
};

CaptureOpener cameraOpener(const std::string& spec) {
  int index =
      allDigits(spec) ? std::stoi(spec) : std::stoi(spec.substr(std::string("/dev/video").size()));
  return [index]() -> std::unique_ptr<Capture> {
    cv::VideoCapture c;
    if (!c.open(index, cv::CAP_V4L2) || !c.isOpened()) return nullptr;
    // Ask for HD; drivers fall back to what the camera offers.
    c.set(cv::CAP_PROP_FRAME_WIDTH, 1280);
    c.set(cv::CAP_PROP_FRAME_HEIGHT, 720);
    c.set(cv::CAP_PROP_BUFFERSIZE, 1);
    return std::make_unique<VideoCaptureDevice>(std::move(c));
  };
}

CaptureOpener streamOpener(const std::string& url, const FrameSourceOptions& options) {
  int timeoutMs = static_cast<int>(options.stallTimeout * 1000.0);
  return [url, timeoutMs]() -> std::unique_ptr<Capture> {
    // FFmpeg's own timeouts keep a dead stream from blocking the reader thread forever.
    std::vector<int> params{cv::CAP_PROP_OPEN_TIMEOUT_MSEC, std::max(timeoutMs, 1000) * 2,
                            cv::CAP_PROP_READ_TIMEOUT_MSEC, std::max(timeoutMs, 1000)};
    cv::VideoCapture c;
    if (!c.open(url, cv::CAP_FFMPEG, params) || !c.isOpened()) return nullptr;
    return std::make_unique<VideoCaptureDevice>(std::move(c));
  };
}

}  // namespace

SourceKind classifySource(const std::string& spec) {
  if (allDigits(spec) || (startsWith(spec, "/dev/video") && allDigits(spec.substr(10))))
    return SourceKind::Camera;
  for (const char* scheme :
       {"rtsp://", "rtsps://", "http://", "https://", "udp://", "tcp://", "rtmp://", "srt://"})
    if (startsWith(spec, scheme)) return SourceKind::Stream;
  std::error_code ec;
  if (std::filesystem::is_directory(spec, ec)) return SourceKind::ImageSequence;
  std::string name = std::filesystem::path(spec).filename().string();
  if (name.find('*') != std::string::npos || name.find('?') != std::string::npos)
    return SourceKind::ImageSequence;
  if (name.find('%') != std::string::npos) return SourceKind::ImageSequence;
  return SourceKind::VideoFile;
}

std::unique_ptr<FrameSource> openFrameSource(const std::string& spec,
                                             const FrameSourceOptions& options) {
  switch (classifySource(spec)) {
    case SourceKind::Camera:
      return std::make_unique<LiveSource>(SourceKind::Camera, spec, cameraOpener(spec), options);
    case SourceKind::Stream:
      return std::make_unique<LiveSource>(SourceKind::Stream, spec, streamOpener(spec, options),
                                          options);
    case SourceKind::ImageSequence:
      return std::make_unique<ImageSequenceSource>(spec, options.sequenceInterval);
    case SourceKind::VideoFile:
      return std::make_unique<VideoFileSource>(spec);
  }
  throw FrameSourceError(spec + ": unknown source");
}

}  // namespace c6::vision
