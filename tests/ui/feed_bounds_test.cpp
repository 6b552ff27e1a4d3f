// The feed's servers against hostile clients: bounded WebSocket messages, request timeouts, bounded
// headers scanned once, plain file names, refused events answered 400 with the reason.
#include <gtest/gtest.h>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QUrlQuery>

#include "qt_test_app.h"
#include "ui/feed/feed_hub.h"
#include "ui/feed/feed_server.h"
#include "ui/feed/http_server.h"

namespace c6::ui::feed {
namespace {

using test::qtApp;
using test::waitUntil;

// One raw exchange: sends `request`, returns everything the server sent until it closed (or 5 s).
QByteArray exchange(quint16 port, const QByteArray& request) {
  QTcpSocket s;
  s.connectToHost(QHostAddress::LocalHost, port);
  if (!waitUntil([&] { return s.state() == QAbstractSocket::ConnectedState; })) return {};
  s.write(request);
  QByteArray got;
  waitUntil([&] {
    got += s.readAll();
    return s.state() == QAbstractSocket::UnconnectedState;
  });
  return got + s.readAll();
}

QByteArray post(quint16 port, const QByteArray& body, const QByteArray& token = "s3cret") {
  return exchange(port, "POST /api/event HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer " + token +
                            "\r\nContent-Length: " + QByteArray::number(body.size()) + "\r\n\r\n" +
                            body);
}

// A masked client frame (RFC 6455): fin, opcode, payload.
QByteArray frame(bool fin, int opcode, const QByteArray& payload) {
  QByteArray f;
  f.append(static_cast<char>((fin ? 0x80 : 0) | opcode));
  if (payload.size() < 126) {
    f.append(static_cast<char>(0x80 | payload.size()));
  } else {
    f.append(static_cast<char>(0x80 | 126));
    f.append(static_cast<char>((payload.size() >> 8) & 0xff));
    f.append(static_cast<char>(payload.size() & 0xff));
  }
  const char mask[4] = {0x12, 0x34, 0x56, 0x78};
  f.append(mask, 4);
  for (qsizetype i = 0; i < payload.size(); ++i)
    f.append(static_cast<char>(payload[i] ^ mask[i % 4]));
  return f;
}

class FeedBoundsTest : public ::testing::Test {
 protected:
  void SetUp() override {
    qtApp();
    server = std::make_unique<FeedServer>(
        hub, FeedServerOptions{QHostAddress::LocalHost, 0, "s3cret", {}, 1 << 20});
    ASSERT_TRUE(server->listen()) << server->errorString().toStdString();
  }
  FeedHub hub;
  std::unique_ptr<FeedServer> server;
};

}  // namespace

// An "info" with size 46341 then any GET once killed `c6rec serve`; size 20000 stalled it.
TEST_F(FeedBoundsTest, RefusedEventsGet400WithTheReasonAndTheServerKeepsServing) {
  QByteArray bomb = post(server->port(), R"({"event":"info","size":46341})");
  EXPECT_TRUE(bomb.startsWith("HTTP/1.1 400")) << bomb.toStdString();
  EXPECT_TRUE(bomb.contains("size")) << bomb.toStdString();
  EXPECT_FALSE(bomb.contains("\"ok\"")) << bomb.toStdString();
  QByteArray snapshot =
      post(server->port(), R"({"event":"snapshot","state":{"schema":"c6feed/1","size":46341}})");
  EXPECT_TRUE(snapshot.startsWith("HTTP/1.1 400")) << snapshot.toStdString();
  QByteArray flag = post(server->port(), R"({"event":"flag","type":"moved","points":"j10"})");
  EXPECT_TRUE(flag.startsWith("HTTP/1.1 400")) << flag.toStdString();
  QByteArray good = post(server->port(), R"({"event":"turn","color":"B","stones":["j10"],"t":1})");
  EXPECT_TRUE(good.startsWith("HTTP/1.1 200")) << good.toStdString();
  QByteArray game = exchange(server->port(), "GET /api/game.json HTTP/1.1\r\nHost: x\r\n\r\n");
  ASSERT_TRUE(game.startsWith("HTTP/1.1 200")) << game.left(200).toStdString();
  QJsonObject s = QJsonDocument::fromJson(game.mid(game.indexOf("\r\n\r\n") + 4)).object();
  EXPECT_EQ(s.value("size").toInt(), 19);
  EXPECT_EQ(s.value("turns").toArray().size(), 1);
  EXPECT_TRUE(s.value("flags").toArray().isEmpty());
  EXPECT_TRUE(post(server->port(), R"({"event":"restored"})", "s3creX").startsWith("HTTP/1.1 401"));
}

TEST_F(FeedBoundsTest, OnlyPlainFileNamesAreServed) {
  EXPECT_TRUE(
      exchange(server->port(), "GET /index.html HTTP/1.1\r\n\r\n").startsWith("HTTP/1.1 200"));
  QByteArray nul = exchange(server->port(), "GET /index.html%00.js HTTP/1.1\r\n\r\n");
  EXPECT_TRUE(nul.startsWith("HTTP/1.1 404")) << nul.left(200).toStdString();
  EXPECT_TRUE(exchange(server->port(), "GET /..%2Fcmake%2Fempty.cpp HTTP/1.1\r\n\r\n")
                  .startsWith("HTTP/1.1 404"));
  EXPECT_FALSE(isPlainFileName(QStringLiteral("index.html") + QChar(0) + QStringLiteral(".js")));
  EXPECT_FALSE(isPlainFileName(QStringLiteral("../x.js")));
  EXPECT_TRUE(isPlainFileName(QStringLiteral("viewer.js")));
}

TEST(FeedSecretTest, TokenComparisonNeedsEveryByte) {
  EXPECT_TRUE(sameSecret("Bearer abc", "Bearer abc"));
  EXPECT_FALSE(sameSecret("Bearer abd", "Bearer abc"));
  EXPECT_FALSE(sameSecret("Bearer ab", "Bearer abc"));
  EXPECT_FALSE(sameSecret("Bearer abcd", "Bearer abc"));
  EXPECT_FALSE(sameSecret("", "Bearer abc"));
}

// A request without its blank line was kept open forever.
TEST(HttpServerBoundsTest, AnUnfinishedRequestIsClosedAfterTheTimeout) {
  qtApp();
  HttpServer http([](const HttpRequest&) { return HttpResponse{200, "text/plain", "ok", {}}; });
  http.setRequestTimeout(300);
  ASSERT_TRUE(http.listen(QHostAddress::LocalHost, 0));
  QTcpSocket s;
  s.connectToHost(QHostAddress::LocalHost, http.port());
  ASSERT_TRUE(waitUntil([&] { return s.state() == QAbstractSocket::ConnectedState; }));
  s.write("GET / HTTP/1.1");
  EXPECT_TRUE(waitUntil([&] { return s.state() == QAbstractSocket::UnconnectedState; }, 3000));
  EXPECT_TRUE(s.readAll().startsWith("HTTP/1.1 408"));
}

// A slow 1 MB header cost 1.6 s of CPU (the whole buffer re-scanned per packet): now it is refused
// once it passes 16 KiB.
TEST(HttpServerBoundsTest, AnOversizedHeaderIsRefusedEarly) {
  qtApp();
  HttpServer http([](const HttpRequest&) { return HttpResponse{200, "text/plain", "ok", {}}; });
  ASSERT_TRUE(http.listen(QHostAddress::LocalHost, 0));
  QTcpSocket s;
  s.connectToHost(QHostAddress::LocalHost, http.port());
  ASSERT_TRUE(waitUntil([&] { return s.state() == QAbstractSocket::ConnectedState; }));
  s.write("GET / HTTP/1.1\r\n");
  qint64 sent = 0;
  QByteArray got;
  while (sent < (1 << 20) && s.state() == QAbstractSocket::ConnectedState) {
    s.write("X-Filler: " + QByteArray(1000, 'a') + "\r\n");
    sent += 1012;
    s.waitForBytesWritten(100);
    QCoreApplication::processEvents();
    got += s.readAll();
  }
  // The server answers 431 and closes; the client, still sending, may see only the reset.
  EXPECT_TRUE(waitUntil([&] {
    got += s.readAll();
    return s.state() == QAbstractSocket::UnconnectedState;
  }));
  EXPECT_TRUE(got.isEmpty() || got.startsWith("HTTP/1.1 431")) << got.left(100).toStdString();
  EXPECT_LT(sent, 200 << 10) << "refused only after " << sent << " bytes";
}

// A text frame without FIN followed by continuation frames was buffered without limit.
TEST_F(FeedBoundsTest, AFragmentedWebSocketMessageCannotGrowPastTheLimit) {
  QTcpSocket s;
  s.connectToHost(QHostAddress::LocalHost, server->port());
  ASSERT_TRUE(waitUntil([&] { return s.state() == QAbstractSocket::ConnectedState; }));
  s.write(
      "GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
      "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n");
  QByteArray got;
  ASSERT_TRUE(waitUntil([&] {
    got += s.readAll();
    return got.contains("\r\n\r\n");
  })) << got.toStdString();
  ASSERT_TRUE(got.startsWith("HTTP/1.1 101")) << got.left(200).toStdString();
  ASSERT_TRUE(waitUntil([&] { return server->viewerCount() == 1; }));
  s.write(frame(false, 0x1, QByteArray(1000, 'a')));
  qint64 sent = 1000;
  while (sent < (1 << 20) && s.state() == QAbstractSocket::ConnectedState &&
         server->viewerCount() == 1) {
    s.write(frame(false, 0x0, QByteArray(1000, 'a')));
    sent += 1000;
    s.waitForBytesWritten(100);
    QCoreApplication::processEvents();
    s.readAll();
  }
  EXPECT_TRUE(waitUntil([&] { return server->viewerCount() == 0; }, 3000))
      << "still connected after " << sent << " bytes";
  EXPECT_LT(sent, 64 << 10) << "the viewer was dropped only after " << sent << " bytes";
}

// 508 MB of pings once grew the server to 582 MB: each ping is answered with a pong the client
// never reads. The viewer is dropped once its socket holds 4x the slow-viewer cap unsent.
TEST_F(FeedBoundsTest, APingFloodFromAViewerThatNeverReadsIsDropped) {
  QTcpSocket s;
  s.setReadBufferSize(4096);  // reads no more than this: the pongs back up
  s.connectToHost(QHostAddress::LocalHost, server->port());
  ASSERT_TRUE(waitUntil([&] { return s.state() == QAbstractSocket::ConnectedState; }));
  s.write(
      "GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
      "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n");
  ASSERT_TRUE(waitUntil([&] { return server->viewerCount() == 1; }));
  const QByteArray ping = frame(true, 0x9, QByteArray(125, 'p'));
  QByteArray burst;
  for (int i = 0; i < 1000; ++i) burst += ping;
  qint64 sent = 0;
  const qint64 limit = 256 << 20;
  while (sent < limit && s.state() == QAbstractSocket::ConnectedState &&
         server->viewerCount() == 1) {
    s.write(burst);
    sent += burst.size();
    s.waitForBytesWritten(50);
    QCoreApplication::processEvents();
  }
  EXPECT_TRUE(waitUntil([&] { return server->viewerCount() == 0; }, 3000))
      << "still connected after " << sent << " bytes of pings";
  EXPECT_LT(sent, limit);
}

}  // namespace c6::ui::feed

