#pragma once
#include <memory>
#include <optional>

#include <QElapsedTimer>
#include <QObject>
#include <QThread>
#include <QTimer>

#include "ui/app/clock_keys_filter.h"
#include "ui/app/evidence_buffer.h"
#include "ui/app/game_journal.h"
#include "ui/app/game_session.h"
#include "ui/app/main_window.h"
#include "ui/app/pipeline_analyzer.h"
#include "ui/app/replay_controller.h"
#include "ui/app/vision_worker.h"

namespace c6::ui {

// Wires the app together on the GUI thread: the window's menus and arbiter panel, the clock keys, the
// game session (referee + clock), the vision worker thread, the crash journal and replay. It holds no
// game logic of its own: sessions decide, widgets show.
class AppController : public QObject {
  Q_OBJECT
 public:
  struct Options {
    QString journalFolder;  // empty: defaultJournalFolder()
    bool realTime = true;   // play video files at their own speed
    vision::BoardLocator locator;  // finds the board (vision::locateBoard)
  };
  AppController(MainWindow* window, Options options);
  ~AppController() override;

  // Starts a game (a fresh journal; the source starts playing). Returns an error text on failure.
  std::optional<QString> startGame(const GameSetup& setup);
  // Continues an interrupted game from its journal (the source restarts, the game state is restored).
  std::optional<QString> resumeGame(const QString& journalPath);
  // Shows a saved game in replay mode.
  void showRecord(const core::GameRecord& record);

  GameSession* session() const { return m_session.get(); }
  ReplayController* replay() const { return m_replay; }
  bool replaying() const { return m_replaying; }
  // Session time: the epoch of the game's observations and clock.
  core::Micros now() const;
  // Asks for a setup and starts it (File > New game).
  void newGameDialog();

 private:
  void buildMenus();
  void connectArbiter();
  void startVision(const GameSetup& setup);
  void stopVision();
  void onVisionUpdate(const VisionUpdate& update);
  void refresh();
  void sessionChanged();
  void finishJournal();
  void report(const std::optional<QString>& error);
  core::GameRecord currentRecord() const;

  MainWindow* m_window;
  Options m_options;
  std::unique_ptr<GameSession> m_session;
  std::optional<GameJournal> m_journal;
  ClockKeysFilter* m_keys;
  ReplayController* m_replay;
  bool m_replaying = false;
  QTimer m_tick;
  QElapsedTimer m_wall;
  core::Micros m_offset{0};         // session time when m_wall started
  core::Micros m_lastInput{0};      // inputs are kept in time order
  std::optional<core::Micros> m_videoOffset;  // session time minus video time
  QThread m_visionThread;
  VisionWorker* m_worker = nullptr;
  std::shared_ptr<SharedExpectation> m_expectation = std::make_shared<SharedExpectation>();
  EvidenceBuffer m_evidence;
  LiveOverlay m_lastOverlay;
  vision::BlackSide m_blackSide = vision::BlackSide::Bottom;
  QImage m_lastFrame;
};

}  // namespace c6::ui
