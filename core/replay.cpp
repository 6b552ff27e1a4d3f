#include "core/replay.h"

namespace c6::core {

ReplayReport replay(const GameRecord& record) {
  Game game(record.options);
  return replay(record, game);
}

ReplayReport replay(const GameRecord& record, Game& game) {
  game = Game(record.options);
  ReplayReport report;
  for (const auto& t : record.turns) {
    std::optional<Illegal> why;
    if (!t.extraStones.empty()) {
      why = game.over()                      ? Illegal::MoveAfterEnd
            : t.turn.side() != game.toMove() ? Illegal::WrongColour
                                             : Illegal::WrongStoneCount;
    } else {
      why = game.play(t.turn, t.drawOffer);
    }
    if (why) {
      report.error = ReplayError{report.turnsApplied + 1, *why};
      break;
    }
    ++report.turnsApplied;
  }
  report.result = game.result();
  if (!game.over() && record.result.over()) {
    report.result = record.result;
    report.resultFromRecord = true;
  }
  return report;
}

}  // namespace c6::core
