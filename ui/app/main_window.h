#pragma once
#include <QAction>
#include <QDockWidget>
#include <QLabel>
#include <QMainWindow>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>

#include "ui/app/arbiter_panel.h"
#include "ui/app/board_view.h"
#include "ui/app/clock_widget.h"
#include "ui/app/game_snapshot.h"
#include "ui/app/live_view.h"
#include "ui/app/move_list_model.h"
#include "ui/app/status_message.h"

namespace c6::ui {

// The size the window opens at on a screen whose available area is `available`: as large as suits
// the table, never larger than the screen less a title bar (a 1366x768 laptop).
QSize initialWindowSize(QSize available);

// The one window at the table: status line on top; camera with overlay, board diagram, both clocks
// and the move list below; the arbiter panel docked on the right, opened by itself when a flag
// opens. A view only: it shows snapshots and hands its menus and the panel's requests to a
// controller.
class MainWindow : public QMainWindow {
  Q_OBJECT
 public:
  explicit MainWindow(QWidget* parent = nullptr);
  ~MainWindow() override;

  void showSnapshot(const GameSnapshot& snapshot);
  // Replay and review: the move list keeps every turn of `all` and selects the one shown
  // (`position` turns played; 0 = the empty board), while the rest of the window shows the snapshot
  // at that turn.
  void showAllTurns(const std::vector<core::TurnRecord>& all, int position);
  // Review while live: the board at an earlier turn while the recording goes on; the Live button
  // (and the status line) say so. Empty: back to the present.
  void setReviewing(std::optional<int> position, int turns = 0);
  bool reviewing() const { return m_review.has_value(); }
  // The source failed: a red status that says what to do, with Retry and Change source, until
  // cleared.
  void showSourceFailure(const QString& error);
  void clearSourceFailure();
  bool sourceFailed() const { return !m_failure.isEmpty(); }
  LiveView* liveView() const { return m_live; }
  BoardView* boardView() const { return m_board; }
  ClockWidget* clock(core::Color side) const {
    return side == core::Color::White ? m_white : m_black;
  }
  MoveListModel* moveList() const { return m_moves; }
  QTableView* moveTable() const { return m_moveTable; }
  QLabel* statusLine() const { return m_status; }
  // The threats after the turn shown, in words for commentators (threat_words.h); hidden when none.
  QLabel* threatLine() const { return m_threats; }
  // The forced win after the turn shown, in words (forced_win_words.h), under the threats. A
  // setting, off by default: the app's screen may face the players, who must not be told.
  QLabel* forcedWinLine() const { return m_forcedWin; }
  QAction* forcedWinAction() const { return m_forcedWinAction; }
  ArbiterPanel* arbiterPanel() const { return m_arbiter; }
  QDockWidget* arbiterDock() const { return m_arbiterDock; }
  // The menus, for the controller to fill and connect.
  QMenu* fileMenu() const { return m_fileMenu; }
  QMenu* gameMenu() const { return m_gameMenu; }
  QMenu* toolsMenu() const { return m_toolsMenu; }
  QPushButton* liveButton() const { return m_liveButton; }
  QPushButton* retryButton() const { return m_retry; }
  QPushButton* changeSourceButton() const { return m_changeSource; }
  // Broadcast on/off (Game menu and the status bar); the controller starts and stops the feed.
  QAction* broadcastAction() const { return m_broadcastAction; }
  // The status bar's broadcast note: where viewers watch, or empty when off.
  void showBroadcast(const QString& url);
  // A passing message at the foot of the window, for `ms` milliseconds (0: until the next one).
  void showMessage(const QString& text, int ms = 0);
  StatusMessage* statusMessage() const { return m_message; }
  QLabel* broadcastLabel() const { return m_broadcastLabel; }

 signals:
  void liveRequested();
  void retryRequested();
  void changeSourceRequested();
  void turnChosen(int position);  // a move clicked in the list: show the board after it

 protected:
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  // How the pictures and the move list share the window (arrangeColumns() picks one).
  enum class Arrangement {
    ThreeColumns,     // camera and clocks | board | moves
    MovesUnderBoard,  // camera and clocks | board over moves
    Compact,          // board | clocks over camera over moves (911x512: 1366x768 at 150%)
  };
  void showStatus(const GameSnapshot& snapshot);
  void showForcedWin();
  void arrangeColumns();
  Arrangement arrangementFor(QSize window) const;
  void arrange(Arrangement a);
  void fitMoveColumns(bool compact);

  LiveView* m_live;
  BoardView* m_board;
  ClockWidget* m_black;
  ClockWidget* m_white;
  MoveListModel* m_moves;
  QTableView* m_moveTable;
  QLabel* m_status;
  QLabel* m_title;
  QLabel* m_threats;
  QLabel* m_forcedWin;
  QAction* m_forcedWinAction;
  std::optional<core::Board> m_forcedWinBoard;  // the position m_forcedWinText was found for
  QString m_forcedWinText;
  ArbiterPanel* m_arbiter;
  QDockWidget* m_arbiterDock;
  int m_flagsShown = 0;
  QMenu* m_fileMenu;
  QMenu* m_gameMenu;
  QMenu* m_toolsMenu;
  QSplitter* m_columns;      // the left column | the other column | moves (three columns)
  QWidget* m_leftColumn;     // the camera over the clocks; compact: the board
  QSplitter* m_boardColumn;  // the board (over the moves); compact: clocks, camera, moves
  QWidget* m_clocks;         // both clocks side by side
  Arrangement m_arrangement = Arrangement::ThreeColumns;
  int m_wideMoveListWidth = 0;  // the move list's least width outside the compact arrangement
  QPushButton* m_liveButton;
  QPushButton* m_retry;
  QPushButton* m_changeSource;
  QAction* m_broadcastAction;
  QLabel* m_broadcastLabel;
  StatusMessage* m_message;
  std::optional<int> m_review;
  int m_reviewTurns = 0;
  QString m_failure;
  bool m_retried = false;  // Retry was pressed since the failure was shown
  GameSnapshot m_last;
};

}  // namespace c6::ui
