#pragma once
#include <QImage>
#include <QObject>
#include <QString>
#include <atomic>
#include <functional>
#include <memory>

#include "core/time.h"
#include "ui/app/live_overlay.h"
#include "vision/frame_source.h"

namespace c6::ui {

// What the analysis of one frame gives the GUI: marks in image orientation (the board found).
struct FrameAnalysis {
  LiveOverlay overlay;
};

// Runs on the worker thread, once per frame (the per-frame vision pipeline behind it).
using FrameAnalyzer = std::function<FrameAnalysis(const vision::Frame&)>;

// One batch for the GUI thread. `frame` is null when the GUI is still busy with the previous
// picture (display frames are dropped, observations never are).
struct VisionUpdate {
  QImage frame;
  FrameAnalysis analysis;
};

// A preview: reads a frame source and analyses every frame OFF the GUI thread (move it to a QThread
// and call run()); results cross to the GUI by queued signals. Files play at their own speed
// (FramePacer). Recording is RecorderWorker's job, not this one's. The GUI only converts nothing
// and paints: the frame is converted to a QImage (and scaled down for display) here.
class VisionWorker : public QObject {
  Q_OBJECT
 public:
  struct Options {
    QString source;           // frame source spec (vision::openFrameSource)
    double displayFps = 15;   // at most this many display frames per second
    int displayWidth = 1280;  // display frames wider than this are scaled down
  };

  VisionWorker(Options options, FrameAnalyzer analyzer);

  // Thread-safe. The loop ends after the current frame.
  void stop() { m_stop = true; }
  // Thread-safe: the GUI has painted the last display frame and can take another.
  void frameShown() { m_inFlight = 0; }

 public slots:
  // Opens the source and loops until the source ends or stop(). Emits finished() in every case.
  void run();

 signals:
  void update(const c6::ui::VisionUpdate& update);
  void sourceMessage(const QString& message);  // stalled, lost, reconnected, cannot open
  void finished(bool ok);

 private:
  Options m_options;
  FrameAnalyzer m_analyzer;
  std::atomic<bool> m_stop{false};
  std::atomic<int> m_inFlight{0};
};

}  // namespace c6::ui

Q_DECLARE_METATYPE(c6::ui::VisionUpdate)
