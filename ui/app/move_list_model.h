#pragma once
#include <QAbstractTableModel>
#include <vector>

#include "core/record.h"

namespace c6::ui {

// The move list: one row per completed turn with when it completed, the thinking time and both
// clocks after the press. Columns: #, side, stones, at, used, Black, White.
class MoveListModel : public QAbstractTableModel {
  Q_OBJECT
 public:
  enum Column { Number, Side, Stones, At, Used, BlackClock, WhiteClock, ColumnCount };

  explicit MoveListModel(QObject* parent = nullptr);
  // Replaces the list; rows already shown stay put when `turns` only grew (no flicker while
  // recording).
  void setTurns(const std::vector<core::TurnRecord>& turns);
  const std::vector<core::TurnRecord>& turns() const { return m_turns; }

  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

 private:
  std::vector<core::TurnRecord> m_turns;
};

// Session time "m:ss" / "h:mm:ss" (whole seconds).
QString formatElapsed(core::Micros t);

}  // namespace c6::ui
