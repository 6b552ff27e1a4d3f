#pragma once
#include <QElapsedTimer>
#include <QImage>
#include <QObject>
#include <QString>
#include <atomic>
#include <memory>
#include <optional>

#include "core/record.h"
#include "ui/app/arbiter_panel.h"
#include "ui/app/game_snapshot.h"
#include "ui/app/live_overlay.h"
#include "ui/app/recording_snapshot.h"
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

// The app's recording job: the shared ui/recorder Recorder (frame -> pipeline -> referee -> clock
// -> journal -> record files), run on a worker thread. Move it to a QThread and call run(): it
// opens the source (or resumes a journal) and then takes one frame per turn of that thread's event
// loop, so the commands below, queued from the GUI, run between two frames. Everything reaches the
// GUI by queued signals; the GUI thread does no frame work.
class RecorderWorker : public QObject {
  Q_OBJECT
 public:
  struct Options {
    RecorderOptions recorder;
    vision::BoardLocator locator;  // finds the board in a frame (vision::locateBoard)
    std::string resumeJournal;     // set: continue this recording instead of starting one
    double speed = 1.0;  // files play at this multiple of their own speed; 0: as fast as possible
    double displayFps = 15;   // at most this many display frames per second
    int displayWidth = 1280;  // display frames wider than this are scaled down
    // Called on the worker thread with each event as a `c6rec record --json` line (the broadcast).
    std::function<void(const std::string&)> events;
  };
  explicit RecorderWorker(Options options);
  ~RecorderWorker() override;

  // Thread-safe; each runs on the worker thread before the next frame, at the recorder's time.
  // A clock key: `side` empty is the generic key, otherwise only that side's (ignored unless it is
  // to move).
  void press(std::optional<core::Color> side);
  void rule(ArbiterRuling ruling);
  void operateClock(ClockOperation op);
  // Thread-safe: the GUI painted the last display frame and can take another.
  void frameShown() { m_inFlight = 0; }

 public slots:
  void run();

 signals:
  void started(const QString& journalPath);
  void failed(const QString& error);  // the recording could not start or broke off
  void updated(const c6::ui::RecordingUpdate& update);
  void turnConfirmed(int number);
  void flagRaised(const QString& restore);
  void gameOver(const QString& result);
  void message(const QString& text);  // source trouble, a refused command: for the status line
  void sourceEnded();

 private:
  void step();
  void onNotice(const RecorderNotice& n);
  void onFrame(const vision::Frame& frame, const vision::PipelineOutput& out);
  void publish();
  void command(std::function<void()> body);

  Options m_options;
  std::unique_ptr<Recorder> m_recorder;
  EvidenceImages m_evidence;
  std::optional<core::Observation> m_lastObservation;
  QImage m_pendingFrame;
  LiveOverlay m_pendingOverlay;
  core::Micros m_lastShown{-1'000'000'000};
  std::optional<core::Micros> m_firstTime;
  QElapsedTimer m_wall;
  bool m_changed = false;
  bool m_ended = false;
  std::atomic<int> m_inFlight{0};
};

}  // namespace c6::ui

Q_DECLARE_METATYPE(c6::ui::RecordingUpdate)
