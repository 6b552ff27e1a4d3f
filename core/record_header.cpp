#include "core/record_header.h"

#include <charconv>

namespace c6::core {
namespace {

std::string* infoField(GameInfo& info, const std::string& id) {
  if (id == "PB") return &info.black;
  if (id == "PW") return &info.white;
  if (id == "EV") return &info.event;
  if (id == "RO") return &info.round;
  if (id == "DT") return &info.date;
  if (id == "PC") return &info.place;
  if (id == "SO") return &info.source;
  if (id == "BO") return &info.board;
  if (id == "TC") return &info.timeControl;
  return nullptr;
}

std::optional<int> parseInt(std::string_view s) {
  int v = 0;
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || end != s.data() + s.size()) return std::nullopt;
  return v;
}

}  // namespace

std::optional<std::string> setHeaderProperty(GameRecord& record, const std::string& id,
                                             const std::string& value) {
  if (auto* field = infoField(record.info, id)) {
    *field = value;
    return std::nullopt;
  }
  if (id == "FF" || id == "GM" || id == "CA" || id == "AP") return std::nullopt;
  // Kept verbatim, a move property in the header would be written back as a move on the root node.
  if (id == "B" || id == "W" || id == "AB" || id == "AW" || id == "AE")
    return "a game-information property (" + id + " places stones; stones belong to turns)";
  if (id == "SZ") {
    auto size = parseInt(value);
    if (!size || *size < Board::kMinSize || *size > Board::kMaxSize)
      return "a board size from " + std::to_string(Board::kMinSize) + " to " +
             std::to_string(Board::kMaxSize);
    record.options.boardSize = *size;
    return std::nullopt;
  }
  if (id == "RE") {
    auto r = tryParseSgfResult(value);
    if (!r) {
      record.info.extra["RE"] = value;  // unknown wording: kept, not interpreted
      return std::nullopt;
    }
    EndReason keep = record.result.reason;
    record.result = *r;
    // XR may have come first; it also tells a double pass or a full board from the agreed draw
    // RE[0] means.
    if (keep != EndReason::None && (r->reason == EndReason::None || r->outcome == Outcome::Draw))
      record.result.reason = keep;
    return std::nullopt;
  }
  if (id == "XR") {
    auto reason = tryParseReason(value);
    if (!reason)
      return "a result reason (six, resign, time, double-pass, full-board, agreement, arbiter, "
             "count)";
    record.result.reason = *reason;
    return std::nullopt;
  }
  if (id == "XV") {
    if (value == "tiebreak") {
      record.options.tieBreakByCounting = true;
      return std::nullopt;
    }
    if (value.rfind("tiebreak:", 0) == 0) {
      auto n = parseInt(std::string_view(value).substr(9));
      if (n && *n >= 1 && *n <= 5) {
        record.options.tieBreakByCounting = true;
        record.options.tieBreakDownTo = *n;
        return std::nullopt;
      }
    }
    return "a variant 'tiebreak' or 'tiebreak:N' (N from 1 to 5)";
  }
  record.info.extra[id] = value;
  return std::nullopt;
}

std::vector<std::pair<std::string, std::string>> headerProperties(const GameRecord& record) {
  std::vector<std::pair<std::string, std::string>> out;
  if (record.options.boardSize != Board::kDefaultSize)
    out.emplace_back("SZ", std::to_string(record.options.boardSize));
  const GameInfo& i = record.info;
  for (auto [id, v] : {std::pair<const char*, const std::string*>{"EV", &i.event},
                       {"RO", &i.round},
                       {"BO", &i.board},
                       {"PB", &i.black},
                       {"PW", &i.white},
                       {"DT", &i.date},
                       {"PC", &i.place},
                       {"TC", &i.timeControl},
                       {"SO", &i.source}})
    if (!v->empty()) out.emplace_back(id, *v);
  for (const auto& [id, v] : i.extra) out.emplace_back(id, v);
  if (record.options.tieBreakByCounting)
    out.emplace_back("XV", record.options.tieBreakDownTo == 1
                               ? std::string("tiebreak")
                               : "tiebreak:" + std::to_string(record.options.tieBreakDownTo));
  if (record.result.over()) {
    out.emplace_back("RE", sgfResultString(record.result));
    if (record.result.reason != EndReason::None)
      out.emplace_back("XR", reasonString(record.result.reason));
  }
  return out;
}

std::optional<Result> tryParseSgfResult(std::string_view re) {
  if (re == "0" || re == "Draw" || re == "draw" || re == "D")
    return Result{Outcome::Draw, EndReason::Agreement};
  if (re == "Void" || re == "void") return Result{Outcome::Void, EndReason::None};
  if (re.size() < 2 || re[1] != '+') return std::nullopt;
  Outcome o;
  if (re[0] == 'B' || re[0] == 'b')
    o = Outcome::BlackWins;
  else if (re[0] == 'W' || re[0] == 'w')
    o = Outcome::WhiteWins;
  else
    return std::nullopt;
  auto how = re.substr(2);
  EndReason r = EndReason::None;
  if (how == "R" || how == "Resign")
    r = EndReason::Resign;
  else if (how == "T" || how == "Time")
    r = EndReason::Time;
  else if (how == "F" || how == "Forfeit")
    r = EndReason::Arbiter;
  else if (!how.empty())
    return std::nullopt;
  return Result{o, r};
}

std::string sgfResultString(const Result& result) {
  switch (result.outcome) {
    case Outcome::None:
      return "?";
    case Outcome::Draw:
      return "0";
    case Outcome::Void:
      return "Void";
    case Outcome::BlackWins:
    case Outcome::WhiteWins:
      break;
  }
  std::string s = result.outcome == Outcome::BlackWins ? "B+" : "W+";
  switch (result.reason) {
    case EndReason::Resign:
      return s + "R";
    case EndReason::Time:
      return s + "T";
    case EndReason::Arbiter:
      return s + "F";
    default:
      return s;
  }
}

}  // namespace c6::core
