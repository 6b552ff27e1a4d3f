// The setup dialog shows what the chosen camera or file sees (the wizard's preview, SourcePreview).
#include <gtest/gtest.h>

#include <QComboBox>
#include <QFile>
#include <QTemporaryDir>

#include "app_games.h"
#include "app_test_record.h"
#include "qt_test_app.h"
#include "ui/app/setup_dialog.h"

namespace c6::ui {
namespace {

TEST(SetupPreview, AChosenFileShowsLiveWithItsBoardAndAStreamOrAcceptingStopsIt) {
  test::qtApp();
  const test::RenderedGame& game = test::renderedGame("win");
  ASSERT_FALSE(game.video.isEmpty());
  SetupDialog dialog(test::gameSetup(game.video), nullptr, test::boardLocator());
  dialog.show();
  ASSERT_TRUE(test::waitUntil([&] { return !dialog.preview()->frame().isNull(); }, 20000))
      << "no picture from " << game.video.toStdString();
  EXPECT_EQ(dialog.previewedSource(), game.video);
  // The picture moves on (a live preview, not a still) and the board is found in it.
  const QImage first = dialog.preview()->frame();
  EXPECT_TRUE(test::waitUntil([&] { return dialog.preview()->frame() != first; }, 10000));
  EXPECT_TRUE(test::waitUntil([&] { return dialog.preview()->overlay().hasBoard(); }, 20000));

  // A network stream is not opened for a preview.
  dialog.field("source")->setText("rtsp://camera.invalid/stream");
  auto* kind = dialog.findChild<QComboBox*>("sourceKind");
  ASSERT_NE(kind, nullptr);
  kind->setCurrentIndex(3);  // Network stream (URL)
  ASSERT_TRUE(test::waitUntil([&] { return dialog.previewedSource().isEmpty(); }, 5000));
  EXPECT_TRUE(dialog.preview()->frame().isNull());

  // Back to the file, then OK: the preview lets go of the source for the recording.
  kind->setCurrentIndex(2);
  dialog.field("source")->setText(game.video);
  ASSERT_TRUE(test::waitUntil([&] { return dialog.previewedSource() == game.video; }, 5000));
  dialog.accept();
  EXPECT_TRUE(dialog.previewedSource().isEmpty());
}

// A text file exists and is readable, so it passed the dialog's checks while the preview said it
// was no video: OK now waits for a source that opens.
TEST(SetupPreview, AFileThatIsNoVideoKeepsOkDisabled) {
  test::qtApp();
  QTemporaryDir dir;
  const QString text = dir.filePath("notes.mp4");
  {
    QFile f(text);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write("a text file, not a video\n");
  }
  SetupDialog dialog(test::gameSetup(text), nullptr, test::boardLocator());
  dialog.show();
  EXPECT_TRUE(test::waitUntil([&] { return !dialog.acceptable(); }, 10000))
      << "OK stays enabled for a file that is no video";
  EXPECT_TRUE(dialog.problemLabel()->text().contains("not a video"))
      << dialog.problemLabel()->text().toStdString();
}

}  // namespace
}  // namespace c6::ui
