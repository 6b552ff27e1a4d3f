// Multi-board: a Mosquitto broker on loopback, 20 stations and one relay; every board's turns reach a
// WebSocket client of the relay.
#include <gtest/gtest.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QFile>
#include <QProcess>
#include <QTcpServer>
#include <QWebSocket>
#include <map>

#include "qt_test_app.h"
#include "ui/feed/feed_server.h"
#include "ui/feed/feed_station.h"
#include "ui/feed/mqtt_bridge.h"

namespace c6::ui::feed {
namespace {

using test::qtApp;
using test::waitUntil;

quint16 freePort() {
  QTcpServer probe;
  probe.listen(QHostAddress::LocalHost, 0);
  return probe.serverPort();
}

// A broker of our own on loopback, stopped with the test.
class Broker {
 public:
  Broker() : m_port(freePort()) {
    const QString exe = QStringLiteral("/usr/sbin/mosquitto");
    if (!QFile::exists(exe)) {
      m_error = "mosquitto not installed at /usr/sbin/mosquitto (scripts/setup.sh installs it)";
      return;
    }
    m_proc.start(exe, {QStringLiteral("-p"), QString::number(m_port)});
    if (!m_proc.waitForStarted(5000)) {
      m_error = "mosquitto did not start";
      return;
    }
    QTcpSocket probe;
    bool up = waitUntil([&] {
      if (probe.state() == QAbstractSocket::ConnectedState) return true;
      if (probe.state() == QAbstractSocket::UnconnectedState) probe.connectToHost(QHostAddress::LocalHost, m_port);
      return false;
    }, 5000);
    if (!up) m_error = "mosquitto does not accept connections";
  }
  ~Broker() {
    m_proc.terminate();
    m_proc.waitForFinished(3000);
  }
  quint16 port() const { return m_port; }
  const std::string& error() const { return m_error; }

 private:
  quint16 m_port;
  QProcess m_proc;
  std::string m_error;
};

QJsonObject turn(int n, const char* color, QStringList stones) {
  return QJsonObject{{"event", "turn"}, {"n", n}, {"color", color}, {"stones", QJsonArray::fromStringList(stones)}, {"t", n * 1.0}};
}

}  // namespace

TEST(FeedRelayTest, TwentyStationsReachOneRelayClient) {
  qtApp();
  Broker broker;
  ASSERT_TRUE(broker.error().empty()) << broker.error();

  // The relay: broker -> hub -> viewer server.
  FeedHub relayHub;
  FeedServer relayServer(relayHub, {QHostAddress::LocalHost, 0, {}, {}, 1 << 20});
  ASSERT_TRUE(relayServer.listen());
  MqttClient relayMqtt("test-relay");
  ASSERT_TRUE(relayMqtt.connectToBroker("127.0.0.1", broker.port())) << relayMqtt.errorString().toStdString();
  MqttRelaySource source(relayHub, relayMqtt, "open2026", "5");
  ASSERT_TRUE(waitUntil([&] { return relayMqtt.isConnected(); }));

  QWebSocket viewer;
  std::map<QString, int> turnsSeen;
  QObject::connect(&viewer, &QWebSocket::textMessageReceived, [&](const QString& m) {
    QJsonObject e = QJsonDocument::fromJson(m.toUtf8()).object();
    if (e.value("event").toString() == "turn") ++turnsSeen[e.value("board").toString()];
    if (e.value("event").toString() == "snapshot") {
      QJsonObject s = e.value("state").toObject();
      turnsSeen[s.value("board").toString()] = static_cast<int>(s.value("turns").toArray().size());
    }
  });
  viewer.open(QUrl(QStringLiteral("ws://127.0.0.1:%1/ws").arg(relayServer.port())));
  ASSERT_TRUE(waitUntil([&] { return viewer.state() == QAbstractSocket::ConnectedState; }));

  // 20 stations, each its own board, publishing through the broker.
  constexpr int kBoards = 20, kTurns = 5;
  std::vector<std::unique_ptr<FeedStation>> stations;
  for (int b = 1; b <= kBoards; ++b) {
    StationOptions o;
    o.address = QHostAddress::LocalHost;
    o.port = 0;
    o.board = QString::number(b);
    o.mqttHost = "127.0.0.1";
    o.mqttPort = broker.port();
    o.event = "open2026";
    o.round = "5";
    stations.push_back(std::make_unique<FeedStation>(o));
    ASSERT_TRUE(stations.back()->start()) << stations.back()->errorString().toStdString();
  }
  // Let every station connect before the game starts (the retained state covers late joiners anyway).
  QElapsedTimer settle;
  settle.start();
  waitUntil([&] { return settle.elapsed() > 500; });
  const char* moves[kTurns][2] = {{"j10", nullptr}, {"k10", "k11"}, {"j11", "j12"}, {"l10", "l11"}, {"j13", "j14"}};
  for (int t = 0; t < kTurns; ++t)
    for (int b = 0; b < kBoards; ++b) {
      QStringList stones{moves[t][0]};
      if (moves[t][1]) stones << moves[t][1];
      stations[static_cast<std::size_t>(b)]->post(turn(t + 1, t % 2 == 0 ? "B" : "W", stones));
    }
  bool all = waitUntil([&] {
    if (turnsSeen.size() < kBoards) return false;
    for (auto& [board, n] : turnsSeen)
      if (n < kTurns) return false;
    return true;
  }, 15000);
  std::string seen;
  for (auto& [board, n] : turnsSeen) seen += board.toStdString() + ":" + std::to_string(n) + " ";
  EXPECT_TRUE(all) << "turns seen per board: " << seen;
  EXPECT_EQ(turnsSeen.size(), static_cast<std::size_t>(kBoards)) << seen;
  EXPECT_EQ(relayHub.boards().size(), kBoards);
  EXPECT_EQ(relayHub.snapshot("5/7").value("turns").toArray().size(), kTurns);
}

}  // namespace c6::ui::feed
