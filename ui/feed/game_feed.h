#pragma once
#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <optional>
#include <string>

#include "core/board.h"

namespace c6::ui::feed {

// The public state of one board, rebuilt from the recorder's events (the vocabulary of
// `c6rec referee --json` / `c6rec record --json`, plus "info", "clock" and "amend"). Viewers get a
// snapshot when they connect and then the same events, each with a sequence number, so a viewer
// that applies events in order always holds the recorder's state. Documented in ui/web/FEED.md.
class GameFeed {
 public:
  explicit GameFeed(QString key = QStringLiteral("local"));

  // Applies one event and returns it as published (with "board" and "seq"); an empty object when
  // the event is refused (refusal() says why: malformed, unknown, or a "seq" already reached), or
  // when it is marked "resumed" (a resumed recorder printing its journal again) and the feed has
  // it already.
  QJsonObject apply(const QJsonObject& event);
  // Why this event would be refused now (the feed's one validator, ui/feed/event_validator.h), or
  // empty.
  std::optional<std::string> refusal(const QJsonObject& event) const;

  // The whole state: schema, board key, seq, info, turns (with clocks), partial, open flags, flag
  // log, result, last clock reading, and the position as 19 rows (top row first, as the record's
  // row 19).
  QJsonObject snapshot() const;
  // One line of the multi-board overview: key, info, turn count, last turn, clock, result, halted.
  QJsonObject summary() const;

  const QString& key() const { return m_key; }
  qint64 seq() const { return m_seq; }
  const QJsonArray& turns() const { return m_turns; }
  const QJsonObject& info() const { return m_info; }
  const QJsonObject& result() const { return m_result; }
  bool halted() const { return !m_openFlags.isEmpty(); }

  // Replaces the whole state with a snapshot (a relay joining late takes the retained state);
  // false, keeping the state, when the snapshot fails the validator.
  bool loadSnapshot(const QJsonObject& snapshot);
  // Why loadSnapshot() would refuse this snapshot, or empty.
  static std::optional<std::string> snapshotRefusal(const QJsonObject& snapshot);

 private:
  QJsonArray position() const;
  core::Board confirmedBoard() const;
  bool applyTurn(const QJsonObject& e);
  bool alreadyHas(const QJsonObject& e) const;
  bool applyAmend(const QJsonObject& e);
  // Sets "threats" on turn `fromTurn` (1-based) and every later one, from the position after each.
  void refreshThreats(int fromTurn);

  QString m_key;
  qint64 m_seq = 0;
  int m_size = 19;
  QJsonObject m_info;
  QJsonArray m_turns;
  QJsonObject m_partial;
  QJsonArray m_openFlags;
  QJsonArray m_flagLog;
  QJsonObject m_result;
  QJsonObject m_clock;
};

}  // namespace c6::ui::feed
