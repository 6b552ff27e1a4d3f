#include "core/referee_events.h"

#include <array>
#include <cstdio>
#include <utility>

namespace c6::core {
namespace {
constexpr std::array<std::pair<FlagType, std::string_view>, 10> kFlagTypes{{
    {FlagType::Moved, "moved"},
    {FlagType::Removed, "removed"},
    {FlagType::TakeBack, "take-back"},
    {FlagType::TooMany, "too-many"},
    {FlagType::WrongColour, "wrong-colour"},
    {FlagType::OutOfTurn, "out-of-turn"},
    {FlagType::ChangedColour, "changed-colour"},
    {FlagType::Ambiguous, "ambiguous"},
    {FlagType::IncompletePress, "incomplete-press"},
    {FlagType::Unpressed, "unpressed"},
}};
constexpr std::array<std::pair<Ruling, std::string_view>, 4> kRulings{{{Ruling::Restore, "restore"},
                                                                       {Ruling::Accept, "accept"},
                                                                       {Ruling::Loss, "loss"},
                                                                       {Ruling::Void, "void"}}};

std::string pointList(const std::vector<Point>& points) {
  std::string out;
  for (Point p : points) out += " " + toString(p);
  return out;
}
}  // namespace

std::string flagTypeString(FlagType type) {
  for (auto [k, s] : kFlagTypes)
    if (k == type) return std::string(s);
  return "unknown";
}

std::optional<FlagType> tryParseFlagType(std::string_view text) {
  for (auto [k, s] : kFlagTypes)
    if (s == text) return k;
  return std::nullopt;
}

std::string rulingString(Ruling r) {
  for (auto [k, s] : kRulings)
    if (k == r) return std::string(s);
  return "unknown";
}

std::optional<Ruling> tryParseRuling(std::string_view text) {
  for (auto [k, s] : kRulings)
    if (s == text) return k;
  return std::nullopt;
}

std::string eventKindString(RefereeEventKind k) {
  switch (k) {
    case RefereeEventKind::Partial:
      return "partial";
    case RefereeEventKind::Turn:
      return "turn";
    case RefereeEventKind::Flag:
      return "flag";
    case RefereeEventKind::Restored:
      return "restored";
    case RefereeEventKind::Ruling:
      return "ruling";
    case RefereeEventKind::End:
      return "end";
  }
  return "unknown";
}

std::string describe(const RefereeEvent& e) {
  char t[32];
  std::snprintf(t, sizeof t, "%.3f", toSeconds(e.time));
  std::string out = std::string(t) + " " + eventKindString(e.kind);
  switch (e.kind) {
    case RefereeEventKind::Partial:
      out += std::string(" ") + sideLetter(e.color) + pointList(e.stones);
      break;
    case RefereeEventKind::Turn:
      out += " " + std::to_string(e.turnNumber) + " " + sideLetter(e.color) + pointList(e.stones);
      if (e.reconstructed)
        out += e.ambiguous ? " (reconstructed, one of several orders)" : " (reconstructed)";
      break;
    case RefereeEventKind::Flag:
      out += " " + flagTypeString(e.flag.type);
      if (e.flag.from && e.flag.to)
        out += " " + toString(*e.flag.from) + " -> " + toString(*e.flag.to);
      else
        out += pointList(e.flag.points);
      if (!e.flag.restore.empty()) out += ": " + e.flag.restore;
      break;
    case RefereeEventKind::Restored:
      for (FlagType f : e.cleared) out += " " + flagTypeString(f);
      break;
    case RefereeEventKind::Ruling:
      out += " " + rulingString(e.ruling.ruling);
      if (e.ruling.ruling == Ruling::Loss) out += std::string(" ") + sideLetter(e.ruling.side);
      break;
    case RefereeEventKind::End:
      out += " " + outcomeString(e.result.outcome) + " " + reasonString(e.result.reason);
      break;
  }
  return out;
}

}  // namespace c6::core
