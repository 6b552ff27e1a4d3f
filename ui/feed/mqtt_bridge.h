#pragma once
#include <QObject>
#include <QString>

#include "ui/feed/feed_hub.h"
#include "ui/feed/mqtt_client.h"

namespace c6::ui::feed {

// Topic layout of a multi-board event (documented in ui/web/FEED.md):
//   c6/<event>/<round>/<board>/state   retained snapshot of the board (schema c6feed/1)
//   c6/<event>/<round>/<board>/events  every published event, QoS 1
QString boardTopic(const QString& event, const QString& round, const QString& board);

// A station: publishes its hub's board to the broker (the retained state after every event).
class MqttStation : public QObject {
  Q_OBJECT
 public:
  MqttStation(FeedHub& hub, MqttClient& client, QString topicPrefix, QObject* parent = nullptr);

 private:
  void publishState(const QString& board);
  FeedHub& m_hub;
  MqttClient& m_client;
  QString m_prefix;
};

// A relay's input: every board of an event (or of one round) from the broker into a hub, keyed
// "<round>/<board>".
class MqttRelaySource : public QObject {
  Q_OBJECT
 public:
  MqttRelaySource(FeedHub& hub, MqttClient& client, const QString& event, const QString& round = {},
                  QObject* parent = nullptr);

 private:
  void onMessage(const QString& topic, const QByteArray& payload);
  FeedHub& m_hub;
};

}  // namespace c6::ui::feed
