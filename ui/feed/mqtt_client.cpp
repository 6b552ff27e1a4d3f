#include "ui/feed/mqtt_client.h"

#include <mosquitto.h>

#include <QMetaObject>
#include <mutex>

namespace c6::ui::feed {
namespace {

void initLibrary() {
  static std::once_flag once;
  std::call_once(once, [] { mosquitto_lib_init(); });
}

}  // namespace

MqttClient::MqttClient(const QString& clientId, QObject* parent) : QObject(parent) {
  initLibrary();
  m_mosq = mosquitto_new(clientId.toUtf8().constData(), true, this);
  if (!m_mosq) {
    m_error = QStringLiteral("cannot create an MQTT client");
    return;
  }
  mosquitto_connect_callback_set(m_mosq, &MqttClient::onConnect);
  mosquitto_disconnect_callback_set(m_mosq, &MqttClient::onDisconnect);
  mosquitto_message_callback_set(m_mosq, &MqttClient::onMessage);
  mosquitto_reconnect_delay_set(m_mosq, 1, 10, true);
}

MqttClient::~MqttClient() {
  if (!m_mosq) return;
  mosquitto_disconnect(m_mosq);
  if (m_loopStarted) mosquitto_loop_stop(m_mosq, true);
  mosquitto_destroy(m_mosq);
}

bool MqttClient::setCredentials(const QString& user, const QByteArray& password) {
  if (!m_mosq) return false;
  int rc = mosquitto_username_pw_set(m_mosq, user.toUtf8().constData(),
                                     password.isEmpty() ? nullptr : password.constData());
  if (rc != MOSQ_ERR_SUCCESS)
    m_error = QStringLiteral("MQTT credentials: %1").arg(QString::fromUtf8(mosquitto_strerror(rc)));
  return rc == MOSQ_ERR_SUCCESS;
}

bool MqttClient::setTls(const QString& caFile) {
  if (!m_mosq) return false;
  int rc =
      mosquitto_tls_set(m_mosq, caFile.toUtf8().constData(), nullptr, nullptr, nullptr, nullptr);
  if (rc != MOSQ_ERR_SUCCESS)
    m_error = QStringLiteral("MQTT TLS with %1: %2")
                  .arg(caFile, QString::fromUtf8(mosquitto_strerror(rc)));
  return rc == MOSQ_ERR_SUCCESS;
}

bool MqttClient::setWill(const QString& topic, const QByteArray& payload, int qos, bool retain) {
  if (!m_mosq) return false;
  int rc = mosquitto_will_set(m_mosq, topic.toUtf8().constData(), static_cast<int>(payload.size()),
                              payload.constData(), qos, retain);
  if (rc != MOSQ_ERR_SUCCESS)
    m_error = QStringLiteral("MQTT last will on %1: %2")
                  .arg(topic, QString::fromUtf8(mosquitto_strerror(rc)));
  return rc == MOSQ_ERR_SUCCESS;
}

bool MqttClient::connectToBroker(const QString& host, int port) {
  if (!m_mosq) return false;
  int rc = mosquitto_connect_async(m_mosq, host.toUtf8().constData(), port, 30);
  if (rc != MOSQ_ERR_SUCCESS && rc != MOSQ_ERR_ERRNO) {
    m_error = QStringLiteral("MQTT broker %1:%2: %3")
                  .arg(host)
                  .arg(port)
                  .arg(QString::fromUtf8(mosquitto_strerror(rc)));
    return false;
  }
  if (!m_loopStarted) m_loopStarted = mosquitto_loop_start(m_mosq) == MOSQ_ERR_SUCCESS;
  return m_loopStarted;
}

bool MqttClient::publish(const QString& topic, const QByteArray& payload, int qos, bool retain) {
  if (!m_mosq) return false;
  return mosquitto_publish(m_mosq, nullptr, topic.toUtf8().constData(),
                           static_cast<int>(payload.size()), payload.constData(), qos,
                           retain) == MOSQ_ERR_SUCCESS;
}

bool MqttClient::subscribe(const QString& pattern, int qos) {
  if (!m_mosq) return false;
  if (!m_subscriptions.contains(pattern)) m_subscriptions << pattern;
  if (!m_connected) return true;  // subscribed on (re)connect
  return mosquitto_subscribe(m_mosq, nullptr, pattern.toUtf8().constData(), qos) ==
         MOSQ_ERR_SUCCESS;
}

// Callbacks run on libmosquitto's thread: hand everything to the object's thread.
void MqttClient::onConnect(mosquitto* mosq, void* self, int rc) {
  auto* client = static_cast<MqttClient*>(self);
  if (rc != 0) return;
  QMetaObject::invokeMethod(
      client,
      [client, mosq] {
        client->m_connected = true;
        for (const QString& s : client->m_subscriptions)
          mosquitto_subscribe(mosq, nullptr, s.toUtf8().constData(), 1);
        emit client->connected();
      },
      Qt::QueuedConnection);
}

void MqttClient::onDisconnect(mosquitto*, void* self, int) {
  auto* client = static_cast<MqttClient*>(self);
  QMetaObject::invokeMethod(
      client,
      [client] {
        client->m_connected = false;
        emit client->disconnected();
      },
      Qt::QueuedConnection);
}

void MqttClient::onMessage(mosquitto*, void* self, const mosquitto_message* msg) {
  auto* client = static_cast<MqttClient*>(self);
  QString topic = QString::fromUtf8(msg->topic);
  QByteArray payload(static_cast<const char*>(msg->payload), msg->payloadlen);
  QMetaObject::invokeMethod(
      client, [client, topic, payload] { emit client->message(topic, payload); },
      Qt::QueuedConnection);
}

}  // namespace c6::ui::feed
