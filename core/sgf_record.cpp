#include "core/sgf_record.h"

#include <iterator>
#include <sstream>
#include <stdexcept>

#include "core/record_header.h"
#include "core/record_time.h"
#include "core/sgf_events.h"
#include "core/sgf_tree.h"
#include "core/stone_notation.h"

namespace c6::core {
namespace {

// Turns the nodes of the main line into a record, one node at a time, so that on an error the turns
// completed so far can travel with the exception.
class Converter {
 public:
  Converter(std::string_view source) : m_source(source) {}

  void node(const SgfNode& n, int index) {
    m_index = index;
    const SgfProperty* move = nullptr;
    for (const auto& p : n.properties) {
      if (p.id == "B" || p.id == "W") {
        if (move) fail(p, "one move (B or W) per node", "a second move " + p.id);
        move = &p;
      }
    }
    if (move) moveProperty(*move);
    for (const auto& p : n.properties) {
      if (&p == move) continue;
      if (p.id == "AB" || p.id == "AW" || p.id == "AE")
        fail(p, "no setup stones (AB/AW/AE are not Connect6 moves)");
      if (turnProperty(p, move != nullptr)) continue;
      if (p.id == "XE") {
        auto event = tryParseSgfEventValue(p.values.front());
        if (!event)
          fail(p, "a c6cam event like 'flag at=12500000 turn=2 points=k10' for XE",
               quoteFound(p.values.front()));
        m_record.events.push_back(std::move(*event));
        continue;
      }
      if (p.id == "C" || p.id == "N")
        continue;  // comments and node names are not kept (XE holds the events)
      if (p.id == "GM" && p.values.front() != "511")
        fail(p, "GM[511] (Connect6)", "GM[" + p.values.front() + "]");
      if (p.id == "SZ" && index != 0) fail(p, "SZ in the root node only");
      if (p.id == "RE" && m_record.info.extra.count("RE")) m_record.info.extra.erase("RE");
      if (auto expected = setHeaderProperty(m_record, p.id, p.values.front()))
        fail(p, *expected + " for " + p.id, quoteFound(p.values.front()));
    }
    // A Little Golem node is a whole turn, and so is a pass; one-stone turns wait for the next
    // colour.
    if (m_pending && (!oneStonePerNode() || m_pendingStones.empty())) flushPending();
  }

  // The turns so far; a one-stone-dialect turn still collecting stones is left out unless `flush`.
  GameRecord finish(bool flush) {
    if (flush) flushPending();
    return m_record;
  }

  [[noreturn]] void fail(const SgfProperty& p, const std::string& expected,
                         const std::string& found = {}) {
    RecordError e(std::string(m_source),
                  std::to_string(p.line) + ":" + std::to_string(p.column) + " (node " +
                      std::to_string(m_index) + ")",
                  expected, found);
    e.setPartial(m_record);
    throw e;
  }

 private:
  void moveProperty(const SgfProperty& p) {
    if (p.values.size() != 1)
      fail(p, "one value for " + p.id, std::to_string(p.values.size()) + " values");
    Color side = p.id == "B" ? Color::Black : Color::White;
    const std::string& v = p.values.front();
    const int size = m_record.options.boardSize;
    if (!m_dialect && !v.empty()) m_dialect = dialectOf(v, size);
    if (oneStonePerNode()) {
      const bool nctu = m_dialect == SgfDialect::Nctu;
      bool pass = v.empty() || (!nctu && v == "tt" && size <= 19);
      if (pass) {
        flushPending();
        startTurn(side, {});
        return;
      }
      bool continues = m_pending && m_pendingSide == side && !m_pendingStones.empty();
      if (!continues) flushPending();  // a stone of the other colour completes the previous turn
      auto point = nctu ? tryParseNctuPoint(v, size) : tryParseSgfPoint(v, size);
      if (!point)
        fail(p,
             nctu ? "two upper-case letters like JJ, row A at the bottom (one stone per node in "
                    "this file)"
                  : "a two-letter SGF point like jj (one stone per node in this file)",
             quoteFound(v));
      if (continues) {
        m_pendingStones.push_back(*point);
        if (m_pendingStones.size() > 64) fail(p, "at most a few stones in a row of one colour");
      } else {
        startTurn(side, {*point});
      }
      return;
    }
    auto stones = tryParseStoneList(v);
    if (!stones)
      fail(p, "stones like j10 or j9l11 (letter a-s, row 1-19 from the bottom)", quoteFound(v));
    flushPending();
    startTurn(side, std::move(*stones));
  }

