#include "core/ccgc_record.h"

#include <iterator>
#include <ostream>
#include <sstream>
#include <stdexcept>
#include <vector>

#include "core/replay.h"
#include "core/stone_notation.h"
#include "core/text_cursor.h"

namespace c6::core {
namespace {

constexpr std::string_view kBlackWins = "先手胜", kWhiteWins = "后手胜", kDraw = "平局";
constexpr std::size_t kMaxField = 1000;  // a header field longer than this is not a header

std::string trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return std::string(s);
}

class Reader : private TextCursor {
 public:
  Reader(std::string_view text, std::string_view source) : TextCursor(text), m_source(source) {}

  GameRecord run() {
    skipSpace();
    if (atEnd() || peek() != '{') fail("'{' to open a CCGC record");
    advance();
    header();
    while (true) {
      skipSpace();
      if (atEnd()) fail("';' and a stone, or '}' to close the record");
      if (peek() == '}') break;
      if (peek() != ';') fail("';' before the next stone, or '}' to close the record");
      advance();
      skipSpace();
      if (!atEnd() && peek() == '}') break;  // a ';' after the last stone
      stone();
    }
    advance();  // '}'
    flush();
    skipSpace();
    if (!atEnd()) fail("end of input after '}' (one game per file)");
    return m_record;
  }

 private:
  std::string place() const {
    return std::to_string(m_line) + ":" + std::to_string(m_column) + " (stone " +
           std::to_string(m_stones) + ")";
  }
  [[noreturn]] void fail(const std::string& expected) const {
    failAt(place(), expected, m_text.substr(m_pos));
  }
  // The record so far travels with the error: complete turns, counting a run that has its stones.
  [[noreturn]] void failAt(const std::string& where, const std::string& expected,
                           std::string_view found) const {
    RecordError e(std::string(m_source), where, expected, quoteFound(found, 24));
    GameRecord partial = m_record;
    std::size_t due = partial.turns.empty() ? 1 : 2;
    if (m_run.size() == due) partial.turns.push_back(turnOf(m_runSide, m_run));
    e.setPartial(std::move(partial));
    throw e;
  }

  // "[...]" with no brackets inside; the text between them.
  std::string bracketed(const char* what) {
    if (atEnd() || peek() != '[') fail(std::string("'[' to open ") + what);
    std::string where = place();
    advance();
    std::size_t start = m_pos;
    while (!atEnd() && peek() != ']') {
      if (peek() == '[' || m_pos - start > kMaxField)
        failAt(where, std::string("']' to close ") + what, m_text.substr(start));
      advance();
    }
    if (atEnd()) failAt(where, std::string("']' to close ") + what, m_text.substr(start));
    std::string value(m_text.substr(start, m_pos - start));
    advance();
    return value;
  }

  void header() {
    skipSpace();
    std::string where = place();
    std::string game = trim(bracketed("the game field [C6]"));
    if (game != "C6" && game != "c6") failAt(where, "[C6] (a Connect6 record)", "[" + game + "]");
    std::vector<std::string> fields;
    skipSpace();
    while (!atEnd() && peek() == '[') {
      fields.push_back(trim(bracketed("a header field")));
      skipSpace();
    }
    // Players: "name B" / "name W"; a field without a colour takes Black's place, then White's.
    int player = 0;
    for (std::size_t i = 0; i < fields.size() && i < 2; ++i) {
      const std::string& f = fields[i];
      char colour = f.size() == 1 ? f[0] : f.size() >= 2 && f[f.size() - 2] == ' ' ? f.back() : 0;
      std::string name = colour == 'B' || colour == 'W' ? trim(f.substr(0, f.size() - 1)) : f;
      bool black = colour == 'B' || (colour != 'W' && player == 0);
      (black ? m_record.info.black : m_record.info.white) = name;
      ++player;
    }
    if (fields.size() > 2) result(fields[2]);
    if (fields.size() > 3) dateAndPlace(fields[3]);
    if (fields.size() > 4) m_record.info.event = fields[4];
  }

  void result(const std::string& text) {
    if (text == kBlackWins)
      m_record.result = Result::win(Color::Black, EndReason::None);
    else if (text == kWhiteWins)
      m_record.result = Result::win(Color::White, EndReason::None);
    else if (text == kDraw)
      m_record.result = Result{Outcome::Draw, EndReason::Agreement};
    else if (!text.empty())
      m_record.info.extra["RE"] = text;  // unknown wording: kept, not interpreted
  }

  void dateAndPlace(const std::string& text) {
    std::istringstream words(text);
    std::string date, placeName;
    for (std::string w; words >> w;) {
      bool dateWord = placeName.empty() && w[0] >= '0' && w[0] <= '9';
      std::string& into = dateWord ? date : placeName;
      into += (into.empty() ? "" : " ") + w;
    }
    m_record.info.date = date;
    m_record.info.place = placeName;
  }

