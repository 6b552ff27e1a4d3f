#pragma once
// Rendered games kept in memory for the recorder's in-process tests: each game is rendered once per
// test program and kept as JPEG (as an MJPG video holds it), and played by a frame source.
#include <cstddef>
#include <memory>
#include <string>
#include <vector>

#include "vision/frame_source.h"

namespace c6::render {

struct Footage {
  std::vector<std::vector<unsigned char>> jpegs;
  double fps = 12.0;
};

class FootageSource : public vision::FrameSource {
 public:
  explicit FootageSource(std::shared_ptr<const Footage> footage) : m_footage(std::move(footage)) {}
  vision::FrameResult next() override;
  vision::SourceKind kind() const override { return vision::SourceKind::VideoFile; }
  std::optional<long long> frameCount() const override {
    return static_cast<long long>(m_footage->jpegs.size());
  }
  double fps() const override { return m_footage->fps; }
  std::string describe() const override { return "rendered footage"; }

 private:
  std::shared_ptr<const Footage> m_footage;
  std::size_t m_next = 0;
};

// The footage of a c6render script, rendered on first use.
std::shared_ptr<const Footage> renderFootage(const std::string& script, const std::string& name);

}  // namespace c6::render
