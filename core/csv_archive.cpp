#include "core/csv_archive.h"

#include <algorithm>
#include <cstdint>

#include "core/board.h"
#include "core/stone_notation.h"

namespace c6::core {
namespace {

struct Field {
  std::string text;
  int column = 1;  // where the field starts on its row's first line
};

struct Row {
  std::vector<Field> fields;
  int line = 1;
  bool blank() const { return fields.size() == 1 && fields[0].text.empty(); }
};

// Splits RFC 4180 CSV into rows; a quoted field may hold commas, doubled quotes and line breaks.
class CsvSplitter {
 public:
  explicit CsvSplitter(std::string_view text) : m_text(text) {
    if (m_text.substr(0, 3) == "\xEF\xBB\xBF") m_text.remove_prefix(3);
  }

  // The text it splits (without a byte-order mark) and where the next row starts in it.
  std::string_view text() const { return m_text; }
  std::size_t position() const { return m_pos; }

  std::optional<Row> next() {
    if (m_pos >= m_text.size()) return std::nullopt;
    Row row;
    row.line = m_line;
    Field field;
    bool quoted = false;
    while (m_pos < m_text.size()) {
      char c = m_text[m_pos++];
      ++m_column;
      if (quoted) {
        if (c == '"' && m_pos < m_text.size() && m_text[m_pos] == '"') {
          field.text += '"';
          ++m_pos;
          ++m_column;
        } else if (c == '"') {
          quoted = false;
        } else {
          if (c == '\n') newLine();
          field.text += c;
        }
        continue;
      }
      if (c == '"') {
        quoted = true;
      } else if (c == ',') {
        row.fields.push_back(std::move(field));
        field = Field{{}, m_column};
      } else if (c == '\n') {
        newLine();
        break;
      } else if (c != '\r') {
        field.text += c;
      }
    }
    row.fields.push_back(std::move(field));
    return row;
  }

 private:
  void newLine() {
    ++m_line;
    m_column = 1;
  }

  std::string_view m_text;
  std::size_t m_pos = 0;
  int m_line = 1;
  int m_column = 1;
};

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
  return s;
}

std::string trim(std::string_view s) {
  auto space = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; };
  while (!s.empty() && space(s.front())) s.remove_prefix(1);
  while (!s.empty() && space(s.back())) s.remove_suffix(1);
  return std::string(s);
}

std::optional<Result> tryParseWinner(const std::string& text) {
  std::string w = lower(trim(text));
  if (w == "black" || w == "b" || w == "1") return Result::win(Color::Black, EndReason::None);
  if (w == "white" || w == "w" || w == "2") return Result::win(Color::White, EndReason::None);
  if (w == "draw" || w == "d" || w == "0") return Result{Outcome::Draw, EndReason::Agreement};
  if (w.empty() || w == "none" || w == "unknown" || w == "?") return Result{};
  return std::nullopt;
}

struct Columns {
  int id = -1, moves = -1, winner = -1, black = -1, white = -1, event = -1, date = -1, place = -1,
      size = -1;
};

Columns columnsOf(const Row& header) {
  Columns c;
  for (std::size_t i = 0; i < header.fields.size(); ++i) {
    std::string name = lower(trim(header.fields[i].text));
    int k = static_cast<int>(i);
    int* slot = name == "game_id"  ? &c.id
                : name == "moves"  ? &c.moves
                : name == "winner" ? &c.winner
                : name == "black"  ? &c.black
                : name == "white"  ? &c.white
                : name == "event"  ? &c.event
                : name == "date"   ? &c.date
                : name == "place"  ? &c.place
                : name == "size"   ? &c.size
                                   : nullptr;
    if (slot && *slot < 0) *slot = k;
  }
  return c;
}

// One row into a game, or the RecordError (source "<file>#<id>") naming the line and what was
// expected. Errors are returned, not thrown: an archive may hold thousands of bad rows, and a throw
// per row costs far more than the row.
class RowReader {
 public:
  RowReader(const Row& row, const Columns& cols, std::string source)
      : m_row(row), m_cols(cols), m_source(std::move(source)) {}

  // True when the row is a game (take it with record()); otherwise error() says why.
  bool run() {
    if (static_cast<int>(m_row.fields.size()) <= std::max(m_cols.id, m_cols.moves))
      return fail(
          m_row.fields.back(),
          "a game_id and a moves field (" + std::to_string(m_row.fields.size()) + " fields)", "");
    text(m_cols.black, m_record.info.black);
    text(m_cols.white, m_record.info.white);
    text(m_cols.event, m_record.info.event);
    text(m_cols.date, m_record.info.date);
    text(m_cols.place, m_record.info.place);
    if (const Field* f = field(m_cols.size); f && !trim(f->text).empty()) {
      std::string s = trim(f->text);
      int size = s.size() <= 2 && std::all_of(s.begin(), s.end(),
                                              [](char c) { return c >= '0' && c <= '9'; })
                     ? std::stoi(s)
                     : 0;
      if (size < Board::kMinSize || size > Board::kMaxSize)
        return fail(*f,
                    "a board size from " + std::to_string(Board::kMinSize) + " to " +
                        std::to_string(Board::kMaxSize),
                    s);
      m_record.options.boardSize = size;
    }
    if (const Field* f = field(m_cols.winner)) {
      auto result = tryParseWinner(f->text);
      if (!result) return fail(*f, "a winner black, white or draw (or empty)", f->text);
      m_record.result = *result;
    }
    return moves(m_row.fields[static_cast<std::size_t>(m_cols.moves)]);
  }

