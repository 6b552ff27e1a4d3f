#pragma once
#include <string>
#include <vector>

#include "vision/frame_source.h"

namespace c6::vision {

// Stills from a folder, a glob ("dir/*.jpg") or a printf pattern ("dir/%03d.jpg"), in natural order
// (2 before 10). When every file name holds a number, that number is the frame index and the time
// is index * interval, so a sequence with gaps (000-011, 077, 101) keeps its gaps in time. An
// unreadable image is reported as Skipped and the sequence goes on.
class ImageSequenceSource : public FrameSource {
 public:
  ImageSequenceSource(const std::string& spec, double interval);

  FrameResult next() override;
  SourceKind kind() const override { return SourceKind::ImageSequence; }
  std::optional<long long> frameCount() const override {
    return static_cast<long long>(m_files.size());
  }
  double fps() const override { return m_interval > 0 ? 1.0 / m_interval : 0.0; }
  void seek(core::Micros t) override;
  std::string describe() const override { return m_spec; }

  const std::vector<std::string>& files() const { return m_files; }
  const std::vector<long long>& indices() const { return m_indices; }

 private:
  std::string m_spec;
  double m_interval;
  std::vector<std::string> m_files;
  std::vector<long long> m_indices;
  std::size_t m_pos = 0;
};

// The files a sequence spec names, in natural order. Throws FrameSourceError when there are none.
std::vector<std::string> listSequence(const std::string& spec);

}  // namespace c6::vision
