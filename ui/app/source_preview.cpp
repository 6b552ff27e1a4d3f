#include "ui/app/source_preview.h"

#include <QCoreApplication>
#include <QEvent>
#include <memory>
#include <optional>

namespace c6::ui {

SourcePreview::SourcePreview(vision::BoardLocator locator, QObject* parent)
    : QObject(parent), m_locator(std::move(locator)) {}

SourcePreview::~SourcePreview() {
  stop();
}

void SourcePreview::start(const QString& source, int displayWidth) {
  stop();
  m_source = source;
  VisionWorker::Options o;
  o.source = source;
  o.displayFps = 10;
  o.displayWidth = displayWidth;
  // Finding the board takes far longer than a frame: once a second is enough for a preview.
  auto lastLocate = std::make_shared<std::optional<core::Micros>>();
  m_worker = new VisionWorker(o, [lastLocate, locator = m_locator](const vision::Frame& f) {
    FrameAnalysis a;
    if (*lastLocate && f.time - **lastLocate < core::secondsToMicros(1.0)) return a;
    *lastLocate = f.time;
    if (auto loc = locator ? locator(f.image) : std::nullopt) {
      for (int y = 0; y < loc->size; ++y)
        for (int x = 0; x < loc->size; ++x) {
          const cv::Point2f p = loc->project(x, y);
          a.overlay.intersections.emplace_back(p.x, p.y);
        }
      a.overlay.size = loc->size;
    }
    return a;
  });
  m_worker->moveToThread(&m_thread);
  connect(&m_thread, &QThread::started, m_worker, &VisionWorker::run);
  connect(m_worker, &VisionWorker::update, this, &SourcePreview::updated, Qt::QueuedConnection);
  connect(m_worker, &VisionWorker::sourceMessage, this, &SourcePreview::sourceMessage,
          Qt::QueuedConnection);
  connect(
      m_worker, &VisionWorker::sourceMessage, this, [this](const QString& m) { m_lastMessage = m; },
      Qt::QueuedConnection);
  connect(
      m_worker, &VisionWorker::finished, this,
      [this, source](bool ok) {
        if (!ok) emit sourceFailed(source, m_lastMessage);
      },
      Qt::QueuedConnection);
  m_thread.start();
}

void SourcePreview::stop() {
  if (!m_worker) return;
  m_worker->stop();
  m_thread.quit();
  m_thread.wait();
  delete m_worker;
  m_worker = nullptr;
  // Frames the worker sent before it stopped are still queued to us: drop them, or a stopped
  // preview shows a picture again after it was cleared.
  QCoreApplication::removePostedEvents(this, QEvent::MetaCall);
}

void SourcePreview::frameShown() {
  if (m_worker) m_worker->frameShown();
}

}  // namespace c6::ui
