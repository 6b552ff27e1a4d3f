#pragma once
#include <QString>

#include "ui/app/game_snapshot.h"

namespace c6::ui {

// The threats after the last turn of `s` in words for commentators, as the web viewer says them
// (ui/web/board.js, threatWords): "Black threatens to win: White must block k12 and n15" (or
// "cannot block all of ..." when one turn cannot), then "White can win this turn" when the side to
// move has a window of its own. From core/threats; empty before the first turn, after the end, and
// when nobody threatens.
QString threatWords(const GameSnapshot& s);

}  // namespace c6::ui
