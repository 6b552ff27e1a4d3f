#include "core/referee_log.h"

#include <algorithm>

namespace c6::core {
namespace {

std::string side(Color c) {
  return std::string(1, sideLetter(c));
}

// A board, one row per '/' (top row first).
std::string boardText(const Board& board) {
  std::string s = board.toAscii();
  std::replace(s.begin(), s.end(), '\n', '/');
  if (!s.empty() && s.back() == '/') s.pop_back();
  return s;
}

}  // namespace

std::string pointList(const std::vector<Point>& points) {
  std::string out;
  for (Point p : points) out += (out.empty() ? "" : ",") + toString(p);
  return out;
}

RecordEvent flagEntry(const Flag& flag, Micros t, int turnIndex) {
  std::map<std::string, std::string> d{{"type", flagTypeString(flag.type)},
                                       {"points", pointList(flag.points)},
                                       {"restore", flag.restore}};
  if (flag.from) d["from"] = toString(*flag.from);
  if (flag.to) d["to"] = toString(*flag.to);
  if (flag.color != Color::Empty) d["color"] = side(flag.color);
  return {t, "flag", turnIndex, std::move(d)};
}

RecordEvent restoredEntry(const std::vector<FlagType>& cleared, Micros t, int turnIndex) {
  std::string flags;
  for (FlagType f : cleared) flags += (flags.empty() ? "" : ",") + flagTypeString(f);
  return {t, "restored", turnIndex, {{"flags", flags}}};
}

RecordEvent rulingEntry(ArbiterAction action, const std::optional<Board>& board, Micros t,
                        int turnIndex) {
  std::map<std::string, std::string> d{{"ruling", rulingString(action.ruling)},
                                       {"side", side(action.side)}};
  if (board) d["board"] = boardText(*board);
  return {t, "ruling", turnIndex, std::move(d)};
}

RecordEvent reconstructedEntry(const Turn& turn, bool ambiguous, Micros t, int turnIndex,
                               const std::vector<Point>& unseen) {
  std::map<std::string, std::string> d{
      {"color", side(turn.side())},
      {"stones", pointList(std::vector<Point>(turn.begin(), turn.end()))}};
  if (ambiguous) d["ambiguous"] = "yes";
  if (!unseen.empty()) d["unseen"] = pointList(unseen);
  return {t, "reconstructed", turnIndex, std::move(d)};
}

RecordEvent endEntry(const Result& result, Micros t, int turnIndex) {
  return {t,
          "end",
          turnIndex,
          {{"result", outcomeString(result.outcome)}, {"reason", reasonString(result.reason)}}};
}

RecordEvent amendEntry(const std::string& removed, const std::string& added, Micros t,
                       int turnIndex) {
  return {t, "amend", turnIndex, {{"removed", removed}, {"added", added}}};
}

}  // namespace c6::core
