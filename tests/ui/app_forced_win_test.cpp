// Forced wins in the desktop app (issue 31): the words the viewer shows, under the threats, only
// when the setting is on (off by default: the app's screen may face the players). With
// C6_SCREENSHOT_DIR set, the window showing it is saved there as app_forced_win.png.
#include <gtest/gtest.h>

#include <QDir>
#include <filesystem>
#include <fstream>

#include "core/sgf_record.h"
#include "qt_test_app.h"
#include "ui/app/forced_win_words.h"
#include "ui/app/main_window.h"

namespace c6::ui {
namespace {

// Little Golem game 1470445 of the shared records: after turn 26 Black wins by force in 2 turns.
core::GameRecord game1470445() {
  const auto path = std::filesystem::path(C6_SHARED_DATA_DIR) / "records" / "lg_1470445.sgf";
  std::ifstream in(path);
  EXPECT_TRUE(in) << "shared record missing: " << path;
  return in ? core::readSgf(in, path.string()) : core::GameRecord{};
}

TEST(ForcedWinWords, AsTheViewerSaysThem) {
  const core::GameRecord r = game1470445();
  ASSERT_GE(r.turns.size(), 27u);
  EXPECT_EQ(forcedWinWords(snapshotOfRecord(r, 26)), "Black wins by force in 2 turns: f11 h13");
  EXPECT_EQ(forcedWinWords(snapshotOfRecord(r, 0)), "");
  GameSnapshot half = snapshotOfRecord(r, 26);
  half.pending.push_back(core::Point(0, 0));  // a turn half placed: wait for it
  EXPECT_EQ(forcedWinWords(half), "");
}

TEST(ForcedWinWords, ShowInTheWindowOnlyWhenSwitchedOn) {
  test::qtApp();
  MainWindow window;
  window.resize(1366, 740);
  window.show();
  const core::GameRecord r = game1470445();
  window.showSnapshot(snapshotOfRecord(r, 26));
  EXPECT_FALSE(window.forcedWinAction()->isChecked());
  EXPECT_TRUE(window.forcedWinLine()->isHidden());
  window.forcedWinAction()->setChecked(true);
  EXPECT_TRUE(window.forcedWinLine()->isVisible());
  EXPECT_EQ(window.forcedWinLine()->text(), "Black wins by force in 2 turns: f11 h13");
  if (const QString dir = qEnvironmentVariable("C6_SCREENSHOT_DIR"); !dir.isEmpty()) {
    QDir().mkpath(dir);
    EXPECT_TRUE(window.grab().save(dir + "/app_forced_win.png"));
  }
  // Black did not play it (f11 c8): White, to move, has none to show.
  window.showSnapshot(snapshotOfRecord(r, 27));
  EXPECT_TRUE(window.forcedWinLine()->isHidden()) << window.forcedWinLine()->text().toStdString();
  window.forcedWinAction()->setChecked(false);
  window.showSnapshot(snapshotOfRecord(r, 26));
  EXPECT_TRUE(window.forcedWinLine()->isHidden());
}

}  // namespace
}  // namespace c6::ui
