// Multi-board: a Mosquitto broker on loopback, 20 stations and one relay; every board's turns reach
// a WebSocket client of the relay.
#include <gtest/gtest.h>
#include <signal.h>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QWebSocket>
#include <map>
#include <optional>

#include "qt_test_app.h"
#include "ui/feed/feed_server.h"
#include "ui/feed/feed_station.h"
#include "ui/feed/message_signature.h"
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
  // With a port and a configuration file (which must listen on that port) instead of the defaults.
  explicit Broker(quint16 port = freePort(), const QString& config = {}) : m_port(port) {
    const QString exe = QStringLiteral("/usr/sbin/mosquitto");
    if (!QFile::exists(exe)) {
      m_error = "mosquitto not installed at /usr/sbin/mosquitto (scripts/setup.sh installs it)";
      return;
    }
    m_proc.start(exe, config.isEmpty() ? QStringList{QStringLiteral("-p"), QString::number(m_port)}
                                       : QStringList{QStringLiteral("-c"), config});
    if (!m_proc.waitForStarted(5000)) {
      m_error = "mosquitto did not start";
      return;
    }
    QTcpSocket probe;
    bool up = waitUntil(
        [&] {
          if (probe.state() == QAbstractSocket::ConnectedState) return true;
          if (probe.state() == QAbstractSocket::UnconnectedState)
            probe.connectToHost(QHostAddress::LocalHost, m_port);
          return false;
        },
        5000);
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

QByteArray boardKey(int board) {
  return QByteArray(16, static_cast<char>('a' + board));
}

BoardKeys roundKeys(const QString& round, int boards) {
  BoardKeys keys;
  for (int b = 1; b <= boards; ++b) keys[round + "/" + QString::number(b)] = boardKey(b);
  return keys;
}

// A station of board `board` in round 5 of "open2026", signed with its key, on the broker at
// `port`.
StationOptions stationOptions(int board, quint16 port) {
  StationOptions o;
  o.address = QHostAddress::LocalHost;
  o.port = 0;
  o.board = QString::number(board);
  o.mqttHost = "127.0.0.1";
  o.mqttPort = port;
  o.event = "open2026";
  o.round = "5";
  o.signingKey = boardKey(board);
  return o;
}

QJsonObject turn(int n, const char* color, QStringList stones) {
  return QJsonObject{{"event", "turn"},
                     {"n", n},
                     {"color", color},
                     {"stones", QJsonArray::fromStringList(stones)},
                     {"t", n * 1.0}};
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
  ASSERT_TRUE(relayMqtt.connectToBroker("127.0.0.1", broker.port()))
      << relayMqtt.errorString().toStdString();
  MqttRelaySource source(relayHub, relayMqtt, roundKeys("5", 20), "open2026", "5");
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
    stations.push_back(std::make_unique<FeedStation>(stationOptions(b, broker.port())));
    ASSERT_TRUE(stations.back()->start()) << stations.back()->errorString().toStdString();
  }
  // Let every station connect before the game starts (the retained state covers late joiners
  // anyway).
  QElapsedTimer settle;
  settle.start();
  waitUntil([&] { return settle.elapsed() > 500; });
  const char* moves[kTurns][2] = {
      {"j10", nullptr}, {"k10", "k11"}, {"j11", "j12"}, {"l10", "l11"}, {"j13", "j14"}};
  for (int t = 0; t < kTurns; ++t)
    for (int b = 0; b < kBoards; ++b) {
      QStringList stones{moves[t][0]};
      if (moves[t][1]) stones << moves[t][1];
      stations[static_cast<std::size_t>(b)]->post(turn(t + 1, t % 2 == 0 ? "B" : "W", stones));
    }
  bool all = waitUntil(
      [&] {
        if (turnsSeen.size() < kBoards) return false;
        for (auto& [board, n] : turnsSeen)
          if (n < kTurns) return false;
        return true;
      },
      15000);
  std::string seen;
  for (auto& [board, n] : turnsSeen) seen += board.toStdString() + ":" + std::to_string(n) + " ";
  EXPECT_TRUE(all) << "turns seen per board: " << seen;
  EXPECT_EQ(turnsSeen.size(), static_cast<std::size_t>(kBoards)) << seen;
  EXPECT_EQ(relayHub.boards().size(), kBoards);
  EXPECT_EQ(relayHub.snapshot("5/7").value("turns").toArray().size(), kTurns);
}

}  // namespace c6::ui::feed

