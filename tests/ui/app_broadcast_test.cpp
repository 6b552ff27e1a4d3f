// The app broadcasts by itself: the Broadcast switch serves the game being recorded (the same
// ui/feed server and viewer as `c6rec serve`), with the recorder's events in the vocabulary of
// `c6rec record --json`.
#include <gtest/gtest.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QStatusBar>
#include <QTemporaryDir>

#include "app_games.h"
#include "app_test_record.h"
#include "qt_test_app.h"
#include "ui/app/app_controller.h"

namespace c6::ui {
namespace {

struct Reply {
  int status = 0;  // 0: no answer (nothing listens)
  QJsonObject json;
};

Reply getGame(quint16 port) {
  QNetworkAccessManager nam;
  QNetworkReply* reply =
      nam.get(QNetworkRequest(QUrl(QStringLiteral("http://127.0.0.1:%1/api/game.json").arg(port))));
  test::waitUntil([reply] { return reply->isFinished(); }, 5000);
  Reply r{reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(),
          QJsonDocument::fromJson(reply->readAll()).object()};
  reply->deleteLater();
  return r;
}

std::vector<std::string> feedTurns(const QJsonObject& game) {
  std::vector<std::string> out;
  for (const QJsonValue& v : game["turns"].toArray()) {
    std::vector<std::string> stones;
    for (const QJsonValue& s : v["stones"].toArray()) stones.push_back(s.toString().toStdString());
    out.push_back(test::turnText(v["color"].toString().toStdString(), stones));
  }
  return out;
}

// Records `video` to its end (as fast as it decodes).
bool recordToTheEnd(AppController& app, const GameSetup& setup) {
  if (auto err = app.startGame(setup)) {
    ADD_FAILURE() << err->toStdString();
    return false;
  }
  bool ended = false;
  QObject::connect(app.session(), &RecorderWorker::sourceEnded, [&ended] { ended = true; });
  return test::waitUntil([&] { return ended || app.session()->over(); }, 90000);
}

TEST(AppBroadcast, TheSwitchServesTheWholeGameAndStopsServingIt) {
  test::qtApp();
  const test::RenderedGame& game = test::renderedGame("win");
  ASSERT_FALSE(game.video.isEmpty());
  QTemporaryDir dir;
  MainWindow window;
  AppController app(&window, {dir.path(), 0.0, test::boardLocator()});
  GameSetup setup = test::gameSetup(game.video);
  setup.broadcast.port = 0;  // any free port
  ASSERT_TRUE(recordToTheEnd(app, setup));
  Broadcast* broadcast = app.broadcast()->broadcast();
  EXPECT_FALSE(broadcast->running());
  EXPECT_FALSE(window.broadcastAction()->isChecked());

  // Switched on after the game: viewers get the whole game, told the way `c6rec record --json`
  // tells it.
  window.broadcastAction()->trigger();
  ASSERT_TRUE(broadcast->running()) << window.statusMessage()->message().toStdString();
  const quint16 port = broadcast->port();
  ASSERT_NE(port, 0);
  EXPECT_TRUE(window.broadcastLabel()->text().contains(QString(":%1/").arg(port)))
      << window.broadcastLabel()->text().toStdString();
  Reply r;
  test::waitUntil(
      [&] {
        r = getGame(port);
        return r.json["result"].isObject();
      },
      10000);
  ASSERT_EQ(r.status, 200);
  EXPECT_EQ(feedTurns(r.json), game.truth);
  EXPECT_EQ(r.json["info"].toObject()["black"].toString(), "Ada");
  EXPECT_EQ(r.json["info"].toObject()["event_name"].toString(), "Test cup");
  EXPECT_EQ(r.json["board"].toString(), "7");  // the board key from the setup
  EXPECT_EQ(r.json["result"].toObject()["result"].toString(), "B+");
  const QJsonObject first = r.json["turns"].toArray().first().toObject();
  EXPECT_TRUE(first["clocks"].isObject()) << QJsonDocument(first).toJson().toStdString();
  EXPECT_TRUE(first["threats"].isObject());

  // Off: nothing listens any more.
  window.broadcastAction()->trigger();
  EXPECT_FALSE(broadcast->running());
  EXPECT_EQ(getGame(port).status, 0);
  EXPECT_TRUE(window.broadcastLabel()->text().contains("Not broadcasting"));
}

TEST(AppBroadcast, AGameWhoseSetupAsksIsBroadcastFromItsFirstTurnAndANewGameStartsAFreshFeed) {
  test::qtApp();
  const test::RenderedGame& game = test::renderedGame("win");
  ASSERT_FALSE(game.video.isEmpty());
  QTemporaryDir dir;
  MainWindow window;
  AppController app(&window, {dir.path(), 0.0, test::boardLocator()});
  GameSetup setup = test::gameSetup(game.video);
  setup.broadcast.on = true;
  setup.broadcast.port = 0;
  ASSERT_TRUE(app.startGame(setup) == std::nullopt);
  Broadcast* broadcast = app.broadcast()->broadcast();
  ASSERT_TRUE(broadcast->running());
  EXPECT_TRUE(window.broadcastAction()->isChecked());
  // Turns appear while the game is recorded.
  Reply r;
  ASSERT_TRUE(test::waitUntil(
      [&] {
        r = getGame(broadcast->port());
        return !r.json["turns"].toArray().isEmpty();
      },
      60000));
  ASSERT_TRUE(test::waitUntil([&] { return app.session()->over(); }, 90000));
  ASSERT_TRUE(test::waitUntil(
      [&] {
        r = getGame(broadcast->port());
        return r.json["result"].isObject();
      },
      10000));
  EXPECT_EQ(feedTurns(r.json), game.truth);

  // The next game is broadcast too, from an empty board.
  setup.black = "Cleo";
  ASSERT_TRUE(app.startGame(setup) == std::nullopt);
  ASSERT_TRUE(broadcast->running());
  r = getGame(broadcast->port());
  EXPECT_LT(r.json["turns"].toArray().size(), static_cast<qsizetype>(game.truth.size()));
  ASSERT_TRUE(test::waitUntil(
      [&] {
        return getGame(broadcast->port()).json["info"].toObject()["black"].toString() == "Cleo";
      },
      30000));
}

}  // namespace
}  // namespace c6::ui
