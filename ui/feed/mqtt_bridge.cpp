#include "ui/feed/mqtt_bridge.h"

#include <QJsonDocument>

namespace c6::ui::feed {

QString boardTopic(const QString& event, const QString& round, const QString& board) {
  return QStringLiteral("c6/%1/%2/%3").arg(event, round, board);
}

namespace {
QJsonObject stationMessage(bool online, int every) {
  return QJsonObject{{QStringLiteral("event"), QStringLiteral("station")},
                     {QStringLiteral("online"), online},
                     {QStringLiteral("every"), every}};
}
}  // namespace

QByteArray MqttStation::stationWill(const QByteArray& key, const QString& topicPrefix,
                                    int heartbeatSeconds) {
  const QString topic = topicPrefix + QStringLiteral("/station");
  return signMessage(
      key, topic,
      QJsonDocument(stationMessage(false, heartbeatSeconds)).toJson(QJsonDocument::Compact));
}

MqttStation::MqttStation(FeedHub& hub, MqttClient& client, QString topicPrefix, QByteArray key,
                         int heartbeatSeconds, QObject* parent)
    : QObject(parent),
      m_hub(hub),
      m_client(client),
      m_prefix(std::move(topicPrefix)),
      m_key(std::move(key)),
      m_every(std::max(1, heartbeatSeconds)) {
  // A long think sends no events; the heartbeat tells the relay the station is still there.
  auto beat = [this] {
    publish(m_prefix + QStringLiteral("/station"), stationMessage(true, m_every), true);
  };
  connect(&m_heartbeat, &QTimer::timeout, this, beat);
  m_heartbeat.start(m_every * 1000);
  connect(&m_hub, &FeedHub::published, this, [this](const QJsonObject& e) {
    QJsonObject out = e;
    out.remove(QStringLiteral("board"));  // the topic names the board
    publish(m_prefix + QStringLiteral("/events"), out, false);
    // Clock ticks don't change what a late joiner needs badly enough to rewrite the state each
    // second.
    if (e.value(QStringLiteral("event")).toString() != QStringLiteral("clock"))
      publishState(e.value(QStringLiteral("board")).toString());
  });
  connect(&m_client, &MqttClient::connected, this, [this, beat] {
    beat();
    for (const QString& b : m_hub.boards()) publishState(b);
  });
  if (m_client.isConnected()) beat();
}

MqttStation::~MqttStation() {
  // Stopped on purpose: the broker sends no last will for a clean goodbye, so say it here.
  publish(m_prefix + QStringLiteral("/station"), stationMessage(false, m_every), true);
}

void MqttStation::publish(const QString& topic, const QJsonObject& message, bool retain) {
  m_client.publish(topic,
                   signMessage(m_key, topic, QJsonDocument(message).toJson(QJsonDocument::Compact)),
                   1, retain);
}

void MqttStation::publishState(const QString& board) {
  QJsonObject s = m_hub.snapshot(board);
  if (!s.isEmpty()) publish(m_prefix + QStringLiteral("/state"), s, true);
}

MqttRelaySource::MqttRelaySource(FeedHub& hub, MqttClient& client, BoardKeys keys,
                                 const QString& event, const QString& round, QObject* parent)
    : QObject(parent), m_hub(hub), m_keys(std::move(keys)) {
  connect(&client, &MqttClient::message, this, &MqttRelaySource::onMessage);
  connect(&m_hub, &FeedHub::refused, this,
          [this](const QString& board, const QString& why) { drop(board, why); });
  client.subscribe(round.isEmpty() ? QStringLiteral("c6/%1/#").arg(event)
                                   : QStringLiteral("c6/%1/%2/#").arg(event, round));
  m_clock.start();
  connect(&m_watch, &QTimer::timeout, this, &MqttRelaySource::checkHeartbeats);
  m_watch.start(500);
}

void MqttRelaySource::onStation(const QString& board, const QJsonObject& message) {
  const QJsonValue online = message.value(QStringLiteral("online"));
  const double every = message.value(QStringLiteral("every")).toDouble();
  if (!online.isBool() || !(every >= 1 && every <= 3600))
    return drop(board, QStringLiteral("a station message needs online (true/false) and every "
                                      "(1 to 3600 s)"));
  Link& link = m_links[board];
  link.online = online.toBool();
  link.everyMs = static_cast<qint64>(every * 1000);
  link.heardMs = m_clock.elapsed();
  m_hub.setStation(board, link.online);
}

void MqttRelaySource::checkHeartbeats() {
  const qint64 now = m_clock.elapsed();
  for (auto& [board, link] : m_links)
    if (link.online && now - link.heardMs > 3 * link.everyMs) {
      link.online = false;
      m_hub.setStation(board, false);
    }
}

void MqttRelaySource::drop(const QString& topic, const QString& reason) {
  ++m_dropped;
  emit dropped(topic, reason);
}

void MqttRelaySource::onMessage(const QString& topic, const QByteArray& message) {
  const QStringList parts = topic.split(QLatin1Char('/'));
  if (parts.size() != 5 || parts[0] != QStringLiteral("c6"))
    return drop(topic, QStringLiteral("not a board topic"));
  if (message.isEmpty()) return;  // a cleared retained message
  if (message.size() > kMaxMessage)
    return drop(topic, QStringLiteral("message of %1 bytes is too large").arg(message.size()));
  const QString key = parts[2] + QLatin1Char('/') + parts[3];
  auto secret = m_keys.find(key);
  QString why;
  const std::optional<QByteArray> payload =
      verifyMessage(secret == m_keys.end() ? QByteArray() : secret->second, topic, message, why);
  if (!payload) return drop(topic, why);
  QJsonParseError error;
  QJsonDocument doc = QJsonDocument::fromJson(*payload, &error);
  if (!doc.isObject()) return drop(topic, QStringLiteral("not a JSON object"));
  if (parts[4] == QStringLiteral("state")) {
    const GameFeed* known = m_hub.find(key);
    QJsonObject state = doc.object();
    if (known && known->seq() >= state.value(QStringLiteral("seq")).toInteger()) return;
    state.insert(QStringLiteral("board"), key);
    m_hub.replaceState(key, state);  // the validator checks it before it replaces anything
  } else if (parts[4] == QStringLiteral("events")) {
    m_hub.submit(key, doc.object());  // refusals come back through FeedHub::refused
  } else if (parts[4] == QStringLiteral("station")) {
    onStation(key, doc.object());
  } else {
    drop(topic, QStringLiteral("unknown topic"));
  }
}

}  // namespace c6::ui::feed
