#include "ui/app/game_session.h"

#include "ui/app/recording_files.h"

namespace c6::ui {

GameSession::GameSession(const GameSetup& setup, const Options& options, QObject* parent)
    : QObject(parent), m_setup(setup), m_snapshot(snapshotOfSetup(setup.gameInfo())) {
  RecorderWorker::Options o;
  o.recorder = recorderOptions(setup, options.folder);
  o.locator = options.locator;
  o.speed = options.speed;
  o.events = options.events;
  m_journalPath = QString::fromStdString(o.recorder.recordPath + ".journal");
  launch(std::move(o));
}

GameSession::GameSession(const QString& journalPath, const Options& options, QObject* parent)
    : QObject(parent),
      m_setup(setupOfJournal(journalPath)),
      m_snapshot(snapshotOfSetup(m_setup.gameInfo())),
      m_journalPath(journalPath) {
  RecorderWorker::Options o;
  o.resumeJournal = journalPath.toStdString();
  o.locator = options.locator;
  o.speed = options.speed;
  o.events = options.events;
  launch(std::move(o));
}

void GameSession::launch(RecorderWorker::Options options) {
  m_worker = new RecorderWorker(std::move(options));
  m_worker->moveToThread(&m_thread);
  connect(&m_thread, &QThread::started, m_worker, &RecorderWorker::run);
  connect(
      m_worker, &RecorderWorker::started, this,
      [this](const QString& path) {
        m_journalPath = path;
        emit started();
      },
      Qt::QueuedConnection);
  connect(
      m_worker, &RecorderWorker::updated, this,
      [this](const RecordingUpdate& u) {
        m_snapshot = u.snapshot;
        m_record = u.record;
        if (!u.frame.isNull()) emit frame(u.frame, u.overlay);
        emit changed();
      },
      Qt::QueuedConnection);
  connect(m_worker, &RecorderWorker::turnConfirmed, this, &GameSession::turnConfirmed,
          Qt::QueuedConnection);
  connect(m_worker, &RecorderWorker::flagRaised, this, &GameSession::flagRaised,
          Qt::QueuedConnection);
  connect(m_worker, &RecorderWorker::gameOver, this, &GameSession::gameOver, Qt::QueuedConnection);
  connect(m_worker, &RecorderWorker::message, this, &GameSession::message, Qt::QueuedConnection);
  connect(m_worker, &RecorderWorker::failed, this, &GameSession::failed, Qt::QueuedConnection);
  connect(m_worker, &RecorderWorker::sourceEnded, this, &GameSession::sourceEnded,
          Qt::QueuedConnection);
  m_thread.start();
}

GameSession::~GameSession() {
  m_thread.quit();
  m_thread.wait();
  delete m_worker;  // finishes the record files
}

void GameSession::close() {
  if (over() || m_journalPath.isEmpty()) return;
  m_thread.quit();
  m_thread.wait();
  delete m_worker;
  m_worker = nullptr;
  try {
    closeJournal(m_journalPath);
  } catch (const std::exception&) {
    // No journal yet (the source never opened): nothing to close.
  }
}

void GameSession::keyPress(std::optional<core::Color> side) {
  if (m_worker) m_worker->press(side);
}
void GameSession::rule(ArbiterRuling ruling) {
  if (m_worker) m_worker->rule(ruling);
}
void GameSession::pause() {
  if (m_worker) m_worker->operateClock({ClockOperation::Kind::Pause, core::Color::Empty, {}});
}
void GameSession::resume() {
  if (m_worker) m_worker->operateClock({ClockOperation::Kind::Resume, core::Color::Empty, {}});
}
void GameSession::adjust(core::Color side, core::Micros left) {
  if (m_worker) m_worker->operateClock({ClockOperation::Kind::Adjust, side, left});
}
void GameSession::penalty(core::Color side, core::Micros amount) {
  if (m_worker) m_worker->operateClock({ClockOperation::Kind::Penalty, side, amount});
}
void GameSession::undoPress() {
  if (m_worker) m_worker->operateClock({ClockOperation::Kind::UndoPress, core::Color::Empty, {}});
}
void GameSession::frameShown() {
  if (m_worker) m_worker->frameShown();
}

}  // namespace c6::ui
