#include "ui/app/vision_worker.h"

#include <QElapsedTimer>
#include <QThread>

#include "ui/app/image_convert.h"

namespace c6::ui {

VisionWorker::VisionWorker(Options options, FrameAnalyzer analyzer)
    : m_options(std::move(options)), m_analyzer(std::move(analyzer)) {
  qRegisterMetaType<c6::ui::VisionUpdate>();
}

void VisionWorker::run() {
  std::unique_ptr<vision::FrameSource> source;
  try {
    source = vision::openFrameSource(m_options.source.toStdString());
  } catch (const std::exception& e) {
    emit sourceMessage(tr("Cannot open the source: %1").arg(QString::fromStdString(e.what())));
    emit finished(false);
    return;
  }
  emit sourceMessage(QString::fromStdString(source->describe()));
  QElapsedTimer wall;
  wall.start();
  std::optional<core::Micros> firstTime;
  core::Micros lastShown{-1'000'000'000};
  const auto displayGap = core::secondsToMicros(1.0 / std::max(1.0, m_options.displayFps));
  while (!m_stop) {
    vision::FrameResult r = source->next();
    if (r.status == vision::FrameStatus::End) break;
    if (!r.hasFrame()) {
      emit sourceMessage(QString::fromStdString(r.message));
      continue;
    }
    if (r.status == vision::FrameStatus::Reconnected)
      emit sourceMessage(QString::fromStdString(r.message));
    ++m_frames;
    const vision::Frame& frame = r.frame;
    if (!firstTime) firstTime = frame.time;
    if (m_options.realTime && !source->live()) {
      // A file plays at its own speed, so the clocks and the video agree.
      const auto due = (frame.time - *firstTime).count() / 1000 - wall.elapsed();
      if (due > 0) QThread::msleep(static_cast<unsigned long>(due));
    }
    VisionUpdate u;
    u.time = frame.time;
    u.analysis = m_analyzer ? m_analyzer(frame) : FrameAnalysis{};
    const bool show = frame.time - lastShown >= displayGap && m_inFlight == 0;
    if (show && !frame.image.empty()) {
      double scale = 1.0;
      u.frame = displayImage(frame.image, m_options.displayWidth, &scale);
      u.analysis.overlay.scale(scale);
      lastShown = frame.time;
      m_inFlight = 1;
    }
    if (!u.frame.isNull() || !u.analysis.observations.empty()) emit update(u);
  }
  emit finished(true);
}

}  // namespace c6::ui
