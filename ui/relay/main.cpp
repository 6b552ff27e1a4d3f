// c6relay: serves every board of an event to web viewers. It subscribes to the event's topics on an
// MQTT broker (stations publish there) and serves the viewer and one WebSocket stream of all boards.
// Run more relays against the same broker for more spectators.
#include <QCommandLineParser>
#include <QCoreApplication>
#include <iostream>

#include "ui/feed/feed_hub.h"
#include "ui/feed/feed_server.h"
#include "ui/feed/mqtt_bridge.h"
#include "ui/feed/mqtt_client.h"

int main(int argc, char** argv) {
  QCoreApplication app(argc, argv);
  QCommandLineParser p;
  p.setApplicationDescription(QStringLiteral("c6relay: all boards of an event from an MQTT broker to web viewers"));
  p.addHelpOption();
  p.addOption({QStringLiteral("mqtt"), QStringLiteral("broker host[:port] (default localhost:1883)"), QStringLiteral("host"), QStringLiteral("localhost:1883")});
  p.addOption({QStringLiteral("event"), QStringLiteral("event name in the topics"), QStringLiteral("name"), QStringLiteral("event")});
  p.addOption({QStringLiteral("round"), QStringLiteral("only this round (default: all)"), QStringLiteral("round")});
  p.addOption({QStringLiteral("port"), QStringLiteral("HTTP/WebSocket port (default 8090; 0 = any)"), QStringLiteral("port"), QStringLiteral("8090")});
  p.addOption({QStringLiteral("delay"), QStringLiteral("public delay in seconds"), QStringLiteral("s"), QStringLiteral("0")});
  p.process(app);

  QString broker = p.value(QStringLiteral("mqtt"));
  int brokerPort = 1883;
  if (broker.contains(QLatin1Char(':'))) {
    brokerPort = broker.section(QLatin1Char(':'), -1).toInt();
    broker = broker.section(QLatin1Char(':'), 0, -2);
  }
  c6::ui::feed::FeedHub hub(p.value(QStringLiteral("delay")).toDouble());
  c6::ui::feed::FeedServer server(hub, {QHostAddress::Any, static_cast<quint16>(p.value(QStringLiteral("port")).toUInt()), {}, {}, 1 << 20});
  if (!server.listen()) {
    std::cerr << "c6relay: " << server.errorString().toStdString() << "\n";
    return 2;
  }
  c6::ui::feed::MqttClient mqtt(QStringLiteral("c6relay-%1").arg(QCoreApplication::applicationPid()));
  if (!mqtt.connectToBroker(broker, brokerPort)) {
    std::cerr << "c6relay: " << mqtt.errorString().toStdString() << "\n";
    return 2;
  }
  QObject::connect(&mqtt, &c6::ui::feed::MqttClient::disconnected, [] { std::cerr << "c6relay: broker connection lost, retrying\n"; });
  c6::ui::feed::MqttRelaySource source(hub, mqtt, p.value(QStringLiteral("event")), p.value(QStringLiteral("round")));
  std::cerr << "c6relay: viewer at http://localhost:" << server.port() << "/ (broker " << broker.toStdString() << ":" << brokerPort << ")\n";
  return app.exec();
}
