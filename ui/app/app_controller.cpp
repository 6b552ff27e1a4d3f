#include "ui/app/app_controller.h"

#include <QAction>
#include <QApplication>
#include <functional>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>

#include "ui/app/file_actions.h"
#include "ui/app/game_status.h"
#include "ui/app/calibration_wizard.h"
#include "ui/app/setup_dialog.h"
#include "calibration/profile.h"

namespace c6::ui {
namespace {
QAction* addItem(QMenu* menu, const QString& text, const QKeySequence& key, QObject* context,
                 std::function<void()> action) {
  QAction* a = menu->addAction(text);
  if (!key.isEmpty()) a->setShortcut(key);
  QObject::connect(a, &QAction::triggered, context, [action = std::move(action)] { action(); });
  return a;
}
}  // namespace

AppController::AppController(MainWindow* window, Options options)
    : QObject(window),
      m_window(window),
      m_options(std::move(options)),
      m_keys(new ClockKeysFilter(this)),
      m_replay(new ReplayController(this)) {
  if (m_options.journalFolder.isEmpty()) m_options.journalFolder = defaultJournalFolder();
  m_wall.start();
  qApp->installEventFilter(m_keys);
  connect(m_keys, &ClockKeysFilter::pressed, this, [this](std::optional<core::Color> side) {
    if (!m_session || m_replaying) return;
    m_session->keyPress(now(), side);
  });
  connect(m_keys, &ClockKeysFilter::pauseToggled, this, [this] {
    if (!m_session) return;
    const bool paused = m_session->clock().phase() == core::ClockPhase::Paused;
    report(paused ? m_session->resume(now()) : m_session->pause(now()));
  });
  connect(m_replay, &ReplayController::snapshotChanged, this, [this](const GameSnapshot& s) {
    if (m_replaying) m_window->showSnapshot(s);
  });
  m_tick.setInterval(100);
  connect(&m_tick, &QTimer::timeout, this, [this] { refresh(); });
  m_tick.start();
  buildMenus();
  connectArbiter();
}

AppController::~AppController() {
  qApp->removeEventFilter(m_keys);
  stopVision();
}

core::Micros AppController::now() const {
  return std::max(m_lastInput, m_offset + core::Micros(m_wall.nsecsElapsed() / 1000));
}

void AppController::buildMenus() {
  QMenu* file = m_window->fileMenu();
  addItem(file, tr("&New game..."), QKeySequence::New, this, [this] { newGameDialog(); });
  addItem(file, tr("&Open game (replay)..."), QKeySequence::Open, this, [this] {
    if (auto r = openGame(m_window)) showRecord(*r);
  });
  addItem(file, tr("&Save game as..."), QKeySequence::Save, this, [this] { saveGameAs(m_window, currentRecord()); });
  addItem(file, tr("Export &SGF..."), {}, this, [this] { exportSgf(m_window, currentRecord()); });
  addItem(file, tr("Export &diagram (PNG)..."), {}, this, [this] {
    exportDiagramPng(m_window, currentRecord(), m_replaying ? m_replay->position() : -1);
  });
  file->addSeparator();
  addItem(file, tr("&Quit"), QKeySequence::Quit, this, [] { QApplication::quit(); });

  QMenu* game = m_window->gameMenu();
  addItem(game, tr("Start the clock"), {}, this, [this] {
    if (m_session) m_session->start(now());
  });
  addItem(game, tr("Press the clock (side to move)"), {}, this, [this] {
    if (m_session) m_session->keyPress(now(), std::nullopt);
  });
  game->addSeparator();
  addItem(game, tr("Replay: previous turn"), QKeySequence(Qt::Key_Left), this, [this] {
    if (m_replaying) m_replay->previous();
  });
  addItem(game, tr("Replay: next turn"), QKeySequence(Qt::Key_Right), this, [this] {
    if (m_replaying) m_replay->next();
  });
  addItem(game, tr("Replay: play with clocks"), {}, this, [this] {
    if (m_replaying) m_replay->play(1.0);
  });
  addItem(game, tr("Replay: stop"), {}, this, [this] { m_replay->stop(); });

  addItem(m_window->toolsMenu(), tr("&Calibration wizard..."), {}, this, [this] {
    // A camera can be opened once: the game's video stops while the wizard looks through it.
    const QString source = m_session ? m_session->setup().source : QString();
    stopVision();
    CalibrationWizard wizard(source, m_options.locator, m_window);
    wizard.exec();
    if (m_session && !m_replaying) startVision(m_session->setup());
  });
}

void AppController::connectArbiter() {
  ArbiterPanel* p = m_window->arbiterPanel();
  connect(p, &ArbiterPanel::rulingRequested, this, [this](ArbiterRuling r) {
    if (!m_session) return;
    const char* what = r == ArbiterRuling::Accept ? "accept the board as the correct position"
                       : r == ArbiterRuling::LossBlack ? "rule a LOSS FOR BLACK"
                       : r == ArbiterRuling::LossWhite ? "rule a LOSS FOR WHITE"
                                                      : "VOID the game";
    if (QMessageBox::question(m_window, tr("Ruling"), tr("Really %1? This is recorded.").arg(tr(what))) !=
        QMessageBox::Yes)
      return;
    report(m_session->rule(r, now()));
  });
  connect(p, &ArbiterPanel::pauseRequested, this, [this](bool pause) {
    if (m_session) report(pause ? m_session->pause(now()) : m_session->resume(now()));
  });
  connect(p, &ArbiterPanel::adjustRequested, this, [this](core::Color side, core::Micros left) {
    if (m_session) report(m_session->adjust(now(), side, left));
  });
  connect(p, &ArbiterPanel::penaltyRequested, this, [this](core::Color side, core::Micros amount) {
    if (m_session) report(m_session->penalty(now(), side, amount));
  });
  connect(p, &ArbiterPanel::undoPressRequested, this, [this] {
    if (m_session) report(m_session->undoPress(now()));
  });
}

void AppController::report(const std::optional<QString>& error) {
  if (error) m_window->statusBar()->showMessage(*error, 6000);
  refresh();
}

void AppController::newGameDialog() {
  QSettings settings;
  SetupDialog dialog(GameSetup::load(settings), m_window);
  if (dialog.exec() != QDialog::Accepted) return;
  const GameSetup setup = dialog.setup();
  setup.save(settings);
  if (auto err = startGame(setup)) QMessageBox::critical(m_window, tr("New game"), *err);
}

std::optional<QString> AppController::startGame(const GameSetup& setup) {
  if (auto problem = setup.problem()) return problem;
  stopVision();
  finishJournal();
  m_replay->stop();
  m_replaying = false;
  try {
    m_session = std::make_unique<GameSession>(setup);
    m_journal = GameJournal::create(m_options.journalFolder, setup);
  } catch (const std::exception& e) {
    m_session.reset();
    return tr("Cannot start the game: %1").arg(QString::fromStdString(e.what()));
  }
  m_offset = core::Micros{0};
  m_lastInput = core::Micros{0};
  m_wall.restart();
  sessionChanged();
  startVision(setup);
  refresh();
  return std::nullopt;
}

std::optional<QString> AppController::resumeGame(const QString& journalPath) {
  stopVision();
  finishJournal();
  m_replaying = false;
  try {
    const GameSetup setup = readJournalSetup(journalPath);
    m_session = std::make_unique<GameSession>(setup);
    const core::Micros last = replayJournal(journalPath, *m_session);
    m_journal = GameJournal::reopen(journalPath);
    // Time goes on from the last recorded input; the time the app was down is not charged (the
    // arbiter can adjust the clocks).
    m_offset = last;
    m_lastInput = last;
    m_wall.restart();
    sessionChanged();
    startVision(setup);
  } catch (const std::exception& e) {
    m_session.reset();
    return tr("Cannot continue the interrupted game: %1").arg(QString::fromStdString(e.what()));
  }
  refresh();
  return std::nullopt;
}

void AppController::sessionChanged() {
  GameSession* s = m_session.get();
  s->setInputLog([this](const JournalEntry& e) {
    if (m_journal) m_journal->append(e);
    m_lastInput = std::max(m_lastInput, core::Micros(std::stoll(e.get("t", "0"))));
  });
  s->setEvidenceSource([this] { return m_evidence.frames(); });
  m_keys->setKeys({s->setup().keys.press, s->setup().keys.blackPress, s->setup().keys.whitePress,
                   s->setup().keys.pause});
  connect(s, &GameSession::turnConfirmed, this, [this] {
    m_expectation->set({m_session->referee().expected(), m_session->referee().toMove()});
  });
  connect(s, &GameSession::gameOver, this, [this](const QString& result) {
    finishJournal();
    m_window->statusBar()->showMessage(tr("Game over: %1").arg(result));
  });
  m_expectation->set({s->referee().expected(), s->referee().toMove()});
}

void AppController::finishJournal() {
  if (m_journal && m_session) m_journal->finish(resultText(m_session->result()));
  m_journal.reset();
}

void AppController::showRecord(const core::GameRecord& record) {
  stopVision();
  m_replaying = true;
  m_replay->setRecord(record);
  m_window->liveView()->setFrame(QImage(), LiveOverlay{});
  m_window->liveView()->setMessage(tr("Replay of a saved game.\nLeft/Right arrows step through the turns;\n"
                                      "Game > Replay: play with clocks."));
}

void AppController::startVision(const GameSetup& setup) {
  QString source = setup.source.isEmpty() ? sampleVideoPath() : setup.source;
  m_window->liveView()->setMessage(tr("Opening %1 ...").arg(source));
  VisionWorker::Options o;
  o.source = source;
  o.realTime = m_options.realTime;
  AnalyzerOptions analyzer;
  analyzer.locator = m_options.locator;
  if (!setup.profile.isEmpty()) {
    try {
      const calibration::Profile profile = calibration::loadProfile(setup.profile.toStdString());
      if (profile.corners) analyzer.corners = vision::BoardLocation::fromCorners(*profile.corners, profile.boardSize);
      if (profile.blackSide == calibration::BlackSide::Top) analyzer.pipeline.blackSide = vision::BlackSide::Top;
      if (profile.blackSide == calibration::BlackSide::Left) analyzer.pipeline.blackSide = vision::BlackSide::Left;
      if (profile.blackSide == calibration::BlackSide::Right) analyzer.pipeline.blackSide = vision::BlackSide::Right;
    } catch (const std::exception& e) {
      m_window->statusBar()->showMessage(tr("Profile not used: %1").arg(QString::fromStdString(e.what())), 10000);
    }
  }
  m_blackSide = analyzer.pipeline.blackSide;
  m_worker = new VisionWorker(o, makePipelineAnalyzer(m_expectation, analyzer));
  m_worker->moveToThread(&m_visionThread);
  connect(&m_visionThread, &QThread::started, m_worker, &VisionWorker::run);
  connect(m_worker, &VisionWorker::update, this, [this](const VisionUpdate& u) { onVisionUpdate(u); },
          Qt::QueuedConnection);
  connect(m_worker, &VisionWorker::sourceMessage, this,
          [this](const QString& m) { m_window->statusBar()->showMessage(m, 8000); }, Qt::QueuedConnection);
  connect(m_worker, &VisionWorker::finished, this, [this](bool ok) {
    m_window->statusBar()->showMessage(ok ? tr("The video source ended.") : tr("The video source failed."));
  }, Qt::QueuedConnection);
  m_videoOffset.reset();
  m_visionThread.start();
}

void AppController::stopVision() {
  if (!m_worker) return;
  m_worker->stop();
  m_visionThread.quit();
  m_visionThread.wait();
  delete m_worker;
  m_worker = nullptr;
}

void AppController::onVisionUpdate(const VisionUpdate& u) {
  if (!m_session) return;
  // Video time -> session time: the first frame is "now"; later frames keep their spacing.
  if (!m_videoOffset) m_videoOffset = now() - u.time;
  const core::Micros t = std::max(m_lastInput, u.time + *m_videoOffset);
  if (!u.frame.isNull()) {
    m_evidence.add(u.frame, t);
    m_lastFrame = u.frame;
    m_lastOverlay = u.analysis.overlay;
    m_worker->frameShown();
  }
  if (m_session->clock().phase() == core::ClockPhase::NotStarted && u.analysis.state == "settled")
    m_session->start(t);
  for (core::Observation obs : u.analysis.observations) {
    obs.time = std::max(m_lastInput, obs.time + *m_videoOffset);
    std::optional<core::Micros> still;
    if (u.analysis.stillSince) still = std::min(obs.time, *u.analysis.stillSince + *m_videoOffset);
    m_session->observe(obs, still);
  }
}

void AppController::refresh() {
  if (m_replaying || !m_session) return;
  const core::Micros t = now();
  m_session->tick(t);
  const GameSnapshot s = m_session->snapshot(t);
  m_window->showSnapshot(s);
  if (!m_lastFrame.isNull()) {
    LiveOverlay o = m_lastOverlay;
    if (o.hasBoard()) {
      const int n = o.size;
      const vision::BlackSide side = m_blackSide;
      auto add = [n, side](std::vector<int>& to, core::Point p) {
        if (const int i = imageIndex(p, n, side); i >= 0) to.push_back(i);
      };
      if (!s.turns.empty())
        for (core::Point p : s.turns.back().turn) add(o.lastTurn, p);
      for (const FlagView& f : s.flags) {
        for (core::Point p : f.points) add(o.flagged, p);
        const int from = f.from ? imageIndex(*f.from, n, side) : -1, to = f.to ? imageIndex(*f.to, n, side) : -1;
        if (from >= 0 && to >= 0) o.moved = std::make_pair(from, to);
      }
    }
    m_window->liveView()->setFrame(m_lastFrame, o);
  }
}

core::GameRecord AppController::currentRecord() const {
  if (m_replaying || !m_session) return m_replay->record();
  return m_session->record();
}

}  // namespace c6::ui
