#pragma once
#include <QObject>
#include <QString>
#include <QThread>

#include "ui/app/vision_worker.h"
#include "vision/board_locator.h"
#include "vision/frame_pipeline.h"

namespace c6::ui {

// A live look through a source before anything is recorded: the calibration wizard and the setup
// dialog show it. Frames are read and the board is looked for (at most once a second, with
// `locator`) on a worker thread; the GUI gets the pictures and, once found, the board's grid
// (LiveOverlay::intersections, frame pixels). Stopped by stop(), a new start() or destruction.
class SourcePreview : public QObject {
  Q_OBJECT
 public:
  explicit SourcePreview(vision::BoardLocator locator, QObject* parent = nullptr);
  ~SourcePreview() override;

  // Starts previewing `source` (a running preview stops first); frames wider than `displayWidth`
  // are scaled down.
  void start(const QString& source, int displayWidth);
  void stop();
  bool running() const { return m_worker != nullptr; }
  const QString& source() const { return m_source; }
  // The last picture was painted: the worker may send the next (as VisionWorker::frameShown).
  void frameShown();

 signals:
  // A picture (null while the GUI is still busy with the last) and the board found in it, if any.
  void updated(const c6::ui::VisionUpdate& update);
  // The source cannot be opened or was lost, in words.
  void sourceMessage(const QString& message);
  // `source` could not be opened at all (`message` says why): it is no source to record from.
  void sourceFailed(const QString& source, const QString& message);

 private:
  vision::BoardLocator m_locator;
  QThread m_thread;
  VisionWorker* m_worker = nullptr;
  QString m_source;
  QString m_lastMessage;
};

}  // namespace c6::ui
