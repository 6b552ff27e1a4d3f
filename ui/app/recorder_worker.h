#pragma once
#include <QImage>
#include <QObject>
#include <QString>
#include <QThread>
#include <atomic>
#include <functional>
#include <memory>
#include <optional>

#include "core/record.h"
#include "ui/app/game_setup.h"
#include "ui/app/game_snapshot.h"
#include "ui/app/live_overlay.h"
#include "ui/app/recording_snapshot.h"
#include "ui/recorder/arbiter_operation.h"
#include "ui/recorder/frame_pacer.h"
#include "ui/recorder/recorder.h"

namespace c6::ui {

// What the recording thread hands the GUI after a frame or a command: the game as it stands, and a
// display frame with its overlay when one is due (null `frame`: keep showing the last one).
struct RecordingUpdate {
  GameSnapshot snapshot;
  core::GameRecord record;
  QImage frame;
  LiveOverlay overlay;  // marks of the snapshot included
};

// One game at the table, for the app: the shared ui/recorder Recorder (frame -> pipeline -> referee
// -> clock -> journal -> record files) on a thread of its own, which opens the source (or resumes a
// journal) and takes one frame per turn of that thread's event loop. The commands below are queued
// to that thread and applied between two frames at the recorder's time, through the Recorder's own
// apply(); the game comes back as snapshots and the signals below, all on the GUI thread. The GUI
// thread does no frame work.
class RecorderWorker : public QObject {
  Q_OBJECT
 public:
  struct Options {
    QString folder;                // where the recording's files go (recording_files.h)
    vision::BoardLocator locator;  // finds the board in a frame (vision::locateBoard)
    double speed = 1.0;  // files play at this multiple of their own speed; 0: as fast as possible
    double displayFps = 15;   // at most this many display frames per second
    int displayWidth = 1280;  // display frames wider than this are scaled down
    // Called on the worker thread with each event as a `c6rec record --json` line (the broadcast).
    std::function<void(const std::string&)> events{};
  };
  // Starts recording a new game. `setup` must be valid (setup.problem() empty). Throws on a bad
  // profile.
  RecorderWorker(const GameSetup& setup, const Options& options, QObject* parent = nullptr);
  // Continues the recording of `journalPath` (an interrupted game) from its journal, on `source`
  // when given (another camera or file: the game goes on there), else on the journal's own.
  RecorderWorker(const QString& journalPath, const Options& options, const QString& source = {},
                 QObject* parent = nullptr);
  // Stops the recording thread; the record files are written and the journal stays.
  ~RecorderWorker() override;

  const GameSetup& setup() const { return m_setup; }
  // The latest state from the recorder (the set-up until it has started).
  const GameSnapshot& snapshot() const { return m_snapshot; }
  const core::GameRecord& record() const { return m_record; }
  const QString& journalPath() const { return m_journalPath; }
  bool over() const { return m_snapshot.result.over(); }
  // Marks the journal as closed on purpose: a later start does not offer to continue it.
  void close();

  // A clock key: `side` empty is the generic key, otherwise only that side's (ignored unless it is
  // to move; refused under the automatic clock).
  void press(std::optional<core::Color> side = {});
  // A ruling or clock operation, applied now; a refusal comes back as message().
  void apply(ArbiterOperation op);
  // The live view painted the last display frame: another may be sent.
  void frameShown() { m_inFlight = 0; }

 signals:
  void started();
  void changed();  // snapshot() and record() are new
  void frame(const QImage& frame, const c6::ui::LiveOverlay& overlay);
  void turnConfirmed(int number);
  void flagRaised(const QString& restore);
  void gameOver(const QString& result);
  void message(const QString& text);  // source trouble, a refused command: for the status line
  void failed(const QString& error);  // the recording could not start or broke off
  void sourceEnded();

 private:
  void launch();
  void stop();  // ends the thread and writes the record files
  // On the recording thread:
  void run();
  void step();
  void onNotice(const RecorderNotice& n);
  void onFrame(const vision::Frame& frame, const vision::PipelineOutput& out);
  void publish();
  void command(std::function<void()> body);
  // Runs `body` on the GUI thread (where this object lives), after what was posted before it.
  void toGui(std::function<void()> body);

  // GUI thread.
  GameSetup m_setup;
  GameSnapshot m_snapshot;
  core::GameRecord m_record;
  QString m_journalPath;
  QThread m_thread;
  QObject* m_context = nullptr;  // lives on m_thread: what is queued to it runs there

  // Recording thread (set before it starts, read after it ended).
  Options m_options;
  RecorderOptions m_recorderOptions;
  std::string m_resumeJournal;  // set: continue this recording instead of starting one
  std::unique_ptr<Recorder> m_recorder;
  EvidenceImages m_evidence;
  std::optional<core::Observation> m_lastObservation;
  QImage m_pendingFrame;
  LiveOverlay m_pendingOverlay;
  core::Micros m_lastShown{-1'000'000'000};
  FramePacer m_pacer;
  bool m_changed = false;
  bool m_ended = false;
  std::atomic<int> m_inFlight{0};
};

}  // namespace c6::ui
