// Sources a person can fix: idle clocks show the set-up, a failed source says what to do (red, with
// Retry and Change source), the setup dialog refuses a camera that is not there, cameras by name.
#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include "app_games.h"
#include "app_test_record.h"
#include "qt_test_app.h"
#include "ui/app/app_controller.h"
#include "ui/app/camera_list.h"
#include "ui/app/setup_dialog.h"

namespace c6::ui {
namespace {

using core::Color;
using core::secondsToMicros;

bool isRed(const QColor& c) {
  return c.red() > 170 && c.green() < 80 && c.blue() < 80;
}

void expectSetUpClocks(const MainWindow& w, const char* when) {
  SCOPED_TRACE(when);
  const ClockFace& black = w.clock(Color::Black)->face();
  const ClockFace& white = w.clock(Color::White)->face();
  EXPECT_EQ(black.side, Color::Black);
  EXPECT_EQ(white.side, Color::White);
  EXPECT_EQ(black.player, "Ada");
  EXPECT_EQ(white.player, "Brook");
  EXPECT_EQ(black.left, secondsToMicros(300));  // 5m+10s
  EXPECT_EQ(white.left, secondsToMicros(300));
}

TEST(IdleClocks, AFreshWindowShowsBothSides) {
  test::qtApp();
  MainWindow w;
  EXPECT_EQ(w.clock(Color::Black)->face().side, Color::Black);
  EXPECT_EQ(w.clock(Color::White)->face().side, Color::White);
}

TEST(IdleClocks, ShowTheSetUpBeforeTheStartAndAfterTheSourceFails) {
  test::qtApp();
  QTemporaryDir dir;
  MainWindow w;
  AppController app(&w, {dir.path(), 0.0, test::boardLocator()});
  ASSERT_FALSE(app.startGame(test::gameSetup(QDir(dir.path()).filePath("no-such-video.avi"))));
  expectSetUpClocks(w, "before the recorder reports");
  ASSERT_TRUE(test::waitUntil([&] { return w.sourceFailed(); }, 20000))
      << "the missing file must fail";
  expectSetUpClocks(w, "after the source failed");
}

TEST(FailedSource, RedStatusSaysWhatToDoAndRetryRecordsOnceTheFileIsThere) {
  test::qtApp();
  const test::RenderedGame& game = test::renderedGame("win");
  ASSERT_FALSE(game.video.isEmpty());
  QTemporaryDir dir;
  const QString video = QDir(dir.path()).filePath("late.avi");
  MainWindow w;
  w.show();
  AppController app(&w, {dir.path(), 0.0, test::boardLocator()});
  ASSERT_FALSE(app.startGame(test::gameSetup(video)));
  ASSERT_TRUE(test::waitUntil([&] { return w.sourceFailed(); }, 20000));
  const QString status = w.statusLine()->text();
  EXPECT_TRUE(status.contains("late.avi")) << status.toStdString();
  EXPECT_TRUE(status.contains("Retry") && status.contains("Change source")) << status.toStdString();
  EXPECT_FALSE(status.contains("Waiting for the start")) << status.toStdString();
  EXPECT_TRUE(isRed(w.statusLine()->palette().color(QPalette::Window)));
  EXPECT_TRUE(w.retryButton()->isVisible());
  EXPECT_TRUE(w.changeSourceButton()->isVisible());

  // The person fixes the source and presses Retry: the recording starts and the red status goes.
  ASSERT_TRUE(QFile::copy(game.video, video));
  w.retryButton()->click();
  EXPECT_FALSE(w.sourceFailed());
  EXPECT_FALSE(w.retryButton()->isVisible());
  ASSERT_TRUE(test::waitUntil(
      [&] { return app.session() && app.session()->snapshot().turns.size() >= 2; }, 60000))
      << "no turns after Retry";
  EXPECT_FALSE(isRed(w.statusLine()->palette().color(QPalette::Window)));
}

TEST(SetupDialogSource, RefusesACameraOrFileThatIsNotThere) {
  test::qtApp();
  QTemporaryDir dir;
  GameSetup g = test::gameSetup("/dev/video97");
  SetupDialog dialog(g);
  EXPECT_FALSE(dialog.acceptable());
  EXPECT_TRUE(dialog.problemLabel()->text().contains("/dev/video97"))
      << dialog.problemLabel()->text().toStdString();
  g.source = "97";  // a camera by number is the same device
  dialog.setSetup(g);
  EXPECT_FALSE(dialog.acceptable());
  g.source = QDir(dir.path()).filePath("missing.mp4");
  dialog.setSetup(g);
  EXPECT_FALSE(dialog.acceptable());
  EXPECT_TRUE(dialog.problemLabel()->text().contains("does not exist"));
  QFile present(QDir(dir.path()).filePath("present.mp4"));
  ASSERT_TRUE(present.open(QIODevice::WriteOnly));
  present.close();
  g.source = present.fileName();
  dialog.setSetup(g);
  EXPECT_TRUE(dialog.acceptable()) << dialog.problemLabel()->text().toStdString();
}

TEST(CameraList, NamesEveryV4l2DeviceThatHasANodeInNumberOrder) {
  QTemporaryDir sys, dev;
  const auto put = [](const QString& path, const QByteArray& text) {
    QDir().mkpath(QFileInfo(path).path());
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(text);
  };
  put(sys.filePath("video10/name"), "Overhead USB camera\n");
  put(sys.filePath("video2/name"), "HD Pro Webcam C920\n");
  put(sys.filePath("video0/name"), "Integrated Camera\n");
  put(sys.filePath("video5/name"), "Unplugged\n");  // no /dev node: gone
  for (const char* node : {"video0", "video2", "video10"}) put(dev.filePath(node), "");
  const auto cams = listCameras(sys.path(), dev.path());
  ASSERT_EQ(cams.size(), 3u);
  EXPECT_EQ(cams[0].name, "Integrated Camera");
  EXPECT_EQ(cams[0].path, dev.filePath("video0"));
  EXPECT_EQ(cams[1].name, "HD Pro Webcam C920");
  EXPECT_EQ(cams[2].name, "Overhead USB camera");
  EXPECT_EQ(cameraDevicePath("3"), "/dev/video3");
  EXPECT_EQ(cameraDevicePath("game.mp4"), "");
  EXPECT_TRUE(sourceProblem("/dev/video97"));
  EXPECT_FALSE(sourceProblem("rtsp://192.168.1.20:8554/live"));
}

}  // namespace
}  // namespace c6::ui
