#include "ui/feed/mqtt_bridge.h"

#include <QJsonDocument>

namespace c6::ui::feed {

QString boardTopic(const QString& event, const QString& round, const QString& board) {
  return QStringLiteral("c6/%1/%2/%3").arg(event, round, board);
}

MqttStation::MqttStation(FeedHub& hub, MqttClient& client, QString topicPrefix, QObject* parent)
    : QObject(parent), m_hub(hub), m_client(client), m_prefix(std::move(topicPrefix)) {
  connect(&m_hub, &FeedHub::published, this, [this](const QJsonObject& e) {
    QJsonObject out = e;
    out.remove(QStringLiteral("board"));  // the topic names the board
    m_client.publish(m_prefix + QStringLiteral("/events"), QJsonDocument(out).toJson(QJsonDocument::Compact), 1);
    // Clock ticks don't change what a late joiner needs badly enough to rewrite the state each second.
    if (e.value(QStringLiteral("event")).toString() != QStringLiteral("clock")) publishState(e.value(QStringLiteral("board")).toString());
  });
  connect(&m_client, &MqttClient::connected, this, [this] {
    for (const QString& b : m_hub.boards()) publishState(b);
  });
}

void MqttStation::publishState(const QString& board) {
  QJsonObject s = m_hub.snapshot(board);
  if (!s.isEmpty())
    m_client.publish(m_prefix + QStringLiteral("/state"), QJsonDocument(s).toJson(QJsonDocument::Compact), 1, true);
}

MqttRelaySource::MqttRelaySource(FeedHub& hub, MqttClient& client, const QString& event, const QString& round,
                                 QObject* parent)
    : QObject(parent), m_hub(hub) {
  connect(&client, &MqttClient::message, this, &MqttRelaySource::onMessage);
  client.subscribe(round.isEmpty() ? QStringLiteral("c6/%1/#").arg(event) : QStringLiteral("c6/%1/%2/#").arg(event, round));
}

void MqttRelaySource::onMessage(const QString& topic, const QByteArray& payload) {
  const QStringList parts = topic.split(QLatin1Char('/'));
  if (parts.size() != 5 || parts[0] != QStringLiteral("c6")) return;
  const QString key = parts[2] + QLatin1Char('/') + parts[3];
  QJsonDocument doc = QJsonDocument::fromJson(payload);
  if (!doc.isObject()) return;
  if (parts[4] == QStringLiteral("state")) {
    const GameFeed* known = m_hub.find(key);
    QJsonObject state = doc.object();
    if (known && known->seq() >= state.value(QStringLiteral("seq")).toInteger()) return;
    state.insert(QStringLiteral("board"), key);
    m_hub.submit(key, QJsonObject{{QStringLiteral("event"), QStringLiteral("snapshot")}, {QStringLiteral("state"), state}});
  } else if (parts[4] == QStringLiteral("events")) {
    m_hub.submit(key, doc.object());
  }
}

}  // namespace c6::ui::feed
