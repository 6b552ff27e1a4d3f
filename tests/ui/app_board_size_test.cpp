// Issue 13: the app recording a 13x13 game with a 13x13 camera profile gets every turn (the app's
// copy of the profile -> options conversion once never set the board size, so its referee ignored
// every observation). The game is rendered at test time (tests/ui/app_games/win13.txt, `size 13`).
#include <gtest/gtest.h>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <array>
#include <optional>

#include "app_games.h"
#include "app_test_record.h"
#include "calibration/profile.h"
#include "qt_test_app.h"
#include "ui/app/app_controller.h"

namespace c6::ui {
namespace {

// The board's outermost intersections in the video's first frame, from its ground truth: what a
// person marks in the calibration wizard.
std::optional<std::array<cv::Point2f, 4>> firstCorners(const QString& video) {
  QFile f(video.chopped(QString(".avi").size()) + ".truth.jsonl");
  if (!f.open(QIODevice::ReadOnly)) return std::nullopt;
  while (!f.atEnd()) {
    const QJsonObject o = QJsonDocument::fromJson(f.readLine()).object();
    if (o["event"].toString() != "frame") continue;
    const QJsonArray c = o["corners"].toArray();
    if (c.size() != 4) return std::nullopt;
    std::array<cv::Point2f, 4> corners;
    for (int i = 0; i < 4; ++i)
      corners[static_cast<std::size_t>(i)] =
          cv::Point2f(static_cast<float>(c[i].toArray()[0].toDouble()),
                      static_cast<float>(c[i].toArray()[1].toDouble()));
    return corners;
  }
  return std::nullopt;
}

TEST(AppBoardSize, A13x13GameWithA13x13ProfileGetsEveryTurn) {
  test::qtApp();
  const test::RenderedGame& game = test::renderedGame("win13");
  ASSERT_FALSE(game.video.isEmpty());
  ASSERT_EQ(game.truth.size(), 7u);
  const auto corners = firstCorners(game.video);
  ASSERT_TRUE(corners) << "no corners in the ground truth of " << game.video.toStdString();
  QTemporaryDir dir;
  calibration::Profile p;
  p.imageSize = cv::Size(640, 360);
  p.boardSize = 13;
  p.corners = corners;
  p.blackSide = calibration::BlackSide::Bottom;
  const QString profile = dir.filePath("table-13.c6p");
  calibration::saveProfile(p, profile.toStdString());

  GameSetup setup = test::gameSetup(game.video);
  setup.profile = profile;
  MainWindow window;
  AppController app(&window, {dir.path(), 0.0, test::boardLocator()});
  ASSERT_FALSE(app.startGame(setup));
  QString over;
  bool ended = false;
  QObject::connect(app.session(), &RecorderWorker::gameOver,
                   [&over](const QString& r) { over = r; });
  QObject::connect(app.session(), &RecorderWorker::sourceEnded, [&ended] { ended = true; });
  test::waitUntil([&] { return ended || (!over.isEmpty() && app.session()->over()); }, 90000);
  test::waitUntil([] { return false; }, 100);  // the last updates
  EXPECT_TRUE(over.contains("Black wins"))
      << "turns recorded: " << app.currentRecord().turns.size();
  const core::GameRecord r = app.currentRecord();
  std::vector<std::string> turns;
  for (const auto& t : r.turns) turns.push_back(test::turnText(t));
  EXPECT_EQ(turns, game.truth);
  EXPECT_EQ(r.options.boardSize, 13);
}

}  // namespace
}  // namespace c6::ui
