#include "footage_testing.h"

#include <map>
#include <opencv2/imgcodecs.hpp>
#include <sstream>

#include "renderer.h"
#include "script.h"

namespace c6::render {

vision::FrameResult FootageSource::next() {
  vision::FrameResult r;
  if (m_next >= m_footage->jpegs.size()) return r;  // End
  r.status = vision::FrameStatus::Ok;
  r.frame.image = cv::imdecode(m_footage->jpegs[m_next], cv::IMREAD_COLOR);
  r.frame.index = static_cast<long long>(m_next);
  r.frame.time = core::secondsToMicros(static_cast<double>(m_next) / m_footage->fps);
  ++m_next;
  return r;
}

std::shared_ptr<const Footage> renderFootage(const std::string& script, const std::string& name) {
  static std::map<std::string, std::shared_ptr<const Footage>> rendered;
  if (auto it = rendered.find(script); it != rendered.end()) return it->second;
  std::istringstream in(script);
  Renderer renderer(parseScript(in, name));
  auto footage = std::make_shared<Footage>();
  footage->fps = renderer.script().fps;
  for (int i = 0; i < renderer.frameCount(); ++i) {
    footage->jpegs.emplace_back();
    cv::imencode(".jpg", renderer.render(i), footage->jpegs.back(), {cv::IMWRITE_JPEG_QUALITY, 90});
  }
  rendered[script] = footage;
  return footage;
}

}  // namespace c6::render
