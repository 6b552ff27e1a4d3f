#pragma once
#include <QJsonArray>
#include <QJsonObject>
#include <QObject>
#include <QTimer>
#include <functional>
#include <map>
#include <optional>
#include <string>

#include "ui/feed/delay_line.h"
#include "ui/feed/game_feed.h"

namespace c6::ui::feed {

// Every board one server shows: one for a recording station, all of a round for a relay. Events go
// through the public delay first (clocks included), then update the board's public state, then are
// published to viewers.
class FeedHub : public QObject {
  Q_OBJECT
 public:
  explicit FeedHub(double delaySeconds = 0.0, QObject* parent = nullptr);

  // Queues an event of `board` (creating the board on first use) and returns empty; or returns why
  // the event is refused (the validator, checked against the board as it is now; checked again when
  // the delay releases it). Thread: the hub's own.
  std::optional<std::string> submit(const QString& board, const QJsonObject& event);
  // Queues a replacement of the board's whole state (a relay joining late takes the retained
  // state); a state that fails the validator is dropped. Only for a relay's checked input, never
  // from outside.
  void replaceState(const QString& board, const QJsonObject& state);
  // Releases the events due at nowMs; called by the hub's timer, and by tests with their own time.
  void pump(long long nowMs);
  // Injected time (milliseconds); the default is the wall clock.
  void setTimeSource(std::function<long long()> now) { m_now = std::move(now); }

  // A relay's word on a board's station (MqttRelaySource): online, or gone (its last will, its
  // goodbye, or no heartbeat). Not an event of the game: no seq, no delay; snapshots and summaries
  // carry it as "station":{"online":B}, and viewers get {"event":"station","board","online"} at
  // each change.
  void setStation(const QString& board, bool online);

  QStringList boards() const;
  QJsonObject snapshot(const QString& board) const;  // empty object when unknown
  QJsonArray summaries() const;
  const GameFeed* find(const QString& board) const;

 signals:
  // One event as the public sees it (with "board" and "seq").
  void published(const QJsonObject& event);
  // A board's state was replaced wholesale; viewers should take this snapshot.
  void replaced(const QJsonObject& snapshot);
  // A board's station went online or offline (setStation).
  void stationChanged(const QJsonObject& message);
  // An event or state the validator refused (at submit, or when the delay released it), with why.
  void refused(const QString& board, const QString& reason);

 private:
  struct Queued {
    QString board;
    QJsonObject payload;
    bool wholeState = false;  // payload is a snapshot replacing the board, not an event
  };
  void deliver(const Queued& item);
  QJsonObject withStation(const QString& board, QJsonObject state) const;

  std::map<QString, GameFeed> m_feeds;  // the public state, after the delay
  std::map<QString, GameFeed>
      m_latest;  // the state including events still held back: what submit() checks against
  std::map<QString, bool> m_stations;  // board -> its station is online
  DelayLine<Queued> m_delay;
  QTimer m_timer;
  std::function<long long()> m_now;
};

}  // namespace c6::ui::feed
