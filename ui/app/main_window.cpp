#include "ui/app/main_window.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QMenuBar>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSplitter>
#include <QStatusBar>
#include <QTime>
#include <QToolButton>
#include <QVBoxLayout>

#include "ui/app/forced_win_words.h"
#include "ui/app/game_status.h"
#include "ui/app/threat_words.h"

namespace c6::ui {
namespace {
// Room left for a window manager's title bar, so the whole window is on screen.
constexpr int kFrameAllowance = 32;
// Below this size (logical pixels) the window is arranged compactly (MainWindow::arrangeColumns).
constexpr int kCompactWidth = 1000;
constexpr int kCompactHeight = 600;
// The arbiter panel's width; narrower in the compact arrangement, where its buttons still fit.
constexpr int kPanelWidth = 380;
constexpr int kCompactPanelWidth = 300;
// A clock's least size in the compact arrangement (its face shortens its text to fit).
constexpr int kCompactClockWidth = 140;
constexpr int kCompactClockHeight = 72;
// The board's least side in the compact arrangement: 40% of a 1366x768 screen's height at 150%.
constexpr int kCompactBoardSide = 200;
}  // namespace

QSize initialWindowSize(QSize available) {
  return QSize(1500, 820).boundedTo(available - QSize(0, kFrameAllowance));
}

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
      m_threats(new QLabel),
      m_forcedWin(new QLabel),
      m_forcedWinAction(new QAction(tr("Show &forced wins (for commentators)"), this)),
      m_arbiter(new ArbiterPanel),
      m_arbiterDock(new QDockWidget(tr("Arbiter"))),
      m_liveButton(new QPushButton(tr("Live"))),
      m_retry(new QPushButton(tr("Retry"))),
      m_changeSource(new QPushButton(tr("Change source..."))),
      m_broadcastAction(new QAction(tr("&Broadcast (live feed for viewers)"), this)),
      m_broadcastLabel(new QLabel),
      m_message(new StatusMessage) {
  setWindowTitle(tr("c6cam - Connect6 recorder"));
  m_fileMenu = menuBar()->addMenu(tr("&File"));
  m_gameMenu = menuBar()->addMenu(tr("&Game"));
  m_toolsMenu = menuBar()->addMenu(tr("&Tools"));

  m_title->setAlignment(Qt::AlignCenter);
  m_title->setWordWrap(true);  // a long header takes two lines rather than widening the window
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

  m_threats->setObjectName("threats");
  m_threats->setAlignment(Qt::AlignCenter);
  m_threats->setWordWrap(true);
  m_threats->setContentsMargins(8, 2, 8, 2);
  QFont threatFont = m_threats->font();
  threatFont.setPixelSize(16);
  threatFont.setBold(true);
  m_threats->setFont(threatFont);
  m_threats->setStyleSheet("background: #fff1c9; color: #6b3a00;");
  m_threats->hide();
  m_forcedWin->setObjectName("forcedWin");
  m_forcedWin->setAlignment(Qt::AlignCenter);
  m_forcedWin->setWordWrap(true);
  m_forcedWin->setContentsMargins(8, 2, 8, 2);
  m_forcedWin->setFont(threatFont);
  m_forcedWin->setStyleSheet("background: #d5f5e3; color: #145a32;");
  m_forcedWin->hide();

  // Beside the status: the way back to the present while reviewing, and what to do when the source
  // failed.
  m_liveButton->setObjectName("live");
  m_liveButton->setToolTip(tr("Back to the game as it stands (End)"));
  m_liveButton->setShortcut(QKeySequence(Qt::Key_End));
  m_retry->setObjectName("retry");
  m_changeSource->setObjectName("changeSource");
  for (QPushButton* b : {m_liveButton, m_retry, m_changeSource}) {
    QFont f = b->font();
    f.setPixelSize(16);
    f.setBold(true);
    b->setFont(f);
    b->setMinimumHeight(40);
    b->hide();
  }
  connect(m_liveButton, &QPushButton::clicked, this, &MainWindow::liveRequested);
  connect(m_retry, &QPushButton::clicked, this, [this] {
    m_retried = true;
    emit retryRequested();
  });
  connect(m_changeSource, &QPushButton::clicked, this, &MainWindow::changeSourceRequested);

  m_moveTable->setModel(m_moves);
  m_moveTable->verticalHeader()->hide();
  m_moveTable->setSelectionBehavior(QAbstractItemView::SelectRows);
  m_moveTable->setAlternatingRowColors(true);
  m_moveTable->verticalHeader()->setDefaultSectionSize(22);
  m_moveTable->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  fitMoveColumns(false);
  m_wideMoveListWidth = m_moveTable->minimumWidth();

  // Left: what the camera sees, with both clocks under it; middle: the board as recorded; right:
  // the moves. The live view zooms on the board (LiveView), so it fills its place without black
  // bands.
  m_clocks = new QWidget;
  auto* clockLayout = new QHBoxLayout(m_clocks);
  clockLayout->setContentsMargins(0, 0, 0, 0);
  clockLayout->addWidget(m_black);
  clockLayout->addWidget(m_white);

  m_leftColumn = new QWidget;
  auto* leftLayout = new QVBoxLayout(m_leftColumn);
  leftLayout->setContentsMargins(0, 0, 0, 0);
  leftLayout->addWidget(m_live, 1);
  leftLayout->addWidget(m_clocks, 0);

  // The board and, when the window is narrow, the move list under it (see arrangeColumns()).
  m_boardColumn = new QSplitter(Qt::Vertical);
  m_boardColumn->setChildrenCollapsible(false);
  m_boardColumn->addWidget(m_board);
  m_columns = new QSplitter(Qt::Horizontal);
  QSplitter* split = m_columns;
  split->addWidget(m_leftColumn);
  split->addWidget(m_boardColumn);
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
  auto* statusRow = new QHBoxLayout;
  statusRow->addWidget(m_status, 1);
  statusRow->addWidget(m_liveButton);
  statusRow->addWidget(m_retry);
  statusRow->addWidget(m_changeSource);
  layout->addLayout(statusRow);
  layout->addWidget(m_threats);
  layout->addWidget(m_forcedWin);
  layout->addWidget(split, 1);
  connect(m_moveTable, &QTableView::clicked, this, [this](const QModelIndex& index) {
    if (index.isValid()) emit turnChosen(index.row() + 1);
  });
  setCentralWidget(central);
  central->installEventFilter(this);  // its width changes when the arbiter panel opens or closes

  m_arbiterDock->setObjectName("arbiterDock");
  // On a short screen the panel scrolls rather than pushing its last controls out of the window.
  auto* arbiterScroll = new QScrollArea;
  arbiterScroll->setWidgetResizable(true);
  arbiterScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  arbiterScroll->setFrameShape(QFrame::NoFrame);
  arbiterScroll->setWidget(m_arbiter);
  m_arbiterDock->setWidget(arbiterScroll);
  m_arbiterDock->setMinimumWidth(kPanelWidth);
  addDockWidget(Qt::RightDockWidgetArea, m_arbiterDock);
  m_arbiterDock->hide();
  m_toolsMenu->addAction(m_arbiterDock->toggleViewAction());
  m_forcedWinAction->setObjectName("showForcedWins");
  m_forcedWinAction->setCheckable(true);
  m_forcedWinAction->setChecked(false);
  m_toolsMenu->addAction(m_forcedWinAction);
  connect(m_forcedWinAction, &QAction::toggled, this, [this] { showForcedWin(); });

  // Broadcasting is switched in the Game menu or at the foot of the window, which says where
  // viewers watch.
  m_broadcastAction->setObjectName("broadcast");
  m_broadcastAction->setCheckable(true);
  m_gameMenu->addSeparator();
  m_gameMenu->addAction(m_broadcastAction);
  auto* broadcastButton = new QToolButton;
  broadcastButton->setDefaultAction(m_broadcastAction);
  broadcastButton->setText(tr("Broadcast"));
  broadcastButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
  m_broadcastLabel->setObjectName("broadcastUrl");
  m_broadcastLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
  statusBar()->addWidget(m_message, 1);
  statusBar()->addPermanentWidget(m_broadcastLabel);
  statusBar()->addPermanentWidget(broadcastButton);
  showBroadcast(QString());
  if (const QScreen* sc = screen()) {
    const QRect avail = sc->availableGeometry();
    // Arranged for that size first: the wider arrangements' least width would not let it shrink.
    arrange(arrangementFor(initialWindowSize(avail.size())));
    resize(initialWindowSize(avail.size()));
    move(avail.topLeft());
  }
  showSnapshot(GameSnapshot{});
}

MainWindow::~MainWindow() {
  // Closing hides the panel and resizes the centre: no rearranging of what is being torn down.
  disconnect(m_arbiterDock, nullptr, this, nullptr);
  centralWidget()->removeEventFilter(this);
}

bool MainWindow::eventFilter(QObject* watched, QEvent* event) {
  if (watched == centralWidget() && event->type() == QEvent::Resize)
    arrangeColumns();  // the window's size changed
  return QMainWindow::eventFilter(watched, event);
}

void MainWindow::arrangeColumns() {
  // Below about 1000x600 logical pixels (1366x768 at 150% is 911x512) two columns: the board on
  // the left, the clocks (smaller), the camera and the moves down the right, and a narrower
  // arbiter panel. Otherwise three columns while the board would get at least 45% of the
  // height beside the camera even with the arbiter panel open, else (a laptop) the move list under
  // the board. Judged as if the panel were open, so opening it never makes the window grow off
  // the screen.
  const Arrangement want = arrangementFor(size());
  if (want != m_arrangement) arrange(want);
}

MainWindow::Arrangement MainWindow::arrangementFor(QSize window) const {
  if (window.width() < kCompactWidth || window.height() < kCompactHeight)
    return Arrangement::Compact;
  const int w = window.width() - kPanelWidth - 16;
  const int besideList = (w - m_wideMoveListWidth - 24) / 2;
  return besideList < 0.45 * window.height() ? Arrangement::MovesUnderBoard
                                             : Arrangement::ThreeColumns;
}

void MainWindow::arrange(Arrangement a) {
  m_arrangement = a;
  const bool compact = a == Arrangement::Compact;
  m_arbiterDock->setMinimumWidth(compact ? kCompactPanelWidth : kPanelWidth);
  fitMoveColumns(compact);
  // The board's own least size would leave the move list no room beside it and the panel.
  m_board->setMinimumSize(compact ? QSize(kCompactBoardSide, kCompactBoardSide) : QSize(0, 0));
  for (ClockWidget* c : {m_black, m_white})
    c->setMinimumSize(compact ? QSize(kCompactClockWidth, kCompactClockHeight) : QSize(0, 0));
  auto* leftLayout = static_cast<QVBoxLayout*>(m_leftColumn->layout());
  if (compact) {
    // The board alone on the left; clocks, camera and moves down the right.
    leftLayout->removeWidget(m_live);
    leftLayout->removeWidget(m_clocks);
    leftLayout->insertWidget(0, m_board, 1);
    m_boardColumn->insertWidget(0, m_clocks);
    m_boardColumn->insertWidget(1, m_live);
    m_boardColumn->addWidget(m_moveTable);
    // The camera and the moves share what the clocks leave: the camera's message when the source
    // fails takes five lines.
    for (int i = 0; i < 3; ++i) m_boardColumn->setStretchFactor(i, i == 0 ? 0 : 1);
    const int h = m_boardColumn->height() - kCompactClockHeight;
    m_boardColumn->setSizes({kCompactClockHeight, h / 2, h / 2});
    const int board = m_leftColumn->height();
    m_columns->setSizes({board, centralWidget()->width() - board});
    return;
  }
  // The camera over the clocks on the left; the board in the middle.
  leftLayout->removeWidget(m_board);
  leftLayout->insertWidget(0, m_live, 1);
  leftLayout->insertWidget(1, m_clocks, 0);
  m_boardColumn->insertWidget(0, m_board);
  const int rest = centralWidget()->width() - m_moveTable->minimumWidth();
  if (a == Arrangement::ThreeColumns) {
    m_columns->addWidget(m_moveTable);
    m_columns->setStretchFactor(2, 0);
    m_columns->setSizes({rest / 2, rest / 2, m_moveTable->minimumWidth()});
    return;
  }
  m_boardColumn->addWidget(m_moveTable);
  m_boardColumn->setStretchFactor(0, 3);
  m_boardColumn->setStretchFactor(1, 2);
  const int h = m_boardColumn->height();
  m_boardColumn->setSizes({h * 3 / 5, h * 2 / 5});
  m_columns->setSizes({rest, m_moveTable->minimumWidth()});
}

void MainWindow::fitMoveColumns(bool compact) {
  // Every column as wide as its longest possible text, so nothing is ever cut off; the stones take
  // what is left. The list's minimum width is the sum, which the splitter respects. Compact: a
  // smaller font and padding, so the board keeps its share of a narrow window.
  QFont tableFont = m_moveTable->font();
  tableFont.setPixelSize(compact ? 12 : 13);
  m_moveTable->setFont(tableFont);
  const QFontMetrics fm(tableFont);
  const int pad = compact ? 8 : 14;
  QHeaderView* header = m_moveTable->horizontalHeader();
  header->setMinimumSectionSize(10);
  int total = 0;
  for (int c = 0; c < MoveListModel::ColumnCount; ++c) {
    static const char* widest[] = {"888",     "W",       "m11 m12", "1:00:00",
                                   "10:00.0", "1:00:00", "1:00:00"};
    const QString title = m_moves->headerData(c, Qt::Horizontal, Qt::DisplayRole).toString();
    const int w = std::max(fm.horizontalAdvance(QString::fromLatin1(widest[c])),
                           fm.horizontalAdvance(title)) +
                  pad;
    header->setSectionResizeMode(
        c, c == MoveListModel::Stones ? QHeaderView::Stretch : QHeaderView::Fixed);
    header->resizeSection(c, w);
    total += w;
  }
  m_moveTable->setMinimumWidth(total + m_moveTable->verticalScrollBar()->sizeHint().width() +
                               2 * m_moveTable->frameWidth() + 4);
  m_moveTable->setMaximumWidth(m_moveTable->minimumWidth() +
                               40);  // spare width goes to the pictures
}

void MainWindow::showAllTurns(const std::vector<core::TurnRecord>& all, int position) {
  m_moves->setTurns(all);
  if (position > 0 && position <= m_moves->rowCount()) {
    m_moveTable->selectRow(position - 1);
    m_moveTable->scrollTo(m_moves->index(position - 1, 0));
  } else {
    m_moveTable->clearSelection();
  }
}

void MainWindow::setReviewing(std::optional<int> position, int turns) {
  m_review = position;
  m_reviewTurns = turns;
  m_liveButton->setVisible(position.has_value());
  if (position) {
    m_liveButton->setText(tr("Live (turn %1)").arg(turns));
    // A button's new text replaces its shortcut with the text's mnemonic (none here): End is set
    // again, or it would work only until the first review.
    m_liveButton->setShortcut(QKeySequence(Qt::Key_End));
  }
  showStatus(m_last);
}

void MainWindow::showMessage(const QString& text, int ms) {
  m_message->showMessage(text, ms);
}

void MainWindow::showBroadcast(const QString& url) {
  const QSignalBlocker quiet(m_broadcastAction);  // shows the state; does not ask for a change
  m_broadcastAction->setChecked(!url.isEmpty());
  m_broadcastLabel->setText(url.isEmpty() ? tr("Not broadcasting")
                                          : tr("ON AIR: viewers open %1").arg(url));
  m_broadcastLabel->setStyleSheet(url.isEmpty() ? QString() : "color: #b00000; font-weight: bold;");
}

void MainWindow::showSourceFailure(const QString& error) {
  // A retry that fails the same way would change nothing on screen: say when it tried.
  m_failure = m_retried ? tr("%1 (tried again at %2)")
                              .arg(error, QTime::currentTime().toString(QStringLiteral("HH:mm:ss")))
                        : error;
  m_retried = false;
  m_retry->show();
  m_changeSource->show();
  showStatus(m_last);
}

void MainWindow::clearSourceFailure() {
  m_failure.clear();
  m_retried = false;
  m_retry->hide();
  m_changeSource->hide();
  showStatus(m_last);
}

void MainWindow::showSnapshot(const GameSnapshot& s) {
  m_board->setDiagram(s.diagram());
  m_black->setFace(s.clocks[0]);
  m_white->setFace(s.clocks[1]);
  m_moves->setTurns(s.turns);
  if (!m_review) {  // while reviewing, the panel keeps showing the present (the controller feeds
                    // it)
    m_arbiter->showSnapshot(s);
    // A new flag opens the arbiter panel; closing it is the arbiter's choice.
    const int flags = static_cast<int>(s.flags.size());
    if (flags > m_flagsShown) m_arbiterDock->show();
    m_flagsShown = flags;
  }
  if (!s.turns.empty() && !m_review) m_moveTable->scrollToBottom();
  m_last = s;
  showStatus(s);
  const QString threats = threatWords(s);
  m_threats->setText(threats);
  m_threats->setVisible(!threats.isEmpty());
  showForcedWin();

  QStringList title;
  const auto& info = s.info;
  if (!info.event.empty()) title << QString::fromStdString(info.event);
  if (!info.round.empty()) title << tr("round %1").arg(QString::fromStdString(info.round));
  if (!info.board.empty()) title << tr("board %1").arg(QString::fromStdString(info.board));
  QString players;
  if (!info.black.empty() || !info.white.empty())
    players = QString::fromStdString(info.black) + tr(" (B)  vs  ") +
              QString::fromStdString(info.white) + tr(" (W)");
  if (!players.isEmpty()) title << players;
  if (!info.timeControl.empty()) title << QString::fromStdString(info.timeControl);
  m_title->setText(title.join("   |   "));
  m_title->setVisible(!title.isEmpty());
}

void MainWindow::showStatus(const GameSnapshot& s) {
  GameStatus st = gameStatus(s);
  // What stops the recording matters more than the game's state; looking back comes next.
  if (!m_failure.isEmpty()) {
    st.text =
        tr("NO PICTURE: %1 - connect the camera (or fix the file), then Retry, or Change source")
            .arg(m_failure);
    st.background = QColor(0xD0, 0x10, 0x10);
  } else if (m_review) {
    st.text = tr("Reviewing: the board after turn %1 of %2 - recording goes on. Left/Right step, "
                 "Live returns")
                  .arg(*m_review)
                  .arg(m_reviewTurns);
    st.background = QColor(0x55, 0x4F, 0x8A);
  }
  m_status->setText(st.text);
  QPalette pal = m_status->palette();
  pal.setColor(QPalette::Window, st.background);
  pal.setColor(QPalette::WindowText, Qt::white);
  m_status->setPalette(pal);
}

void MainWindow::showForcedWin() {
  if (!m_forcedWinAction->isChecked()) {
    m_forcedWin->hide();
    return;
  }
  // Snapshots come with every clock tick; the solver runs only when the position changed.
  const bool settled = !m_last.turns.empty() && m_last.pending.empty() && !m_last.result.over();
  if (!settled) {
    m_forcedWinBoard.reset();
    m_forcedWinText.clear();
  } else if (m_forcedWinBoard != m_last.board) {
    m_forcedWinText = forcedWinWords(m_last);
    m_forcedWinBoard = m_last.board;
  }
  m_forcedWin->setText(m_forcedWinText);
  m_forcedWin->setVisible(!m_forcedWinText.isEmpty());
}

}  // namespace c6::ui
