#include "ui/feed/feed_station.h"

#include <QMetaObject>

namespace c6::ui::feed {

FeedStation::FeedStation(StationOptions options, QObject* parent)
    : QObject(parent), m_options(std::move(options)), m_hub(m_options.delaySeconds) {}

bool FeedStation::start() {
  m_server = std::make_unique<FeedServer>(
      m_hub, FeedServerOptions{m_options.address, m_options.port, m_options.token, {}, 1 << 20});
  if (!m_server->listen()) {
    m_error = m_server->errorString();
    return false;
  }
  if (!m_options.mqttHost.isEmpty()) {
    if (m_options.signingKey.isEmpty()) {
      m_error =
          QStringLiteral("MQTT needs this board's signing key (scripts/mqtt-event.sh makes one)");
      return false;
    }
    m_mqtt =
        std::make_unique<MqttClient>(QStringLiteral("c6-station-%1-%2-%3")
                                         .arg(m_options.event, m_options.round, m_options.board));
    const QString prefix = boardTopic(m_options.event, m_options.round, m_options.board);
    if (!m_mqtt->setWill(
            prefix + QStringLiteral("/station"),
            MqttStation::stationWill(m_options.signingKey, prefix, m_options.heartbeatSeconds)) ||
        (!m_options.mqttUser.isEmpty() &&
         !m_mqtt->setCredentials(m_options.mqttUser, m_options.mqttPassword)) ||
        (!m_options.mqttCaFile.isEmpty() && !m_mqtt->setTls(m_options.mqttCaFile)) ||
        !m_mqtt->connectToBroker(m_options.mqttHost, m_options.mqttPort)) {
      m_error = m_mqtt->errorString();
      return false;
    }
    m_mqttStation = std::make_unique<MqttStation>(m_hub, *m_mqtt, prefix, m_options.signingKey,
                                                  m_options.heartbeatSeconds);
  }
  return true;
}

void FeedStation::post(const QJsonObject& event) {
  QMetaObject::invokeMethod(
      this, [this, event] { m_hub.submit(m_options.board, event); }, Qt::QueuedConnection);
}

}  // namespace c6::ui::feed
