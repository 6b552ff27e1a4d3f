#pragma once
#include <optional>
#include <vector>

#include <QThread>
#include <QWizard>

#include "calibration/profile.h"
#include "ui/app/corner_editor.h"
#include "ui/app/vision_worker.h"
#include "vision/frame_pipeline.h"

class QLabel;
class QLineEdit;
class QButtonGroup;
class QSpinBox;
class QDoubleSpinBox;

namespace c6::ui {

// Labels of the four BoardLocation corners (row1col1, row1col19, row19col19, row19col1 in image
// orientation) in record notation for a Black side: with Black at the bottom, "a19", "s19", "s1", "a1".
std::array<QString, 4> cornerRecordLabels(calibration::BlackSide side, int size = 19);

// The calibration wizard: choose the camera, find the board in a live preview (automatic, then drag
// the corners to correct), say which side is Black's, optionally calibrate the lens from chessboard
// views, and save the profile (calibration/profile). Vision runs on a worker thread.
class CalibrationWizard : public QWizard {
  Q_OBJECT
 public:
  CalibrationWizard(const QString& source, vision::BoardLocator locator, QWidget* parent = nullptr);
  ~CalibrationWizard() override;

  // The profile as set up so far (corners, side, lens, frame size).
  calibration::Profile profile() const;
  void loadProfile(const calibration::Profile& profile);
  CornerEditor* cornerEditor() const { return m_editor; }
  void setBlackSide(calibration::BlackSide side);

 private:
  QWizardPage* cameraPage();
  QWizardPage* boardPage();
  QWizardPage* sidePage();
  QWizardPage* lensPage();
  QWizardPage* savePage();
  void startPreview();
  void stopPreview();
  void captureChessboard();
  void calibrateLens();

  QLineEdit* m_source;
  CornerEditor* m_editor;
  QButtonGroup* m_side;
  QSpinBox* m_innerW;
  QSpinBox* m_innerH;
  QDoubleSpinBox* m_square;
  QLabel* m_lensStatus;
  QLineEdit* m_savePath;
  QLabel* m_saveStatus;
  vision::BoardLocator m_locator;
  QThread m_thread;
  VisionWorker* m_worker = nullptr;
  std::vector<std::vector<cv::Point2f>> m_views;
  std::optional<calibration::CameraModel> m_camera;
  cv::Size m_frameSize;
};

}  // namespace c6::ui
