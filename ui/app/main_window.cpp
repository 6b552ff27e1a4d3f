#include "ui/app/main_window.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QMenuBar>
#include <QSplitter>
#include <QVBoxLayout>

#include "ui/app/game_status.h"

namespace c6::ui {

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent),
      m_live(new LiveView),
      m_board(new BoardView),
      m_black(new ClockWidget),
      m_white(new ClockWidget),
      m_moves(new MoveListModel(this)),
      m_moveTable(new QTableView),
      m_status(new QLabel),
      m_title(new QLabel),
      m_arbiter(new ArbiterPanel),
      m_arbiterDock(new QDockWidget(tr("Arbiter"))) {
  setWindowTitle(tr("c6cam - Connect6 recorder"));
  m_fileMenu = menuBar()->addMenu(tr("&File"));
  m_gameMenu = menuBar()->addMenu(tr("&Game"));
  m_toolsMenu = menuBar()->addMenu(tr("&Tools"));

  m_title->setAlignment(Qt::AlignCenter);
  QFont titleFont = m_title->font();
  titleFont.setPixelSize(16);
  m_title->setFont(titleFont);

  m_status->setAlignment(Qt::AlignCenter);
  m_status->setWordWrap(true);
  m_status->setMinimumHeight(46);
  QFont statusFont = m_status->font();
  statusFont.setPixelSize(22);
  statusFont.setBold(true);
  m_status->setFont(statusFont);
  m_status->setAutoFillBackground(true);

  ClockFace blackFace, whiteFace;
  whiteFace.side = core::Color::White;
  m_black->setFace(blackFace);
  m_white->setFace(whiteFace);

  m_moveTable->setModel(m_moves);
  m_moveTable->verticalHeader()->hide();
  m_moveTable->setSelectionBehavior(QAbstractItemView::SelectRows);
  m_moveTable->setAlternatingRowColors(true);
  m_moveTable->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
  m_moveTable->horizontalHeader()->setSectionResizeMode(MoveListModel::Stones, QHeaderView::Stretch);
  m_moveTable->verticalHeader()->setDefaultSectionSize(22);
  QFont tableFont = m_moveTable->font();
  tableFont.setPixelSize(13);
  m_moveTable->setFont(tableFont);

  auto* right = new QWidget;
  right->setMinimumWidth(400);
  auto* rightLayout = new QVBoxLayout(right);
  rightLayout->setContentsMargins(0, 0, 0, 0);
  rightLayout->addWidget(m_black, 0);
  rightLayout->addWidget(m_white, 0);
  rightLayout->addWidget(m_moveTable, 1);

  auto* split = new QSplitter(Qt::Horizontal);
  split->addWidget(m_live);
  split->addWidget(m_board);
  split->addWidget(right);
  split->setStretchFactor(0, 3);
  split->setStretchFactor(1, 3);
  split->setStretchFactor(2, 2);
  split->setSizes({520, 600, 440});

  auto* central = new QWidget;
  auto* layout = new QVBoxLayout(central);
  layout->setContentsMargins(6, 4, 6, 6);
  layout->addWidget(m_title);
  layout->addWidget(m_status);
  layout->addWidget(split, 1);
  setCentralWidget(central);

  m_arbiterDock->setObjectName("arbiterDock");
  m_arbiterDock->setWidget(m_arbiter);
  m_arbiterDock->setMinimumWidth(430);
  addDockWidget(Qt::RightDockWidgetArea, m_arbiterDock);
  m_arbiterDock->hide();
  m_toolsMenu->addAction(m_arbiterDock->toggleViewAction());
  resize(1500, 820);
  showSnapshot(GameSnapshot{});
}

void MainWindow::showSnapshot(const GameSnapshot& s) {
  m_board->setDiagram(s.diagram());
  m_black->setFace(s.clocks[0]);
  m_white->setFace(s.clocks[1]);
  m_moves->setTurns(s.turns);
  m_arbiter->showSnapshot(s);
  // A new flag opens the arbiter panel; closing it is the arbiter's choice.
  const int flags = static_cast<int>(s.flags.size());
  if (flags > m_flagsShown) m_arbiterDock->show();
  m_flagsShown = flags;
  if (!s.turns.empty()) m_moveTable->scrollToBottom();

  const GameStatus st = gameStatus(s);
  m_status->setText(st.text);
  QPalette pal = m_status->palette();
  pal.setColor(QPalette::Window, st.background);
  pal.setColor(QPalette::WindowText, Qt::white);
  m_status->setPalette(pal);

  QStringList title;
  const auto& info = s.info;
  if (!info.event.empty()) title << QString::fromStdString(info.event);
  if (!info.round.empty()) title << tr("round %1").arg(QString::fromStdString(info.round));
  if (!info.board.empty()) title << tr("board %1").arg(QString::fromStdString(info.board));
  QString players;
  if (!info.black.empty() || !info.white.empty())
    players = QString::fromStdString(info.black) + tr(" (B)  vs  ") + QString::fromStdString(info.white) + tr(" (W)");
  if (!players.isEmpty()) title << players;
  if (!info.timeControl.empty()) title << QString::fromStdString(info.timeControl);
  m_title->setText(title.join("   |   "));
  m_title->setVisible(!title.isEmpty());
}

}  // namespace c6::ui