  // By the first stone: a digit after the letter is Little Golem's j10; two upper-case letters on a
  // board that needs no upper case in SGF's own notation are NCTU's JJ; anything else is SGF's jj.
  static SgfDialect dialectOf(const std::string& v, int size) {
    if (v.size() >= 2 && v[1] >= '0' && v[1] <= '9') return SgfDialect::LittleGolem;
    auto upper = [](char c) { return c >= 'A' && c <= 'Z'; };
    if (v.size() == 2 && upper(v[0]) && upper(v[1]) && size <= 26) return SgfDialect::Nctu;
    return SgfDialect::OneStonePerNode;
  }
  bool oneStonePerNode() const {
    return m_dialect == SgfDialect::OneStonePerNode || m_dialect == SgfDialect::Nctu;
  }

  void startTurn(Color side, std::vector<Point> stones) {
    m_pending = TurnRecord{};
    m_pendingSide = side;
    m_pendingStones = std::move(stones);
  }

  void flushPending() {
    if (!m_pending) return;
    TurnRecord t = std::move(*m_pending);
    const auto& s = m_pendingStones;
    if (s.empty())
      t.turn = Turn::pass(m_pendingSide);
    else if (s.size() == 1)
      t.turn = Turn::one(m_pendingSide, s[0]);
    else
      t.turn = Turn::two(m_pendingSide, s[0], s[1]);
    if (s.size() > 2) t.extraStones.assign(s.begin() + 2, s.end());
    m_record.turns.push_back(std::move(t));
    m_pending.reset();
    m_pendingStones.clear();
  }

  // Per-turn properties; false when `p` is not one. They need a move in the same node.
  bool turnProperty(const SgfProperty& p, bool hasMove) {
    static const char* const kIds[] = {"BL", "WL", "OB", "OW", "TS", "UT", "TH", "DO"};
    bool known = false;
    for (const char* id : kIds) known = known || p.id == id;
    if (!known) return false;
    if (!hasMove || !m_pending) {
      m_record.info.extra[p.id] =
          p.values.front();  // e.g. initial clocks on the root: kept verbatim
      return true;
    }
    TurnRecord& t = *m_pending;
    const std::string& v = p.values.front();
    if (p.id == "DO") {
      t.drawOffer = true;
      return true;
    }
    if (p.id == "UT") {
      auto ms = tryParseInteger(v);
      if (!ms) fail(p, "Unix milliseconds for UT", quoteFound(v));
      t.unixMillis = *ms;
      return true;
    }
    if (p.id == "OB" || p.id == "OW") {
      auto n = tryParseInteger(v);
      if (!n || *n < 0 || *n > 1000000) fail(p, "a count of periods for " + p.id, quoteFound(v));
      auto& c = clocks(t);
      (p.id == "OB" ? c.blackPeriods : c.whitePeriods) = static_cast<int>(*n);
      return true;
    }
    auto s = tryParseSeconds(v);
    if (!s) fail(p, "seconds like 12.5 for " + p.id, quoteFound(v));
    if (p.id == "TS")
      t.at = *s;
    else if (p.id == "TH")
      t.thinking = *s;
    else
      (p.id == "BL" ? clocks(t).blackLeft : clocks(t).whiteLeft) = *s;
    return true;
  }

  // A turn's clock times start from the previous turn's, so a file naming only the mover's clock
  // works.
  ClockSnapshot& clocks(TurnRecord& t) {
    if (!t.clocks) {
      t.clocks = ClockSnapshot{};
      for (auto it = m_record.turns.rbegin(); it != m_record.turns.rend(); ++it)
        if (it->clocks) {
          t.clocks->blackLeft = it->clocks->blackLeft;
          t.clocks->whiteLeft = it->clocks->whiteLeft;
          break;
        }
    }
    return *t.clocks;
  }

