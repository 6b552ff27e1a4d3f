#include "ui/app/broadcast.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <mutex>
#include <stdexcept>
#include <utility>
#include <vector>

#include "ui/app/owner_only_file.h"
#include "ui/feed/message_signature.h"

namespace c6::ui {

std::optional<QString> BroadcastSettings::problem() const {
  if (port < 0 || port > 65535) return QObject::tr("Broadcast port: 0 to 65535");
  if (mqttHost.trimmed().isEmpty()) return std::nullopt;
  if (keyFile.trimmed().isEmpty())
    return QObject::tr("MQTT needs this board's key file (scripts/mqtt-event.sh makes one)");
  for (const QString& f : {keyFile, passwordFile, caFile})
    if (!f.trimmed().isEmpty() && !QFileInfo(f.trimmed()).isFile())
      return QObject::tr("Broadcast: no such file: %1").arg(f.trimmed());
  return std::nullopt;
}

feed::StationOptions BroadcastSettings::stationOptions(const core::GameInfo& info) const {
  feed::StationOptions o;
  o.port = static_cast<quint16>(port);
  o.token = token;
  auto orDefault = [](const std::string& value, const QString& fallback) {
    return value.empty() ? fallback : QString::fromStdString(value);
  };
  o.board = orDefault(info.board, o.board);
  o.event = orDefault(info.event, o.event);
  o.round = orDefault(info.round, o.round);
  o.mqttHost = mqttHost.trimmed();
  o.mqttPort = mqttPort;
  if (o.mqttHost.isEmpty()) return o;
  const feed::BoardKeys keys = feed::readBoardKeys(keyFile.trimmed());
  if (keys.size() != 1)
    throw std::runtime_error(keyFile.toStdString() + ": a station's key file holds one key");
  o.signingKey = keys.begin()->second;
  o.mqttUser = mqttUser.trimmed();
  if (!passwordFile.trimmed().isEmpty())
    o.mqttPassword = feed::readSecretFile(passwordFile.trimmed());
  o.mqttCaFile = caFile.trimmed();
  return o;
}

namespace {
// The token's file: beside the settings' own file, named after it (c6cam.conf ->
// c6cam.broadcast-token).
QString tokenFileFor(const QSettings& s) {
  const QFileInfo settings(s.fileName());
  return settings.dir().filePath(settings.completeBaseName() + ".broadcast-token");
}

// Keeps `token` in its owner-only file and only the file's path in the settings (open group
// "broadcast"); no token: neither.
void keepToken(QSettings& s, const QString& token) {
  s.remove("token");  // never in plain text among the settings
  const QString file = tokenFileFor(s);
  if (token.isEmpty()) {
    QFile::remove(file);
    s.remove("tokenFile");
    return;
  }
  try {
    writeOwnerOnlyFile(file, token.toUtf8());
    s.setValue("tokenFile", file);
  } catch (const std::exception& e) {
    qWarning("Broadcast token not remembered: %s", e.what());
    s.remove("tokenFile");
  }
}
}  // namespace

void BroadcastSettings::save(QSettings& s) const {
  s.beginGroup("broadcast");
  s.remove("on");  // never remembered: see load()
  s.setValue("port", port);
  keepToken(s, token);
  s.setValue("mqttHost", mqttHost);
  s.setValue("mqttPort", mqttPort);
  s.setValue("keyFile", keyFile);
  s.setValue("mqttUser", mqttUser);
  s.setValue("passwordFile", passwordFile);
  s.setValue("caFile", caFile);
  s.endGroup();
}

BroadcastSettings BroadcastSettings::load(QSettings& s) {
  BroadcastSettings b;
  s.beginGroup("broadcast");
  // Going on air is a deliberate act each time (the setup's box, the toolbar, --broadcast): a plain
  // start, or a resume after a crash, never broadcasts because the last game did. Everything else
  // (port, token, MQTT) is remembered.
  b.on = false;
  b.port = s.value("port", b.port).toInt();
  if (s.contains("token")) {
    // Kept in plain text by earlier versions: moved to its own file once.
    b.token = s.value("token").toString();
    keepToken(s, b.token);
  } else if (const QString file = s.value("tokenFile").toString(); !file.isEmpty()) {
    try {
      b.token = QString::fromUtf8(feed::readSecretFile(file));
    } catch (const std::exception& e) {
      qWarning("Broadcast token not loaded: %s", e.what());
    }
  }
  b.mqttHost = s.value("mqttHost").toString();
  b.mqttPort = s.value("mqttPort", b.mqttPort).toInt();
  b.keyFile = s.value("keyFile").toString();
  b.mqttUser = s.value("mqttUser").toString();
  b.passwordFile = s.value("passwordFile").toString();
  b.caFile = s.value("caFile").toString();
  s.endGroup();
  return b;
}

// Shared with the recorder's thread: the game's events so far and the station they go to.
struct Broadcast::Shared {
  std::mutex mutex;
  std::vector<QJsonObject> events;
  feed::FeedStation* station = nullptr;  // owned by Broadcast, on the GUI thread
};

Broadcast::Broadcast(QObject* parent) : QObject(parent), m_shared(std::make_shared<Shared>()) {}

Broadcast::~Broadcast() {
  stop();
}

std::function<void(const std::string&)> Broadcast::sink() {
  return [shared = m_shared](const std::string& line) {
    const QJsonObject event = QJsonDocument::fromJson(QByteArray::fromStdString(line)).object();
    std::lock_guard lock(shared->mutex);
    shared->events.push_back(event);
    if (shared->station) shared->station->post(event);
  };
}

void Broadcast::newGame() {
  stop();
  std::lock_guard lock(m_shared->mutex);
  m_shared->events.clear();
}

std::optional<QString> Broadcast::start(const BroadcastSettings& settings,
                                        const core::GameInfo& info) {
  stop();
  m_settings = settings;
  if (auto problem = settings.problem()) return problem;
  std::unique_ptr<feed::FeedStation> station;
  try {
    station = std::make_unique<feed::FeedStation>(settings.stationOptions(info));
  } catch (const std::exception& e) {
    return tr("Broadcast: %1").arg(QString::fromStdString(e.what()));
  }
  if (!station->start()) return tr("Broadcast could not start: %1").arg(station->errorString());
  {
    // The game so far first, in order, then every new event as it comes.
    std::lock_guard lock(m_shared->mutex);
    for (const QJsonObject& e : m_shared->events) station->post(e);
    m_shared->station = station.release();
    m_shared->station->setParent(this);
  }
  emit runningChanged(true);
  return std::nullopt;
}

void Broadcast::stop() {
  feed::FeedStation* station = nullptr;
  {
    std::lock_guard lock(m_shared->mutex);
    station = std::exchange(m_shared->station, nullptr);
  }
  if (!station) return;
  delete station;
  emit runningChanged(false);
}

bool Broadcast::running() const {
  std::lock_guard lock(m_shared->mutex);
  return m_shared->station != nullptr;
}

quint16 Broadcast::port() const {
  std::lock_guard lock(m_shared->mutex);
  return m_shared->station ? m_shared->station->port() : 0;
}

}  // namespace c6::ui
