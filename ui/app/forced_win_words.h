#pragma once
#include <QString>

#include "ui/app/game_snapshot.h"

namespace c6::ui {

// The forced win of the side to move after the last turn of `s`, in the viewer's words: "Black wins
// by force in 2 turns: k10 l11" (ui/feed/forced_win_json.h, the same computation and budget as the
// turn events). Empty before the first turn, while a turn is half placed, after the end, and when
// none was proved.
QString forcedWinWords(const GameSnapshot& s);

}  // namespace c6::ui
