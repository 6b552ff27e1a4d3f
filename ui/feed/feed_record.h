#pragma once
#include <QJsonObject>

#include "core/record.h"

namespace c6::ui::feed {

// A feed snapshot as a game record (turns with their times and both clocks, flags, result), so the
// feed's SGF is written by the project's own SGF writer and reads back with its reader.
core::GameRecord snapshotToRecord(const QJsonObject& snapshot);

}  // namespace c6::ui::feed
