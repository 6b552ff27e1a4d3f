// c6relay: serves every board of an event to web viewers. It subscribes to the event's topics on an
// MQTT broker (stations publish there) and serves the viewer and one WebSocket stream of all
// boards. Run more relays against the same broker for more spectators. It takes only messages
// signed with each board's key (--keys) that pass the feed's validator; everything else is dropped
// and logged.
#include <QCommandLineParser>
#include <QCoreApplication>
#include <iostream>

#include "ui/feed/feed_hub.h"
#include "ui/feed/feed_server.h"
#include "ui/feed/message_signature.h"
#include "ui/feed/mqtt_bridge.h"
#include "ui/feed/mqtt_client.h"

int main(int argc, char** argv) {
  using namespace c6::ui::feed;
  QCoreApplication app(argc, argv);
  QCommandLineParser p;
  p.setApplicationDescription(
      QStringLiteral("c6relay: all boards of an event from an MQTT broker to web viewers"));
  p.addHelpOption();
  p.addOption({QStringLiteral("mqtt"),
               QStringLiteral("broker host[:port] (default localhost:1883)"),
               QStringLiteral("host"), QStringLiteral("localhost:1883")});
  p.addOption({QStringLiteral("event"), QStringLiteral("event name in the topics"),
               QStringLiteral("name"), QStringLiteral("event")});
  p.addOption({QStringLiteral("round"), QStringLiteral("only this round (default: all)"),
               QStringLiteral("round")});
  p.addOption({QStringLiteral("port"),
               QStringLiteral("HTTP/WebSocket port (default 8090; 0 = any)"),
               QStringLiteral("port"), QStringLiteral("8090")});
  p.addOption({QStringLiteral("bind"), QStringLiteral("listen address (default: all interfaces)"),
               QStringLiteral("addr")});
  p.addOption({QStringLiteral("delay"), QStringLiteral("public delay in seconds"),
               QStringLiteral("s"), QStringLiteral("0")});
  p.addOption({QStringLiteral("keys"),
               QStringLiteral("the boards' signing keys, \"<round>/<board> <hex>\" per line "
                              "(scripts/mqtt-event.sh; required)"),
               QStringLiteral("file")});
  p.addOption(
      {QStringLiteral("mqtt-user"), QStringLiteral("broker user name"), QStringLiteral("user")});
  p.addOption({QStringLiteral("mqtt-password-file"),
               QStringLiteral("broker password, first line of the file"), QStringLiteral("file")});
  p.addOption({QStringLiteral("mqtt-cafile"),
               QStringLiteral("connect over TLS, trusting this CA certificate"),
               QStringLiteral("file")});
  p.process(app);

  QString broker = p.value(QStringLiteral("mqtt"));
  int brokerPort = 1883;
  if (broker.contains(QLatin1Char(':'))) {
    brokerPort = broker.section(QLatin1Char(':'), -1).toInt();
    broker = broker.section(QLatin1Char(':'), 0, -2);
  }
  QHostAddress bind = QHostAddress::Any;
  if (p.isSet(QStringLiteral("bind")) && !bind.setAddress(p.value(QStringLiteral("bind")))) {
    std::cerr << "c6relay: --bind: '" << p.value(QStringLiteral("bind")).toStdString()
              << "' is not an IP address\n";
    return 2;
  }
  BoardKeys keys;
  QByteArray password;
  try {
    if (!p.isSet(QStringLiteral("keys")))
      throw std::runtime_error(
          "--keys is required: the boards' signing keys (scripts/mqtt-event.sh)");
    keys = readBoardKeys(p.value(QStringLiteral("keys")));
    if (p.isSet(QStringLiteral("mqtt-password-file")))
      password = readSecretFile(p.value(QStringLiteral("mqtt-password-file")));
  } catch (const std::exception& e) {
    std::cerr << "c6relay: " << e.what() << "\n";
    return 2;
  }
  FeedHub hub(p.value(QStringLiteral("delay")).toDouble());
  FeedServer server(
      hub, {bind, static_cast<quint16>(p.value(QStringLiteral("port")).toUInt()), {}, {}, 1 << 20});
  if (!server.listen()) {
    std::cerr << "c6relay: " << server.errorString().toStdString() << "\n";
    return 2;
  }
  MqttClient mqtt(QStringLiteral("c6relay-%1").arg(QCoreApplication::applicationPid()));
  const QString user = p.value(QStringLiteral("mqtt-user")),
                caFile = p.value(QStringLiteral("mqtt-cafile"));
  if ((!user.isEmpty() && !mqtt.setCredentials(user, password)) ||
      (!caFile.isEmpty() && !mqtt.setTls(caFile)) || !mqtt.connectToBroker(broker, brokerPort)) {
    std::cerr << "c6relay: " << mqtt.errorString().toStdString() << "\n";
    return 2;
  }
  QObject::connect(&mqtt, &MqttClient::disconnected,
                   [] { std::cerr << "c6relay: broker connection lost, retrying\n"; });
  MqttRelaySource source(hub, mqtt, std::move(keys), p.value(QStringLiteral("event")),
                         p.value(QStringLiteral("round")));
  QObject::connect(&source, &MqttRelaySource::dropped,
                   [](const QString& topic, const QString& why) {
                     std::cerr << "c6relay: dropped " << topic.toStdString() << ": "
                               << why.toStdString() << "\n";
                   });
  std::cerr << "c6relay: viewer at http://"
            << (p.isSet(QStringLiteral("bind")) ? bind.toString().toStdString() : "localhost")
            << ":" << server.port() << "/ (broker " << broker.toStdString() << ":" << brokerPort
            << ")\n";
  return app.exec();
}
