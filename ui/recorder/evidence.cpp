#include "ui/recorder/evidence.h"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>
#include <stdexcept>
#include <utility>

namespace c6::ui {

namespace fs = std::filesystem;

void EvidenceRecorder::offer(const cv::Mat& frame, core::Micros t) {
  const auto gap = core::secondsToMicros(1.0 / m_options.rate);
  const bool clipWants = !m_open.empty();
  if (m_lastKey && t - *m_lastKey < gap) return;
  if (frame.empty()) return;
  cv::Mat small = frame;
  if (frame.cols > m_options.maxWidth) {
    double s = static_cast<double>(m_options.maxWidth) / frame.cols;
    cv::resize(frame, small, cv::Size(), s, s, cv::INTER_AREA);
  }
  Key k{t, {}};
  cv::imencode(".jpg", small, k.jpeg, {cv::IMWRITE_JPEG_QUALITY, m_options.jpegQuality});
  m_lastKey = t;
  m_ring.push_back(std::move(k));
  const auto keep = core::secondsToMicros(m_options.before);
  while (!m_ring.empty() && t - m_ring.front().t > keep) m_ring.pop_front();
  if (clipWants) {
    const auto after = core::secondsToMicros(m_options.after);
    for (auto it = m_open.begin(); it != m_open.end();) {
      if (t - it->flagAt <= after) {
        write(*it, m_ring.back());
        it->lastWritten = t;
        ++it;
      } else {
        it = m_open.erase(it);
      }
    }
  }
}

std::string EvidenceRecorder::startClip(const std::string& folder, core::Micros t) {
  std::error_code ec;
  fs::create_directories(folder, ec);
  if (ec) throw std::runtime_error(folder + ": cannot create the evidence folder: " + ec.message());
  Clip c{folder, t, t};
  for (const Key& k : m_ring) write(c, k);
  m_open.push_back(c);
  return folder;
}

void EvidenceRecorder::flush() {
  m_open.clear();
}

std::size_t EvidenceRecorder::bufferedBytes() const {
  std::size_t n = 0;
  for (const Key& k : m_ring) n += k.jpeg.size();
  return n;
}

std::vector<std::string> EvidenceRecorder::filesIn(const std::string& folder) const {
  std::vector<std::string> out;
  std::error_code ec;
  for (const auto& e : fs::directory_iterator(folder, ec)) out.push_back(e.path().string());
  std::sort(out.begin(), out.end());
  return out;
}

void EvidenceRecorder::write(const Clip& clip, const Key& key) {
  // Names sort by time; the offset from the flag is in the name so the arbiter sees before/after.
  double rel = core::toSeconds(key.t - clip.flagAt);
  char name[64];
  std::snprintf(name, sizeof name, "t%010.3f_%+07.2fs.jpg", core::toSeconds(key.t), rel);
  const fs::path path = fs::path(clip.folder) / name;
  errno = 0;
  std::ofstream out(path, std::ios::binary);
  if (out)
    out.write(reinterpret_cast<const char*>(key.jpeg.data()),
              static_cast<std::streamsize>(key.jpeg.size()));
  if (out) out.close();
  if (out) return;
  const std::string why = errno ? std::strerror(errno) : "write failed";
  std::error_code ec;
  fs::remove(path, ec);
  if (std::find(m_failedFolders.begin(), m_failedFolders.end(), clip.folder) !=
      m_failedFolders.end())
    return;
  m_failedFolders.push_back(clip.folder);
  m_failures.emplace_back(clip.folder,
                          path.string() + ": cannot write the evidence image (" + why + ")");
}

std::vector<std::pair<std::string, std::string>> EvidenceRecorder::takeFailures() {
  return std::exchange(m_failures, {});
}

}  // namespace c6::ui
