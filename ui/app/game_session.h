#pragma once
#include <QObject>
#include <QThread>
#include <optional>

#include "ui/app/arbiter_panel.h"
#include "ui/app/game_setup.h"
#include "ui/app/game_snapshot.h"
#include "ui/app/recorder_worker.h"

namespace c6::ui {

// One game at the table, as the GUI sees it: a thin Qt adapter over the shared Recorder, which runs
// on its own thread (RecorderWorker). Keys and arbiter operations are queued to that thread and
// applied at the recorder's time; the game comes back as snapshots. Everything the arbiter does is
// journalled and logged in the record by the Recorder; a refused operation comes back as message().
class GameSession : public QObject {
  Q_OBJECT
 public:
  struct Options {
    QString folder;                // where the recording's files go (recording_files.h)
    vision::BoardLocator locator;  // finds the board (vision::locateBoard)
    double speed = 1.0;  // files play at this multiple of their own speed; 0: as fast as possible
    std::function<void(const std::string&)> events;  // RecorderWorker::Options::events
  };
  // Starts recording a new game. `setup` must be valid (setup.problem() empty). Throws on a bad
  // profile.
  GameSession(const GameSetup& setup, const Options& options, QObject* parent = nullptr);
  // Continues the recording of `journalPath` (an interrupted game): the recorder replays its
  // journal.
  GameSession(const QString& journalPath, const Options& options, QObject* parent = nullptr);
  // Stops the recording thread; the record files are written and the journal stays.
  ~GameSession() override;

  const GameSetup& setup() const { return m_setup; }
  // The latest state from the recorder (empty until it has started).
  const GameSnapshot& snapshot() const { return m_snapshot; }
  const core::GameRecord& record() const { return m_record; }
  const QString& journalPath() const { return m_journalPath; }
  bool over() const { return m_snapshot.result.over(); }
  // Marks the journal as closed on purpose: a later start does not offer to continue it.
  void close();

  // A clock key (manual clock): `side` empty is the generic key; otherwise ignored unless that side
  // is to move.
  void keyPress(std::optional<core::Color> side = {});
  void rule(ArbiterRuling ruling);
  void pause();
  void resume();
  void adjust(core::Color side, core::Micros left);
  void penalty(core::Color side, core::Micros amount);
  void undoPress();
  // The live view painted the last frame: the worker may send another.
  void frameShown();

 signals:
  void started();
  void changed();
  void frame(const QImage& frame, const c6::ui::LiveOverlay& overlay);
  void turnConfirmed(int number);
  void flagRaised(const QString& restore);
  void gameOver(const QString& result);
  void message(const QString& text);
  void failed(const QString& error);
  void sourceEnded();

 private:
  void launch(RecorderWorker::Options options);

  GameSetup m_setup;
  QThread m_thread;
  RecorderWorker* m_worker = nullptr;
  GameSnapshot m_snapshot;
  core::GameRecord m_record;
  QString m_journalPath;
};

}  // namespace c6::ui
