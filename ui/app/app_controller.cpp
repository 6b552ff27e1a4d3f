#include "ui/app/app_controller.h"

#include <QAction>
#include <QApplication>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <functional>

#include "ui/app/calibration_wizard.h"
#include "ui/app/file_actions.h"
#include "ui/app/recording_files.h"
#include "ui/app/setup_dialog.h"

namespace c6::ui {
namespace {
QAction* addItem(QMenu* menu, const QString& text, const QKeySequence& key, QObject* context,
                 std::function<void()> action) {
  QAction* a = menu->addAction(text);
  if (!key.isEmpty()) a->setShortcut(key);
  QObject::connect(a, &QAction::triggered, context, [action = std::move(action)] { action(); });
  return a;
}
// `events` hears every event (the broadcast); it is set before the worker's thread starts.
RecorderWorker::Options sessionOptions(const AppController::Options& o,
                                       std::function<void(const std::string&)> events) {
  RecorderWorker::Options w;
  w.folder = o.folder;
  w.locator = o.locator;
  w.speed = o.speed;
  w.events = std::move(events);
  return w;
}
}  // namespace

AppController::AppController(MainWindow* window, Options options)
    : QObject(window),
      m_window(window),
      m_options(std::move(options)),
      m_keys(new ClockKeysFilter(this)),
      m_replay(new ReplayController(this)),
      m_broadcast(new BroadcastSwitch(window, this)) {
  if (m_options.folder.isEmpty()) m_options.folder = defaultRecordingFolder();
  qApp->installEventFilter(m_keys);
  connect(m_keys, &ClockKeysFilter::pressed, this, [this](std::optional<core::Color> side) {
    if (m_session && !m_replaying) m_session->press(side);
  });
  connect(m_keys, &ClockKeysFilter::pauseToggled, this, [this] {
    if (m_session) pauseClock(!m_session->snapshot().clockPaused);
  });
  connect(m_replay, &ReplayController::snapshotChanged, this,
          [this](const GameSnapshot& s) { showReplayed(s); });
  connect(m_window, &MainWindow::turnChosen, this, [this](int position) {
    if (m_replaying)
      m_replay->setPosition(position);
    else if (m_session)
      review(position);
  });
  connect(m_window, &MainWindow::liveRequested, this, [this] { live(); });
  connect(m_window, &MainWindow::retryRequested, this, [this] { retrySource(); });
  connect(m_window, &MainWindow::changeSourceRequested, this, [this] { changeSource(); });
  buildMenus();
  connectArbiter();
}

AppController::~AppController() {
  qApp->removeEventFilter(m_keys);
}

void AppController::buildMenus() {
  QMenu* file = m_window->fileMenu();
  addItem(file, tr("&New game..."), QKeySequence::New, this, [this] { newGameDialog(); });
  addItem(file, tr("&Open game (replay)..."), QKeySequence::Open, this, [this] {
    if (auto r = openGame(m_window)) showRecord(*r);
  });
  addItem(file, tr("&Save game as..."), QKeySequence::Save, this,
          [this] { saveGameAs(m_window, currentRecord()); });
  addItem(file, tr("Export &SGF..."), {}, this, [this] { exportSgf(m_window, currentRecord()); });
  addItem(file, tr("Export &diagram (PNG)..."), {}, this, [this] {
    exportDiagramPng(m_window, currentRecord(), m_replaying ? m_replay->position() : -1);
  });
  file->addSeparator();
  addItem(file, tr("&Quit"), QKeySequence::Quit, this, [] { QApplication::quit(); });

  QMenu* game = m_window->gameMenu();
  addItem(game, tr("Press the clock (side to move; manual clock)"), {}, this, [this] {
    if (m_session) m_session->press();
  });
  game->addSeparator();
  addItem(game, tr("Previous turn (review)"), QKeySequence(Qt::Key_Left), this,
          [this] { step(-1); });
  addItem(game, tr("Next turn (review)"), QKeySequence(Qt::Key_Right), this, [this] { step(+1); });
  addItem(game, tr("Back to live"), {}, this, [this] { live(); });
  addItem(game, tr("Replay: play with clocks"), {}, this, [this] {
    if (m_replaying) m_replay->play(1.0);
  });
  addItem(game, tr("Replay: stop"), {}, this, [this] { m_replay->stop(); });

  addItem(m_window->toolsMenu(), tr("&Calibration wizard..."), {}, this, [this] {
    // A camera can be opened once: the recording pauses while the wizard looks through it, and goes
    // on from its journal afterwards.
    const QString source = m_session ? m_session->setup().source : QString();
    const QString journal = m_session && !m_session->over() ? m_session->journalPath() : QString();
    m_session.reset();
    CalibrationWizard wizard(source, m_options.locator, m_window);
    wizard.exec();
    if (!wizard.savedPath().isEmpty()) {  // the next game finds the board at once
      QSettings settings;
      GameSetup next = GameSetup::load(settings);
      next.profile = wizard.savedPath();
      next.save(settings);
      report(tr("Profile saved: %1 (used by the next game)").arg(wizard.savedPath()));
    }
    if (!journal.isEmpty() && !m_replaying)
      if (auto err = resumeGame(journal)) report(*err);
  });
}

void AppController::connectArbiter() {
  ArbiterPanel* p = m_window->arbiterPanel();
  connect(p, &ArbiterPanel::rulingRequested, this, [this](core::ArbiterAction r) {
    if (!m_session) return;
    using core::Ruling;
    const char* what = r.ruling == Ruling::Accept     ? "accept the board as the correct position"
                       : r.ruling == Ruling::Void     ? "VOID the game"
                       : r.side == core::Color::Black ? "rule a LOSS FOR BLACK"
                                                      : "rule a LOSS FOR WHITE";
    if (QMessageBox::question(m_window, tr("Ruling"),
                              tr("Really %1? This is recorded.").arg(tr(what))) != QMessageBox::Yes)
      return;
    m_session->apply(r);
  });
  connect(p, &ArbiterPanel::pauseRequested, this, [this](bool pause) { pauseClock(pause); });
  using K = ClockOperation::Kind;
  connect(p, &ArbiterPanel::adjustRequested, this, [this](core::Color side, core::Micros left) {
    if (m_session) m_session->apply(ClockOperation{K::Adjust, side, left});
  });
  connect(p, &ArbiterPanel::penaltyRequested, this, [this](core::Color side, core::Micros amount) {
    if (m_session) m_session->apply(ClockOperation{K::Penalty, side, amount});
  });
  connect(p, &ArbiterPanel::undoPressRequested, this, [this] {
    if (m_session) m_session->apply(ClockOperation{K::UndoPress});
  });
}

void AppController::pauseClock(bool pause) {
  using K = ClockOperation::Kind;
  if (m_session) m_session->apply(ClockOperation{pause ? K::Pause : K::Resume});
}

void AppController::step(int by) {
  if (m_replaying) {
    m_replay->setPosition(m_replay->position() + by);
    return;
  }
  if (!m_session) return;
  const int turns = static_cast<int>(m_session->record().turns.size());
  const int from = m_reviewing ? m_replay->position() : turns;
  if (from + by >= turns)
    live();  // stepping past the last turn is the present
  else
    review(from + by);
}

void AppController::review(int position) {
  if (!m_session || m_replaying) return;
  const core::GameRecord record = m_session->record();
  const int turns = static_cast<int>(record.turns.size());
  m_reviewing = true;
  m_replay->stop();
  m_replay->setRecord(record);
  m_replay->setPosition(std::clamp(position, 0, turns));
}

void AppController::live() {
  if (!m_reviewing) return;
  m_reviewing = false;
  m_window->setReviewing(std::nullopt);
  if (m_session) m_window->showSnapshot(m_session->snapshot());
}

void AppController::showReplayed(const GameSnapshot& s) {
  if (!m_replaying && !m_reviewing) return;
  if (m_reviewing) m_window->setReviewing(m_replay->position(), m_replay->turnCount());
  m_window->showSnapshot(s);
  m_window->showAllTurns(m_replay->record().turns, m_replay->position());
}

void AppController::retrySource() {
  if (!m_session) return;
  const GameSetup setup = m_session->setup();
  // A game that had begun goes on from its journal, so nothing recorded is lost.
  const QString journal = m_sessionStarted ? m_session->journalPath() : QString();
  const auto err = journal.isEmpty() ? startGame(setup) : resumeGame(journal);
  if (err) m_window->showSourceFailure(*err);
}

void AppController::changeSource() {
  QSettings settings;
  SetupDialog dialog(m_session ? m_session->setup() : GameSetup::load(settings), m_window);
  dialog.setWindowTitle(tr("Change source"));
  if (dialog.exec() != QDialog::Accepted) return;
  const GameSetup setup = dialog.setup();
  setup.save(settings);
  if (auto err = switchSource(setup)) m_window->showSourceFailure(*err);
}

std::optional<QString> AppController::switchSource(const GameSetup& setup) {
  // A game that had begun goes on from its journal on the new source, so nothing recorded is lost;
  // before its first frame there is nothing to continue.
  if (!m_session || !m_sessionStarted || m_session->over()) return startGame(setup);
  if (auto problem = setup.problem()) return problem;
  return resumeGame(m_session->journalPath(),
                    setup.source.isEmpty() ? sampleVideoPath() : setup.source);
}

void AppController::report(const QString& text, int ms) {
  m_window->showMessage(text, ms);
}

void AppController::newGameDialog() {
  QSettings settings;
  SetupDialog dialog(GameSetup::load(settings), m_window);
  if (dialog.exec() != QDialog::Accepted) return;
  const GameSetup setup = dialog.setup();
  setup.save(settings);
  if (auto err = startGame(setup)) QMessageBox::critical(m_window, tr("New game"), *err);
}

void AppController::stopGame() {
  if (m_session) m_session->close();  // put aside on purpose: not offered to continue
  m_session.reset();
  forgetSession();
}

void AppController::forgetSession() {
  m_replay->stop();
  m_replaying = false;
  m_reviewing = false;
  m_sessionStarted = false;
  m_window->setReviewing(std::nullopt);
  m_window->clearSourceFailure();
}

std::optional<QString> AppController::startGame(const GameSetup& setup) {
  if (auto problem = setup.problem()) return problem;
  stopGame();
  m_window->showSnapshot(snapshotOfSetup(setup.gameInfo()));
  m_broadcast->gameStarting(setup);
  try {
    m_session =
        std::make_unique<RecorderWorker>(setup, sessionOptions(m_options, m_broadcast->sink()));
  } catch (const std::exception& e) {
    return tr("Cannot start the game: %1").arg(QString::fromStdString(e.what()));
  }
  connectSession(setup);
  m_window->liveView()->setMessage(
      tr("Opening %1 ...").arg(setup.source.isEmpty() ? sampleVideoPath() : setup.source));
  return std::nullopt;
}

std::optional<QString> AppController::resumeGame(const QString& journalPathIn,
                                                 const QString& sourceIn) {
  // Copies first: Change source passes the ending session's own journal path, which the reset
  // below destroys.
  const QString journalPath = journalPathIn, source = sourceIn;
  m_session.reset();
  forgetSession();
  m_broadcast->gameResuming(journalPath);
  try {
    m_session = std::make_unique<RecorderWorker>(
        journalPath, sessionOptions(m_options, m_broadcast->sink()), source);
  } catch (const std::exception& e) {
    return tr("Cannot continue the interrupted game: %1").arg(QString::fromStdString(e.what()));
  }
  QSettings settings;
  connectSession(GameSetup::load(settings));  // the keys of this station
  m_window->liveView()->setMessage(tr("Continuing the interrupted game ..."));
  return std::nullopt;
}

void AppController::connectSession(const GameSetup& keysFrom) {
  RecorderWorker* s = m_session.get();
  m_keys->setKeys({keysFrom.keys.press, keysFrom.keys.blackPress, keysFrom.keys.whitePress,
                   keysFrom.keys.pause});
  m_window->showSnapshot(s->snapshot());  // the set-up until the recorder reports
  connect(s, &RecorderWorker::started, this, [this] { m_sessionStarted = true; });
  connect(s, &RecorderWorker::changed, this, [this] {
    if (m_replaying || !m_session) return;
    if (!m_reviewing) {
      m_window->showSnapshot(m_session->snapshot());
      return;
    }
    // Reviewing: the turn looked at stays; the list and the Live button follow the game.
    m_window->arbiterPanel()->showSnapshot(
        m_session->snapshot());  // the arbiter still sees the present
    const core::GameRecord& r = m_session->record();
    if (static_cast<int>(r.turns.size()) == m_replay->turnCount()) return;
    m_replay->updateRecord(r);
    m_window->showAllTurns(r.turns, m_replay->position());
    m_window->setReviewing(m_replay->position(), m_replay->turnCount());
  });
  connect(s, &RecorderWorker::frame, this, [this](const QImage& frame, const LiveOverlay& overlay) {
    if (m_replaying || !m_session) return;
    m_window->liveView()->setFrame(frame, overlay);
    m_session->frameShown();
  });
  connect(s, &RecorderWorker::message, this, [this](const QString& m) { report(m); });
  connect(s, &RecorderWorker::failed, this, [this](const QString& e) {
    m_window->liveView()->setFrame(QImage(), LiveOverlay{});
    m_window->liveView()->setMessage(
        tr("The recording stopped:\n%1\n\nRetry, or Change source.").arg(e));
    if (m_session && !m_reviewing) m_window->showSnapshot(m_session->snapshot());
    m_window->showSourceFailure(e);
    report(tr("The recording stopped: %1").arg(e), 0);
  });
  connect(s, &RecorderWorker::sourceEnded, this,
          [this] { report(tr("The video source ended."), 0); });
  connect(s, &RecorderWorker::gameOver, this,
          [this](const QString& result) { report(tr("Game over: %1").arg(result), 0); });
}

void AppController::showRecord(const core::GameRecord& record) {
  m_session.reset();
  forgetSession();
  m_replaying = true;
  m_replay->setRecord(record);
  m_window->liveView()->setFrame(QImage(), LiveOverlay{});
  m_window->liveView()->setMessage(
      tr("Replay of a saved game.\nLeft/Right arrows step through the turns;\n"
         "Game > Replay: play with clocks."));
}

core::GameRecord AppController::currentRecord() const {
  if (m_replaying || !m_session) return m_replay->record();
  return m_session->record();
}

}  // namespace c6::ui