  GameRecord record() && { return std::move(m_record); }
  RecordError error() && { return std::move(*m_error); }

 private:
  const Field* field(int column) const {
    return column >= 0 && column < static_cast<int>(m_row.fields.size())
               ? &m_row.fields[static_cast<std::size_t>(column)]
               : nullptr;
  }
  void text(int column, std::string& into) const {
    if (const Field* f = field(column)) into = trim(f->text);
  }

  bool fail(const Field& f, const std::string& expected, std::string_view found) {
    m_error.emplace(m_source, std::to_string(m_row.line) + ":" + std::to_string(f.column), expected,
                    found.empty() ? std::string() : quoteFound(found, 24));
    m_error->setPartial(std::move(m_record));
    return false;
  }

  // "j10,i9,l10,...": Black's first stone alone, then two stones per turn, colours alternating.
  bool moves(const Field& f) {
    std::vector<std::string> items;
    std::string item;
    for (char c : f.text + ",") {
      if (c != ',') {
        item += c;
        continue;
      }
      if (items.size() > 2 * kMaxRecordTurns)
        return fail(f, "at most " + std::to_string(kMaxRecordTurns) + " turns in one game", "more");
      items.push_back(trim(item));
      item.clear();
    }
    if (items.size() == 1 && items[0].empty()) items.clear();
    std::vector<Point> run;
    for (std::size_t i = 0; i < items.size(); ++i) {
      const std::string& w = items[i];
      int turn = static_cast<int>(m_record.turns.size()) + 1;
      Color side = turn % 2 == 1 ? Color::Black : Color::White;
      if (w == "resign" || w == "time" || w == "draw") {
        if (!run.empty())
          return fail(f, "a second stone of turn " + std::to_string(turn) + " before '" + w + "'",
                      w);
        if (i + 1 != items.size())
          return fail(f, "nothing after '" + w + "' (it ends the game)", items[i + 1]);
        m_record.result =
            w == "draw"
                ? Result{Outcome::Draw, EndReason::Agreement}
                : Result::win(opponent(side), w == "resign" ? EndReason::Resign : EndReason::Time);
        return true;
      }
      auto stones = tryParseStoneList(w);
      if (!stones || stones->size() != 1)
        return fail(f, "a point like j10 (item " + std::to_string(i + 1) + " of moves)",
                    w.empty() ? "an empty item" : w);
      run.push_back(stones->front());
      if (static_cast<int>(run.size()) == (turn == 1 ? 1 : 2)) {
        TurnRecord t;
        t.turn = run.size() == 1 ? Turn::one(side, run[0]) : Turn::two(side, run[0], run[1]);
        m_record.turns.push_back(std::move(t));
        run.clear();
      }
    }
    if (run.empty()) return true;
    // Real archives end a game whose six the last turn's first stone made with that stone alone.
    if (lastStoneMakesSix(run.front())) {
      const Color side = m_record.turns.size() % 2 == 0 ? Color::Black : Color::White;
      TurnRecord t;
      t.turn = Turn::one(side, run.front());
      m_record.turns.push_back(std::move(t));
      return true;
    }
    return fail(f,
                "two stones for the last turn (" + std::to_string(m_record.turns.size() + 1) +
                    "), or one that makes six",
                items.back());
  }

  // Whether `p`, played by the side to move after the turns read so far, makes six or more. False
  // where it cannot be placed (off the board, taken): replaying the record reports those.
  bool lastStoneMakesSix(Point p) const {
    Board board(m_record.options.boardSize);
    for (const TurnRecord& t : m_record.turns)
      for (Point q : t.turn)
        if (board.onBoard(q)) board.set(q, t.turn.side());
    if (!board.onBoard(p) || board.at(p) != Color::Empty) return false;
    board.set(p, m_record.turns.size() % 2 == 0 ? Color::Black : Color::White);
    return board.makesSix(p);
  }

  const Row& m_row;
  const Columns& m_cols;
  std::string m_source;
  GameRecord m_record;
  std::optional<RecordError> m_error;
};

}  // namespace

// The game_ids seen so far, in 12 bytes each whatever their length: a hash, the offset of the row
// that had it and its line. A hash match re-reads that row's id from the text, so two ids are
// called the same only when they are.
class CsvArchiveReader::IdIndex {
 public:
  explicit IdIndex(std::string_view text) : m_text(text) {}