namespace c6::ui::feed {

// Anyone on the broker could once forge a board's "end" (with a high seq that also froze the board
// for its real station). Unsigned and wrongly signed messages are now dropped and logged.
TEST(FeedRelayTest, ForgedMessagesChangeNothingInARelay) {
  qtApp();
  Broker broker;
  ASSERT_TRUE(broker.error().empty()) << broker.error();
  FeedHub relayHub;
  MqttClient relayMqtt("test-relay-forged");
  ASSERT_TRUE(relayMqtt.connectToBroker("127.0.0.1", broker.port()));
  MqttRelaySource source(relayHub, relayMqtt, roundKeys("5", 1), "open2026", "5");
  ASSERT_TRUE(waitUntil([&] { return relayMqtt.isConnected(); }));

  FeedStation station(stationOptions(1, broker.port()));
  ASSERT_TRUE(station.start()) << station.errorString().toStdString();
  ASSERT_TRUE(waitUntil([&] { return relayMqtt.isConnected(); }));
  QElapsedTimer settle;
  settle.start();
  waitUntil([&] { return settle.elapsed() > 300; });
  station.post(turn(1, "B", {"j10"}));
  ASSERT_TRUE(
      waitUntil([&] { return relayHub.snapshot("5/1").value("turns").toArray().size() == 1; }));
  const QJsonObject before = relayHub.snapshot("5/1");

  MqttClient attacker("test-attacker");
  ASSERT_TRUE(attacker.connectToBroker("127.0.0.1", broker.port()));
  ASSERT_TRUE(waitUntil([&] { return attacker.isConnected(); }));
  const QString topic = "c6/open2026/5/1/events";
  const QByteArray forgedEnd =
      R"({"event":"end","result":"W+","reason":"resign","seq":4503599627370496})";
  attacker.publish(topic, forgedEnd);                                              // unsigned
  attacker.publish(topic, signMessage("not the board's key!", topic, forgedEnd));  // wrong key
  attacker.publish(topic, signMessage(boardKey(1), "c6/open2026/5/2/events",
                                      forgedEnd));  // another topic's signature
  QJsonObject forgedState = before;
  forgedState.insert("seq", 1000);
  forgedState.insert("result", QJsonObject{{"result", "W+"}, {"reason", "resign"}});
  attacker.publish("c6/open2026/5/1/state",
                   QJsonDocument(forgedState).toJson(QJsonDocument::Compact), 1, true);
  EXPECT_TRUE(waitUntil([&] { return source.droppedCount() >= 4; }))
      << source.droppedCount() << " dropped";
  EXPECT_EQ(relayHub.snapshot("5/1"), before);

  // The real station is not frozen out.
  station.post(turn(2, "W", {"k10", "k11"}));
  EXPECT_TRUE(
      waitUntil([&] { return relayHub.snapshot("5/1").value("turns").toArray().size() == 2; }));
  EXPECT_TRUE(relayHub.snapshot("5/1").value("result").isNull());
}

#ifdef C6REC_PATH
// A long think sends no events, yet the board stays online: the station's heartbeat says it is
// there. A station that stops talking (frozen: its connection stays open) is lost after three
// heartbeats; one that dies is lost at once (its last will); viewers hear each change.
TEST(FeedRelayTest, HeartbeatsKeepAThinkingBoardOnlineAndALostStationShowsAsLost) {
  qtApp();
  Broker broker;
  ASSERT_TRUE(broker.error().empty()) << broker.error();
  FeedHub relayHub;
  FeedServer relayServer(relayHub, {QHostAddress::LocalHost, 0, {}, {}, 1 << 20});
  ASSERT_TRUE(relayServer.listen());
  MqttClient relayMqtt("test-relay-heartbeat");
  ASSERT_TRUE(relayMqtt.connectToBroker("127.0.0.1", broker.port()));
  MqttRelaySource source(relayHub, relayMqtt, roundKeys("5", 1), "open2026", "5");
  ASSERT_TRUE(waitUntil([&] { return relayMqtt.isConnected(); }));
  QWebSocket viewer;
  std::vector<bool> heard;  // the station messages a viewer got, in order
  QObject::connect(&viewer, &QWebSocket::textMessageReceived, [&](const QString& m) {
    const QJsonObject e = QJsonDocument::fromJson(m.toUtf8()).object();
    if (e.value("event").toString() == "station") heard.push_back(e.value("online").toBool());
  });
  viewer.open(QUrl(QStringLiteral("ws://127.0.0.1:%1/ws").arg(relayServer.port())));
  ASSERT_TRUE(waitUntil([&] { return viewer.state() == QAbstractSocket::ConnectedState; }));

  // The station is `c6rec serve` in a process of its own, so it can be frozen and killed.
  QTemporaryDir dir;
  const QString keyFile = dir.filePath("board1.key");
  {
    QFile f(keyFile);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(boardKey(1).toHex() + "\n");
  }
  QProcess station;
  station.start(QStringLiteral(C6REC_PATH),
                {"serve", "--port", "0", "--bind", "127.0.0.1", "--mqtt",
                 QString("127.0.0.1:%1").arg(broker.port()), "--event", "open2026", "--round", "5",
                 "--board", "1", "--key-file", keyFile, "--heartbeat", "1", "-"});
  ASSERT_TRUE(station.waitForStarted(5000));
  station.write(R"({"event":"turn","n":1,"color":"B","stones":["j10"],"t":1})"
                "\n");
  auto online = [&] {
    const QJsonValue s = relayHub.snapshot("5/1").value("station");
    return s.isObject() ? std::optional<bool>(s["online"].toBool()) : std::nullopt;
  };
  ASSERT_TRUE(waitUntil([&] { return online() == true; }, 10000))
      << station.readAllStandardError().toStdString();
  EXPECT_EQ(relayHub.snapshot("5/1").value("turns").toArray().size(), 1);

  // Thinking for 5 s (five heartbeats, no event): still online.
  QElapsedTimer think;
  think.start();
  bool stayedOnline = true;
  waitUntil(
      [&] {
        stayedOnline = stayedOnline && online() == true;
        return think.elapsed() > 5000;
      },
      6000);
  EXPECT_TRUE(stayedOnline);
  const QJsonArray summaries = relayHub.summaries();
  ASSERT_EQ(summaries.size(), 1);
  EXPECT_TRUE(summaries[0]["station"]["online"].toBool());

  // Frozen (the connection stays open, nothing comes): lost after three silent intervals...
  ::kill(static_cast<pid_t>(station.processId()), SIGSTOP);
  think.restart();
  ASSERT_TRUE(waitUntil([&] { return online() == false; }, 8000));
  EXPECT_GE(think.elapsed(), 2000);
  // ...and back at its next heartbeat.
  ::kill(static_cast<pid_t>(station.processId()), SIGCONT);
  ASSERT_TRUE(waitUntil([&] { return online() == true; }, 8000));

  // Killed: the broker publishes its last will at once, long before three intervals pass.
  station.kill();
  station.waitForFinished(3000);
  think.restart();
  ASSERT_TRUE(waitUntil([&] { return online() == false; }, 8000));
  EXPECT_LT(think.elapsed(), 2500);
  ASSERT_TRUE(waitUntil([&] { return heard.size() >= 4; }, 2000));
  EXPECT_EQ(heard, (std::vector<bool>{true, false, true, false}));
}
#endif

#ifdef C6RELAY_PATH
// A retained state with "size":46341 crashed every relay (std::bad_alloc), and every new one, until
// the retained message was cleared. Even signed with the board's own key it now only gets logged.
TEST(FeedRelayTest, ARetainedSizeBombLeavesTheRelayRunning) {
  qtApp();
  Broker broker;
  ASSERT_TRUE(broker.error().empty()) << broker.error();
  QTemporaryDir dir;
  QFile keyFile(dir.filePath("relay.keys"));
  ASSERT_TRUE(keyFile.open(QIODevice::WriteOnly));
  keyFile.write("# round/board key\n5/1 " + boardKey(1).toHex() + "\n5/2 " + boardKey(2).toHex() +
                "\n");
  keyFile.close();

  MqttClient attacker("test-bomber");
  ASSERT_TRUE(attacker.connectToBroker("127.0.0.1", broker.port()));
  ASSERT_TRUE(waitUntil([&] { return attacker.isConnected(); }));
  const QByteArray bomb =
      R"({"schema":"c6feed/1","board":"1","seq":5,"size":46341,"info":{},"turns":[],)"
      R"("partial":null,)"
      R"("flags":[],"flag_log":[],"result":null,"clock":null})";
  const QString topic1 = "c6/open2026/5/1/state", topic2 = "c6/open2026/5/2/state";
  attacker.publish(topic1, signMessage(boardKey(1), topic1, bomb), 1, true);
  attacker.publish(topic2, bomb, 1, true);

  for (int relayNo = 0; relayNo < 2; ++relayNo) {  // and the next relay to join
    QProcess relay;
    relay.setProcessChannelMode(QProcess::SeparateChannels);
    relay.start(C6RELAY_PATH,
                {"--mqtt", QStringLiteral("127.0.0.1:%1").arg(broker.port()), "--event", "open2026",
                 "--bind", "127.0.0.1", "--port", "0", "--keys", keyFile.fileName()});
    ASSERT_TRUE(relay.waitForStarted(5000));
    QByteArray log;
    ASSERT_TRUE(waitUntil(
        [&] {
          log += relay.readAllStandardError();
          return log.count("dropped") >= 2 || relay.state() != QProcess::Running;
        },
        10000))
        << log.toStdString();
    ASSERT_EQ(relay.state(), QProcess::Running) << log.toStdString();
    EXPECT_TRUE(log.contains("c6/open2026/5/2/state: unsigned")) << log.toStdString();
    EXPECT_TRUE(log.contains("size")) << log.toStdString();
    const qsizetype at = log.indexOf("http://127.0.0.1:");
    ASSERT_GE(at, 0) << log.toStdString();
    const int port = log.mid(at + 17).split('/').first().toInt();
    QTcpSocket s;
    s.connectToHost(QHostAddress::LocalHost, static_cast<quint16>(port));
    ASSERT_TRUE(waitUntil([&] { return s.state() == QAbstractSocket::ConnectedState; }));
    s.write("GET /api/boards HTTP/1.1\r\nHost: x\r\n\r\n");
    QByteArray answer;
    waitUntil([&] {
      answer += s.readAll();
      return s.state() == QAbstractSocket::UnconnectedState;
    });
    answer += s.readAll();
    EXPECT_TRUE(answer.startsWith("HTTP/1.1 200")) << answer.left(200).toStdString();
    EXPECT_FALSE(answer.contains("46341")) << answer.toStdString();
    relay.terminate();
    relay.waitForFinished(3000);
  }
}
#endif

}  // namespace c6::ui::feed

