#include "core/referee_classify.h"

#include <algorithm>
#include <cstdlib>

#include "core/referee_diff.h"
#include "core/referee_infer.h"
#include "core/referee_restore.h"

namespace c6::core {
namespace {

int distance2(Point a, Point b) {
  int dc = a.col - b.col, dr = a.row - b.row;
  return dc * dc + dr * dr;
}

// Takes the point of `candidates` nearest to `p` out of it (ties: the first in board order).
std::optional<Point> takeNearest(std::vector<Point>& candidates, Point p) {
  if (candidates.empty()) return std::nullopt;
  auto best = std::min_element(candidates.begin(), candidates.end(),
                               [&](Point a, Point b) { return distance2(a, p) < distance2(b, p); });
  Point q = *best;
  candidates.erase(best);
  return q;
}

Flag makeFlag(FlagType type, std::vector<Point> points, Color color, std::string restore) {
  Flag f;
  f.type = type;
  f.points = std::move(points);
  f.color = color;
  f.restore = std::move(restore);
  return f;
}

Flag movedFlag(FlagType type, Color color, Point from, Point to) {
  Flag f = makeFlag(type, {from, to}, color, restoreMoved(color, from, to));
  f.from = from;
  f.to = to;
  return f;
}

Color commonColour(const Board& board, const std::vector<Point>& points) {
  Color c = points.empty() ? Color::Empty : board.at(points[0]);
  for (Point p : points)
    if (board.at(p) != c) return Color::Empty;
  return c;
}

std::vector<Point> concat(std::vector<Point> a, const std::vector<Point>& b) {
  a.insert(a.end(), b.begin(), b.end());
  std::sort(a.begin(), a.end(),
            [](Point x, Point y) { return std::pair(x.row, x.col) < std::pair(y.row, y.col); });
  return a;
}

// Stones that appeared and do not continue the game: who put them there, by the rules' etiquette.
Flag strayStones(const RefereeRules& rules, const std::vector<Point>& pending, const Board& seen,
                 const std::vector<Point>& own, const std::vector<Point>& other,
                 const JudgeContext& context) {
  Color side = rules.toMove();
  int due = rules.stonesRequired() - static_cast<int>(pending.size());
  int ownCount = static_cast<int>(own.size());
  auto flag = [&](FlagType type, const std::vector<Point>& points) {
    return makeFlag(type, points, commonColour(seen, points), restoreRemove(seen, points));
  };
  if (ownCount > due) return flag(FlagType::TooMany, concat(own, other));
  if (other.empty()) return flag(FlagType::TooMany, own);
  if (ownCount == due) return flag(FlagType::TooMany, other);  // the next turn's stones, too many
  if (ownCount + static_cast<int>(pending.size()) > 0) return flag(FlagType::WrongColour, other);
  // Nothing of the turn in progress yet: the side that just moved went on, or the waiting side
  // played. The last turn is confirmed (pressed, or settled as complete), so a stone of the side
  // that made it is out of turn whether or not its clock was pressed; only the hand of the side to
  // move makes it a stone of the wrong colour.
  if (context.hand == side) return flag(FlagType::WrongColour, other);
  return flag(FlagType::OutOfTurn, other);
}

}  // namespace

Assessment judge(const RefereeRules& rules, const std::vector<Point>& pending, const Board& seen,
                 const std::vector<Point>& ambiguous, const JudgeContext& context) {
  Assessment out;
  Color side = rules.toMove();
  Board expected = expectedBoard(rules.board(), pending, side);
  BoardDiff d = diffBoards(rules.board(), pending, side, seen);
  auto& flags = out.irregularities;

  if (!ambiguous.empty())
    flags.push_back(
        makeFlag(FlagType::Ambiguous, ambiguous, Color::Empty, restoreAmbiguous(ambiguous)));
  if (!d.changedColour.empty())
    flags.push_back(makeFlag(FlagType::ChangedColour, d.changedColour,
                             commonColour(expected, d.changedColour),
                             restoreColours(expected, d.changedColour)));

  if (rules.goMode()) {
    // Stones gone together with a new stone of the other colour are captures.
    std::vector<Point> kept;
    for (Point p : d.goneRecorded) {
      const auto& capturers = expected.at(p) == side ? d.addedOther : d.addedOwn;
      (capturers.empty() ? kept : out.captures).push_back(p);
    }
    d.goneRecorded = kept;
  }

  for (Point p : d.gonePending) {
    if (auto to = takeNearest(d.addedOwn, p))
      flags.push_back(movedFlag(FlagType::TakeBack, side, p, *to));
    else
      flags.push_back(makeFlag(FlagType::TakeBack, {p}, side, restorePutBack(expected, {p})));
  }

  std::vector<Point> removed;
  for (Point p : d.goneRecorded) {
    Color c = expected.at(p);
    auto to = takeNearest(c == side ? d.addedOwn : d.addedOther, p);
    if (to)
      flags.push_back(movedFlag(FlagType::Moved, c, p, *to));
    else
      removed.push_back(p);
  }
  if (!removed.empty())
    flags.push_back(makeFlag(FlagType::Removed, removed, commonColour(expected, removed),
                             restorePutBack(expected, removed)));

  std::vector<Point> stillPending;
  for (Point p : pending)
    if (seen.at(p) == side) stillPending.push_back(p);
  if (d.addedOwn.empty() && d.addedOther.empty()) {
    out.progress = Progress{{}, stillPending};
    return out;
  }
  Reconstruction r =
      reconstruct(rules, stillPending, d.addedOwn, d.addedOther, context.maxReconstructStones);
  out.severalOrders = r.explanations > 1;
  if (!r.progress && !d.addedOther.empty() && !rules.goMode() && context.stoneBefore &&
      context.stoneNow) {
    // One stone of the side to move missing, and the other side has played: see referee_infer.h.
    const int due = rules.stonesRequired() - static_cast<int>(stillPending.size());
    const int missing = due - static_cast<int>(d.addedOwn.size());
    if (missing == 1) {
      const InferredStones found =
          inferMissingStones(expectedBoard(rules.board(), stillPending, side), seen, missing,
                             *context.stoneBefore, *context.stoneNow);
      if (!found.points.empty()) {
        std::vector<Point> own = d.addedOwn;
        own.insert(own.end(), found.points.begin(), found.points.end());
        Reconstruction again =
            reconstruct(rules, stillPending, own, d.addedOther, context.maxReconstructStones);
        if (again.progress) {
          out.severalOrders = again.explanations > 1 || found.several;
          out.inferred = found.points;
          r = std::move(again);
        }
      }
    }
  }
  if (r.progress)
    out.progress = std::move(r.progress);
  else
    flags.push_back(strayStones(rules, stillPending, seen, d.addedOwn, d.addedOther, context));
  return out;
}

}  // namespace c6::core
