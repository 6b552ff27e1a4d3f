#pragma once
#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QTimer>
#include <map>

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
// message signed with the board's key. It also says it is alive: every `heartbeatSeconds` a
// retained {"event":"station","online":true,"every":S} on <prefix>/station, and
// "online":false there when it stops; its last will (stationWill(), set on the client before it
// connects) says the same when it vanishes.
class MqttStation : public QObject {
  Q_OBJECT
 public:
  static constexpr int kHeartbeatSeconds = 5;
  MqttStation(FeedHub& hub, MqttClient& client, QString topicPrefix, QByteArray key,
              int heartbeatSeconds = kHeartbeatSeconds, QObject* parent = nullptr);
  ~MqttStation() override;

  // The signed "offline" message for <topicPrefix>/station, for MqttClient::setWill().
  static QByteArray stationWill(const QByteArray& key, const QString& topicPrefix,
                                int heartbeatSeconds = kHeartbeatSeconds);

 private:
  void publish(const QString& topic, const QJsonObject& message, bool retain);
  void publishState(const QString& board);
  FeedHub& m_hub;
  MqttClient& m_client;
  QString m_prefix;
  QByteArray m_key;
  int m_every;
  QTimer m_heartbeat;
};

// A relay's input: every board of an event (or of one round) from the broker into a hub, keyed
// "<round>/<board>". Takes only messages signed with that board's key, and only what the feed's
// validator accepts; everything else is dropped and reported by dropped(). A station's "station"
// messages set the board's link in the hub (FeedHub::setStation): offline when the station says so
// (or its last will does), or when no heartbeat came for three of its intervals.
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
  void onStation(const QString& board, const QJsonObject& message);
  void checkHeartbeats();
  void drop(const QString& topic, const QString& reason);
  FeedHub& m_hub;
  BoardKeys m_keys;
  long long m_dropped = 0;
  // Each station's last word: online or not, how often it promised a heartbeat, when it last came.
  struct Link {
    bool online = false;
    qint64 everyMs = 0;
    qint64 heardMs = 0;
  };
  std::map<QString, Link> m_links;
  QElapsedTimer m_clock;
  QTimer m_watch;
};

}  // namespace c6::ui::feed
