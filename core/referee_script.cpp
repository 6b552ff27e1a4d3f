#include "core/referee_script.h"

#include <charconv>
#include <cmath>
#include <sstream>

#include "core/referee.h"

namespace c6::core {
namespace {

std::string trim(const std::string& s) {
  auto b = s.find_first_not_of(" \t\r");
  if (b == std::string::npos) return {};
  auto e = s.find_last_not_of(" \t\r");
  return s.substr(b, e - b + 1);
}

std::vector<std::string> words(const std::string& s) {
  std::istringstream in(s);
  std::vector<std::string> out;
  std::string w;
  while (in >> w) out.push_back(w);
  return out;
}

class Parser {
 public:
  Parser(std::istream& in, const std::string& name) : m_in(in), m_name(name) {}

  std::vector<ScriptStep> run() {
    std::vector<ScriptStep> steps;
    std::string text;
    while (next(text)) {
      ScriptStep step;
      step.line = m_line;
      auto at = text.find('@');
      if (at == std::string::npos)
        fail("expected '@ TIME', 'press @ TIME' or 'arbiter RULING @ TIME', got '" + text + "'");
      auto head = words(text.substr(0, at));
      step.time = parseTime(trim(text.substr(at + 1)));
      if (!steps.empty() && step.time < steps.back().time)
        fail("time " + trim(text.substr(at + 1)) + " goes back (the previous step was at " +
             std::to_string(toSeconds(steps.back().time)) + ")");
      if (head.empty()) {
        step.kind = ScriptStep::Kind::Observe;
        step.observation = readDiagram(step.time);
      } else if (head[0] == "press" && head.size() == 1) {
        step.kind = ScriptStep::Kind::Press;
      } else if (head[0] == "arbiter") {
        step.kind = ScriptStep::Kind::Arbiter;
        step.action = parseRuling(head);
      } else {
        fail("expected '@', 'press' or 'arbiter' before '@', got '" + trim(text.substr(0, at)) +
             "'");
      }
      steps.push_back(std::move(step));
    }
    return steps;
  }

 private:
  // The next line with content, comments and surrounding blanks removed; false at the end.
  bool next(std::string& text) {
    std::string raw;
    while (std::getline(m_in, raw)) {
      ++m_line;
      auto hash = raw.find('#');
      if (hash != std::string::npos) raw.erase(hash);
      text = trim(raw);
      if (!text.empty()) return true;
    }
    return false;
  }

  [[noreturn]] void fail(const std::string& what) const {
    throw ScriptError(m_name + ":" + std::to_string(m_line) + ": " + what);
  }

  Micros parseTime(const std::string& s) const {
    double v = 0;
    auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (s.empty() || ec != std::errc() || end != s.data() + s.size() || !std::isfinite(v) || v < 0)
      fail("expected a time in seconds (like 12.5) after '@', got '" + s + "'");
    return secondsToMicros(v);
  }

  ArbiterAction parseRuling(const std::vector<std::string>& head) const {
    const char* expected = "expected 'arbiter restore|accept|loss B|loss W|void @ TIME'";
    if (head.size() < 2) fail(expected);
    auto ruling = tryParseRuling(head[1]);
    if (!ruling) fail(std::string(expected) + ", got ruling '" + head[1] + "'");
    ArbiterAction a{*ruling, Color::Empty};
    if (*ruling == Ruling::Loss) {
      if (head.size() != 3 || head[2].size() != 1 || !tryParseSide(head[2][0]))
        fail("expected 'loss B' or 'loss W'");
      a.side = *tryParseSide(head[2][0]);
    } else if (head.size() != 2) {
      fail(std::string(expected) + ", got extra words after '" + head[1] + "'");
    }
    return a;
  }

  Observation readDiagram(Micros time) {
    Observation obs;
    obs.time = time;
    int header = m_line;
    std::vector<std::string> rows;
    std::string text;
    while (m_size == 0 || static_cast<int>(rows.size()) < m_size) {
      if (!next(text))
        fail("the diagram of '@' on line " + std::to_string(header) + " ends after " +
             std::to_string(rows.size()) + " rows; expected " +
             std::to_string(m_size ? m_size : 19));
      if (text.find('@') != std::string::npos)
        fail("the diagram of '@' on line " + std::to_string(header) + " has " +
             std::to_string(rows.size()) + " rows; expected " +
             std::to_string(m_size ? m_size : 19));
      std::string row;
      for (char ch : text)
        if (ch != ' ' && ch != '\t') row += ch;
      for (char ch : row)
        if (ch != '.' && ch != 'X' && ch != 'O' && ch != '?')
          fail(std::string("expected a diagram row of '.', 'X', 'O', '?', got '") + ch + "'");
      if (m_size == 0) {
        int n = static_cast<int>(row.size());
        if (n < Board::kMinSize || n > Board::kMaxSize)
          fail("expected a diagram row of " + std::to_string(Board::kMinSize) + " to " +
               std::to_string(Board::kMaxSize) + " points, got " + std::to_string(n));
        m_size = n;
      }
      if (static_cast<int>(row.size()) != m_size)
        fail("expected a diagram row of " + std::to_string(m_size) + " points, got " +
             std::to_string(row.size()));
      rows.push_back(row);
    }
    obs.size = m_size;
    obs.cells.assign(static_cast<std::size_t>(m_size * m_size), Seen::Unknown);
    for (int i = 0; i < m_size; ++i)
      for (int col = 0; col < m_size; ++col) {
        char ch = rows[static_cast<std::size_t>(i)][static_cast<std::size_t>(col)];
        Seen s = ch == 'X'   ? Seen::Black
                 : ch == 'O' ? Seen::White
                 : ch == '.' ? Seen::Empty
                             : Seen::Unknown;
        obs.set(Point(col, m_size - 1 - i), s);
      }
    return obs;
  }

  std::istream& m_in;
  std::string m_name;
  int m_line = 0;
  int m_size = 0;
};

}  // namespace

std::vector<ScriptStep> parseRefereeScript(std::istream& in, const std::string& name) {
  return Parser(in, name).run();
}

int scriptBoardSize(const std::vector<ScriptStep>& steps) {
  for (const auto& s : steps)
    if (s.kind == ScriptStep::Kind::Observe) return s.observation.size;
  return Board::kDefaultSize;
}

}  // namespace c6::core

namespace c6::core {

std::vector<RefereeEvent> runStep(Referee& referee, const ScriptStep& step) {
  switch (step.kind) {
    case ScriptStep::Kind::Observe:
      return referee.observe(step.observation);
    case ScriptStep::Kind::Press:
      return referee.press(step.time);
    case ScriptStep::Kind::Arbiter:
      return referee.arbiter(step.action, step.time);
  }
  return {};
}

}  // namespace c6::core
