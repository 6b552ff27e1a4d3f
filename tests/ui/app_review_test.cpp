// Review while live: Left/Right and a click on a move show the board at that turn while the
// recording goes on; Live returns to the present. The same during a game and after it.
#include <gtest/gtest.h>

#include <QAction>
#include <QMenu>
#include <QTemporaryDir>

#include "app_games.h"
#include "app_test_record.h"
#include "qt_test_app.h"
#include "ui/app/app_controller.h"

namespace c6::ui {
namespace {

QAction* menuAction(QMenu* menu, const QString& startsWith) {
  for (QAction* a : menu->actions())
    if (a->text().startsWith(startsWith)) return a;
  ADD_FAILURE() << "no menu item " << startsWith.toStdString();
  return nullptr;
}

// Stones on the board after the first `turns` turns of the record.
int stonesAfter(const core::GameRecord& r, int turns) {
  int n = 0;
  for (int i = 0; i < turns; ++i) n += r.turns[static_cast<std::size_t>(i)].turn.count();
  return n;
}

TEST(ReviewWhileLive, LeftRightAndAClickShowEarlierTurnsWhileRecordingGoesOnAndLiveReturns) {
  test::qtApp();
  const test::RenderedGame& game = test::renderedGame("win");
  ASSERT_FALSE(game.video.isEmpty());
  QTemporaryDir dir;
  MainWindow w;
  w.show();
  AppController app(&w, {dir.path(), 1.5, test::boardLocator()});
  ASSERT_FALSE(app.startGame(test::gameSetup(game.video)));
  RecorderWorker* s = app.session();
  ASSERT_TRUE(test::waitUntil([&] { return s->record().turns.size() >= 3; }, 60000))
      << "no third turn";
  ASSERT_FALSE(s->over()) << "the game ended before it could be reviewed";
  QAction* left = menuAction(w.gameMenu(), "Previous turn");
  QAction* right = menuAction(w.gameMenu(), "Next turn");
  ASSERT_TRUE(left && right);

  const int liveTurns = static_cast<int>(s->record().turns.size());
  left->trigger();
  left->trigger();
  ASSERT_TRUE(app.reviewing());
  EXPECT_EQ(app.replay()->position(), liveTurns - 2);
  EXPECT_EQ(w.boardView()->diagram().board.stoneCount(), stonesAfter(s->record(), liveTurns - 2));
  EXPECT_TRUE(w.liveButton()->isVisible());
  EXPECT_TRUE(w.statusLine()->text().contains("Reviewing")) << w.statusLine()->text().toStdString();
  EXPECT_EQ(w.moveList()->rowCount(), liveTurns) << "the list keeps every turn to click on";

  // The recording goes on underneath; the board shown stays where the person looks.
  ASSERT_TRUE(test::waitUntil(
      [&] { return static_cast<int>(s->record().turns.size()) > liveTurns; }, 60000));
  test::waitUntil([] { return false; }, 200);
  EXPECT_EQ(w.boardView()->diagram().board.stoneCount(), stonesAfter(s->record(), liveTurns - 2));
  EXPECT_EQ(w.moveList()->rowCount(), static_cast<int>(s->record().turns.size()));

  // A click on the first move shows the board after it.
  emit w.moveTable()->clicked(w.moveList()->index(0, 0));
  EXPECT_EQ(app.replay()->position(), 1);
  EXPECT_EQ(w.boardView()->diagram().board.stoneCount(), 1);
  right->trigger();
  EXPECT_EQ(w.boardView()->diagram().board.stoneCount(), 3);

  // Live: the present again, and it follows the game.
  w.liveButton()->click();
  EXPECT_FALSE(app.reviewing());
  EXPECT_FALSE(w.liveButton()->isVisible());
  EXPECT_EQ(w.boardView()->diagram().board.stoneCount(), s->snapshot().board.stoneCount());

  // After the game: still reviewable.
  ASSERT_TRUE(test::waitUntil([&] { return s->over(); }, 90000)) << "the game did not end";
  test::waitUntil([] { return false; }, 200);
  const int all = static_cast<int>(s->record().turns.size());
  left->trigger();
  ASSERT_TRUE(app.reviewing());
  EXPECT_EQ(w.boardView()->diagram().board.stoneCount(), stonesAfter(s->record(), all - 1));
  right->trigger();  // past the last turn is the present
  EXPECT_FALSE(app.reviewing());
  EXPECT_TRUE(w.statusLine()->text().contains("Ada (Black) wins"))
      << w.statusLine()->text().toStdString();
}

}  // namespace
}  // namespace c6::ui
