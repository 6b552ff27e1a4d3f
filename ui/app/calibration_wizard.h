#pragma once
#include <QWizard>
#include <optional>
#include <vector>

#include "calibration/profile.h"
#include "ui/app/corner_editor.h"
#include "ui/app/source_preview.h"
#include "vision/frame_pipeline.h"

class QLabel;
class QLineEdit;
class QButtonGroup;
class QSpinBox;
class QDoubleSpinBox;

namespace c6::ui {

// Labels of the four BoardLocation corners (row1col1, row1col19, row19col19, row19col1 in image
// orientation) in record notation for a Black side: with Black at the bottom, "a19", "s19", "s1",
// "a1".
std::array<QString, 4> cornerRecordLabels(calibration::BlackSide side, int size = 19);

// Where a profile called `name` is saved: "board1" -> `folder`/board1.c6p; a name with a folder
// ("/media/usb/board1") keeps it; the .c6p extension is added unless given. Empty for an empty
// name.
QString profilePathForName(const QString& name, const QString& folder);
// The folder profiles go to when only a name is given (the app's data folder, "profiles").
QString defaultProfileFolder();

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
  // The profile name field and where a bare name is saved (defaultProfileFolder() unless set).
  QLineEdit* profileNameField() const { return m_savePath; }
  void setProfileFolder(const QString& folder) { m_profileFolder = folder; }
  // Saves the profile under the name in the field; returns the problem in words, or empty on
  // success.
  std::optional<QString> saveNamedProfile();
  // The file last saved ("" when none): the game setup can use it.
  const QString& savedPath() const { return m_savedPath; }

 protected:
  // Finishing on the save page saves the profile under its name (a wizard finished unsaved lost
  // it).
  bool validateCurrentPage() override;

 private:
  QWizardPage* cameraPage();
  QWizardPage* boardPage();
  QWizardPage* sidePage();
  QWizardPage* lensPage();
  QWizardPage* savePage();
  void startPreview();
  void stopPreview();
  void showPreview(const VisionUpdate& update);
  void captureChessboard();
  void calibrateLens();

  QLineEdit* m_source;
  QWizardPage* m_savePage = nullptr;
  QString m_profileFolder;
  QString m_savedPath;
  CornerEditor* m_editor;
  QButtonGroup* m_side;
  QSpinBox* m_innerW;
  QSpinBox* m_innerH;
  QDoubleSpinBox* m_square;
  QLabel* m_lensStatus;
  QLineEdit* m_savePath;
  QLabel* m_saveStatus;
  SourcePreview* m_preview;  // the live picture the corners are set on
  std::vector<std::vector<cv::Point2f>> m_views;
  std::optional<calibration::CameraModel> m_camera;
  cv::Size m_frameSize;
};

}  // namespace c6::ui
