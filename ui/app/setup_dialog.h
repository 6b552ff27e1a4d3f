#pragma once
#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QKeySequenceEdit>
#include <QLabel>
#include <QLineEdit>

#include "ui/app/game_setup.h"

namespace c6::ui {

// "New game": players, event, round, board, time control (with its meaning spelled out as it is
// typed), clock mode and keys, and the video source. OK stays disabled while something must be
// fixed.
class SetupDialog : public QDialog {
  Q_OBJECT
 public:
  explicit SetupDialog(const GameSetup& initial, QWidget* parent = nullptr);
  GameSetup setup() const;
  void setSetup(const GameSetup& setup);

  // For tests.
  QLineEdit* field(const char* name) const;
  QLabel* timeControlHint() const { return m_tcHint; }
  QLabel* problemLabel() const { return m_problem; }
  bool acceptable() const;
  QComboBox* cameraList() const { return m_cameras; }

 private:
  void refresh();
  void browseSource();
  void fillCameras();

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
  QLabel* m_problem;
  QDialogButtonBox* m_buttons;
};

}  // namespace c6::ui
