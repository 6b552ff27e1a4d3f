#include "ui/app/move_list_model.h"

#include <QBrush>
#include <QColor>
#include <QFont>

#include "ui/app/clock_face.h"

namespace c6::ui {

QString formatElapsed(core::Micros t) {
  const long long s = std::max<long long>(0, t.count()) / 1'000'000;
  if (s >= 3600)
    return QString("%1:%2:%3")
        .arg(s / 3600)
        .arg((s / 60) % 60, 2, 10, QChar('0'))
        .arg(s % 60, 2, 10, QChar('0'));
  return QString("%1:%2").arg(s / 60).arg(s % 60, 2, 10, QChar('0'));
}

MoveListModel::MoveListModel(QObject* parent) : QAbstractTableModel(parent) {}

void MoveListModel::setTurns(const std::vector<core::TurnRecord>& turns) {
  const auto old = m_turns.size();
  bool prefix = turns.size() >= old;
  for (std::size_t i = 0; prefix && i < old; ++i)
    prefix = turns[i].turn == m_turns[i].turn && turns[i].at == m_turns[i].at;
  if (!prefix) {
    beginResetModel();
    m_turns = turns;
    endResetModel();
    return;
  }
  if (turns.size() == old) return;
  beginInsertRows({}, static_cast<int>(old), static_cast<int>(turns.size()) - 1);
  m_turns = turns;
  endInsertRows();
}

int MoveListModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : static_cast<int>(m_turns.size());
}

int MoveListModel::columnCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : ColumnCount;
}

QVariant MoveListModel::data(const QModelIndex& index, int role) const {
  if (!index.isValid() || index.row() >= rowCount()) return {};
  const core::TurnRecord& t = m_turns[static_cast<std::size_t>(index.row())];
  if (role == Qt::TextAlignmentRole)
    return index.column() == Stones ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                    : QVariant(Qt::AlignRight | Qt::AlignVCenter);
  if (role == Qt::FontRole && index.row() + 1 == rowCount()) {
    QFont f;
    f.setBold(true);
    return f;
  }
  if (role != Qt::DisplayRole) return {};
  switch (index.column()) {
    case Number:
      return index.row() + 1;
    case Side:
      return t.turn.side() == core::Color::Black ? tr("B") : tr("W");
    case Stones: {
      if (t.turn.isPass()) return tr("pass");
      QStringList pts;
      for (core::Point p : t.turn) pts << QString::fromStdString(core::toString(p));
      return pts.join(' ');
    }
    case At:
      return formatElapsed(t.at);
    case Used:
      return t.thinking ? formatClock(*t.thinking) : QString();
    case BlackClock:
      return t.clocks ? formatClock(t.clocks->blackLeft) : QString();
    case WhiteClock:
      return t.clocks ? formatClock(t.clocks->whiteLeft) : QString();
    default:
      return {};
  }
}

QVariant MoveListModel::headerData(int section, Qt::Orientation orientation, int role) const {
  if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
  switch (section) {
    case Number:
      return tr("#");
    case Side:
      return tr("Side");
    case Stones:
      return tr("Stones");
    case At:
      return tr("At");
    case Used:
      return tr("Used");
    case BlackClock:
      return tr("Black");
    case WhiteClock:
      return tr("White");
    default:
      return {};
  }
}

}  // namespace c6::ui
