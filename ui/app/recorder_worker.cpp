#include "ui/app/recorder_worker.h"

#include <QTimer>

#include "ui/app/game_status.h"
#include "ui/app/image_convert.h"
#include "ui/app/pipeline_overlay.h"
#include "ui/cli/recorder_event_json.h"
#include "vision/stone_reading.h"

namespace c6::ui {

RecorderWorker::RecorderWorker(Options options) : m_options(std::move(options)) {
  qRegisterMetaType<c6::ui::RecordingUpdate>();
}

RecorderWorker::~RecorderWorker() {
  // The thread has ended: the last record and the pending evidence are written here.
  if (m_recorder) {
    try {
      m_recorder->finish();
    } catch (const std::exception&) {
    }
  }
}

void RecorderWorker::run() {
  try {
    m_recorder =
        std::make_unique<Recorder>(m_options.recorder, m_options.locator, vision::readStones,
                                   [this](const RecorderNotice& n) { onNotice(n); });
    m_recorder->setFrameListener(
        [this](const vision::Frame& f, const vision::PipelineOutput& out) { onFrame(f, out); });
    if (m_options.resumeJournal.empty())
      m_recorder->start();
    else
      m_recorder->resume(m_options.resumeJournal);
  } catch (const std::exception& e) {
    m_recorder.reset();
    emit failed(QString::fromStdString(e.what()));
    return;
  }
  if (m_options.events && hasGameInfo(m_recorder->options().info))
    m_options.events(jsonLine(infoJson(m_recorder->options())));
  emit started(QString::fromStdString(m_recorder->journalPath()));
  emit message(QString::fromStdString(m_recorder->source().describe()));
  m_changed = true;
  publish();
  m_wall.start();
  QTimer::singleShot(0, this, &RecorderWorker::step);
}

void RecorderWorker::step() {
  if (!m_recorder || m_ended) return;
  bool more = false;
  try {
    more = m_recorder->step();
  } catch (const std::exception& e) {
    m_ended = true;
    emit failed(QString::fromStdString(e.what()));
    return;
  }
  if (!more) {
    m_ended = true;
    m_recorder->finish();
    m_changed = true;
    publish();
    if (m_recorder->result().empty()) emit sourceEnded();
    return;
  }
  publish();
  int delay = 0;
  const core::Micros now = m_recorder->now();
  if (!m_firstTime) {
    m_firstTime = now;
    m_wall.restart();
  }
  if (m_options.speed > 0 && !m_recorder->source().live()) {
    // A file plays at its own speed, so its clocks run as they did at the table.
    const double due = core::toSeconds(now - *m_firstTime) * 1000.0 / m_options.speed -
                       static_cast<double>(m_wall.elapsed());
    delay = std::max(0, static_cast<int>(due));
  }
  QTimer::singleShot(delay, this, &RecorderWorker::step);
}

void RecorderWorker::onNotice(const RecorderNotice& n) {
  m_changed = true;
  if (m_options.events)
    if (auto j = recorderEventJson(n, m_recorder.get())) m_options.events(jsonLine(*j));
  if (n.kind != RecorderNotice::Kind::Referee) {
    emit message(QString::fromStdString(n.message));
    return;
  }
  switch (n.event.kind) {
    case core::RefereeEventKind::Turn:
      emit turnConfirmed(n.event.turnNumber);
      break;
    case core::RefereeEventKind::Flag:
      emit flagRaised(QString::fromStdString(n.event.flag.restore));
      break;
    case core::RefereeEventKind::End:
      emit gameOver(resultText(n.event.result));
      break;
    default:
      break;
  }
}

void RecorderWorker::onFrame(const vision::Frame& frame, const vision::PipelineOutput& out) {
  if (!out.observations.empty()) m_lastObservation = out.observations.back();
  const auto gap = core::secondsToMicros(1.0 / std::max(1.0, m_options.displayFps));
  if (frame.image.empty() || frame.time - m_lastShown < gap || m_inFlight != 0) return;
  double scale = 1.0;
  m_pendingFrame = displayImage(frame.image, m_options.displayWidth, &scale);
  m_pendingOverlay = pipelineOverlay(m_recorder->pipeline(), out, m_lastObservation,
                                     m_options.recorder.pipeline.blackSide);
  m_pendingOverlay.scale(scale);
  m_lastShown = frame.time;
}

void RecorderWorker::publish() {
  if (!m_changed && m_pendingFrame.isNull()) return;
  RecordingUpdate u;
  u.record = m_recorder->record();
  u.snapshot = snapshotOfRecorder(*m_recorder, u.record, m_evidence);
  if (!m_pendingFrame.isNull()) {
    u.frame = std::exchange(m_pendingFrame, QImage());
    u.overlay = m_pendingOverlay;
    markOverlay(u.overlay, u.snapshot, m_options.recorder.pipeline.blackSide);
    m_inFlight = 1;
  }
  m_changed = false;
  emit updated(u);
}

void RecorderWorker::command(std::function<void()> body) {
  QMetaObject::invokeMethod(
      this,
      [this, body = std::move(body)] {
        if (!m_recorder) return;
        body();
        m_changed = true;
        publish();
      },
      Qt::QueuedConnection);
}

void RecorderWorker::press(std::optional<core::Color> side) {
  command([this, side] {
    if (!m_recorder->options().manualClock) {
      emit message(tr("The clock is automatic: the camera presses it when a turn is complete."));
      return;
    }
    const auto& clock = m_recorder->clock();
    if (side && clock && clock->state(m_recorder->now()).toMove != *side)
      return;  // the waiting player's switch
    m_recorder->press(m_recorder->now());
  });
}

void RecorderWorker::rule(ArbiterRuling ruling) {
  command([this, ruling] {
    if (!m_recorder->result().empty()) {
      emit message(tr("The game is over"));
      return;
    }
    core::ArbiterAction a;
    switch (ruling) {
      case ArbiterRuling::Accept:
        if (m_recorder->referee().openFlags().empty()) {
          emit message(tr("There is no open flag to accept"));
          return;
        }
        a.ruling = core::Ruling::Accept;
        break;
      case ArbiterRuling::LossBlack:
        a = {core::Ruling::Loss, core::Color::Black};
        break;
      case ArbiterRuling::LossWhite:
        a = {core::Ruling::Loss, core::Color::White};
        break;
      case ArbiterRuling::Void:
        a.ruling = core::Ruling::Void;
        break;
    }
    m_recorder->arbiter(a, m_recorder->now());
  });
}

void RecorderWorker::operateClock(ClockOperation op) {
  command([this, op] {
    if (auto error = m_recorder->operateClock(op, m_recorder->now()))
      emit message(tr("The clock refused: %1").arg(core::clockErrorString(*error)));
  });
}

}  // namespace c6::ui
