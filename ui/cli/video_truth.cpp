#include "ui/cli/video_truth.h"

#include <fstream>
#include <iterator>
#include <nlohmann/json.hpp>

namespace c6::ui::cli {

namespace {

using nlohmann::json;

[[noreturn]] void fail(const std::string& name, const std::string& where, const std::string& what) {
  throw VideoTruthError(name + ": " + where + ": " + what);
}

double seconds(const json& e, const std::string& name, const std::string& where) {
  auto it = e.find("t");
  if (it == e.end() || !it->is_number()) fail(name, where, "expected \"t\", a time in seconds");
  return it->get<double>();
}

TruthTurn turn(const json& e, std::size_t index, const std::string& name,
               const std::string& where) {
  TruthTurn t;
  t.t = seconds(e, name, where);
  auto n = e.find("n");
  if (n != e.end() && !n->is_number_integer()) fail(name, where, "expected \"n\", a whole number");
  t.n = n != e.end() ? n->get<int>() : static_cast<int>(index) + 1;
  auto color = e.find("color");
  if (color == e.end() || !color->is_string() || (*color != "B" && *color != "W"))
    fail(name, where, "expected \"color\": \"B\" or \"W\"");
  t.color = *color == "B" ? core::Color::Black : core::Color::White;
  auto stones = e.find("stones");
  if (stones == e.end() || !stones->is_array() || stones->empty())
    fail(name, where, "expected \"stones\", a list of points such as \"j10\"");
  for (const json& s : *stones) {
    auto p = s.is_string() ? core::tryParsePoint(s.get<std::string>()) : std::nullopt;
    if (!p)
      fail(name, where,
           "\"stones\": expected points of a 19x19 board such as \"j10\", got " + s.dump());
    t.stones.push_back(*p);
  }
  return t;
}

TruthIrregularity irregularity(const json& e, const std::string& name, const std::string& where) {
  TruthIrregularity r;
  r.t = seconds(e, name, where);
  auto type = e.find("type");
  if (type == e.end() || !type->is_string())
    fail(name, where, "expected \"type\", the flag the irregularity must raise");
  r.type = type->get<std::string>();
  r.flag = core::tryParseFlagType(r.type);
  return r;
}

}  // namespace

VideoTruth parseVideoTruth(std::string_view text, const std::string& name) {
  json root;
  try {
    root = json::parse(text);
  } catch (const json::parse_error& e) {
    throw VideoTruthError(name + ": not JSON (" + e.what() + ")");
  }
  if (!root.is_object()) fail(name, "top level", "expected an object");
  auto events = root.find("events");
  if (events == root.end() || !events->is_array())
    fail(name, "top level", "expected \"events\", a list");
  VideoTruth truth;
  for (std::size_t i = 0; i < events->size(); ++i) {
    const json& e = (*events)[i];
    const std::string where = "events[" + std::to_string(i) + "]";
    if (!e.is_object()) fail(name, where, "expected an object");
    auto kind = e.find("kind");
    if (kind == e.end() || !kind->is_string()) fail(name, where, "expected \"kind\", a word");
    if (*kind == "turn")
      truth.turns.push_back(turn(e, truth.turns.size(), name, where));
    else if (*kind == "misplaced")
      truth.irregularities.push_back(irregularity(e, name, where));
  }
  if (auto until = root.find("truth_until_s"); until != root.end()) {
    if (!until->is_number()) fail(name, "truth_until_s", "expected a time in seconds");
    truth.truthUntil = until->get<double>();
  }
  if (auto lighting = root.find("lighting"); lighting != root.end()) {
    if (!lighting->is_string()) fail(name, "lighting", "expected a word");
    truth.lighting = lighting->get<std::string>();
  }
  if (auto players = root.find("players"); players != root.end()) {
    if (!players->is_object()) fail(name, "players", "expected an object such as {\"B\": \"R\"}");
    for (const auto& [colour, side] : players->items()) {
      if (!side.is_string()) fail(name, "players." + colour, "expected a side (L, R, N, F)");
      truth.players[colour] = side.get<std::string>();
    }
  }
  return truth;
}

VideoTruth readVideoTruth(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw VideoTruthError(path.string() + ": cannot open the truth file");
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (in.bad()) throw VideoTruthError(path.string() + ": cannot read the truth file");
  return parseVideoTruth(text, path.string());
}

}  // namespace c6::ui::cli
