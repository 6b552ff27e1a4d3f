#pragma once
#include <QImage>
#include <map>
#include <string>
#include <vector>

#include "ui/app/game_snapshot.h"
#include "ui/recorder/recorder.h"

namespace c6::ui {

// The key images the recorder writes for each flag (its evidence folder), read for the arbiter
// panel. A folder grows for a few seconds after its flag; it is read again only when its file count
// changes.
class EvidenceImages {
 public:
  explicit EvidenceImages(int maxImages = 8, int width = 480) : m_max(maxImages), m_width(width) {}
  // The folder's images, oldest first, at most maxImages spread over the clip, shrunk to `width`.
  const std::vector<QImage>& of(const std::string& folder);

 private:
  struct Entry {
    std::size_t files = 0;
    std::vector<QImage> images;
  };
  int m_max, m_width;
  std::map<std::string, Entry> m_cache;
};

// Everything the window shows about a recording at the recorder's time: the record (turns with both
// clocks, flags, rulings, clock operations), the position, the open flags with what to restore and
// their evidence, and both clocks. `record` is recorder.record(). Called on the recorder's thread.
GameSnapshot snapshotOfRecorder(const Recorder& recorder, const core::GameRecord& record,
                                EvidenceImages& evidence);

}  // namespace c6::ui