  std::string_view m_source;
  int m_index = 0;
  GameRecord m_record;
  std::optional<SgfDialect> m_dialect;
  std::optional<TurnRecord> m_pending;
  Color m_pendingSide = Color::Black;
  std::vector<Point> m_pendingStones;
};

void turnProperties(std::ostream& out, const TurnRecord& t) {
  if (t.clocks) {
    out << "BL[" << secondsString(t.clocks->blackLeft) << "]WL["
        << secondsString(t.clocks->whiteLeft) << "]";
    if (t.clocks->blackPeriods) out << "OB[" << *t.clocks->blackPeriods << "]";
    if (t.clocks->whitePeriods) out << "OW[" << *t.clocks->whitePeriods << "]";
  }
  if (t.at != Micros{0}) out << "TS[" << secondsString(t.at) << "]";
  if (t.unixMillis) out << "UT[" << *t.unixMillis << "]";
  if (t.thinking) out << "TH[" << secondsString(*t.thinking) << "]";
  if (t.drawOffer) out << "DO[]";
}

}  // namespace

GameRecord parseSgf(std::string_view text, std::string_view source) {
  std::vector<SgfNode> nodes;
  std::optional<RecordError> syntax;
  try {
    parseSgfMainLine(text, source, nodes);
  } catch (const RecordError& e) {
    syntax = e;
  }
  Converter convert(source);
  for (std::size_t i = 0; i < nodes.size(); ++i) convert.node(nodes[i], static_cast<int>(i));
  if (syntax) {
    syntax->setPartial(convert.finish(false));
    throw *syntax;
  }
  return convert.finish(true);
}

std::optional<GameRecord> tryParseSgf(std::string_view text) {
  try {
    return parseSgf(text);
  } catch (const RecordError&) {
    return std::nullopt;
  }
}

GameRecord readSgf(std::istream& in, std::string_view source) {
  std::string text{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  return parseSgf(text, source);
}

void writeSgf(std::ostream& out, const GameRecord& record, SgfDialect dialect) {
  int size = record.options.boardSize;
  int maxSize = dialect == SgfDialect::OneStonePerNode ? 52 : 26;
  if (size > maxSize)
    throw std::invalid_argument("SGF cannot name the points of a " + std::to_string(size) + "x" +
                                std::to_string(size) + " board; use the native archive");
  out << "(;FF[4]";
  if (dialect != SgfDialect::LittleGolem) out << "GM[511]";
  for (const auto& [id, value] : headerProperties(record))
    out << id << "[" << escapeSgfValue(value) << "]";
  const std::vector<int> eventNodes = sgfEventNodes(record);
  out << sgfEventProperties(record, eventNodes, 0) << "\n";
  int nodes = 0;
  for (const auto& t : record.turns) {
    char side = sideLetter(t.turn.side());
    std::vector<Point> stones = stonesOf(t.turn);
    stones.insert(stones.end(), t.extraStones.begin(), t.extraStones.end());
    if (dialect == SgfDialect::LittleGolem) {
      out << ";" << side << "[" << stoneListString(stones) << "]";
    } else if (stones.empty()) {
      out << ";" << side << "[]";
    } else {
      for (std::size_t i = 0; i < stones.size(); ++i) {
        out << ";" << side << "["
            << (dialect == SgfDialect::Nctu ? nctuPointString(stones[i])
                                            : sgfPointString(stones[i], size))
            << "]";
        if (i + 1 < stones.size()) out << "\n";
      }
    }
    turnProperties(out, t);
    out << sgfEventProperties(record, eventNodes, nodes + 1);
    out << (++nodes % 10 == 0 ? "\n" : "");
    if (dialect != SgfDialect::LittleGolem) out << "\n";
  }
  out << ")\n";
}

std::string sgfString(const GameRecord& record, SgfDialect dialect) {
  std::ostringstream out;
  writeSgf(out, record, dialect);
  return out.str();
}

}  // namespace c6::core
