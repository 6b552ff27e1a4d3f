#pragma once
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>
#include <QWidget>

#include "core/referee_events.h"
#include "ui/app/game_snapshot.h"

namespace c6::ui {

// The arbiter's panel: each open flag (what to restore, evidence), rulings, clock operations and
// the log of everything recorded. A view: it shows snapshots and emits requests (the referee's own
// core::ArbiterAction for a ruling), which the recorder applies, logs into the record, and the next
// snapshot shows.
class ArbiterPanel : public QWidget {
  Q_OBJECT
 public:
  explicit ArbiterPanel(QWidget* parent = nullptr);
  void showSnapshot(const GameSnapshot& snapshot);

  // For tests and the screenshot: the controls by role.
  // Accept, Void, or a Loss for Black or White.
  QPushButton* rulingButton(const core::ArbiterAction& ruling) const;
  QPushButton* pauseButton() const { return m_pause; }
  QPushButton* undoButton() const { return m_undo; }
  QPushButton* adjustButton() const { return m_adjust; }
  QPushButton* penaltyButton() const { return m_penalty; }
  QComboBox* sideBox() const { return m_side; }
  QLineEdit* timeEdit() const { return m_time; }
  QLineEdit* penaltyEdit() const { return m_penaltySeconds; }
  QListWidget* log() const { return m_log; }
  int flagCardCount() const;

 signals:
  void rulingRequested(c6::core::ArbiterAction ruling);
  void pauseRequested(bool pause);  // true: pause, false: resume
  void adjustRequested(c6::core::Color side, c6::core::Micros left);
  void penaltyRequested(c6::core::Color side, c6::core::Micros amount);  // positive takes time away
  void undoPressRequested();

 private:
  core::Color chosenSide() const;
  void requestAdjust();
  void requestPenalty();

  QWidget* m_flags;
  QVBoxLayout* m_flagsLayout;
  QLabel* m_noFlags;
  QPushButton* m_accept;
  QPushButton* m_lossBlack;
  QPushButton* m_lossWhite;
  QPushButton* m_void;
  QPushButton* m_pause;
  QPushButton* m_undo;
  QComboBox* m_side;
  QLineEdit* m_time;
  QPushButton* m_adjust;
  QLineEdit* m_penaltySeconds;
  QPushButton* m_penalty;
  QLabel* m_feedback;
  QListWidget* m_log;
  bool m_paused = false;
};

// One line of the arbiter log for a record event: "3:05  flag moved  from=k10 to=k11".
QString describeRecordEvent(const core::RecordEvent& event);

}  // namespace c6::ui
