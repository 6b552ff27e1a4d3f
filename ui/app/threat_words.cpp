#include "ui/app/threat_words.h"

#include <QObject>
#include <QStringList>

#include "core/threats.h"

namespace c6::ui {
namespace {

QString sideName(core::Color c) {
  return c == core::Color::White ? QObject::tr("White") : QObject::tr("Black");
}

// "k12", "k12 and n15", "c3, k12 and n15".
QString listWords(const std::vector<core::Point>& points) {
  QStringList names;
  for (core::Point p : points) names << QString::fromStdString(core::toString(p));
  if (names.size() <= 1) return names.join(QString());
  const QString last = names.takeLast();
  return QObject::tr("%1 and %2").arg(names.join(", "), last);
}

}  // namespace

QString threatWords(const GameSnapshot& s) {
  if (s.turns.empty() || s.result.over()) return {};
  const core::Color mover = s.turns.back().turn.side();
  const core::Color next = core::opponent(mover);
  const core::Threats t = core::threats(s.board);
  QStringList words;
  const core::SideThreats& threat = t.of(mover);
  if (threat.windows > 0)
    words << (threat.block.size() > 2
                  ? QObject::tr("%1 threatens to win: %2 cannot block all of %3")
                  : QObject::tr("%1 threatens to win: %2 must block %3"))
                 .arg(sideName(mover), sideName(next), listWords(threat.block));
  if (t.of(next).windows > 0) words << QObject::tr("%1 can win this turn").arg(sideName(next));
  return words.join(". ");
}

}  // namespace c6::ui
