#include "ui/app/game_snapshot.h"

#include "core/clock.h"
#include "core/game.h"
#include "core/time_control.h"

namespace c6::ui {

namespace {

// The six (or more) in a row through a stone of the last turn, as the viewer marks it.
std::vector<core::Point> winningLine(const core::Board& board, const core::Turn& last) {
  for (core::Point p : last)
    for (const auto [dc, dr] :
         {std::pair(1, 0), std::pair(0, 1), std::pair(1, 1), std::pair(1, -1)}) {
      if (board.lineLength(p, dc, dr) < 6) continue;
      const core::Color c = board.at(p);
      core::Point start = p;
      while (board.onBoard(start.col - dc, start.row - dr) &&
             board.at(core::Point(start.col - dc, start.row - dr)) == c)
        start = core::Point(start.col - dc, start.row - dr);
      std::vector<core::Point> line;
      for (core::Point q = start; board.onBoard(q.col, q.row) && board.at(q) == c;
           q = core::Point(q.col + dc, q.row + dr))
        line.push_back(q);
      return line;
    }
  return {};
}

}  // namespace

BoardDiagram GameSnapshot::diagram() const {
  BoardDiagram d;
  d.board = board;
  if (!turns.empty())
    for (core::Point p : turns.back().turn) d.marks.lastTurn.push_back(p);
  if (result.reason == core::EndReason::Six && !turns.empty())
    d.marks.winningLine = winningLine(board, turns.back().turn);
  d.marks.pending = pending;
  for (const FlagView& f : flags) {
    d.marks.flagged.insert(d.marks.flagged.end(), f.points.begin(), f.points.end());
    d.marks.restore.insert(d.marks.restore.end(), f.ghosts.begin(), f.ghosts.end());
    if (f.from && f.to) d.marks.moved = std::make_pair(*f.from, *f.to);
  }
  return d;
}

GameSnapshot snapshotOfRecord(const core::GameRecord& record, int turnCount) {
  GameSnapshot s;
  s.info = record.info;
  core::Game game(record.options);
  const int n = turnCount < 0 ? static_cast<int>(record.turns.size())
                              : std::min(turnCount, static_cast<int>(record.turns.size()));
  for (int i = 0; i < n; ++i) {
    const auto& tr = record.turns[static_cast<std::size_t>(i)];
    if (game.play(tr.turn)) break;  // an illegal turn ends the replay where it is
    s.turns.push_back(tr);
  }
  s.board = game.board();
  s.toMove = game.toMove();
  s.stonesDue = game.stonesRequired();
  s.result = n == static_cast<int>(record.turns.size()) && record.result.over() ? record.result
                                                                                : game.result();
  for (const auto& e : record.events)
    if (s.turns.empty() || e.at <= s.turns.back().at) s.events.push_back(e);
  s.now = s.turns.empty() ? core::Micros{0} : s.turns.back().at;

  s.clocks[0].side = core::Color::Black;
  s.clocks[1].side = core::Color::White;
  s.clocks[0].player = QString::fromStdString(record.info.black);
  s.clocks[1].player = QString::fromStdString(record.info.white);
  for (const auto& tr : s.turns) {
    auto& face = s.clocks[tr.turn.side() == core::Color::Black ? 0 : 1];
    ++face.moves;
    if (!tr.clocks) continue;
    s.clocks[0].left = tr.clocks->blackLeft;
    s.clocks[1].left = tr.clocks->whiteLeft;
    s.clocks[0].periods = tr.clocks->blackPeriods;
    s.clocks[1].periods = tr.clocks->whitePeriods;
  }
  const bool over = s.result.over();
  s.clocks[0].toMove = !over && s.toMove == core::Color::Black;
  s.clocks[1].toMove = !over && s.toMove == core::Color::White;
  return s;
}

GameSnapshot snapshotOfSetup(const core::GameInfo& info) {
  GameSnapshot s;
  s.info = info;
  s.clocks[0].player = QString::fromStdString(info.black);
  s.clocks[1].player = QString::fromStdString(info.white);
  try {
    const core::Clock clock(core::parseTimeControl(info.timeControl));
    const core::ClockState start = clock.state(core::Micros{0});
    for (ClockFace& face : s.clocks) {
      face.left = start.of(face.side).left;
      face.periods = start.of(face.side).periods;
    }
  } catch (const core::TimeControlError&) {
    // The setup dialog refuses such a control; a journal from elsewhere may still carry one.
  }
  return s;
}

}  // namespace c6::ui