namespace c6::ui::feed {

QByteArray fileText(const QString& path) {
  QFile f(path);
  return f.open(QIODevice::ReadOnly) ? f.readAll().trimmed() : QByteArray();
}

// scripts/mqtt-event.sh: with its broker configuration, anonymous clients are refused, a station
// can write only its own board's topics, and the generated keys sign what the relay accepts.
TEST(FeedRelayTest, TheGeneratedEventSetUpKeepsEachStationToItsBoard) {
  qtApp();
  QTemporaryDir dir;
  const quint16 port = freePort();
  QProcess script;
  script.start("bash", {QStringLiteral(C6_TEST_SOURCE_DIR "/../scripts/mqtt-event.sh"), dir.path(),
                        "open2026", "5", "2", "1", QString::number(port)});
  ASSERT_TRUE(script.waitForFinished(30000));
  ASSERT_EQ(script.exitCode(), 0) << script.readAllStandardError().toStdString();
  Broker broker(port, dir.filePath("broker/mosquitto.conf"));
  ASSERT_TRUE(broker.error().empty()) << broker.error();

  MqttClient anonymous("test-anonymous");
  ASSERT_TRUE(anonymous.connectToBroker("127.0.0.1", port));
  QElapsedTimer settle;
  settle.start();
  waitUntil([&] { return settle.elapsed() > 500; });
  EXPECT_FALSE(anonymous.isConnected());

  FeedHub relayHub;
  MqttClient relayMqtt("test-relay-acl");
  ASSERT_TRUE(relayMqtt.setCredentials(fileText(dir.filePath("relay-1/user")),
                                       fileText(dir.filePath("relay-1/password"))));
  ASSERT_TRUE(relayMqtt.connectToBroker("127.0.0.1", port));
  MqttRelaySource source(relayHub, relayMqtt, readBoardKeys(dir.filePath("relay-1/relay.keys")),
                         "open2026");
  ASSERT_TRUE(waitUntil([&] { return relayMqtt.isConnected(); }));

  // Station 1 with its own credentials and key publishes its turn, and tries to write board 2.
  StationOptions o = stationOptions(1, port);
  o.mqttUser = fileText(dir.filePath("station-5-1/user"));
  o.mqttPassword = fileText(dir.filePath("station-5-1/password"));
  o.signingKey = readBoardKeys(dir.filePath("station-5-1/key")).begin()->second;
  FeedStation station(o);
  ASSERT_TRUE(station.start()) << station.errorString().toStdString();
  settle.restart();
  waitUntil([&] { return settle.elapsed() > 500; });
  station.post(turn(1, "B", {"j10"}));
  ASSERT_TRUE(waitUntil(
      [&] { return relayHub.snapshot("5/1").value("turns").toArray().size() == 1; }, 10000));

  MqttClient intruder("test-station-1-intruding");
  ASSERT_TRUE(intruder.setCredentials(o.mqttUser, o.mqttPassword));
  ASSERT_TRUE(intruder.connectToBroker("127.0.0.1", port));
  ASSERT_TRUE(waitUntil([&] { return intruder.isConnected(); }));
  const QString other = "c6/open2026/5/2/events";
  const QByteArray turnOn2 = QJsonDocument(turn(1, "B", {"a1"})).toJson(QJsonDocument::Compact);
  intruder.publish(other, signMessage(o.signingKey, other, turnOn2));
  intruder.publish("c6/open2026/5/1/events",
                   turnOn2);  // its own board, but unsigned: dropped by the relay
  EXPECT_TRUE(waitUntil([&] { return source.droppedCount() >= 1; }));
  settle.restart();
  waitUntil([&] { return settle.elapsed() > 500; });
  EXPECT_TRUE(relayHub.snapshot("5/2").isEmpty()) << "the broker let station 1 write board 2";
  EXPECT_EQ(relayHub.snapshot("5/1").value("turns").toArray().size(), 1);
}

}  // namespace c6::ui::feed
