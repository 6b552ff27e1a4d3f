#include "ui/app/vision_worker.h"

#include <QThread>

#include "ui/app/image_convert.h"
#include "ui/recorder/frame_pacer.h"

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
  FramePacer pacer(source->live() ? 0.0 : 1.0);
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
    const vision::Frame& frame = r.frame;
    // A file plays at its own speed, as the camera it stands in for would.
    QThread::usleep(static_cast<unsigned long>(pacer.wait(frame.time, steadyWallTime()).count()));
    VisionUpdate u;
    u.analysis = m_analyzer ? m_analyzer(frame) : FrameAnalysis{};
    const bool show = frame.time - lastShown >= displayGap && m_inFlight == 0;
    if (show && !frame.image.empty()) {
      double scale = 1.0;
      u.frame = displayImage(frame.image, m_options.displayWidth, &scale);
      u.analysis.overlay.scale(scale);
      lastShown = frame.time;
      m_inFlight = 1;
    }
    if (!u.frame.isNull()) emit update(u);
  }
  emit finished(true);
}

}  // namespace c6::ui
