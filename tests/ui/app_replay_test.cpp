#include <gtest/gtest.h>

#include <QDir>
#include <QElapsedTimer>
#include <QTemporaryDir>

#include "app_test_record.h"
#include "qt_test_app.h"
#include "ui/app/recording_snapshot.h"
#include "ui/app/replay_controller.h"

namespace c6::ui {
namespace {

using core::secondsToMicros;

TEST(ReplayController, StepsThroughTurnsWithRecordedClocks) {
  ReplayController replay;
  std::vector<GameSnapshot> seen;
  QObject::connect(&replay, &ReplayController::snapshotChanged,
                   [&](const GameSnapshot& s) { seen.push_back(s); });
  replay.setRecord(test::threeTurnRecord());
  EXPECT_EQ(replay.position(), 3);  // opens at the end
  replay.setPosition(1);
  ASSERT_FALSE(seen.empty());
  EXPECT_EQ(seen.back().board.stoneCount(), 1);
  EXPECT_EQ(seen.back().toMove, core::Color::White);
  EXPECT_EQ(seen.back().clocks[1].left, secondsToMicros(300));
  replay.next();
  EXPECT_EQ(seen.back().board.stoneCount(), 3);
  EXPECT_EQ(seen.back().clocks[1].left, secondsToMicros(293));
  replay.previous();
  replay.previous();
  replay.previous();  // clamps at the empty board
  EXPECT_EQ(replay.position(), 0);
  EXPECT_EQ(seen.back().board.stoneCount(), 0);
  // Before the first turn Black's clock shows what it had before thinking 5 s.
  EXPECT_EQ(seen.back().clocks[0].left, secondsToMicros(300));
}

TEST(ReplayController, ClockOfSideToMoveRunsBetweenTurns) {
  ReplayController replay;
  replay.setRecord(test::threeTurnRecord());
  replay.setPosition(2);  // Black to move with 295 s
  const GameSnapshot s = replay.snapshotAt(secondsToMicros(4.5));
  EXPECT_EQ(s.clocks[0].left, secondsToMicros(290.5));
  EXPECT_EQ(s.clocks[1].left, secondsToMicros(293));
  EXPECT_TRUE(s.clocks[0].toMove);
  EXPECT_EQ(replay.snapshotAt(secondsToMicros(1000)).clocks[0].left, core::Micros{0});
}

TEST(ReplayController, PlayAdvancesTurnsAtTheirRecordedTimes) {
  test::qtApp();
  ReplayController replay;
  replay.setRecord(test::threeTurnRecord());
  replay.setPosition(0);
  replay.play(100.0);  // 100x: 20.5 s of game in about 0.2 s
  QElapsedTimer t;
  t.start();
  while (replay.playing() && t.elapsed() < 5000)
    QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
  EXPECT_FALSE(replay.playing());
  EXPECT_EQ(replay.position(), 3);
}

TEST(EvidenceImages, ReadsAFewSpreadImagesAndRereadsAGrowingFolder) {
  QTemporaryDir dir;
  QImage big(800, 600, QImage::Format_RGB888);
  auto write = [&](int i) {
    big.fill(QColor(i * 20, 0, 0));
    big.save(QDir(dir.path()).filePath(QString("t%1.jpg").arg(i, 4, 10, QChar('0'))));
  };
  for (int i = 0; i < 10; ++i) write(i);
  EvidenceImages images(4, 200);
  const std::string folder = dir.path().toStdString();
  ASSERT_EQ(images.of(folder).size(), 4u);
  EXPECT_EQ(images.of(folder).front().width(), 200);
  EXPECT_LT(images.of(folder).front().pixelColor(5, 5).red(), 30);  // the first image...
  EXPECT_GT(images.of(folder).back().pixelColor(5, 5).red(), 150);  // ...to the last
  write(12);                                                        // the clip grows after its flag
  EXPECT_GT(images.of(folder).back().pixelColor(5, 5).red(), 220);
  EXPECT_TRUE(images.of(dir.path().toStdString() + "/missing").empty());
}

}  // namespace
}  // namespace c6::ui
