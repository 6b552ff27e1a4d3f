#include "vision/live_source.h"

#include <algorithm>

namespace c6::vision {

using Clock = std::chrono::steady_clock;

LiveSource::LiveSource(SourceKind kind, std::string description, CaptureOpener opener,
                       FrameSourceOptions options)
    : m_kind(kind),
      m_description(std::move(description)),
      m_opener(std::move(opener)),
      m_options(options),
      m_epoch(Clock::now()) {
  m_capture = m_opener();
  if (!m_capture) throw FrameSourceError(m_description + ": cannot open the camera or stream");
  m_thread = std::thread([this] { run(); });
}

LiveSource::~LiveSource() {
  {
    std::lock_guard lock(m_mutex);
    m_stop = true;
  }
  m_cv.notify_all();
  if (m_thread.joinable()) m_thread.join();
}

void LiveSource::post(FrameResult r) {
  {
    std::lock_guard lock(m_mutex);
    if (r.hasFrame() && r.status == FrameStatus::Ok) {
      m_latest = std::move(r);
    } else {
      m_events.push_back(std::move(r));
    }
  }
  m_cv.notify_all();
}

void LiveSource::run() {
  double backoff = m_options.backoffStart;
  bool justReconnected = false;
  int attempts = 0;
  for (;;) {
    {
      std::lock_guard lock(m_mutex);
      if (m_stop) return;
      if (m_reconnectRequested && m_capture) {
        m_reconnectRequested = false;
        m_capture.reset();
        m_events.push_back({FrameStatus::Lost, {}, m_description + ": no frames, reopening"});
        m_cv.notify_all();
      }
    }
    if (!m_capture) {
      ++attempts;
      m_capture = m_opener();
      if (!m_capture) {
        std::unique_lock lock(m_mutex);
        m_cv.wait_for(lock, std::chrono::duration<double>(backoff), [this] { return m_stop; });
        backoff = std::min(backoff * 2, m_options.backoffMax);
        continue;
      }
      justReconnected = true;
    }
    cv::Mat image;
    if (!m_capture->read(image) || image.empty()) {
      m_capture.reset();
      post({FrameStatus::Lost, {}, m_description + ": read failed, reopening"});
      attempts = 0;
      continue;
    }
    Frame f;
    f.image = std::move(image);
    f.time = std::chrono::duration_cast<core::Micros>(Clock::now() - m_epoch);
    {
      std::lock_guard lock(m_mutex);
      f.index = m_nextIndex++;
    }
    if (justReconnected) {
      std::string msg =
          m_description + ": reconnected after " + std::to_string(attempts) + " attempt(s)";
      post({FrameStatus::Reconnected, std::move(f), msg});
      justReconnected = false;
      backoff = m_options.backoffStart;
      attempts = 0;
    } else {
      post({FrameStatus::Ok, std::move(f), {}});
    }
  }
}

FrameResult LiveSource::next() {
  std::unique_lock lock(m_mutex);
  auto ready = [this] { return !m_events.empty() || m_latest.has_value(); };
  if (!m_cv.wait_for(lock, std::chrono::duration<double>(m_options.stallTimeout), ready)) {
    ++m_stallsInRow;
    if (m_stallsInRow >= m_options.stallsBeforeReconnect) {
      m_reconnectRequested = true;
      m_stallsInRow = 0;
    }
    return {FrameStatus::Stalled,
            {},
            m_description + ": no frame for " + std::to_string(m_options.stallTimeout) + " s"};
  }
  m_stallsInRow = 0;
  // A status change older than the newest frame is reported first, so the consumer sees the
  // outage before the frame that ended it.
  if (!m_events.empty()) {
    FrameResult r = std::move(m_events.front());
    m_events.pop_front();
    return r;
  }
  FrameResult r = std::move(*m_latest);
  m_latest.reset();
  return r;
}

}  // namespace c6::vision
