#pragma once
#include <QObject>
#include <QString>

#include "ui/feed/feed_hub.h"
#include "ui/feed/message_signature.h"
#include "ui/feed/mqtt_client.h"

namespace c6::ui::feed {

// Topic layout of a multi-board event (documented in ui/web/FEED.md):
//   c6/<event>/<round>/<board>/state   retained snapshot of the board (schema c6feed/1)
//   c6/<event>/<round>/<board>/events  every published event, QoS 1
// Every message is signed with the board's key (message_signature.h).
QString boardTopic(const QString& event, const QString& round, const QString& board);

// A station: publishes its hub's board to the broker (the retained state after every event), each
// message signed with the board's key.
class MqttStation : public QObject {
  Q_OBJECT
 public:
  MqttStation(FeedHub& hub, MqttClient& client, QString topicPrefix, QByteArray key,
              QObject* parent = nullptr);

 private:
  void publish(const QString& topic, const QJsonObject& message, bool retain);
  void publishState(const QString& board);
  FeedHub& m_hub;
  MqttClient& m_client;
  QString m_prefix;
  QByteArray m_key;
};

// A relay's input: every board of an event (or of one round) from the broker into a hub, keyed
// "<round>/<board>". Takes only messages signed with that board's key, and only what the feed's
// validator accepts; everything else is dropped and reported by dropped().
class MqttRelaySource : public QObject {
  Q_OBJECT
 public:
  // Larger messages are dropped unread: a 59x59 game's state is far smaller.
  static constexpr qsizetype kMaxMessage = 4 << 20;

  MqttRelaySource(FeedHub& hub, MqttClient& client, BoardKeys keys, const QString& event,
                  const QString& round = {}, QObject* parent = nullptr);
  long long droppedCount() const { return m_dropped; }

 signals:
  void dropped(const QString& topic, const QString& reason);

 private:
  void onMessage(const QString& topic, const QByteArray& payload);
  void drop(const QString& topic, const QString& reason);
  FeedHub& m_hub;
  BoardKeys m_keys;
  long long m_dropped = 0;
};

}  // namespace c6::ui::feed
