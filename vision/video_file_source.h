#pragma once
#include <opencv2/videoio.hpp>

#include "vision/frame_source.h"

namespace c6::vision {

// Frames of a video file through OpenCV (FFmpeg): whatever OpenCV reads. Time is frame index / fps
// (decoders' own position is unreliable for some containers); the container's time when fps is
// unknown. A file that stops well before its announced frame count reports EndedEarly once, then
// End.
class VideoFileSource : public FrameSource {
 public:
  explicit VideoFileSource(const std::string& path);

  FrameResult next() override;
  SourceKind kind() const override { return SourceKind::VideoFile; }
  std::optional<long long> frameCount() const override;
  double fps() const override { return m_fps; }
  void seek(core::Micros t) override;
  std::string describe() const override { return m_path; }

 private:
  core::Micros timeOf(long long index) const;

  std::string m_path;
  cv::VideoCapture m_capture;
  double m_fps = 0.0;
  long long m_count = 0;
  long long m_index = 0;
  bool m_reportedEnd = false;
};

}  // namespace c6::vision