#ifdef C6REC_PATH
namespace c6::ui::feed {

// The token was visible in `ps` (argv): it can now come from a file or the environment.
TEST(FeedTokenTest, TheTokenComesFromAFileOrTheEnvironmentNotTheCommandLine) {
  qtApp();
  QTemporaryDir dir;
  QFile tokenFile(dir.filePath("token"));
  ASSERT_TRUE(tokenFile.open(QIODevice::WriteOnly));
  tokenFile.write("from-a-file\n");
  tokenFile.close();
  for (const bool fromEnv : {false, true}) {
    QProcess serve;
    QStringList args{"serve", "--port", "0", "--bind", "127.0.0.1"};
    if (fromEnv) {
      QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
      env.insert("C6_FEED_TOKEN", "from-the-environment");
      serve.setProcessEnvironment(env);
    } else {
      args << "--token-file" << tokenFile.fileName();
    }
    serve.start(C6REC_PATH, args);
    ASSERT_TRUE(serve.waitForStarted(5000));
    QByteArray log;
    ASSERT_TRUE(waitUntil(
        [&] {
          log += serve.readAllStandardError();
          return log.contains("localhost:") && log.endsWith('\n');
        },
        10000))
        << log.toStdString();
    const quint16 port =
        static_cast<quint16>(log.mid(log.indexOf("localhost:") + 10).split('/').first().toUInt());
    const QByteArray token = fromEnv ? "from-the-environment" : "from-a-file";
    EXPECT_TRUE(post(port, R"({"event":"turn","color":"B","stones":["j10"]})", token)
                    .startsWith("HTTP/1.1 200"));
    EXPECT_TRUE(post(port, R"({"event":"restored"})", "wrong").startsWith("HTTP/1.1 401"));
    QFile cmdline(QStringLiteral("/proc/%1/cmdline").arg(serve.processId()));
    ASSERT_TRUE(cmdline.open(QIODevice::ReadOnly));
    EXPECT_FALSE(cmdline.readAll().contains(token));
    serve.terminate();
    serve.waitForFinished(3000);
  }
}

}  // namespace c6::ui::feed
#endif
