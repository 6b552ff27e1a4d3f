#include <gtest/gtest.h>

#include "app_test_record.h"
#include "qt_test_app.h"
#include <QElapsedTimer>
#include "ui/app/evidence_buffer.h"
#include "ui/app/replay_controller.h"

namespace c6::ui {
namespace {

using core::secondsToMicros;

TEST(ReplayController, StepsThroughTurnsWithRecordedClocks) {
  ReplayController replay;
  std::vector<GameSnapshot> seen;
  QObject::connect(&replay, &ReplayController::snapshotChanged, [&](const GameSnapshot& s) { seen.push_back(s); });
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
  while (replay.playing() && t.elapsed() < 5000) QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
  EXPECT_FALSE(replay.playing());
  EXPECT_EQ(replay.position(), 3);
}

TEST(EvidenceBuffer, KeepsAFewRecentSmallFrames) {
  EvidenceBuffer buf(secondsToMicros(2), secondsToMicros(0.5), 100);
  QImage big(400, 300, QImage::Format_RGB888);
  big.fill(Qt::red);
  for (int i = 0; i <= 40; ++i) buf.add(big, secondsToMicros(i * 0.1));  // 0 .. 4 s, every 0.1 s
  // Kept every 0.5 s; only the last 2 s remain: 2.0, 2.5, 3.0, 3.5, 4.0.
  EXPECT_EQ(buf.size(), 5u);
  EXPECT_EQ(buf.frames().front().width(), 100);
  buf.add(big, secondsToMicros(0));  // time went back: the source restarted
  EXPECT_EQ(buf.size(), 1u);
}

}  // namespace
}  // namespace c6::ui
