#include "core/move_list.h"

#include <iterator>
#include <sstream>
#include <stdexcept>

#include "core/record_header.h"
#include "core/stone_notation.h"
#include "core/text_cursor.h"

namespace c6::core {
namespace {

class Reader : private TextCursor {
 public:
  Reader(std::string_view text, std::string_view source) : TextCursor(text), m_source(source) {}

  GameRecord run() {
    while (true) {
      skipSpace();
      if (atEnd()) break;
      if (peek() == '#') {
        headerLine();
        continue;
      }
      if (m_endedAt)
        fail(place(), "nothing after '" + *m_endedAt + "' (it ends the game)",
             m_text.substr(m_pos));
      if (resultToken()) continue;
      turn();
    }
    return m_record;
  }

 private:
  std::string place() const { return std::to_string(m_line) + ":" + std::to_string(m_column); }
  [[noreturn]] void fail(const std::string& where, const std::string& expected,
                         std::string_view found) const {
    RecordError e(std::string(m_source), where, expected, quoteFound(found));
    e.setPartial(m_record);
    throw e;
  }

  void headerLine() {
    std::string where = place();
    std::size_t start = m_pos;
    while (!atEnd() && peek() != '\n') advance();
    std::string_view line = m_text.substr(start, m_pos - start);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    // "# KEY value": KEY upper-case letters; anything else is a comment.
    std::size_t i = 1;
    while (i < line.size() && line[i] == ' ') ++i;
    std::size_t keyStart = i;
    while (i < line.size() && line[i] >= 'A' && line[i] <= 'Z') ++i;
    if (i == keyStart || i >= line.size() || line[i] != ' ' || i - keyStart > 16) return;
    std::string key(line.substr(keyStart, i - keyStart));
    std::string value(line.substr(i + 1));
    if (!m_record.turns.empty()) return;  // header lines come first; later ones are comments
    if (auto expected = setHeaderProperty(m_record, key, value))
      fail(where, *expected + " for " + key, value);
  }

  void turn() {
    std::string where = place();
    int expectedNumber = static_cast<int>(m_record.turns.size()) + 1;
    std::size_t start = m_pos;
    long number = 0;
    while (!atEnd() && peek() >= '0' && peek() <= '9') {
      if (number < 100000000) number = number * 10 + (peek() - '0');
      advance();
    }
    if (m_pos == start || atEnd() || peek() != '.')
      fail(where, "turn number " + std::to_string(expectedNumber) + " followed by '.'",
           m_text.substr(start));
    if (number != expectedNumber)
      fail(where, "turn number " + std::to_string(expectedNumber),
           m_text.substr(start, m_pos - start));
    advance();  // '.'
    while (!atEnd() && (peek() == ' ' || peek() == '\t')) advance();
    std::string stonesAt = place();
    std::size_t s = m_pos;
    while (!atEnd() && !isSpace(peek())) advance();
    std::string_view word = m_text.substr(s, m_pos - s);
    Color side = expectedNumber % 2 == 1 ? Color::Black : Color::White;
    if (endToken(word, side)) return;
    TurnRecord t;
    if (word == "pass" || word == "-") {
      t.turn = Turn::pass(side);
    } else {
      auto stones = word.empty() ? std::nullopt : tryParseStoneList(word);
      if (!stones)
        fail(stonesAt,
             "stones like j10 or i9l10, 'pass', or an end (resign, time, draw) for turn " +
                 std::to_string(expectedNumber),
             word);
      const auto& v = *stones;
      t.turn = v.size() == 1 ? Turn::one(side, v[0]) : Turn::two(side, v[0], v[1]);
      if (v.size() > 2) t.extraStones.assign(v.begin() + 2, v.end());
    }
    if (m_record.turns.size() >= kMaxRecordTurns)
      fail(stonesAt, "at most " + std::to_string(kMaxRecordTurns) + " turns in one record", word);
    m_record.turns.push_back(std::move(t));
  }

  // Little Golem's move lists end with what ended the game instead of a turn: the side whose turn
  // it was resigned, or its time ran out, or both agreed a draw.
  bool endToken(std::string_view word, Color side) {
    if (word == "resign")
      m_record.result = Result::win(opponent(side), EndReason::Resign);
    else if (word == "time")
      m_record.result = Result::win(opponent(side), EndReason::Time);
    else if (word == "draw")
      m_record.result = Result{Outcome::Draw, EndReason::Agreement};
    else if (auto result = sgfResult(word))
      m_record.result = *result;
    else
      return false;
    m_endedAt = std::string(word);
    return true;
  }

  // Other exports end the list with the result as SGF writes it (B+R, W+T, B+, 0, Void), with or
  // without a turn number before it.
  static std::optional<Result> sgfResult(std::string_view word) {
    if (word.size() < 2 && word != "0") return std::nullopt;
    return tryParseSgfResult(word);
  }

  bool resultToken() {
    if (peek() >= '0' && peek() <= '9' && peek() != '0') return false;
    std::size_t end = m_pos;
    while (end < m_text.size() && !isSpace(m_text[end])) ++end;
    const std::string_view word = m_text.substr(m_pos, end - m_pos);
    const std::optional<Result> result = sgfResult(word);
    if (!result) return false;
    while (m_pos < end) advance();
    m_record.result = *result;
    m_endedAt = std::string(word);
    return true;
  }

  std::string_view m_source;
  GameRecord m_record;
  std::optional<std::string> m_endedAt;
};

}  // namespace

GameRecord parseMoveList(std::string_view text, std::string_view source) {
  return Reader(text, source).run();
}

std::optional<GameRecord> tryParseMoveList(std::string_view text) {
  try {
    return parseMoveList(text);
  } catch (const RecordError&) {
    return std::nullopt;
  }
}

GameRecord readMoveList(std::istream& in, std::string_view source) {
  std::string text{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  return parseMoveList(text, source);
}

void writeMoveList(std::ostream& out, const GameRecord& record) {
  if (record.options.boardSize > 26)
    throw std::invalid_argument(
        "a move list cannot name the points of a board wider than 26; use the native archive");
  for (const auto& [id, value] : headerProperties(record)) {
    std::string v = value;
    for (char& c : v)
      if (c == '\n' || c == '\r') c = ' ';  // one line per property
    out << "# " << id << " " << v << "\n";
  }
  int n = 0;
  for (const auto& t : record.turns) {
    ++n;
    std::vector<Point> stones = stonesOf(t.turn);
    stones.insert(stones.end(), t.extraStones.begin(), t.extraStones.end());
    out << n << "." << (stones.empty() ? std::string("pass") : stoneListString(stones));
    out << (n % 10 == 0 || n == static_cast<int>(record.turns.size()) ? "\n" : " ");
  }
}

std::string moveListString(const GameRecord& record) {
  std::ostringstream out;
  writeMoveList(out, record);
  return out.str();
}

}  // namespace c6::core
