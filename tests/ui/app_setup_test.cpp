#include <gtest/gtest.h>

#include <QAbstractButton>
#include <QApplication>
#include <QDialogButtonBox>
#include <QLineEdit>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
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

// The source path field was about 28 px wide and showed 3 characters.
TEST(GameSetupTest, TheSourceFieldShowsAPath) {
  test::qtApp();
  SetupDialog dialog(GameSetup{}, nullptr);
  dialog.resize(dialog.minimumSizeHint());
  dialog.show();
  QApplication::processEvents();
  QLineEdit* source = dialog.findChild<QLineEdit*>("source");
  ASSERT_TRUE(source);
  EXPECT_GE(source->width(), source->fontMetrics().averageCharWidth() * 20) << source->width();
}

// At 150 % on a 1366x768 screen (911x512 logical) the dialog was 807 px tall: OK and Cancel were
// below the screen. The fields scroll; the dialog fits whatever screen it opens on.
TEST(GameSetupTest, OnAShortScreenTheFieldsScrollAndOkAndCancelStayInSight) {
  test::qtApp();
  SetupDialog dialog(GameSetup{}, nullptr);
  dialog.resize(911, 512 - 32);
  dialog.show();
  for (int i = 0; i < 3; ++i) QApplication::processEvents();
  EXPECT_LE(dialog.height(), 512 - 32);
  EXPECT_LE(dialog.width(), 911);
  auto* buttons = dialog.findChild<QDialogButtonBox*>();
  ASSERT_TRUE(buttons);
  for (QAbstractButton* b : buttons->buttons()) {
    const QRect r(b->mapTo(&dialog, QPoint(0, 0)), b->size());
    EXPECT_TRUE(dialog.rect().contains(r)) << b->text().toStdString() << " outside the dialog";
  }
  // Too narrow for two columns, they stack: the fields scroll down, never sideways.
  const auto* fields = dialog.findChild<QScrollArea*>("setupFields");
  ASSERT_TRUE(fields);
  EXPECT_FALSE(fields->horizontalScrollBar()->isVisible());
  // Opened at its own size, it is never larger than the screen it is on.
  SetupDialog natural(GameSetup{}, nullptr);
  natural.show();
  for (int i = 0; i < 3; ++i) QApplication::processEvents();
  const QRect avail = natural.screen()->availableGeometry();
  EXPECT_LE(natural.height(), avail.height()) << "on a " << avail.height() << " px screen";
  EXPECT_LE(natural.width(), avail.width());
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
