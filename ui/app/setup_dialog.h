#pragma once
#include <QBoxLayout>
#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QGroupBox>
#include <QKeySequenceEdit>
#include <QLabel>
#include <QLineEdit>
#include <QScrollArea>
#include <QSpinBox>
#include <QTimer>

#include "ui/app/game_setup.h"
#include "ui/app/live_view.h"
#include "ui/app/source_preview.h"
#include "vision/board_locator.h"
#include "vision/frame_pipeline.h"

namespace c6::ui {

// "New game": players, event, round, board, time control (with its meaning spelled out as it is
// typed), clock mode and keys, and the video source. OK stays disabled while something must be
// fixed.
class SetupDialog : public QDialog {
  Q_OBJECT
 public:
  // `locator` finds the board in the preview (default: vision::locateBoard).
  explicit SetupDialog(const GameSetup& initial, QWidget* parent = nullptr,
                       vision::BoardLocator locator = defaultLocator());
  static vision::BoardLocator defaultLocator() {
    return [](const cv::Mat& image) { return vision::locateBoard(image); };
  }
  GameSetup setup() const;
  void setSetup(const GameSetup& setup);

  // For tests.
  QLineEdit* field(const char* name) const;
  QLabel* timeControlHint() const { return m_tcHint; }
  QLabel* problemLabel() const { return m_problem; }
  bool acceptable() const;
  QComboBox* cameraList() const { return m_cameras; }
  // The live picture of the chosen camera or file (not of a stream), and the source it shows
  // ("" when none).
  LiveView* preview() const { return m_preview; }
  QString previewedSource() const;
  QGroupBox* broadcastBox() const { return m_broadcast; }
  QSpinBox* broadcastPort() const { return m_port; }

 private:
  void refresh();
  void browseSource();
  void fillCameras();
  QGroupBox* buildBroadcastBox();
  void followSource();  // the preview shows the source chosen now
  void done(int result) override;
  // Never taller or wider than the screen: the fields scroll, OK and Cancel stay in sight.
  void showEvent(QShowEvent* event) override;
  // Too narrow for the two columns side by side (150 % on a laptop), the source column goes below
  // the players' column, so nothing scrolls sideways.
  void resizeEvent(QResizeEvent* event) override;

  QLineEdit* m_black;
  QLineEdit* m_white;
  QLineEdit* m_event;
  QLineEdit* m_round;
  QLineEdit* m_board;
  QLineEdit* m_tc;
  QLabel* m_tcHint;
  QButtonGroup* m_mode;
  QCheckBox* m_pauseWhenHalted;
  QKeySequenceEdit* m_keyPress;
  QKeySequenceEdit* m_keyBlack;
  QKeySequenceEdit* m_keyWhite;
  QKeySequenceEdit* m_keyPause;
  QComboBox* m_sourceKind;
  QComboBox* m_cameras;  // the V4L2 devices by name, when the source is a camera
  QLineEdit* m_source;
  QLineEdit* m_profile;
  QGroupBox* m_broadcast;  // checkable: broadcast this game
  QSpinBox* m_port;
  QLineEdit* m_token;
  QLineEdit* m_mqtt;  // host[:port]; empty: no broker
  QLineEdit* m_keyFile;
  QLineEdit* m_mqttUser;
  QLineEdit* m_passwordFile;
  QLineEdit* m_caFile;
  LiveView* m_preview;
  SourcePreview* m_previewSource;
  QTimer m_previewDelay;
  QLabel* m_problem;
  // The source the preview could not open, and why.
  QString m_failedSource, m_failedMessage;
  QDialogButtonBox* m_buttons;
  QBoxLayout* m_columns = nullptr;
  QScrollArea* m_fields = nullptr;
  int m_sideBySideWidth = 0;  // the columns' width side by side
};

}  // namespace c6::ui
