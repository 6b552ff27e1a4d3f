#pragma once
#include <deque>
#include <opencv2/core.hpp>
#include <optional>
#include <string>
#include <vector>

#include "core/time.h"

namespace c6::ui {

struct EvidenceOptions {
  double before = 3.0;  // seconds kept before a flag
  double after = 3.0;   // seconds written after it
  double rate = 4.0;    // key images per second
  int maxWidth = 960;   // key images are shrunk to this width (bounded memory and disk)
  int jpegQuality = 85;
};

// Key images around each flag for the arbiter (rule 10: who caused a misplacement). A ring buffer
// keeps a few compressed key images of the last seconds, so memory stays small whatever the frame
// size; when a flag is raised its folder gets the images from `before` seconds earlier, and the
// following `after` seconds as they come.
class EvidenceRecorder {
 public:
  explicit EvidenceRecorder(EvidenceOptions options = {}) : m_options(options) {}

  // Offers a frame; kept when a key image is due (every 1/rate seconds).
  void offer(const cv::Mat& frame, core::Micros t);
  // Starts a clip for a flag raised at `t` in `folder` (created). Returns the folder.
  std::string startClip(const std::string& folder, core::Micros t);
  // Writes what is still pending (at the end of a recording).
  void flush();
  std::size_t bufferedBytes() const;
  // Files written so far in `folder`.
  std::vector<std::string> filesIn(const std::string& folder) const;
  // Images the disk refused (full, read-only): the first refusal per folder since the last call,
  // each "<folder>: <why>". The refused file is removed, never left as 0 bytes.
  std::vector<std::pair<std::string, std::string>> takeFailures();

 private:
  struct Key {
    core::Micros t;
    std::vector<unsigned char> jpeg;
  };
  struct Clip {
    std::string folder;
    core::Micros flagAt;
    core::Micros lastWritten;
  };
  void write(const Clip& clip, const Key& key);

  EvidenceOptions m_options;
  std::deque<Key> m_ring;
  std::vector<Clip> m_open;
  std::optional<core::Micros> m_lastKey;
  std::vector<std::pair<std::string, std::string>> m_failures;  // folder, why
  std::vector<std::string> m_failedFolders;                     // reported once each
};

}  // namespace c6::ui
