#include "ui/feed/feed_server.h"

#include <gtest/gtest.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QWebSocket>

#include "core/sgf_record.h"
#include "qt_test_app.h"
#include "ui/feed/feed_hub.h"

namespace c6::ui::feed {
namespace {

using test::qtApp;
using test::waitUntil;

struct HttpResult {
  int status = 0;
  QByteArray body;
};

HttpResult request(const QUrl& url, const QByteArray& post = {}, const QByteArray& auth = {}) {
  QNetworkAccessManager nam;
  QNetworkRequest req(url);
  if (!auth.isEmpty()) req.setRawHeader("Authorization", auth);
  req.setHeader(QNetworkRequest::ContentTypeHeader, "application/json");
  QNetworkReply* reply = post.isNull() ? nam.get(req) : nam.post(req, post);
  waitUntil([reply] { return reply->isFinished(); });
  HttpResult r{reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(),
               reply->readAll()};
  reply->deleteLater();
  return r;
}

QJsonObject turn(const char* color, QStringList stones) {
  return QJsonObject{{"event", "turn"},
                     {"color", color},
                     {"stones", QJsonArray::fromStringList(stones)},
                     {"t", 1.0}};
}

class FeedServerTest : public ::testing::Test {
 protected:
  void SetUp() override {
    qtApp();
    server = std::make_unique<FeedServer>(
        hub, FeedServerOptions{QHostAddress::LocalHost, 0, "s3cret", {}, 1 << 20});
    ASSERT_TRUE(server->listen()) << server->errorString().toStdString();
    base = QStringLiteral("http://127.0.0.1:%1").arg(server->port());
  }
  FeedHub hub;
  std::unique_ptr<FeedServer> server;
  QString base;
};

}  // namespace

TEST_F(FeedServerTest, ServesTheGameAsJsonAndTheViewer) {
  hub.submit("local", turn("B", {"j10"}));
  HttpResult game = request(QUrl(base + "/api/game.json"));
  ASSERT_EQ(game.status, 200);
  QJsonObject s = QJsonDocument::fromJson(game.body).object();
  EXPECT_EQ(s.value("schema").toString(), "c6feed/1");
  EXPECT_EQ(s.value("turns").toArray().size(), 1);
  HttpResult page = request(QUrl(base + "/"));
  EXPECT_EQ(page.status, 200);
  EXPECT_TRUE(page.body.contains("<html")) << page.body.left(200).toStdString();
  EXPECT_EQ(request(QUrl(base + "/api/game.json?board=nope")).status, 404);
  EXPECT_EQ(request(QUrl(base + "/.hidden")).status, 404);
  EXPECT_EQ(request(QUrl(base + "/missing.js")).status, 404);
}

TEST_F(FeedServerTest, SgfFeedReadsBackWithTheProjectsReader) {
  hub.submit("local", QJsonObject{{"event", "info"}, {"black", "Ada"}, {"white", "Brook"}});
  hub.submit("local", turn("B", {"j10"}));
  QJsonObject t2 = turn("W", {"k10", "k11"});
  t2.insert("clocks",
            QJsonObject{{"B", QJsonObject{{"left", 290.5}}}, {"W", QJsonObject{{"left", 281.25}}}});
  hub.submit("local", t2);
  HttpResult sgf = request(QUrl(base + "/api/game.sgf"));
  ASSERT_EQ(sgf.status, 200);
  core::GameRecord r = core::parseSgf(sgf.body.toStdString(), "feed");
  EXPECT_EQ(r.info.black, "Ada");
  ASSERT_EQ(r.turns.size(), 2u);
  EXPECT_EQ(core::toString(r.turns[1].turn), "W k10 k11");
  ASSERT_TRUE(r.turns[1].clocks);
  EXPECT_EQ(r.turns[1].clocks->whiteLeft, core::secondsToMicros(281.25));
}

TEST_F(FeedServerTest, StateChangesNeedTheToken) {
  QByteArray body = QJsonDocument(turn("B", {"j10"})).toJson();
  EXPECT_EQ(request(QUrl(base + "/api/event"), body).status, 401);
  EXPECT_EQ(request(QUrl(base + "/api/event"), body, "Bearer wrong").status, 401);
  EXPECT_EQ(hub.boards().size(), 0);
  EXPECT_EQ(request(QUrl(base + "/api/event"), body, "Bearer s3cret").status, 200);
  ASSERT_EQ(hub.boards().size(), 1);
  EXPECT_EQ(hub.snapshot(hub.boards().first()).value("turns").toArray().size(), 1);
}

TEST_F(FeedServerTest, ViewersGetAHelloThenEveryEventInOrder) {
  hub.submit("local", turn("B", {"j10"}));
  QWebSocket ws;
  std::vector<QJsonObject> got;
  QObject::connect(&ws, &QWebSocket::textMessageReceived, [&](const QString& m) {
    got.push_back(QJsonDocument::fromJson(m.toUtf8()).object());
  });
  ws.open(QUrl(QStringLiteral("ws://127.0.0.1:%1/ws").arg(server->port())));
  bool connected = false;
  QObject::connect(&ws, &QWebSocket::connected, [&] { connected = true; });
  ASSERT_TRUE(waitUntil([&] { return connected; })) << ws.errorString().toStdString();
  ASSERT_TRUE(waitUntil([&] { return !got.empty(); }));
  EXPECT_EQ(got[0].value("event").toString(), "hello");
  EXPECT_EQ(got[0].value("boards").toArray().at(0).toObject().value("turns").toArray().size(), 1);
  hub.submit("local", turn("W", {"k10", "k11"}));
  hub.submit("local", QJsonObject{{"event", "end"}, {"result", "W+"}, {"reason", "resign"}});
  ASSERT_TRUE(waitUntil([&] { return got.size() >= 3; }));
  EXPECT_EQ(got[1].value("event").toString(), "turn");
  EXPECT_EQ(got[1].value("seq").toInteger(), 2);
  EXPECT_EQ(got[2].value("event").toString(), "end");
  EXPECT_EQ(server->viewerCount(), 1);
  ws.close();
  EXPECT_TRUE(waitUntil([&] { return server->viewerCount() == 0; }));
}

TEST(FeedHubTest, DelayHoldsBackEverythingIncludingClocks) {
  qtApp();
  FeedHub hub(10.0);
  long long now = 1'000'000;
  hub.setTimeSource([&] { return now; });
  int published = 0;
  QObject::connect(&hub, &FeedHub::published, [&](const QJsonObject&) { ++published; });
  hub.submit("b", turn("B", {"j10"}));
  hub.submit("b", QJsonObject{{"event", "clock"},
                              {"B", QJsonObject{{"left", 1.0}}},
                              {"W", QJsonObject{{"left", 2.0}}}});
  hub.pump(now + 9'999);
  EXPECT_EQ(published, 0);
  EXPECT_TRUE(hub.snapshot("b").isEmpty());
  hub.pump(now + 10'000);
  EXPECT_EQ(published, 2);
  EXPECT_EQ(hub.snapshot("b").value("turns").toArray().size(), 1);
}

}  // namespace c6::ui::feed
