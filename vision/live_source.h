#pragma once
#include <condition_variable>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <thread>

#include "vision/frame_source.h"

namespace c6::vision {

// A device or stream that is open and can be read; the seam that lets tests stand in for a camera.
class Capture {
 public:
  virtual ~Capture() = default;
  // Blocks until a frame arrives; false when the device or stream failed.
  virtual bool read(cv::Mat& out) = 0;
};
// Opens the device or stream; null when it cannot be opened now (the caller retries with backoff).
using CaptureOpener = std::function<std::unique_ptr<Capture>()>;

// A camera or network stream read on its own thread, so a slow consumer gets the newest frame
// (older ones are dropped: live recording wants the present, not a backlog) and a stall never
// blocks the game. A failed read closes the capture and reopens it with exponential backoff; each
// outage is reported once as Lost, the silence as Stalled, the return as Reconnected.
class LiveSource : public FrameSource {
 public:
  // Opens once synchronously and throws FrameSourceError when that fails: a source that never
  // worked is a setup error, not an outage.
  LiveSource(SourceKind kind, std::string description, CaptureOpener opener,
             FrameSourceOptions options);
  ~LiveSource() override;

  FrameResult next() override;
  SourceKind kind() const override { return m_kind; }
  std::string describe() const override { return m_description; }

 private:
  void run();
  void post(FrameResult r);

  SourceKind m_kind;
  std::string m_description;
  CaptureOpener m_opener;
  FrameSourceOptions m_options;
  std::unique_ptr<Capture> m_capture;  // owned by the reader thread after construction
  std::chrono::steady_clock::time_point m_epoch;

  std::mutex m_mutex;
  std::condition_variable m_cv;
  std::deque<FrameResult> m_events;     // status changes, in order
  std::optional<FrameResult> m_latest;  // newest frame not yet taken
  bool m_stop = false;
  bool m_reconnectRequested = false;
  long long m_nextIndex = 0;
  int m_stallsInRow = 0;
  std::thread m_thread;
};

}  // namespace c6::vision
