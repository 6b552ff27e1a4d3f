#include "ui/feed/feed_hub.h"

#include <QDateTime>
#include <cmath>

namespace c6::ui::feed {

FeedHub::FeedHub(double delaySeconds, QObject* parent)
    : QObject(parent),
      m_delay(static_cast<long long>(std::llround(delaySeconds * 1000.0))),
      m_now([] { return QDateTime::currentMSecsSinceEpoch(); }) {
  m_timer.setInterval(50);
  connect(&m_timer, &QTimer::timeout, this, [this] { pump(m_now()); });
  if (m_delay.delayMs() > 0) m_timer.start();
}

std::optional<std::string> FeedHub::submit(const QString& board, const QJsonObject& event) {
  GameFeed& latest = m_latest.try_emplace(board, board).first->second;
  if (auto why = latest.refusal(event)) {
    emit refused(board, QString::fromStdString(*why));
    return why;
  }
  latest.apply(event);
  Queued item{board, event, false};
  if (m_delay.delayMs() == 0)
    deliver(item);
  else
    m_delay.push(std::move(item), m_now());
  return std::nullopt;
}

void FeedHub::replaceState(const QString& board, const QJsonObject& state) {
  m_latest.try_emplace(board, board).first->second.loadSnapshot(state);
  Queued item{board, state, true};
  if (m_delay.delayMs() == 0)
    deliver(item);
  else
    m_delay.push(std::move(item), m_now());
}

void FeedHub::pump(long long nowMs) {
  for (const Queued& item : m_delay.release(nowMs)) deliver(item);
}

// Refused input creates no board: a forged message must not even add a name to /api/boards.
void FeedHub::deliver(const Queued& item) {
  auto found = m_feeds.find(item.board);
  std::optional<std::string> why = item.wholeState ? GameFeed::snapshotRefusal(item.payload)
                                   : found == m_feeds.end()
                                       ? GameFeed(item.board).refusal(item.payload)
                                       : found->second.refusal(item.payload);
  if (why) {
    emit refused(item.board, QString::fromStdString(*why));
    return;
  }
  GameFeed& feed = m_feeds.try_emplace(item.board, item.board).first->second;
  if (item.wholeState) {
    if (feed.loadSnapshot(item.payload)) emit replaced(snapshot(item.board));
    return;
  }
  QJsonObject published = feed.apply(item.payload);
  if (!published.isEmpty()) emit this->published(published);
}

QStringList FeedHub::boards() const {
  QStringList keys;
  for (const auto& [key, feed] : m_feeds) keys << key;
  return keys;
}

void FeedHub::setStation(const QString& board, bool online) {
  auto [it, added] = m_stations.try_emplace(board, online);
  if (!added && it->second == online) return;
  it->second = online;
  emit stationChanged(QJsonObject{{QStringLiteral("event"), QStringLiteral("station")},
                                  {QStringLiteral("board"), board},
                                  {QStringLiteral("online"), online}});
}

QJsonObject FeedHub::withStation(const QString& board, QJsonObject state) const {
  if (auto it = m_stations.find(board); it != m_stations.end())
    state.insert(QStringLiteral("station"), QJsonObject{{QStringLiteral("online"), it->second}});
  return state;
}

QJsonObject FeedHub::snapshot(const QString& board) const {
  auto it = m_feeds.find(board);
  return it == m_feeds.end() ? QJsonObject() : withStation(board, it->second.snapshot());
}

QJsonArray FeedHub::summaries() const {
  QJsonArray out;
  for (const auto& [key, feed] : m_feeds) out.append(withStation(key, feed.summary()));
  return out;
}

const GameFeed* FeedHub::find(const QString& board) const {
  auto it = m_feeds.find(board);
  return it == m_feeds.end() ? nullptr : &it->second;
}

}  // namespace c6::ui::feed
