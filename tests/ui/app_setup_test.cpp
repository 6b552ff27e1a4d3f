#include <gtest/gtest.h>

#include <QTemporaryDir>

#include "app_test_record.h"
#include "qt_test_app.h"
#include "ui/app/recording_files.h"
#include "ui/app/setup_dialog.h"

namespace c6::ui {
namespace {

GameSetup setup() {
  return test::gameSetup("/dev/null");
}

TEST(GameSetupTest, ProblemsAreNamedAndValidSetupsPass) {
  GameSetup g = setup();
  EXPECT_FALSE(g.problem()) << g.problem()->toStdString();
  g.timeControl = "5 minutes";
  ASSERT_TRUE(g.problem());
  EXPECT_TRUE(g.problem()->contains("Time control"));
  g = setup();
  g.keys.blackPress = g.keys.whitePress;
  EXPECT_TRUE(g.problem());
  EXPECT_EQ(setup().gameInfo().board, "7");
  bool ok = false;
  EXPECT_TRUE(describeTimeControl("20m byo 5x30s", &ok).contains("byo-yomi"));
  EXPECT_TRUE(ok);
}

TEST(GameSetupTest, DialogDisablesOkOnABadTimeControlAndReturnsTheSetup) {
  test::qtApp();
  SetupDialog d(setup());
  EXPECT_TRUE(d.acceptable());
  d.field("timeControl")->setText("5m+");
  EXPECT_FALSE(d.acceptable());
  EXPECT_FALSE(d.problemLabel()->text().isEmpty());
  d.field("timeControl")->setText("20m can 10/5m");
  d.field("white")->setText("Cleo");
  EXPECT_TRUE(d.acceptable());
  EXPECT_TRUE(d.timeControlHint()->text().contains("Canadian"));
  const GameSetup g = d.setup();
  EXPECT_EQ(g.white, "Cleo");
  EXPECT_EQ(g.timeControl, "20m can 10/5m");
  EXPECT_EQ(g.source, "/dev/null");
}

// Rule 8 leaves pausing to the arbiter: the option is off unless the event chooses it, and once
// chosen it reaches the recorder and comes back from the journal when a game is resumed.
TEST(GameSetupTest, PauseWhileHaltedIsOffByDefaultAndReachesTheRecorder) {
  test::qtApp();
  QTemporaryDir dir;
  ASSERT_TRUE(dir.isValid());
  SetupDialog d(setup());
  EXPECT_FALSE(d.setup().pauseWhenHalted);
  EXPECT_FALSE(recorderOptions(d.setup(), dir.path()).pauseWhenHalted);
  auto* box = d.findChild<QCheckBox*>("pauseWhenHalted");
  ASSERT_NE(box, nullptr);
  box->setChecked(true);
  EXPECT_TRUE(d.setup().pauseWhenHalted);
  EXPECT_TRUE(recorderOptions(d.setup(), dir.path()).pauseWhenHalted);
}

}  // namespace
}  // namespace c6::ui
