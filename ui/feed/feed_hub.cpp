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

void FeedHub::submit(const QString& board, const QJsonObject& event) {
  if (m_delay.delayMs() == 0) {
    deliver(board, event);
    return;
  }
  m_delay.push({board, event}, m_now());
}

void FeedHub::pump(long long nowMs) {
  for (auto& [board, event] : m_delay.release(nowMs)) deliver(board, event);
}

void FeedHub::deliver(const QString& board, const QJsonObject& event) {
  auto it = m_feeds.try_emplace(board, board).first;
  if (event.value(QStringLiteral("event")).toString() == QStringLiteral("snapshot")) {
    if (it->second.loadSnapshot(event.value(QStringLiteral("state")).toObject())) emit replaced(it->second.snapshot());
    return;
  }
  QJsonObject published = it->second.apply(event);
  if (!published.isEmpty()) emit this->published(published);
}

QStringList FeedHub::boards() const {
  QStringList keys;
  for (const auto& [key, feed] : m_feeds) keys << key;
  return keys;
}

QJsonObject FeedHub::snapshot(const QString& board) const {
  auto it = m_feeds.find(board);
  return it == m_feeds.end() ? QJsonObject() : it->second.snapshot();
}

QJsonArray FeedHub::summaries() const {
  QJsonArray out;
  for (const auto& [key, feed] : m_feeds) out.append(feed.summary());
  return out;
}

const GameFeed* FeedHub::find(const QString& board) const {
  auto it = m_feeds.find(board);
  return it == m_feeds.end() ? nullptr : &it->second;
}

}  // namespace c6::ui::feed
