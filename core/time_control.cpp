#include "core/time_control.h"

#include <cctype>
#include <cstdio>

namespace c6::core {

namespace {

// Recursive descent over the notation; every failure names the position and what was expected.
class Parser {
 public:
  explicit Parser(std::string_view text) : m_text(text) {}

  TimeControl control() {
    skipSpace();
    if (peekSide()) {
      auto [first, a] = sidePart();
      skipSpace();
      expect(';', "';' between the two sides' controls");
      skipSpace();
      std::size_t at = m_pos;
      auto [second, b] = sidePart();
      if (second == first) fail(at, first == Color::Black ? "'W:'" : "'B:'");
      finish();
      return first == Color::Black ? TimeControl(a, b) : TimeControl(b, a);
    }
    PlayerControl both = player();
    finish();
    return TimeControl(both);
  }

  PlayerControl playerOnly() {
    skipSpace();
    PlayerControl p = player();
    finish();
    return p;
  }

  std::optional<Micros> durationOnly() {
    auto d = duration();
    if (!d || m_pos != m_text.size()) return std::nullopt;
    return d;
  }

 private:
  [[noreturn]] void fail(std::size_t pos, std::string_view expected) {
    throw TimeControlError(m_text, pos, expected);
  }
  [[noreturn]] void fail(std::string_view expected) { fail(m_pos, expected); }

  bool atEnd() const { return m_pos >= m_text.size(); }
  char peek(std::size_t ahead = 0) const {
    return m_pos + ahead < m_text.size() ? m_text[m_pos + ahead] : '\0';
  }
  void skipSpace() {
    while (!atEnd() && std::isspace(static_cast<unsigned char>(peek()))) ++m_pos;
  }
  void expect(char c, std::string_view what) {
    if (peek() != c) fail(what);
    ++m_pos;
  }
  bool word(std::string_view w) {
    if (m_text.substr(m_pos, w.size()) != w) return false;
    m_pos += w.size();
    return true;
  }
  void finish() {
    skipSpace();
    if (!atEnd()) fail("'+', 'd', 'b', ',', 'byo', 'can', ';' or the end of the control");
  }
  bool peekSide() const {
    char c = peek();
    return (c == 'B' || c == 'W' || c == 'b' || c == 'w') && peek(1) == ':';
  }

  std::pair<Color, PlayerControl> sidePart() {
    if (!peekSide()) fail("'B:' or 'W:'");
    Color side = *tryParseSide(peek());
    m_pos += 2;
    skipSpace();
    return {side, player()};
  }

  std::optional<long long> integer() {
    std::size_t start = m_pos;
    long long n = 0;
    while (std::isdigit(static_cast<unsigned char>(peek())) && m_pos - start < 12)
      n = n * 10 + (m_text[m_pos++] - '0');
    if (m_pos == start) return std::nullopt;
    return n;
  }

  // digits[.digits] with h, m, s in that order, each at most once: 1h30m, 90s, 1.5s.
  std::optional<Micros> duration() {
    std::size_t start = m_pos;
    long double total = 0;
    int lastUnit = -1;
    for (;;) {
      std::size_t numStart = m_pos;
      auto whole = integer();
      if (!whole) break;
      long double value = static_cast<long double>(*whole);
      if (peek() == '.' && std::isdigit(static_cast<unsigned char>(peek(1)))) {
        ++m_pos;
        long double scale = 0.1L;
        while (std::isdigit(static_cast<unsigned char>(peek()))) {
          value += scale * (m_text[m_pos++] - '0');
          scale /= 10;
        }
      }
      char u = peek();
      int unit = u == 'h' ? 0 : u == 'm' ? 1 : u == 's' ? 2 : -1;
      // "max" after a duration is a keyword, not minutes.
      if (unit < 0 || unit <= lastUnit || (u == 'm' && peek(1) == 'a' && peek(2) == 'x')) {
        m_pos = numStart;
        break;
      }
      ++m_pos;
      lastUnit = unit;
      total += value * (unit == 0 ? 3600.0L : unit == 1 ? 60.0L : 1.0L);
    }
    if (lastUnit < 0) {
      m_pos = start;
      return std::nullopt;
    }
    if (total > 3.6e9L) fail(start, "a duration of at most 1000000h");
    return Micros(static_cast<long long>(total * 1e6L + 0.5L));
  }

  Micros needDuration(std::string_view what) {
    auto d = duration();
    if (!d) fail(what);
    return *d;
  }
  int needCount(std::string_view what) {
    std::size_t at = m_pos;
    auto n = integer();
    if (!n || *n < 1 || *n > 1000000) fail(at, what);
    return static_cast<int>(*n);
  }

