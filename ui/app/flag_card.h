#pragma once
#include <QFrame>

#include "ui/app/game_snapshot.h"

namespace c6::ui {

// One open flag as the arbiter sees it: what happened, where, since when, what to restore (large),
// and the frames around it.
class FlagCard : public QFrame {
  Q_OBJECT
 public:
  explicit FlagCard(const FlagView& flag, QWidget* parent = nullptr);
};

// "Moved stone", "Removed stone", ... for a referee flag type.
QString flagTitle(const QString& type);

}  // namespace c6::ui
