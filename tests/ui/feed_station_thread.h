#pragma once
#include <sys/resource.h>

#include <QMetaObject>
#include <QThread>
#include <memory>

#include "ui/feed/feed_station.h"

namespace c6::ui::test {

// A FeedStation on its own thread, as a recorder runs it: the recorder posts events, the station's
// event loop serves viewers.
class StationThread {
 public:
  explicit StationThread(feed::StationOptions options) {
    m_thread.start();
    m_context.moveToThread(&m_thread);
    QMetaObject::invokeMethod(
        &m_context,
        [&] {
          m_station = new feed::FeedStation(options);
          m_ok = m_station->start();
          m_port = m_station->port();
        },
        Qt::BlockingQueuedConnection);
  }
  ~StationThread() {
    QMetaObject::invokeMethod(
        &m_context, [&] { delete m_station; }, Qt::BlockingQueuedConnection);
    m_thread.quit();
    m_thread.wait();
  }
  bool ok() const { return m_ok; }
  quint16 port() const { return m_port; }
  feed::FeedStation& station() { return *m_station; }
  int viewerCount() {
    int n = 0;
    QMetaObject::invokeMethod(
        &m_context, [&] { n = m_station->server()->viewerCount(); }, Qt::BlockingQueuedConnection);
    return n;
  }

 private:
  QThread m_thread;
  QObject m_context;
  feed::FeedStation* m_station = nullptr;
  bool m_ok = false;
  quint16 m_port = 0;
};

// Hundreds of loopback sockets need more descriptors than the usual soft limit of 1024.
inline void raiseFileLimit() {
  rlimit r{};
  if (getrlimit(RLIMIT_NOFILE, &r) == 0 && r.rlim_cur < r.rlim_max) {
    r.rlim_cur = r.rlim_max;
    setrlimit(RLIMIT_NOFILE, &r);
  }
}

}  // namespace c6::ui::test
