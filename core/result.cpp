#include "core/result.h"

#include <array>
#include <utility>

namespace c6::core {
namespace {
constexpr std::array<std::pair<Outcome, std::string_view>, 4> kOutcomes{{{Outcome::BlackWins, "B+"},
                                                                         {Outcome::WhiteWins, "W+"},
                                                                         {Outcome::Draw, "draw"},
                                                                         {Outcome::Void, "void"}}};
constexpr std::array<std::pair<EndReason, std::string_view>, 8> kReasons{
    {{EndReason::Six, "six"},
     {EndReason::Resign, "resign"},
     {EndReason::Time, "time"},
     {EndReason::DoublePass, "double-pass"},
     {EndReason::FullBoard, "full-board"},
     {EndReason::Agreement, "agreement"},
     {EndReason::Arbiter, "arbiter"},
     {EndReason::Count, "count"}}};
}  // namespace

std::string outcomeString(Outcome o) {
  for (auto [k, s] : kOutcomes)
    if (k == o) return std::string(s);
  return {};
}

std::string reasonString(EndReason r) {
  for (auto [k, s] : kReasons)
    if (k == r) return std::string(s);
  return {};
}

std::optional<Outcome> tryParseOutcome(std::string_view text) {
  for (auto [k, s] : kOutcomes)
    if (s == text) return k;
  return std::nullopt;
}

std::optional<EndReason> tryParseReason(std::string_view text) {
  for (auto [k, s] : kReasons)
    if (s == text) return k;
  return std::nullopt;
}

}  // namespace c6::core