  // The line of an earlier row with this id, or 0 after remembering this one.
  int firstLineOf(const std::string& id, std::size_t rowStart, int line, int idColumn) {
    if ((m_used + 1) * 4 > m_slots.size() * 3) grow();
    const std::uint32_t h = hash(id);
    for (std::size_t i = h & (m_slots.size() - 1);; i = (i + 1) & (m_slots.size() - 1)) {
      Slot& s = m_slots[i];
      if (s.line == 0) {
        s = {h, static_cast<std::uint32_t>(rowStart), line};
        ++m_used;
        return 0;
      }
      if (s.hash == h && idAt(s.rowStart, idColumn) == id) return s.line;
    }
  }

 private:
  struct Slot {
    std::uint32_t hash = 0;
    std::uint32_t rowStart = 0;  // records are at most 64 MiB (ui/recorder/record_files.h)
    int line = 0;                // 0: free
  };

  static std::uint32_t hash(std::string_view id) {
    std::uint32_t h = 2166136261u;  // FNV-1a
    for (char c : id) h = (h ^ static_cast<unsigned char>(c)) * 16777619u;
    return h;
  }
  std::string idAt(std::size_t rowStart, int idColumn) const {
    CsvSplitter again(m_text.substr(rowStart));
    auto row = again.next();
    return row && idColumn < static_cast<int>(row->fields.size())
               ? trim(row->fields[static_cast<std::size_t>(idColumn)].text)
               : std::string();
  }
  void grow() {
    std::vector<Slot> old = std::move(m_slots);
    m_slots.assign(std::max<std::size_t>(64, old.size() * 2), Slot{});
    for (const Slot& s : old) {
      if (s.line == 0) continue;
      std::size_t i = s.hash & (m_slots.size() - 1);
      while (m_slots[i].line != 0) i = (i + 1) & (m_slots.size() - 1);
      m_slots[i] = s;
    }
  }

  std::string_view m_text;
  std::vector<Slot> m_slots;
  std::size_t m_used = 0;
};

struct CsvArchiveReader::State {
  explicit State(std::string_view text) : rows(text), ids(rows.text()) {}
  CsvSplitter rows;
  IdIndex ids;
  Columns cols;
  std::string source;
  std::size_t games = 0;
};

CsvArchiveReader::CsvArchiveReader(std::string_view text, std::string_view source)
    : m_state(std::make_unique<State>(text)) {
  State& st = *m_state;
  st.source = std::string(source);
  std::optional<Row> header = st.rows.next();
  while (header && header->blank()) header = st.rows.next();
  if (!header)
    throw RecordError(st.source, "1:1", "a CSV header line game_id,moves,...", "end of input");
  st.cols = columnsOf(*header);
  if (st.cols.id < 0 || st.cols.moves < 0) {
    std::string first;
    for (const auto& f : header->fields) first += (first.empty() ? "" : ",") + f.text;
    throw RecordError(st.source, std::to_string(header->line) + ":1",
                      "a CSV header naming the columns game_id and moves", quoteFound(first, 40));
  }
}

CsvArchiveReader::~CsvArchiveReader() = default;

std::optional<ArchiveGame> CsvArchiveReader::next(
    const std::function<bool(std::string_view id)>& wanted) {
  State& st = *m_state;
  std::optional<Row> row;
  std::size_t rowStart = 0;
  do {
    rowStart = st.rows.position();
    row = st.rows.next();
  } while (row && row->blank());
  if (!row) return std::nullopt;
  ArchiveGame g;
  g.line = row->line;
  if (st.cols.id < static_cast<int>(row->fields.size()))
    g.id = trim(row->fields[static_cast<std::size_t>(st.cols.id)].text);
  if (g.id.empty()) g.id = "line " + std::to_string(row->line);
  const std::string name = st.source + "#" + g.id;
  if (++st.games > kMaxCsvArchiveGames)
    throw RecordError(
        st.source, std::to_string(row->line) + ":1",
        "at most " + std::to_string(kMaxCsvArchiveGames) + " games in one CSV archive (split it)",
        "more");
  // "FILE#ID" must name one game.
  if (const int first = st.ids.firstLineOf(g.id, rowStart, row->line, st.cols.id)) {
    g.error = RecordError(name, std::to_string(row->line) + ":1", "a game_id no other row has",
                          quoteFound(g.id) + ", the game_id of line " + std::to_string(first));
    return g;
  }
  if (wanted && !wanted(g.id)) return g;
  RowReader reader(*row, st.cols, name);
  if (reader.run())
    g.record = std::move(reader).record();
  else
    g.error = std::move(reader).error();
  return g;
}

std::vector<ArchiveGame> parseCsvArchive(std::string_view text, std::string_view source) {
  CsvArchiveReader reader(text, source);
  std::vector<ArchiveGame> games;
  while (auto g = reader.next()) games.push_back(std::move(*g));
  return games;
}

bool looksLikeCsvArchive(std::string_view bytes) {
  std::size_t end = bytes.find('\n');
  CsvSplitter split(bytes.substr(0, end));
  auto header = split.next();
  if (!header) return false;
  Columns c = columnsOf(*header);
  return c.id >= 0 && c.moves >= 0;
}

}  // namespace c6::core
