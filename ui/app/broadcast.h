#pragma once
#include <QObject>
#include <QSettings>
#include <QString>
#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "core/record.h"
#include "ui/feed/feed_station.h"

namespace c6::ui {

// What the setup dialog asks about broadcasting a game: the viewer's port and operator token, and
// for a multi-board event the MQTT broker this station publishes to (the same settings as `c6rec
// serve`; event, round and board come from the game's setup).
struct BroadcastSettings {
  bool on = false;   // start broadcasting when the game starts
  int port = 8080;   // 0: any free port
  QString token;     // bearer token for POST /api/event; empty: refused
  QString mqttHost;  // empty: no broker
  int mqttPort = 1883;
  QString keyFile;  // this board's signing key (hex), required with a broker
  QString mqttUser;
  QString passwordFile;  // the broker password, first line
  QString caFile;        // set: TLS trusting this CA

  // What keeps these settings from starting a broadcast (a key file that is missing, ...), or
  // empty.
  std::optional<QString> problem() const;
  // The station's options for the game `info`; throws std::runtime_error when a file cannot be
  // read.
  feed::StationOptions stationOptions(const core::GameInfo& info) const;
  // The token is not kept among the settings: it goes to an owner-only (0600) file beside their
  // file (c6cam.conf -> c6cam.broadcast-token), and the settings hold its path ("tokenFile"). A
  // plain-text token left by an earlier version is moved there by load().
  void save(QSettings& settings) const;
  static BroadcastSettings load(QSettings& settings);
};

// The app's own broadcast: the live feed (ui/feed's server and web viewer, and optionally an MQTT
// station) of the game being recorded, started and stopped from the window. It keeps every event of
// the game, so a broadcast switched on mid-game starts with the whole game.
class Broadcast : public QObject {
  Q_OBJECT
 public:
  explicit Broadcast(QObject* parent = nullptr);
  ~Broadcast() override;

  // Takes each event of the game as a `c6rec record --json` line; thread-safe (the recorder's
  // thread calls it). Valid as long as this object.
  std::function<void(const std::string&)> sink();
  // A new game: its events start from nothing; the broadcast stops (start it for the new game).
  void newGame();

  // Serves the game; the error in words when the port, the broker or a file refuses.
  std::optional<QString> start(const BroadcastSettings& settings, const core::GameInfo& info);
  void stop();
  bool running() const;
  quint16 port() const;  // the port listened on (0 when off)
  const BroadcastSettings& settings() const { return m_settings; }

 signals:
  void runningChanged(bool running);

 private:
  struct Shared;
  std::shared_ptr<Shared> m_shared;
  BroadcastSettings m_settings;
};

}  // namespace c6::ui
