#pragma once
#include <QObject>
#include <functional>
#include <string>

#include "ui/app/broadcast.h"
#include "ui/app/game_setup.h"
#include "ui/app/main_window.h"

namespace c6::ui {

// The window's Broadcast switch, tied to the app's broadcast of the game being recorded: on, it
// serves the game with the settings of its setup (BroadcastSettings); the status bar says where
// viewers watch, or why it could not start. The controller tells it when a game starts.
class BroadcastSwitch : public QObject {
  Q_OBJECT
 public:
  BroadcastSwitch(MainWindow* window, QObject* parent = nullptr);

  // For the recorder (RecorderWorker::Options::events).
  std::function<void(const std::string&)> sink() { return m_broadcast->sink(); }
  // A game is about to start: its events start from nothing, and it is broadcast when its setup
  // asks to or when the broadcast is on already. Call before the recording starts.
  void gameStarting(const GameSetup& setup);
  // The same for a game continued from its journal (its names come from the journal, the
  // broadcast settings from the last setup).
  void gameResuming(const QString& journalPath);
  Broadcast* broadcast() const { return m_broadcast; }

 private:
  void switchTo(bool on);
  MainWindow* m_window;
  Broadcast* m_broadcast;
  GameSetup m_setup;  // of the game recorded (or about to be)
};

// Where viewers on this network open the feed served on `port`: the first IPv4 address that is not
// loopback, else localhost.
QString viewerUrl(quint16 port);

}  // namespace c6::ui