  // B(J,10) and its annotations.
  void stone() {
    ++m_stones;
    std::string where = place();
    std::size_t start = m_pos;
    char side = atEnd() ? 0 : peek();
    if (side != 'B' && side != 'W') fail("a stone like B(J,10) or W(H,9)");
    advance();
    std::string point;
    if (!atEnd() && peek() == '(') {
      advance();
      if (!atEnd() && ((peek() >= 'A' && peek() <= 'Z') || (peek() >= 'a' && peek() <= 'z'))) {
        point += peek();
        advance();
      }
      if (atEnd() || peek() != ',')
        point.clear();  // B(J,10): the comma is not optional
      else
        advance();
      while (!atEnd() && peek() >= '0' && peek() <= '9' && point.size() < 8) {
        point += peek();
        advance();
      }
    }
    auto stones =
        point.size() >= 2 && !atEnd() && peek() == ')' ? tryParseStoneList(point) : std::nullopt;
    if (!stones || stones->size() != 1)
      failAt(where, "a stone like B(J,10): column A-S including I, row 1-19 from the bottom",
             m_text.substr(start));
    advance();  // ')'
    while (!atEnd() && peek() >= 'A' && peek() <= 'Z') {
      const std::size_t pos = m_pos;
      const int line = m_line, column = m_column;
      while (!atEnd() && peek() >= 'A' && peek() <= 'Z') advance();
      if (!atEnd() && peek() == '(') {  // the next stone, without its ';'
        m_pos = pos;
        m_line = line;
        m_column = column;
        fail("';' before the next stone");
      }
      bracketed("an annotation");
    }
    add(side == 'B' ? Color::Black : Color::White, stones->front());
  }

  // Consecutive stones of one colour are one turn; a stone of the other colour completes it.
  void add(Color side, Point p) {
    if (!m_run.empty() && side != m_runSide) flush();
    if (m_run.size() >= 64) fail("at most a few stones in a row of one colour");
    m_runSide = side;
    m_run.push_back(p);
  }

  static TurnRecord turnOf(Color side, const std::vector<Point>& run) {
    TurnRecord t;
    t.turn = run.size() == 1 ? Turn::one(side, run[0]) : Turn::two(side, run[0], run[1]);
    if (run.size() > 2) t.extraStones.assign(run.begin() + 2, run.end());
    return t;
  }

  void flush() {
    if (m_run.empty()) return;
    if (m_record.turns.size() >= kMaxRecordTurns)
      fail("at most " + std::to_string(kMaxRecordTurns) + " turns in one record");
    m_record.turns.push_back(turnOf(m_runSide, m_run));
    m_run.clear();
  }

  std::string_view m_source;
  GameRecord m_record;
  int m_stones = 0;
  Color m_runSide = Color::Black;
  std::vector<Point> m_run;
};

// Header text without the brackets and line breaks that would end or split a field.
std::string fieldText(std::string_view s) {
  std::string out;
  for (char c : s) out += c == '[' ? '(' : c == ']' ? ')' : c == '\n' || c == '\r' ? ' ' : c;
  return out;
}

// The recorded result, else the one the stones give (a record made by the app may end by a six
// only).
std::string resultText(const GameRecord& record) {
  Outcome outcome = record.result.over() ? record.result.outcome : replay(record).result.outcome;
  switch (outcome) {
    case Outcome::BlackWins:
      return std::string(kBlackWins);
    case Outcome::WhiteWins:
      return std::string(kWhiteWins);
    case Outcome::Draw:
      return std::string(kDraw);
    default: {
      auto re = record.info.extra.find("RE");
      return re == record.info.extra.end() ? std::string() : fieldText(re->second);
    }
  }
}

}  // namespace

GameRecord parseCcgc(std::string_view bytes, std::string_view source) {
  std::string text = decodeRecordText(bytes, source);
  return Reader(text, source).run();
}

std::optional<GameRecord> tryParseCcgc(std::string_view bytes) {
  try {
    return parseCcgc(bytes);
  } catch (const RecordError&) {
    return std::nullopt;
  }
}

GameRecord readCcgc(std::istream& in, std::string_view source) {
  std::string bytes{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  return parseCcgc(bytes, source);
}

bool looksLikeCcgc(std::string_view bytes) {
  if (bytes.substr(0, 3) == "\xEF\xBB\xBF") bytes.remove_prefix(3);
  std::size_t i = bytes.find_first_not_of(" \t\r\n");
  return i != std::string_view::npos && bytes[i] == '{';
}

std::string ccgcString(const GameRecord& record, TextEncoding encoding) {
  if (record.options.boardSize != 19)
    throw std::invalid_argument("a CCGC record holds 19x19 games only, not " +
                                std::to_string(record.options.boardSize) + "x" +
                                std::to_string(record.options.boardSize));
  const GameInfo& i = record.info;
  std::string datePlace =
      fieldText(i.date) + (i.date.empty() || i.place.empty() ? "" : " ") + fieldText(i.place);
  std::string out = "{[C6][" + fieldText(i.black) + " B][" + fieldText(i.white) + " W][" +
                    resultText(record) + "][" + datePlace + "][" + fieldText(i.event) + "]";
  int n = 0;
  for (const auto& t : record.turns) {
    ++n;
    std::vector<Point> stones = stonesOf(t.turn);
    stones.insert(stones.end(), t.extraStones.begin(), t.extraStones.end());
    if (stones.empty())
      throw std::invalid_argument("a CCGC record cannot hold a pass (turn " + std::to_string(n) +
                                  ")");
    for (Point p : stones) {
      std::string name = toString(p);  // "j10"
      out += ";";
      out += sideLetter(t.turn.side());
      out +=
          "(" + std::string(1, static_cast<char>(name[0] - 'a' + 'A')) + "," + name.substr(1) + ")";
    }
  }
  out += "}\n";
  if (encoding == TextEncoding::Utf8) return out;
  std::size_t bad = 0;
  auto gbk = tryEncodeGbk(out, &bad);
  if (!gbk)
    throw std::invalid_argument("GBK has no character for '" + out.substr(bad, 4) +
                                "...' in the header; write UTF-8");
  return *gbk;
}

void writeCcgc(std::ostream& out, const GameRecord& record, TextEncoding encoding) {
  out << ccgcString(record, encoding);
}

}  // namespace c6::core
