// Threat words in the desktop app: the line under the status says what the web viewer says.
#include <gtest/gtest.h>

#include "core/threats.h"
#include "qt_test_app.h"
#include "ui/app/main_window.h"
#include "ui/app/threat_words.h"

namespace c6::ui {
namespace {

using core::Color;
using core::Point;
using core::Turn;

// Black five in a row j10..n10 (i10 and o10 open) after turn 5; White played in the corners.
core::GameRecord fiveInARow() {
  core::GameRecord r;
  auto add = [&r](Turn t) {
    core::TurnRecord tr;
    tr.turn = t;
    r.turns.push_back(tr);
  };
  add(Turn::one(Color::Black, Point(9, 9)));
  add(Turn::two(Color::White, Point(0, 0), Point(18, 18)));  // the corners: no window of White's
  add(Turn::two(Color::Black, Point(10, 9), Point(11, 9)));
  add(Turn::two(Color::White, Point(0, 18), Point(18, 0)));
  add(Turn::two(Color::Black, Point(12, 9), Point(13, 9)));
  return r;
}

TEST(ThreatWords, SayWhoThreatensAndWhereToBlockAsTheViewerDoes) {
  core::GameRecord r = fiveInARow();
  EXPECT_EQ(threatWords(snapshotOfRecord(r)),
            "Black threatens to win: White must block i10 and o10");
  // Before that turn nobody threatens.
  EXPECT_EQ(threatWords(snapshotOfRecord(r, 3)), "");
  EXPECT_EQ(threatWords(snapshotOfRecord(r, 0)), "");
  // White blocks both ends: nothing left.
  core::TurnRecord block;
  block.turn = Turn::two(Color::White, Point(8, 9), Point(14, 9));
  r.turns.push_back(block);
  EXPECT_EQ(threatWords(snapshotOfRecord(r)), "");
}

TEST(ThreatWords, SayWhenOneTurnCannotBlockAndWhenTheSideToMoveCanWin) {
  core::GameRecord r;
  auto add = [&r](Turn t) {
    core::TurnRecord tr;
    tr.turn = t;
    r.turns.push_back(tr);
  };
  // Black: four on row 10 (j..m) and four on row 5 (c..f), each needing two blocks. White: s19 s18
  // s15 s14 (four in the window s14..s19) and more down the s column.
  add(Turn::one(Color::Black, Point(9, 9)));
  add(Turn::two(Color::White, Point(18, 18), Point(18, 17)));
  add(Turn::two(Color::Black, Point(10, 9), Point(11, 9)));
  add(Turn::two(Color::White, Point(18, 14), Point(18, 13)));
  add(Turn::two(Color::Black, Point(12, 9), Point(2, 4)));
  add(Turn::two(Color::White, Point(18, 11), Point(18, 10)));
  add(Turn::two(Color::Black, Point(3, 4), Point(4, 4)));
  add(Turn::two(Color::White, Point(18, 7), Point(18, 6)));
  add(Turn::two(Color::Black, Point(5, 4), Point(0, 18)));
  // Each four can be blocked at more than one pair of points; core/threats picks one, the words
  // list it.
  const core::Threats t = core::threats(snapshotOfRecord(r).board);
  ASSERT_EQ(t.black.block.size(), 4u);
  QStringList points;
  for (Point p : t.black.block) points << QString::fromStdString(core::toString(p));
  EXPECT_EQ(threatWords(snapshotOfRecord(r)),
            QString("Black threatens to win: White cannot block all of %1, %2, %3 and %4. "
                    "White can win this turn")
                .arg(points[0], points[1], points[2], points[3]));
}

TEST(ThreatWords, ShowUnderTheStatusInTheWindowAndHideWhenThereAreNone) {
  test::qtApp();
  MainWindow window;
  window.resize(1366, 740);
  window.show();
  core::GameRecord r = fiveInARow();
  window.showSnapshot(snapshotOfRecord(r, 4));
  EXPECT_TRUE(window.threatLine()->isHidden());
  window.showSnapshot(snapshotOfRecord(r));
  EXPECT_TRUE(window.threatLine()->isVisible());
  EXPECT_EQ(window.threatLine()->text(), "Black threatens to win: White must block i10 and o10");
  // The game is over: no more threats.
  GameSnapshot over = snapshotOfRecord(r);
  over.result = core::Result{core::Outcome::BlackWins, core::EndReason::Resign};
  window.showSnapshot(over);
  EXPECT_TRUE(window.threatLine()->isHidden());
}

}  // namespace
}  // namespace c6::ui
