#include "ui/feed/feed_record.h"

#include <QJsonArray>

#include "core/point.h"

namespace c6::ui::feed {
namespace {

core::Color side(const QJsonValue& v) {
  return v.toString() == QStringLiteral("W") ? core::Color::White : core::Color::Black;
}

std::optional<core::ClockSnapshot> clocksOf(const QJsonValue& v) {
  if (!v.isObject()) return std::nullopt;
  QJsonObject b = v.toObject().value(QStringLiteral("B")).toObject(),
              w = v.toObject().value(QStringLiteral("W")).toObject();
  if (!b.contains(QStringLiteral("left")) || !w.contains(QStringLiteral("left")))
    return std::nullopt;
  core::ClockSnapshot c;
  c.blackLeft = core::secondsToMicros(b.value(QStringLiteral("left")).toDouble());
  c.whiteLeft = core::secondsToMicros(w.value(QStringLiteral("left")).toDouble());
  if (b.value(QStringLiteral("period")).isDouble())
    c.blackPeriods = b.value(QStringLiteral("period")).toInt();
  if (w.value(QStringLiteral("period")).isDouble())
    c.whitePeriods = w.value(QStringLiteral("period")).toInt();
  c.blackMoves = b.value(QStringLiteral("moves")).toInt();
  c.whiteMoves = w.value(QStringLiteral("moves")).toInt();
  return c;
}

}  // namespace

core::GameRecord snapshotToRecord(const QJsonObject& s) {
  core::GameRecord r;
  const int size = s.value(QStringLiteral("size")).toInt(19);
  r.options.boardSize = size;
  QJsonObject info = s.value(QStringLiteral("info")).toObject();
  auto text = [&](const char* key) {
    return info.value(QLatin1String(key)).toVariant().toString().toStdString();
  };
  r.info.black = text("black");
  r.info.white = text("white");
  // "event_name" since the info key clash was fixed; a snapshot's info object may hold the old
  // "event".
  r.info.event = text(info.contains(QStringLiteral("event_name")) ? "event_name" : "event");
  r.info.round = text("round");
  r.info.board = text("board");
  r.info.date = text("date");
  r.info.timeControl = text("time_control");
  for (const auto& tv : s.value(QStringLiteral("turns")).toArray()) {
    QJsonObject t = tv.toObject();
    std::vector<core::Point> points;
    for (const auto& p : t.value(QStringLiteral("stones")).toArray())
      if (auto pt = core::tryParsePoint(p.toString().toStdString(), size)) points.push_back(*pt);
    core::Color c = side(t.value(QStringLiteral("color")));
    core::TurnRecord tr;
    tr.turn = points.empty()       ? core::Turn::pass(c)
              : points.size() == 1 ? core::Turn::one(c, points[0])
                                   : core::Turn::two(c, points[0], points[1]);
    tr.at = core::secondsToMicros(t.value(QStringLiteral("t")).toDouble());
    tr.clocks = clocksOf(t.value(QStringLiteral("clocks")));
    r.turns.push_back(tr);
  }
  for (const auto& fv : s.value(QStringLiteral("flag_log")).toArray()) {
    QJsonObject f = fv.toObject();
    core::RecordEvent e;
    e.at = core::secondsToMicros(f.value(QStringLiteral("t")).toDouble());
    e.kind = f.value(QStringLiteral("event")).toString().toStdString();
    // The recorder's flag events say how many turns were recorded when they were raised, as the
    // app's own record does.
    e.turnIndex = f.value(QStringLiteral("turn-index")).toInt(-1);
    for (auto it = f.begin(); it != f.end(); ++it) {
      if (it.key() == QStringLiteral("event") || it.key() == QStringLiteral("t") ||
          it.key() == QStringLiteral("seq") || it.key() == QStringLiteral("board") ||
          it.key() == QStringLiteral("turn-index"))
        continue;
      QString v = it.value().isArray()
                      ? it.value().toVariant().toStringList().join(QLatin1Char(' '))
                      : it.value().toVariant().toString();
      e.detail[it.key().toStdString()] = v.toStdString();
    }
    r.events.push_back(e);
  }
  QJsonObject result = s.value(QStringLiteral("result")).toObject();
  if (auto o =
          core::tryParseOutcome(result.value(QStringLiteral("result")).toString().toStdString())) {
    r.result.outcome = *o;
    r.result.reason =
        core::tryParseReason(result.value(QStringLiteral("reason")).toString().toStdString())
            .value_or(core::EndReason::None);
  }
  return r;
}

}  // namespace c6::ui::feed
