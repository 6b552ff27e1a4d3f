#pragma once
#include <QByteArray>
#include <QObject>
#include <QString>

struct mosquitto;
struct mosquitto_message;

namespace c6::ui::feed {

// A thin Qt wrapper over libmosquitto (Debian's MQTT client library). Its network thread only
// queues; messages and state changes arrive as signals on the object's own thread. Reconnects by
// itself (libmosquitto's loop), so a broker restart does not end a broadcast.
class MqttClient : public QObject {
  Q_OBJECT
 public:
  explicit MqttClient(const QString& clientId, QObject* parent = nullptr);
  ~MqttClient() override;

  // Broker credentials (the event's password file and ACLs, scripts/mqtt-event.sh); call before
  // connecting. False with errorString() when libmosquitto refuses them.
  bool setCredentials(const QString& user, const QByteArray& password);
  // Connects over TLS, trusting the CA certificate in `caFile` (the broker's TLS listener).
  bool setTls(const QString& caFile);
  // The message the broker publishes for this client when it vanishes without saying goodbye (its
  // "last will"); call before connecting.
  bool setWill(const QString& topic, const QByteArray& payload, int qos = 1, bool retain = true);
  // Starts connecting in the background; false with errorString() when the arguments are unusable.
  bool connectToBroker(const QString& host, int port);
  bool isConnected() const { return m_connected; }
  QString errorString() const { return m_error; }

  bool publish(const QString& topic, const QByteArray& payload, int qos = 1, bool retain = false);
  bool subscribe(const QString& pattern, int qos = 1);

 signals:
  void connected();
  void disconnected();
  void message(const QString& topic, const QByteArray& payload);

 private:
  static void onConnect(mosquitto*, void* self, int rc);
  static void onDisconnect(mosquitto*, void* self, int rc);
  static void onMessage(mosquitto*, void* self, const mosquitto_message* msg);

  mosquitto* m_mosq = nullptr;
  bool m_connected = false;
  bool m_loopStarted = false;
  QString m_error;
  QStringList m_subscriptions;
};

}  // namespace c6::ui::feed
