#pragma once
#include <QJsonArray>
#include <QJsonObject>
#include <QObject>
#include <QTimer>
#include <functional>
#include <map>

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

  // Queues an event of `board` (creating the board on first use). An event {"event":"snapshot", ...}
  // replaces the board's state (a relay joining late). Thread: the hub's own.
  void submit(const QString& board, const QJsonObject& event);
  // Releases the events due at nowMs; called by the hub's timer, and by tests with their own time.
  void pump(long long nowMs);
  // Injected time (milliseconds); the default is the wall clock.
  void setTimeSource(std::function<long long()> now) { m_now = std::move(now); }

  QStringList boards() const;
  QJsonObject snapshot(const QString& board) const;  // empty object when unknown
  QJsonArray summaries() const;
  const GameFeed* find(const QString& board) const;

 signals:
  // One event as the public sees it (with "board" and "seq").
  void published(const QJsonObject& event);
  // A board's state was replaced wholesale; viewers should take this snapshot.
  void replaced(const QJsonObject& snapshot);

 private:
  void deliver(const QString& board, const QJsonObject& event);

  std::map<QString, GameFeed> m_feeds;
  DelayLine<std::pair<QString, QJsonObject>> m_delay;
  QTimer m_timer;
  std::function<long long()> m_now;
};

}  // namespace c6::ui::feed
