#include "ui/app/broadcast_switch.h"

#include <QHostAddress>
#include <QNetworkInterface>
#include <QSettings>
#include <QStatusBar>
#include <iostream>

#include "ui/app/recording_files.h"

namespace c6::ui {

QString viewerUrl(quint16 port) {
  QString host = QStringLiteral("localhost");
  for (const QHostAddress& a : QNetworkInterface::allAddresses())
    if (a.protocol() == QAbstractSocket::IPv4Protocol && !a.isLoopback()) {
      host = a.toString();
      break;
    }
  return QStringLiteral("http://%1:%2/").arg(host).arg(port);
}

BroadcastSwitch::BroadcastSwitch(MainWindow* window, QObject* parent)
    : QObject(parent), m_window(window), m_broadcast(new Broadcast(this)) {
  QSettings settings;
  m_setup = GameSetup::load(settings);
  connect(m_window->broadcastAction(), &QAction::toggled, this, [this](bool on) { switchTo(on); });
  connect(m_broadcast, &Broadcast::runningChanged, this, [this](bool running) {
    if (!running) {
      m_window->showBroadcast(QString());
      return;
    }
    const QString url = viewerUrl(m_broadcast->port());
    m_window->showBroadcast(url);
    // Scripts (and the browser test) read the port from here, as from `c6rec serve`.
    std::cerr << "c6cam: broadcasting on http://localhost:" << m_broadcast->port() << "/ ("
              << url.toStdString() << ")" << std::endl;
  });
}

void BroadcastSwitch::gameStarting(const GameSetup& setup) {
  m_setup = setup;
  const bool wasOn = m_broadcast->running();
  m_broadcast->newGame();  // a fresh feed: the viewers' board starts again from turn 1
  if (wasOn || setup.broadcast.on) switchTo(true);
}

void BroadcastSwitch::gameResuming(const QString& journalPath) {
  QSettings settings;
  GameSetup setup = GameSetup::load(settings);
  try {
    const BroadcastSettings chosen = setup.broadcast;
    setup = setupOfJournal(journalPath);
    setup.broadcast = chosen;
  } catch (const std::exception&) {
    // The journal cannot be read: resuming will say so; the broadcast keeps the last names.
  }
  gameStarting(setup);
}

void BroadcastSwitch::switchTo(bool on) {
  if (!on) {
    m_broadcast->stop();
    return;
  }
  if (m_broadcast->running()) return;
  if (auto error = m_broadcast->start(m_setup.broadcast, m_setup.gameInfo())) {
    m_window->showBroadcast(QString());
    m_window->showMessage(*error, 15000);
    std::cerr << "c6cam: " << error->toStdString() << std::endl;
  }
}

}  // namespace c6::ui
