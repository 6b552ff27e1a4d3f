#include <gtest/gtest.h>

#include <QHeaderView>
#include <QPushButton>
#include <algorithm>

#include "qt_test_app.h"
#include "ui/app/clock_face.h"
#include "ui/app/game_status.h"
#include "ui/app/live_view.h"
#include "ui/app/main_window.h"
#include "ui/app/move_list_model.h"

namespace c6::ui {
namespace {

using core::Color;
using core::Micros;
using core::Point;
using core::Turn;

core::GameRecord sampleRecord() {
  core::GameRecord r;
  r.info.black = "Ada";
  r.info.white = "Brook";
  r.info.event = "Club night";
  auto add = [&](Turn t, double at, double blackLeft, double whiteLeft) {
    core::TurnRecord tr;
    tr.turn = t;
    tr.at = core::secondsToMicros(at);
    tr.thinking = core::secondsToMicros(5);
    tr.clocks = core::ClockSnapshot{
        core::secondsToMicros(blackLeft), core::secondsToMicros(whiteLeft), {}, {}};
    r.turns.push_back(tr);
  };
  add(Turn::one(Color::Black, Point(9, 9)), 5, 295, 300);
  add(Turn::two(Color::White, Point(10, 10), Point(10, 8)), 12, 295, 293);
  add(Turn::two(Color::Black, Point(10, 9), Point(11, 9)), 20.5, 286.5, 293);
  return r;
}

// The Live button's text changes as turns come in; End must still bring the present back.
TEST(MainWindowReview, EndReturnsToLiveWhateverTheButtonSays) {
  test::qtApp();
  MainWindow w;
  w.show();
  int live = 0;
  QObject::connect(&w, &MainWindow::liveRequested, [&live] { ++live; });
  w.setReviewing(3, 10);
  EXPECT_EQ(w.liveButton()->text().toStdString(), "Live (turn 10)");
  EXPECT_EQ(w.liveButton()->shortcut(), QKeySequence(Qt::Key_End));
  w.setReviewing(4, 11);
  EXPECT_EQ(w.liveButton()->shortcut(), QKeySequence(Qt::Key_End));
  w.liveButton()->click();
  EXPECT_EQ(live, 1);
}

// Retry that failed the same way left the screen as it was: it now says when it tried.
TEST(MainWindowSource, ARetryThatFailsAgainSaysItTried) {
  test::qtApp();
  MainWindow w;
  w.showSourceFailure("game.mp4: no such video file");
  EXPECT_FALSE(w.statusLine()->text().contains("tried again"));
  int retries = 0;
  QObject::connect(&w, &MainWindow::retryRequested, [&] {
    ++retries;
    w.showSourceFailure("game.mp4: no such video file");
  });
  w.findChild<QPushButton*>("retry")->click();
  EXPECT_EQ(retries, 1);
  EXPECT_TRUE(w.statusLine()->text().contains("tried again at"))
      << w.statusLine()->text().toStdString();
}

TEST(ClockFormat, ShowsTenthsOnlyNearTheEnd) {
  EXPECT_EQ(formatClock(core::secondsToMicros(5400)), "1:30:00");
  EXPECT_EQ(formatClock(core::secondsToMicros(299.9)), "4:59");
  EXPECT_EQ(formatClock(core::secondsToMicros(20)), "0:20");
  EXPECT_EQ(formatClock(core::secondsToMicros(9.46)), "0:09.4");
  EXPECT_EQ(formatClock(Micros(-5)), "0:00.0");
}

TEST(MoveListModel, RowsCarryStonesTimesAndClocks) {
  MoveListModel m;
  m.setTurns(sampleRecord().turns);
  ASSERT_EQ(m.rowCount(), 3);
  EXPECT_EQ(m.data(m.index(1, MoveListModel::Stones), Qt::DisplayRole).toString(), "k11 k9");
  EXPECT_EQ(m.data(m.index(1, MoveListModel::Side), Qt::DisplayRole).toString(), "W");
  EXPECT_EQ(m.data(m.index(2, MoveListModel::At), Qt::DisplayRole).toString(), "0:20");
  EXPECT_EQ(m.data(m.index(2, MoveListModel::BlackClock), Qt::DisplayRole).toString(), "4:46");
  EXPECT_EQ(m.data(m.index(0, MoveListModel::Used), Qt::DisplayRole).toString(), "0:05.0");
}

TEST(MoveListModel, GrowingListInsertsRowsInsteadOfResetting) {
  MoveListModel m;
  auto turns = sampleRecord().turns;
  m.setTurns({turns[0]});
  int inserted = 0, resets = 0;
  QObject::connect(&m, &QAbstractItemModel::rowsInserted, [&] { ++inserted; });
  QObject::connect(&m, &QAbstractItemModel::modelReset, [&] { ++resets; });
  m.setTurns(turns);
  m.setTurns({turns[0]});  // an undo shrinks: reset
  EXPECT_EQ(inserted, 1);
  EXPECT_EQ(resets, 1);
  EXPECT_EQ(m.rowCount(), 1);
}

TEST(SnapshotOfRecord, ReplaysStonesClocksAndSideToMove) {
  const GameSnapshot s = snapshotOfRecord(sampleRecord(), 2);
  EXPECT_EQ(s.turns.size(), 2u);
  EXPECT_EQ(s.board.stoneCount(), 3);
  EXPECT_EQ(s.toMove, Color::Black);
  EXPECT_EQ(s.clocks[1].left, core::secondsToMicros(293));
  EXPECT_EQ(s.clocks[0].player, "Ada");
  EXPECT_TRUE(s.clocks[0].toMove);
  EXPECT_FALSE(s.clocks[1].toMove);
  const BoardDiagram d = s.diagram();
  ASSERT_EQ(d.marks.lastTurn.size(), 2u);
  EXPECT_EQ(d.marks.lastTurn[0], Point(10, 10));
}

TEST(GameStatus, HaltedBeatsTurnAndOverBeatsAll) {
  GameSnapshot s = snapshotOfRecord(sampleRecord());
  EXPECT_EQ(gameStatus(s).kind, StatusKind::ToMove);
  EXPECT_TRUE(gameStatus(s).text.contains("White")) << gameStatus(s).text.toStdString();
  s.pending = {Point(3, 3)};
  EXPECT_EQ(gameStatus(s).kind, StatusKind::TurnHalfDone);
  FlagView f;
  f.type = "moved";
  f.restore = "put the black stone from l10 back on k10";
  s.flags.push_back(f);
  EXPECT_EQ(gameStatus(s).kind, StatusKind::Halted);
  EXPECT_TRUE(gameStatus(s).text.contains("k10"));
  s.result = core::Result::win(Color::Black, core::EndReason::Six);
  EXPECT_EQ(gameStatus(s).kind, StatusKind::Over);
  EXPECT_EQ(resultText(s.result), "Black wins (six)");
}

// The viewer named the winner and marked the six; the app said only "Black wins".
TEST(GameStatus, AWonGameNamesTheWinnerAndMarksTheSix) {
  core::GameRecord r;
  r.info.black = "Ada";
  r.info.white = "Brook";
  const auto pt = [](const char* s) { return *core::tryParsePoint(s); };
  const auto turn = [&r](core::Turn t) {
    core::TurnRecord tr;
    tr.turn = t;
    r.turns.push_back(tr);
  };
  turn(core::Turn::one(Color::Black, pt("c10")));
  turn(core::Turn::two(Color::White, pt("a1"), pt("a2")));
  turn(core::Turn::two(Color::Black, pt("d10"), pt("e10")));
  turn(core::Turn::two(Color::White, pt("a3"), pt("a4")));
  turn(core::Turn::two(Color::Black, pt("f10"), pt("g10")));
  turn(core::Turn::two(Color::White, pt("s1"), pt("s2")));
  turn(core::Turn::two(Color::Black, pt("h10"), pt("q5")));
  GameSnapshot s = snapshotOfRecord(r);
  ASSERT_TRUE(s.result.over());
  EXPECT_EQ(gameStatus(s).text.toStdString(), "Game over: Ada (Black) wins (six)");
  std::vector<Point> six = s.diagram().marks.winningLine;
  std::sort(six.begin(), six.end(), [](Point a, Point b) { return a.col < b.col; });
  ASSERT_EQ(six.size(), 6u);
  EXPECT_EQ(six.front(), pt("c10"));
  EXPECT_EQ(six.back(), pt("h10"));
  s.info.black.clear();  // no name: the side
  EXPECT_EQ(gameStatus(s).text.toStdString(), "Game over: Black wins (six)");
}

TEST(MainWindow, ShowsSnapshotInEveryPart) {
  test::qtApp();
  MainWindow w;
  const GameSnapshot s = snapshotOfRecord(sampleRecord());
  w.showSnapshot(s);
  EXPECT_EQ(w.moveList()->rowCount(), 3);
  EXPECT_EQ(w.boardView()->diagram().board.stoneCount(), 5);
  EXPECT_EQ(w.clock(Color::White)->face().left, core::secondsToMicros(293));
  EXPECT_TRUE(w.clock(Color::White)->face().toMove);
  EXPECT_TRUE(w.statusLine()->text().contains("White to move"));
  // It paints without crashing at its default size: the whole width of the test platform's
  // 800x600 screen (no wider: README "On a laptop").
  const QImage shot = w.grab().toImage();
  EXPECT_EQ(shot.width(), 800);
}

TEST(LiveView, ZoomsOnTheBoardToFillTheViewWithoutCuttingItOff) {
  LiveOverlay o;
  o.size = 19;
  for (int y = 0; y < 19; ++y)
    for (int x = 0; x < 19; ++x)
      o.intersections.emplace_back(300 + 20 * x, 150 + 12 * y);  // 360 x 216 px
  const auto region = boardRegion(o);
  ASSERT_TRUE(region);
  EXPECT_NEAR(region->left(), 280, 1e-9);  // a cell of rim on each side
  EXPECT_NEAR(region->right(), 680, 1e-9);
  // A tall view of a 960x540 frame: filled (cover), the board whole and centred across.
  LiveFit fit = fitLiveFrame(QSizeF(960, 540), region, QSizeF(570, 600));
  EXPECT_NEAR(fit.scale, 600.0 / 540, 1e-9);
  const double boardLeft = region->left() * fit.scale + fit.offset.x(),
               boardRight = region->right() * fit.scale + fit.offset.x();
  EXPECT_GE(boardLeft, 0);
  EXPECT_LE(boardRight, 570);
  EXPECT_NEAR(fit.offset.y(), 0, 1e-9);  // no band above or below
  // A view so narrow that filling it would cut the board: zoomed only as far as the board fits.
  fit = fitLiveFrame(QSizeF(960, 540), region, QSizeF(300, 600));
  EXPECT_NEAR(fit.scale, 300.0 / 400, 1e-9);
  // No board: the whole frame, letterboxed.
  fit = fitLiveFrame(QSizeF(960, 540), std::nullopt, QSizeF(480, 600));
  EXPECT_NEAR(fit.scale, 0.5, 1e-9);
  EXPECT_NEAR(fit.offset.y(), (600 - 270) / 2.0, 1e-9);
}

TEST(MainWindow, MoveListColumnsAreNeverCutOff) {
  test::qtApp();
  MainWindow w;
  w.resize(1280, 720);
  w.show();
  w.showSnapshot(snapshotOfRecord(sampleRecord()));
  QApplication::processEvents();
  const QHeaderView* h = w.moveTable()->horizontalHeader();
  const QFontMetrics fm(w.moveTable()->font());
  for (int c : {MoveListModel::At, MoveListModel::Used, MoveListModel::BlackClock,
                MoveListModel::WhiteClock})
    EXPECT_GE(h->sectionSize(c), fm.horizontalAdvance("1:00:00")) << c;
  int total = 0;
  for (int c = 0; c < MoveListModel::ColumnCount; ++c) total += h->sectionSize(c);
  EXPECT_LE(total, w.moveTable()->viewport()->width());
}

}  // namespace
}  // namespace c6::ui
