#pragma once
#include <QDockWidget>
#include <QLabel>
#include <QMainWindow>
#include <QTableView>

#include "ui/app/arbiter_panel.h"
#include "ui/app/board_view.h"
#include "ui/app/clock_widget.h"
#include "ui/app/game_snapshot.h"
#include "ui/app/live_view.h"
#include "ui/app/move_list_model.h"

namespace c6::ui {

// The one window at the table: status line on top; camera with overlay, board diagram, both clocks and
// the move list below; the arbiter panel docked on the right, opened by itself when a flag opens.
// A view only: it shows snapshots and hands its menus and the panel's requests to a controller.
class MainWindow : public QMainWindow {
  Q_OBJECT
 public:
  explicit MainWindow(QWidget* parent = nullptr);

  void showSnapshot(const GameSnapshot& snapshot);
  LiveView* liveView() const { return m_live; }
  BoardView* boardView() const { return m_board; }
  ClockWidget* clock(core::Color side) const { return side == core::Color::White ? m_white : m_black; }
  MoveListModel* moveList() const { return m_moves; }
  QTableView* moveTable() const { return m_moveTable; }
  QLabel* statusLine() const { return m_status; }
  ArbiterPanel* arbiterPanel() const { return m_arbiter; }
  QDockWidget* arbiterDock() const { return m_arbiterDock; }
  // The menus, for the controller to fill and connect.
  QMenu* fileMenu() const { return m_fileMenu; }
  QMenu* gameMenu() const { return m_gameMenu; }
  QMenu* toolsMenu() const { return m_toolsMenu; }

 private:
  LiveView* m_live;
  BoardView* m_board;
  ClockWidget* m_black;
  ClockWidget* m_white;
  MoveListModel* m_moves;
  QTableView* m_moveTable;
  QLabel* m_status;
  QLabel* m_title;
  ArbiterPanel* m_arbiter;
  QDockWidget* m_arbiterDock;
  int m_flagsShown = 0;
  QMenu* m_fileMenu;
  QMenu* m_gameMenu;
  QMenu* m_toolsMenu;
};

}  // namespace c6::ui
