#include "core/sgf_events.h"

#include <algorithm>
#include <charconv>
#include <cstdio>

#include "core/percent_escape.h"
#include "core/record_time.h"
#include "core/sgf_tree.h"

namespace c6::core {
namespace {

std::string escape(std::string_view s) {
  return percentEscape(s);
}
std::optional<std::string> unescape(std::string_view s) {
  return percentUnescape(s);
}

template <class T>
std::optional<T> number(std::string_view s) {
  T v{};
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || end != s.data() + s.size()) return std::nullopt;
  return v;
}

}  // namespace

std::vector<int> sgfEventNodes(const GameRecord& record) {
  const int turns = static_cast<int>(record.turns.size());
  std::vector<int> nodes;
  int last = 0;
  for (const RecordEvent& e : record.events) {
    int node = 0;
    if (e.turnIndex >= 0) {
      node = e.turnIndex;  // the referee's turn index is the count of turns completed before it
    } else {
      while (node < turns && record.turns[static_cast<std::size_t>(node)].at <= e.at) ++node;
    }
    last = std::max(last, std::min(node, turns));
    nodes.push_back(last);
  }
  return nodes;
}

std::string sgfEventValue(const RecordEvent& e) {
  std::string out = escape(e.kind) + " at=" + std::to_string(e.at.count()) +
                    " turn=" + std::to_string(e.turnIndex);
  for (const auto& [k, v] : e.detail) out += " " + escape(k) + "=" + escape(v);
  return out;
}

std::optional<RecordEvent> tryParseSgfEventValue(std::string_view value) {
  RecordEvent e;
  std::vector<std::string_view> words;
  for (std::size_t pos = 0; pos <= value.size();) {
    std::size_t end = std::min(value.find(' ', pos), value.size());
    words.push_back(value.substr(pos, end - pos));
    pos = end + 1;
  }
  auto kind = unescape(words.front());
  if (!kind || kind->empty() || words.size() < 3) return std::nullopt;
  e.kind = *kind;
  for (std::size_t i = 1; i < words.size(); ++i) {
    const std::size_t eq = words[i].find('=');
    if (eq == std::string_view::npos) return std::nullopt;
    auto key = unescape(words[i].substr(0, eq));
    auto text = unescape(words[i].substr(eq + 1));
    if (!key || !text) return std::nullopt;
    if (i == 1 || i == 2) {
      if (*key != (i == 1 ? "at" : "turn")) return std::nullopt;
      if (i == 1) {
        auto at = number<long long>(*text);
        if (!at) return std::nullopt;
        e.at = Micros(*at);
      } else {
        auto turn = number<int>(*text);
        if (!turn || *turn < -1) return std::nullopt;
        e.turnIndex = *turn;
      }
      continue;
    }
    // A side or colour is one of the two players: `side=Q` in a ruling would name nobody.
    if ((*key == "side" || *key == "color") && *text != "B" && *text != "W") return std::nullopt;
    e.detail[*key] = *text;
  }
  return e;
}

std::string sgfEventComment(const RecordEvent& e) {
  std::string out = e.kind + " at " + secondsString(e.at) + " s";
  if (e.turnIndex > 0) out += " (after turn " + std::to_string(e.turnIndex) + ")";
  std::string details;
  for (const auto& [k, v] : e.detail) details += (details.empty() ? "" : ", ") + k + "=" + v;
  return details.empty() ? out : out + ": " + details;
}

std::string sgfEventProperties(const GameRecord& record, const std::vector<int>& nodes, int node) {
  std::string props, comment;
  for (std::size_t i = 0; i < record.events.size() && i < nodes.size(); ++i) {
    if (nodes[i] != node) continue;
    props += "XE[" + escapeSgfValue(sgfEventValue(record.events[i])) + "]";
    comment += (comment.empty() ? "" : "\n") + sgfEventComment(record.events[i]);
  }
  if (!comment.empty()) props += "C[" + escapeSgfValue(comment) + "]";
  return props;
}

}  // namespace c6::core