  PlayerControl player() {
    PlayerControl p;
    if (word("hg")) {
      skipSpace();
      p.hourglass = true;
      p.stages[0].time = needDuration("a duration after 'hg' (e.g. 'hg 5m')");
      return p;
    }
    p.stages.clear();
    for (;;) {
      std::size_t stageAt = m_pos;
      p.stages.push_back(stage());
      skipSpace();
      if (peek() != ',') break;
      if (p.stages.back().moves == 0)
        fail(stageAt, "a move count 'N/' on a stage followed by another (e.g. '40/90m,30m')");
      ++m_pos;
      skipSpace();
    }
    std::size_t otAt = m_pos;
    if (word("byo")) {
      skipSpace();
      p.overtime = Overtime::ByoYomi;
      p.count = needCount("a number of periods (e.g. 'byo 5x30s')");
      expect('x', "'x' between periods and their time (e.g. 'byo 5x30s')");
      p.time = needDuration("a period time (e.g. 'byo 5x30s')");
    } else if (word("can")) {
      skipSpace();
      p.overtime = Overtime::Canadian;
      p.count = needCount("a number of moves (e.g. 'can 10/5m')");
      expect('/', "'/' between moves and block time (e.g. 'can 10/5m')");
      p.time = needDuration("a block time (e.g. 'can 10/5m')");
    }
    if (p.overtime != Overtime::None && p.stages.back().moves != 0)
      fail(otAt, "no overtime after a repeating 'N/T' stage");
    return p;
  }

  Stage stage() {
    Stage s;
    std::size_t start = m_pos;
    auto n = integer();
    if (n && peek() == '/') {
      if (*n < 1) fail(start, "a move count of at least 1");
      s.moves = static_cast<int>(*n);
      ++m_pos;
    } else {
      m_pos = start;
    }
    s.time = needDuration("a duration such as '90m', '1h30m' or '30s'");
    skipSpace();
    if (peek() == '+') {
      ++m_pos;
      skipSpace();
      s.bonus = Bonus::Fischer;
      s.amount = needDuration("an increment after '+' (e.g. '5m+10s')");
      skipSpace();
      if (word("max")) {
        skipSpace();
        s.cap = needDuration("a cap after 'max' (e.g. '5m+10s max 6m')");
      }
    } else if ((peek() == 'd' || peek() == 'b') &&
               std::isdigit(static_cast<unsigned char>(peek(1)))) {
      s.bonus = peek() == 'd' ? Bonus::Delay : Bonus::Bronstein;
      ++m_pos;
      s.amount = needDuration("a delay (e.g. '5m d10s' or '5m b10s')");
    }
    return s;
  }

  std::string_view m_text;
  std::size_t m_pos = 0;
};

std::string bonusString(const Stage& s) {
  switch (s.bonus) {
    case Bonus::None:
      return "";
    case Bonus::Fischer:
      return "+" + durationString(s.amount) + (s.cap ? " max " + durationString(*s.cap) : "");
    case Bonus::Bronstein:
      return " b" + durationString(s.amount);
    case Bonus::Delay:
      return " d" + durationString(s.amount);
  }
  return "";
}

}  // namespace

TimeControlError::TimeControlError(std::string_view text, std::size_t pos,
                                   std::string_view expected)
    : std::runtime_error("time control '" + std::string(text) + "', at character " +
                         std::to_string(pos + 1) + ": expected " + std::string(expected)),
      m_pos(pos) {}

TimeControl parseTimeControl(std::string_view text) {
  return Parser(text).control();
}

std::optional<TimeControl> tryParseTimeControl(std::string_view text) {
  try {
    return parseTimeControl(text);
  } catch (const TimeControlError&) {
    return std::nullopt;
  }
}

PlayerControl parsePlayerControl(std::string_view text) {
  return Parser(text).playerOnly();
}

std::optional<PlayerControl> tryParsePlayerControl(std::string_view text) {
  try {
    return parsePlayerControl(text);
  } catch (const TimeControlError&) {
    return std::nullopt;
  }
}

std::optional<Micros> tryParseDuration(std::string_view text) {
  try {
    return Parser(text).durationOnly();
  } catch (const TimeControlError&) {
    return std::nullopt;
  }
}

std::string durationString(Micros d) {
  long long us = d.count();
  std::string sign = us < 0 ? "-" : "";
  if (us < 0) us = -us;
  if (us != 0 && us % 60'000'000 == 0) return sign + std::to_string(us / 60'000'000) + "m";
  std::string s = std::to_string(us / 1'000'000);
  if (long long frac = us % 1'000'000) {
    char buf[16];
    std::snprintf(buf, sizeof buf, ".%06lld", frac);
    std::string f = buf;
    while (f.back() == '0') f.pop_back();
    s += f;
  }
  return sign + s + "s";
}

std::string playerControlString(const PlayerControl& p) {
  if (p.hourglass && !p.stages.empty()) return "hg " + durationString(p.stages[0].time);
  std::string out;
  for (const Stage& s : p.stages) {
    if (!out.empty()) out += ",";
    if (s.moves > 0) out += std::to_string(s.moves) + "/";
    out += durationString(s.time) + bonusString(s);
  }
  if (p.overtime == Overtime::ByoYomi)
    out += " byo " + std::to_string(p.count) + "x" + durationString(p.time);
  if (p.overtime == Overtime::Canadian)
    out += " can " + std::to_string(p.count) + "/" + durationString(p.time);
  return out;
}

std::string timeControlString(const TimeControl& c) {
  if (c.black == c.white) return playerControlString(c.black);
  return "B:" + playerControlString(c.black) + ";W:" + playerControlString(c.white);
}

}  // namespace c6::core
