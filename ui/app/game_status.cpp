#include "ui/app/game_status.h"

#include <QCoreApplication>

namespace c6::ui {
namespace {
QString tr(const char* s) {
  return QCoreApplication::translate("GameStatus", s);
}
QString sideName(core::Color c) {
  return c == core::Color::Black ? tr("Black") : tr("White");
}
}  // namespace

QString resultText(const core::Result& result) {
  using core::Outcome;
  QString who;
  switch (result.outcome) {
    case Outcome::None:
      return {};
    case Outcome::BlackWins:
      who = tr("Black wins");
      break;
    case Outcome::WhiteWins:
      who = tr("White wins");
      break;
    case Outcome::Draw:
      who = tr("Draw");
      break;
    case Outcome::Void:
      who = tr("Game void");
      break;
  }
  const QString why = QString::fromStdString(core::reasonString(result.reason));
  return why.isEmpty() ? who : who + " (" + why + ")";
}

GameStatus gameStatus(const GameSnapshot& s) {
  GameStatus st;
  if (s.result.over()) {
    st.kind = StatusKind::Over;
    st.text = tr("Game over: %1").arg(resultText(s.result));
    // The winner by name where the set-up gave one, as the viewer says it.
    const bool black = s.result.outcome == core::Outcome::BlackWins;
    const std::string& name = black ? s.info.black : s.info.white;
    if ((black || s.result.outcome == core::Outcome::WhiteWins) && !name.empty()) {
      const QString why = QString::fromStdString(core::reasonString(s.result.reason));
      st.text = tr("Game over: %1 (%2) wins")
                    .arg(QString::fromStdString(name),
                         sideName(black ? core::Color::Black : core::Color::White)) +
                (why.isEmpty() ? QString() : " (" + why + ")");
    }
    st.background = QColor(0x30, 0x60, 0xB0);
    return st;
  }
  if (s.halted()) {
    st.kind = StatusKind::Halted;
    st.text = s.flags.size() == 1
                  ? tr("HALTED: restore the board - %1").arg(s.flags.front().restore)
                  : tr("HALTED: %1 open flags - restore the board").arg(s.flags.size());
    st.background = QColor(0xD0, 0x10, 0x10);
    return st;
  }
  if (s.clockPaused) {
    st.kind = StatusKind::Paused;
    st.text = tr("Clock paused by the arbiter");
    st.background = QColor(0xC0, 0x80, 0x00);
    return st;
  }
  const int placed = static_cast<int>(s.pending.size());
  if (placed > 0 && placed < s.stonesDue) {
    st.kind = StatusKind::TurnHalfDone;
    st.text = tr("%1 to move: turn half done (%2 of %3 stones)")
                  .arg(sideName(s.toMove))
                  .arg(placed)
                  .arg(s.stonesDue);
    st.background = QColor(0x1E, 0x6F, 0xC0);
    return st;
  }
  st.kind = s.clockStarted || !s.turns.empty() ? StatusKind::ToMove : StatusKind::NotStarted;
  st.text = st.kind == StatusKind::NotStarted ? tr("Waiting for the start: Black places 1 stone")
                                              : tr("%1 to move: %2 stone%3")
                                                    .arg(sideName(s.toMove))
                                                    .arg(s.stonesDue)
                                                    .arg(s.stonesDue == 1 ? "" : "s");
  st.background = QColor(0x2E, 0x7D, 0x32);
  return st;
}

}  // namespace c6::ui
