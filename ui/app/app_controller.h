#pragma once
#include <QObject>
#include <memory>
#include <optional>

#include "ui/app/broadcast_switch.h"
#include "ui/app/clock_keys_filter.h"
#include "ui/app/main_window.h"
#include "ui/app/recorder_worker.h"
#include "ui/app/replay_controller.h"

namespace c6::ui {

// Wires the app together on the GUI thread: the window's menus and arbiter panel, the clock keys,
// the recording (the shared Recorder on its own thread: RecorderWorker) and replay. It holds no
// game logic of its own: the Recorder decides, widgets show.
class AppController : public QObject {
  Q_OBJECT
 public:
  struct Options {
    QString folder;      // where recordings go; empty: defaultRecordingFolder()
    double speed = 1.0;  // play video files at this multiple of their speed; 0: as fast as possible
    vision::BoardLocator locator;  // finds the board (vision::locateBoard)
  };
  AppController(MainWindow* window, Options options);
  ~AppController() override;

  // Starts a game (a new recording; the source starts playing). Returns an error text on failure.
  std::optional<QString> startGame(const GameSetup& setup);
  // Continues an interrupted game from its journal (the recorder replays it; the source goes on),
  // on `source` when given.
  std::optional<QString> resumeGame(const QString& journalPath, const QString& source = {});
  // Shows a saved game in replay mode.
  void showRecord(const core::GameRecord& record);

  RecorderWorker* session() const { return m_session.get(); }
  ReplayController* replay() const { return m_replay; }
  BroadcastSwitch* broadcast() const { return m_broadcast; }
  bool replaying() const { return m_replaying; }
  // Review while live: the board after `position` turns while the recording goes on; live()
  // returns.
  void review(int position);
  void live();
  bool reviewing() const { return m_reviewing; }
  // The source failed: start it again (continuing the journal when the game had begun), or choose
  // another.
  void retrySource();
  void changeSource();
  // The source chosen there: a game that had begun continues its journal on it (issue 14), else a
  // new recording starts.
  std::optional<QString> switchSource(const GameSetup& setup);
  const Options& options() const { return m_options; }
  // Asks for a setup and starts it (File > New game).
  void newGameDialog();
  // The record shown: the game being recorded, or the one replayed.
  core::GameRecord currentRecord() const;

 private:
  void buildMenus();
  void connectArbiter();
  void pauseClock(bool pause);  // or resume it
  void step(int by);            // Left/Right: replay or review
  void showReplayed(const GameSnapshot& snapshot);
  void connectSession(const GameSetup& keysFrom);
  void stopGame();
  void forgetSession();  // back to no game: not replaying, not reviewing, no failure shown
  void report(const QString& text, int ms = 8000);

  MainWindow* m_window;
  Options m_options;
  std::unique_ptr<RecorderWorker> m_session;
  ClockKeysFilter* m_keys;
  ReplayController* m_replay;
  BroadcastSwitch* m_broadcast;
  bool m_replaying = false;
  bool m_reviewing = false;
  bool m_sessionStarted = false;  // the recorder opened its source and journal
};

}  // namespace c6::ui
