#include "ui/app/forced_win_words.h"

#include "ui/feed/forced_win_json.h"

namespace c6::ui {

QString forcedWinWords(const GameSnapshot& s) {
  if (s.turns.empty() || !s.pending.empty() || s.result.over()) return {};
  const auto win = feed::liveForcedWin(s.board, s.turns.back().turn.side());
  return win ? QString::fromStdString(feed::forcedWinWords(*win)) : QString();
}

}  // namespace c6::ui
