#include "ui/app/recorder_worker.h"

#include <QTimer>

#include "ui/app/game_status.h"
#include "ui/app/image_convert.h"
#include "ui/app/pipeline_overlay.h"
#include "ui/app/recording_files.h"
#include "ui/cli/recorder_event_json.h"
#include "vision/stone_reading.h"

namespace c6::ui {

RecorderWorker::RecorderWorker(const GameSetup& setup, const Options& options, QObject* parent)
    : QObject(parent),
      m_setup(setup),
      m_snapshot(snapshotOfSetup(setup.gameInfo())),
      m_options(options),
      m_recorderOptions(recorderOptions(setup, options.folder)),
      m_pacer(options.speed) {
  m_journalPath = QString::fromStdString(m_recorderOptions.recordPath + ".journal");
  launch();
}

RecorderWorker::RecorderWorker(const QString& journalPath, const Options& options,
                               const QString& source, QObject* parent)
    : QObject(parent),
      m_setup(setupOfJournal(journalPath)),
      m_snapshot(snapshotOfSetup(m_setup.gameInfo())),
      m_journalPath(journalPath),
      m_options(options),
      m_resumeJournal(journalPath.toStdString()),
      m_pacer(options.speed) {
  if (!source.isEmpty()) {
    m_recorderOptions.source = source.toStdString();
    m_setup.source = source;
  }
  launch();
}

void RecorderWorker::launch() {
  m_context = new QObject;
  m_context->moveToThread(&m_thread);
  connect(&m_thread, &QThread::started, m_context, [this] { run(); });
  connect(&m_thread, &QThread::finished, m_context, &QObject::deleteLater);
  m_thread.start();
}

RecorderWorker::~RecorderWorker() {
  stop();
}

void RecorderWorker::stop() {
  m_thread.quit();
  m_thread.wait();
  // The thread has ended: the last record and the pending evidence are written here.
  if (!m_recorder) return;
  try {
    m_recorder->finish();
  } catch (const std::exception&) {
  }
  m_recorder.reset();
}

void RecorderWorker::close() {
  if (over() || m_journalPath.isEmpty()) return;
  stop();
  try {
    closeJournal(m_journalPath);
  } catch (const std::exception&) {
    // No journal yet (the source never opened): nothing to close.
  }
}

void RecorderWorker::toGui(std::function<void()> body) {
  QMetaObject::invokeMethod(this, std::move(body), Qt::QueuedConnection);
}

void RecorderWorker::run() {
  try {
    m_recorder =
        std::make_unique<Recorder>(m_recorderOptions, m_options.locator, vision::readStones,
                                   [this](const RecorderNotice& n) { onNotice(n); });
    m_recorder->setFrameListener(
        [this](const vision::Frame& f, const vision::PipelineOutput& out) { onFrame(f, out); });
    if (m_resumeJournal.empty())
      m_recorder->start();
    else
      m_recorder->resume(m_resumeJournal);
  } catch (const std::exception& e) {
    m_recorder.reset();
    toGui([this, error = QString::fromStdString(e.what())] { emit failed(error); });
    return;
  }
  if (m_options.events && hasGameInfo(m_recorder->options().info))
    m_options.events(jsonLine(infoJson(m_recorder->options())));
  toGui([this, path = QString::fromStdString(m_recorder->journalPath()),
         source = QString::fromStdString(m_recorder->source().describe())] {
    m_journalPath = path;
    emit started();
    emit message(source);
  });
  m_changed = true;
  publish();
  QTimer::singleShot(0, m_context, [this] { step(); });
}

void RecorderWorker::step() {
  bool more = false;
  try {
    more = m_recorder->step();
  } catch (const std::exception& e) {
    m_ended = true;
    toGui([this, error = QString::fromStdString(e.what())] { emit failed(error); });
    return;
  }
  if (!more) {
    m_ended = true;
    m_recorder->finish();
    m_changed = true;
    publish();
    if (m_recorder->result().empty()) toGui([this] { emit sourceEnded(); });
    return;
  }
  publish();
  // A file plays at its own speed, so its clocks run as they did at the table.
  const core::Micros wait = m_recorder->source().live()
                                ? core::Micros(0)
                                : m_pacer.wait(m_recorder->now(), steadyWallTime());
  QTimer::singleShot(static_cast<int>(wait.count() / 1000), m_context, [this] { step(); });
}

void RecorderWorker::onNotice(const RecorderNotice& n) {
  m_changed = true;
  if (m_options.events)
    if (auto j = recorderEventJson(n, m_recorder.get())) m_options.events(jsonLine(*j));
  if (n.kind != RecorderNotice::Kind::Referee) {
    toGui([this, text = QString::fromStdString(n.message)] { emit message(text); });
    return;
  }
  switch (n.event.kind) {
    case core::RefereeEventKind::Turn:
      toGui([this, number = n.event.turnNumber] { emit turnConfirmed(number); });
      break;
    case core::RefereeEventKind::Flag:
      toGui([this, restore = QString::fromStdString(n.event.flag.restore)] {
        emit flagRaised(restore);
      });
      break;
    case core::RefereeEventKind::End:
      toGui([this, result = resultText(n.event.result)] { emit gameOver(result); });
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
                                     m_recorder->options().pipeline.blackSide);
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
    markOverlay(u.overlay, u.snapshot, m_recorder->options().pipeline.blackSide);
    m_inFlight = 1;
  }
  m_changed = false;
  toGui([this, u = std::move(u)] {
    m_snapshot = u.snapshot;
    m_record = u.record;
    if (!u.frame.isNull()) emit frame(u.frame, u.overlay);
    emit changed();
  });
}

void RecorderWorker::command(std::function<void()> body) {
  QMetaObject::invokeMethod(
      m_context,
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
      toGui([this] {
        emit message(tr("The clock is automatic: the camera presses it when a turn is complete."));
      });
      return;
    }
    const auto& clock = m_recorder->clock();
    if (side && clock && clock->state(m_recorder->now()).toMove != *side)
      return;  // the waiting player's switch
    m_recorder->apply({m_recorder->now(), ClockPress{}});
  });
}

void RecorderWorker::apply(ArbiterOperation op) {
  command([this, op] {
    if (auto refused = m_recorder->apply({m_recorder->now(), op})) {
      QString why = QString::fromStdString(*refused);
      if (!why.isEmpty()) why[0] = why[0].toUpper();
      toGui([this, why] { emit message(why); });
    }
  });
}

}  // namespace c6::ui
