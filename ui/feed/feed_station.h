#pragma once
#include <QHostAddress>
#include <QObject>
#include <memory>

#include "ui/feed/feed_hub.h"
#include "ui/feed/feed_server.h"
#include "ui/feed/mqtt_bridge.h"

namespace c6::ui::feed {

// Everything a recording station needs to broadcast one board: the public delay, the viewer server
// and, for multi-board events, the MQTT publisher. The recorder, the app and `c6rec serve` share
// it.
struct StationOptions {
  QHostAddress address = QHostAddress::Any;
  quint16 port = 8080;
  double delaySeconds = 0.0;
  QString token;
  QString board = QStringLiteral("local");
  // MQTT: empty host = no broker.
  QString mqttHost;
  int mqttPort = 1883;
  QString event = QStringLiteral("event");
  QString round = QStringLiteral("1");
  QByteArray
      signingKey;    // this board's key: every message to the broker is signed with it (required)
  QString mqttUser;  // broker credentials; empty user = anonymous
  QByteArray mqttPassword;
  QString mqttCaFile;  // set: connect over TLS trusting this CA
  // How often the station tells the broker it is alive (a relay shows the board's connection lost
  // after three silent intervals).
  int heartbeatSeconds = MqttStation::kHeartbeatSeconds;
};

class FeedStation : public QObject {
  Q_OBJECT
 public:
  explicit FeedStation(StationOptions options, QObject* parent = nullptr);

  // Binds the port and connects to the broker; false with errorString() when that fails.
  bool start();
  QString errorString() const { return m_error; }
  quint16 port() const { return m_server ? m_server->port() : 0; }
  FeedHub& hub() { return m_hub; }
  FeedServer* server() { return m_server.get(); }

  // Thread-safe: queues one recorder event (the `c6rec record --json` vocabulary) for this board.
  void post(const QJsonObject& event);

 private:
  StationOptions m_options;
  FeedHub m_hub;
  std::unique_ptr<FeedServer> m_server;
  std::unique_ptr<MqttClient> m_mqtt;
  std::unique_ptr<MqttStation> m_mqttStation;
  QString m_error;
};

}  // namespace c6::ui::feed
