#include "ui/app/main_window.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QMenuBar>
#include <QScrollBar>
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
  m_status->setWordWrap(true);  // a long restore instruction takes two lines rather than being cut
  m_status->setMinimumHeight(46);
  m_status->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum);
  m_status->setContentsMargins(8, 4, 8, 4);
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
  m_moveTable->verticalHeader()->setDefaultSectionSize(22);
  m_moveTable->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  QFont tableFont = m_moveTable->font();
  tableFont.setPixelSize(13);
  m_moveTable->setFont(tableFont);
  // Every column as wide as its longest possible text, so nothing is ever cut off; the stones take
  // what is left. The list's minimum width is the sum, which the splitter respects.
  const QFontMetrics fm(tableFont);
  const int pad = 14;
  QHeaderView* header = m_moveTable->horizontalHeader();
  header->setMinimumSectionSize(10);
  int total = 0;
  for (int c = 0; c < MoveListModel::ColumnCount; ++c) {
    static const char* widest[] = {"888", "W", "m11 m12", "1:00:00", "10:00.0", "1:00:00", "1:00:00"};
    const QString title = m_moves->headerData(c, Qt::Horizontal, Qt::DisplayRole).toString();
    const int w = std::max(fm.horizontalAdvance(QString::fromLatin1(widest[c])), fm.horizontalAdvance(title)) + pad;
    header->setSectionResizeMode(c, c == MoveListModel::Stones ? QHeaderView::Stretch : QHeaderView::Fixed);
    header->resizeSection(c, w);
    total += w;
  }
  m_moveTable->setMinimumWidth(total + m_moveTable->verticalScrollBar()->sizeHint().width() + 2 * m_moveTable->frameWidth() + 4);
  m_moveTable->setMaximumWidth(m_moveTable->minimumWidth() + 40);  // spare width goes to the pictures

  // Left: what the camera sees, with both clocks under it; middle: the board as recorded; right: the
  // moves. The live view zooms on the board (LiveView), so it fills its place without black bands.
  auto* clocks = new QWidget;
  auto* clockLayout = new QHBoxLayout(clocks);
  clockLayout->setContentsMargins(0, 0, 0, 0);
  clockLayout->addWidget(m_black);
  clockLayout->addWidget(m_white);

  auto* left = new QWidget;
  auto* leftLayout = new QVBoxLayout(left);
  leftLayout->setContentsMargins(0, 0, 0, 0);
  leftLayout->addWidget(m_live, 1);
  leftLayout->addWidget(clocks, 0);

  auto* split = new QSplitter(Qt::Horizontal);
  split->addWidget(left);
  split->addWidget(m_board);
  split->addWidget(m_moveTable);
  split->setChildrenCollapsible(false);
  split->setStretchFactor(0, 4);
  split->setStretchFactor(1, 4);
  split->setStretchFactor(2, 0);
  split->setSizes({600, 600, m_moveTable->minimumWidth()});

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
