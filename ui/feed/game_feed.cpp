#include "ui/feed/game_feed.h"

#include <QJsonDocument>
#include <algorithm>
#include <vector>

#include "core/point.h"
#include "ui/feed/event_validator.h"
#include "ui/feed/forced_win_json.h"
#include "ui/feed/threats_json.h"

namespace c6::ui::feed {
namespace {

const QString kSchema = QStringLiteral("c6feed/1");

bool isSide(const QJsonValue& v) {
  return v == QStringLiteral("B") || v == QStringLiteral("W");
}

nlohmann::json toJson(const QJsonObject& o) {
  return nlohmann::json::parse(QJsonDocument(o).toJson(QJsonDocument::Compact).toStdString(),
                               nullptr, false);
}

void place(core::Board& board, const QJsonObject& turn) {
  core::Color c = turn.value(QStringLiteral("color")) == QStringLiteral("B") ? core::Color::Black
                                                                             : core::Color::White;
  for (const auto& s : turn.value(QStringLiteral("stones")).toArray())
    if (auto p = core::tryParsePoint(s.toString().toStdString(), board.size())) board.set(*p, c);
}

// The feed computes every turn's threats itself (a station's own value, if any, is replaced), so
// viewers see them for any recorder, old or new.
QJsonObject threatsObject(const core::Board& position) {
  return QJsonDocument::fromJson(QByteArray::fromStdString(threatsJson(position).dump())).object();
}

// The same for the forced win of the side to move after the turn (issue 31): null or the object.
QJsonValue forcedWinValue(const core::Board& position, const QJsonObject& turn) {
  const auto mover = turn.value(QStringLiteral("color")) == QStringLiteral("B")
                         ? core::Color::Black
                         : core::Color::White;
  const auto win = forcedWinAfterTurn(position, mover);
  if (win.is_null()) return QJsonValue(QJsonValue::Null);
  return QJsonDocument::fromJson(QByteArray::fromStdString(win.dump())).object();
}

}  // namespace

GameFeed::GameFeed(QString key) : m_key(std::move(key)) {}

std::optional<std::string> GameFeed::refusal(const QJsonObject& event) const {
  FeedContext context{confirmedBoard(), std::nullopt, static_cast<int>(m_turns.size()), m_seq};
  if (!m_turns.isEmpty())
    context.lastTurnColor =
        m_turns.last().toObject().value(QStringLiteral("color")).toString().at(0).toLatin1();
  return refuseEvent(toJson(event), context);
}

namespace {
// A flag's evidence is a folder on the station's disk: the public feed and its SGF carry only its
// name (an id the arbiter finds in the recording's evidence folder), never where the station keeps
// it.
QJsonObject withoutLocalPaths(QJsonObject event) {
  const QJsonValue evidence = event.value(QStringLiteral("evidence"));
  if (evidence.isString()) {
    QString id = evidence.toString();
    id = id.mid(std::max(id.lastIndexOf(QLatin1Char('/')), id.lastIndexOf(QLatin1Char('\\'))) + 1);
    event.insert(QStringLiteral("evidence"), id);
  }
  return event;
}
}  // namespace

QJsonObject GameFeed::apply(const QJsonObject& received) {
  if (refusal(received)) return {};
  if (received.value(QStringLiteral("resumed")).toBool() && alreadyHas(received)) return {};
  const QJsonObject event = withoutLocalPaths(received);
  // An event relayed from a station carries the station's number (checked: above m_seq, at most
  // kMaxSeq): a relay mirrors it.
  const qint64 relayedSeq = event.value(QStringLiteral("seq")).toInteger(0);
  const QString kind = event.value(QStringLiteral("event")).toString();
  bool ok = false;
  if (kind == QStringLiteral("info")) {
    for (auto it = event.begin(); it != event.end(); ++it)
      if (it.key() != QStringLiteral("event") && it.key() != QStringLiteral("t") &&
          it.key() != QStringLiteral("seq"))
        m_info.insert(it.key(), it.value());
    if (m_info.contains(QStringLiteral("size")))
      m_size = m_info.value(QStringLiteral("size")).toInt(19);
    ok = true;
  } else if (kind == QStringLiteral("partial")) {
    m_partial = event;
    ok = true;
  } else if (kind == QStringLiteral("turn")) {
    ok = applyTurn(event);
  } else if (kind == QStringLiteral("amend")) {
    ok = applyAmend(event);
  } else if (kind == QStringLiteral("flag")) {
    m_openFlags.append(event);
    m_flagLog.append(event);
    ok = true;
  } else if (kind == QStringLiteral("restored") || kind == QStringLiteral("ruling")) {
    m_openFlags = QJsonArray();
    m_flagLog.append(event);
    ok = true;
  } else if (kind == QStringLiteral("end")) {
    if (!m_clock.isEmpty()) m_clock.insert(QStringLiteral("running"), false);
    m_result = QJsonObject{{QStringLiteral("result"), event.value(QStringLiteral("result"))},
                           {QStringLiteral("reason"), event.value(QStringLiteral("reason"))}};
    ok = true;
  } else if (kind == QStringLiteral("clock")) {
    m_clock = event;
    ok = true;
  }
  if (!ok) return {};
  QJsonObject published = event;
  if (kind == QStringLiteral("turn")) {
    published.insert(QStringLiteral("forced_win"),
                     m_turns.last().toObject().value(QStringLiteral("forced_win")));
    published.insert(QStringLiteral("threats"),
                     m_turns.last().toObject().value(QStringLiteral("threats")));
  }
  published.insert(QStringLiteral("board"), m_key);
  m_seq = relayedSeq > 0 ? relayedSeq : m_seq + 1;
  published.insert(QStringLiteral("seq"), m_seq);
  return published;
}

// A resumed recorder prints again what its journal holds (the crash may have come before it was
// printed): what the feed has already is not applied twice.
bool GameFeed::alreadyHas(const QJsonObject& e) const {
  const QString kind = e.value(QStringLiteral("event")).toString();
  if (kind == QStringLiteral("turn"))
    return e.value(QStringLiteral("n")).toInt() <= static_cast<int>(m_turns.size());
  if (kind == QStringLiteral("end")) return !m_result.isEmpty();
  for (const auto& logged : m_flagLog) {
    const QJsonObject l = logged.toObject();
    if (l.value(QStringLiteral("event")) == e.value(QStringLiteral("event")) &&
        l.value(QStringLiteral("t")) == e.value(QStringLiteral("t")))
      return true;
  }
  return false;
}

bool GameFeed::applyTurn(const QJsonObject& e) {
  QJsonObject turn{{QStringLiteral("n"), m_turns.size() + 1},
                   {QStringLiteral("color"), e.value(QStringLiteral("color"))},
                   {QStringLiteral("stones"), e.value(QStringLiteral("stones"))},
                   {QStringLiteral("t"), e.value(QStringLiteral("t"))}};
  if (e.contains(QStringLiteral("clocks")))
    turn.insert(QStringLiteral("clocks"), e.value(QStringLiteral("clocks")));
  if (e.contains(QStringLiteral("thinking")))
    turn.insert(QStringLiteral("thinking"), e.value(QStringLiteral("thinking")));
  m_turns.append(turn);
  refreshThreats(static_cast<int>(m_turns.size()));
  m_partial = QJsonObject();
  // A turn that carries both clocks is also a clock reading: the opponent's clock now runs. So a
  // recorder piped into `c6rec serve` gives ticking clocks without separate clock events.
  const QJsonObject clocks = e.value(QStringLiteral("clocks")).toObject();
  if (clocks.value(QStringLiteral("B")).isObject() &&
      clocks.value(QStringLiteral("W")).isObject() && m_result.isEmpty()) {
    m_clock =
        QJsonObject{{QStringLiteral("event"), QStringLiteral("clock")},
                    {QStringLiteral("t"), e.value(QStringLiteral("t"))},
                    {QStringLiteral("running"), true},
                    {QStringLiteral("to_move"),
                     e.value(QStringLiteral("color")) == QStringLiteral("B") ? QStringLiteral("W")
                                                                             : QStringLiteral("B")},
                    {QStringLiteral("B"), clocks.value(QStringLiteral("B"))},
                    {QStringLiteral("W"), clocks.value(QStringLiteral("W"))}};
  }
  return true;
}

// A correction replaces turn n in place: viewers never see a stray variation.
bool GameFeed::applyAmend(const QJsonObject& e) {
  const int n = e.value(QStringLiteral("n")).toInt(0);
  QJsonObject turn = m_turns.at(n - 1).toObject();
  turn.insert(QStringLiteral("stones"), e.value(QStringLiteral("stones")));
  if (isSide(e.value(QStringLiteral("color"))))
    turn.insert(QStringLiteral("color"), e.value(QStringLiteral("color")));
  turn.insert(QStringLiteral("amended"), true);
  m_turns.replace(n - 1, turn);
  refreshThreats(n);
  return true;
}

void GameFeed::refreshThreats(int fromTurn) {
  core::Board board(m_size);
  for (qsizetype i = 0; i < m_turns.size(); ++i) {
    QJsonObject turn = m_turns.at(i).toObject();
    place(board, turn);
    if (i + 1 < fromTurn) continue;
    turn.insert(QStringLiteral("forced_win"), forcedWinValue(board, turn));
    turn.insert(QStringLiteral("threats"), threatsObject(board));
    m_turns.replace(i, turn);
  }
}

core::Board GameFeed::confirmedBoard() const {
  core::Board board(m_size);
  for (const auto& t : m_turns) place(board, t.toObject());
  return board;
}

QJsonArray GameFeed::position() const {
  core::Board board = confirmedBoard();
  if (!m_partial.isEmpty()) place(board, m_partial);
  QJsonArray rows;
  const std::string ascii = board.toAscii();
  for (std::size_t start = 0; start < ascii.size();) {
    std::size_t end = ascii.find('\n', start);
    rows.append(QString::fromStdString(ascii.substr(start, end - start)));
    start = end + 1;
  }
  return rows;
}

QJsonObject GameFeed::snapshot() const {
  return QJsonObject{
      {QStringLiteral("schema"), kSchema},
      {QStringLiteral("board"), m_key},
      {QStringLiteral("seq"), m_seq},
      {QStringLiteral("size"), m_size},
      {QStringLiteral("info"), m_info},
      {QStringLiteral("turns"), m_turns},
      {QStringLiteral("partial"), m_partial.isEmpty() ? QJsonValue() : QJsonValue(m_partial)},
      {QStringLiteral("flags"), m_openFlags},
      {QStringLiteral("flag_log"), m_flagLog},
      {QStringLiteral("result"), m_result.isEmpty() ? QJsonValue() : QJsonValue(m_result)},
      {QStringLiteral("clock"), m_clock.isEmpty() ? QJsonValue() : QJsonValue(m_clock)},
      {QStringLiteral("position"), position()}};
}

QJsonObject GameFeed::summary() const {
  return QJsonObject{
      {QStringLiteral("board"), m_key},
      {QStringLiteral("seq"), m_seq},
      {QStringLiteral("info"), m_info},
      {QStringLiteral("turns"), m_turns.size()},
      {QStringLiteral("last"), m_turns.isEmpty() ? QJsonValue() : m_turns.last()},
      {QStringLiteral("clock"), m_clock.isEmpty() ? QJsonValue() : QJsonValue(m_clock)},
      {QStringLiteral("result"), m_result.isEmpty() ? QJsonValue() : QJsonValue(m_result)},
      {QStringLiteral("halted"), halted()},
      {QStringLiteral("position"), position()}};
}

std::optional<std::string> GameFeed::snapshotRefusal(const QJsonObject& s) {
  return refuseSnapshot(toJson(s));
}

bool GameFeed::loadSnapshot(const QJsonObject& s) {
  if (snapshotRefusal(s)) return false;
  m_seq = s.value(QStringLiteral("seq")).toInteger();
  m_size = s.value(QStringLiteral("size")).toInt(19);
  m_info = s.value(QStringLiteral("info")).toObject();
  // The old form of the event's name (info.event, unambiguous in a snapshot) reads as event_name.
  if (!m_info.contains(QStringLiteral("event_name")) &&
      m_info.value(QStringLiteral("event")).isString())
    m_info.insert(QStringLiteral("event_name"), m_info.value(QStringLiteral("event")));
  m_turns = s.value(QStringLiteral("turns")).toArray();
  m_partial = s.value(QStringLiteral("partial")).toObject();
  m_openFlags = s.value(QStringLiteral("flags")).toArray();
  m_flagLog = s.value(QStringLiteral("flag_log")).toArray();
  m_result = s.value(QStringLiteral("result")).toObject();
  m_clock = s.value(QStringLiteral("clock")).toObject();
  refreshThreats(1);
  return true;
}

}  // namespace c6::ui::feed
