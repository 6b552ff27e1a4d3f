#include "ui/recorder/journal_v1.h"

#include <optional>
#include <sstream>
#include <utility>
#include <vector>

#include "core/percent_escape.h"

namespace c6::ui {

namespace {

using Fields = std::vector<std::pair<std::string, std::string>>;

// "<kind> key=value ...", each part %-escaped.
std::optional<std::pair<std::string, Fields>> tokens(std::string_view line) {
  std::pair<std::string, Fields> out;
  bool first = true;
  std::size_t pos = 0;
  while (pos < line.size()) {
    std::size_t end = line.find(' ', pos);
    if (end == std::string_view::npos) end = line.size();
    const std::string_view token = line.substr(pos, end - pos);
    pos = end + 1;
    if (first) {
      auto kind = core::percentUnescape(token);
      if (token.empty() || !kind) return std::nullopt;
      out.first = *kind;
      first = false;
      continue;
    }
    if (token.empty()) continue;
    const std::size_t eq = token.find('=');
    if (eq == std::string_view::npos) return std::nullopt;
    auto key = core::percentUnescape(token.substr(0, eq));
    auto value = core::percentUnescape(token.substr(eq + 1));
    if (!key || !value) return std::nullopt;
    out.second.emplace_back(*key, *value);
  }
  if (first) return std::nullopt;
  return out;
}

Json split(const std::string& text, char sep) {
  Json out = Json::array();
  std::size_t pos = 0;
  while (pos < text.size()) {
    std::size_t end = text.find(sep, pos);
    if (end == std::string::npos) end = text.size();
    out.push_back(text.substr(pos, end - pos));
    pos = end + 1;
  }
  return out;
}

// A number as JSON; text that is not one stays text, for the field's reader to refuse by name.
Json number(const std::string& text) {
  try {
    std::size_t used = 0;
    const double x = std::stod(text, &used);
    if (used == text.size()) return x;
  } catch (const std::exception&) {
  }
  return text;
}

Json integer(const std::string& text) {
  try {
    std::size_t used = 0;
    const long long x = std::stoll(text, &used);
    if (used == text.size()) return x;
  } catch (const std::exception&) {
  }
  return text;
}

// "x,y x,y x,y x,y"
Json corners(const std::string& text) {
  Json out = Json::array();
  std::istringstream in(text);
  std::string pair;
  while (in >> pair) {
    const std::size_t comma = pair.find(',');
    if (comma == std::string::npos) return text;
    out.push_back(Json::array({number(pair.substr(0, comma)), number(pair.substr(comma + 1))}));
  }
  return out;
}

Json startJson(const Fields& fields) {
  Json j{{"event", "start"}, {"source", ""},          {"record", ""},  {"evidence", ""},
         {"tc", ""},         {"manual", false},       {"go", false},   {"pause-halted", false},
         {"size", 19},       {"confirm", 2},          {"settle", 0.3}, {"interval", 1.0},
         {"wall", 0},        {"black-side", "bottom"}};
  Json info{{"black", ""}, {"white", ""}, {"event", ""}, {"round", ""}, {"board", ""}};
  for (const auto& [key, value] : fields) {
    if (key == "manual" || key == "go" || key == "pause-halted")
      j[key] = value == "1";
    else if (key == "size" || key == "confirm" || key == "wall")
      j[key] = integer(value);
    else if (key == "settle" || key == "interval")
      j[key] = number(value);
    else if (key == "corners")
      j[key] = corners(value);
    else if (key == "black" || key == "white" || key == "event" || key == "round")
      info[key] = value;
    else if (key == "board-number")
      info["board"] = value;
    else if (j.contains(key))
      j[key] = value;
  }
  j["info"] = info;
  return j;
}

}  // namespace

RecorderEvent recorderEventFromV1Line(std::string_view line, const std::string& where,
                                      int boardSize) {
  const auto parsed = tokens(line);
  if (!parsed)
    throw JournalError(where + ": expected '<kind> key=value ...', found '" +
                       std::string(line.substr(0, 60)) + "'");
  const auto& [kind, fields] = *parsed;
  if (kind == "start") return recorderEventFromJson(startJson(fields), where, boardSize);
  bool wall = false;
  for (const auto& field : fields) wall |= field.first == "wall";
  // A "resume" with the wall time was the recording resumed, not the clock.
  Json j{{"event", kind == "resume" && wall ? "recording-resumed" : kind}};
  // Lines of versions before the turn index.
  for (const char* k : {"flag", "restored", "ruling", "end", "amend"})
    if (kind == k) j["turn-index"] = -1;
  for (const auto& [key, value] : fields) {
    if (key == "t" || key == "press" || key == "left" || key == "seconds")
      j[key] = number(value);
    else if (key == "n" || key == "turn-index" || key == "wall")
      j[key] = integer(value);
    else if (key == "stones" || key == "points" || key == "flags")
      j[key] = split(value, ',');
    else if (key == "board")
      j[key] = split(value, '/');
    else if (key == "removed" || key == "added")
      j[key] = split(value, ' ');
    else if (!(key == "side" && value == "."))  // a ruling on no side
      j[key] = value;
  }
  return recorderEventFromJson(j, where, boardSize);
}

}  // namespace c6::ui
