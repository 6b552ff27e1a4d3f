#include "core/native_archive.h"

#include <boost/archive/archive_exception.hpp>
#include <boost/archive/text_iarchive.hpp>
#include <boost/archive/text_oarchive.hpp>
#include <boost/serialization/split_free.hpp>
#include <boost/serialization/tracking.hpp>
#include <boost/serialization/version.hpp>
#include <iterator>
#include <sstream>

namespace c6::core {
namespace {

// Raised inside serialize() on impossible values; turned into a RecordError at the top.
struct BadArchive : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Upper bound for any count read from a file: garbage must not make the reader allocate without
// end.
thread_local std::size_t t_inputBytes = 0;

void checkCount(std::size_t n, const char* what) {
  if (n > t_inputBytes) throw BadArchive(std::string("a plausible count of ") + what);
}

template <class T>
void checkRange(long long v, long long lo, long long hi, const char* what) {
  if (v < lo || v > hi) throw BadArchive(std::string("a valid ") + what);
}

}  // namespace
}  // namespace c6::core

// Strings, vectors, maps and optionals are stored by hand (count first, then items) so that loading
// checks every count before using it; Boost's own collection loaders would allocate whatever a
// corrupt file claims.
namespace boost::serialization {
using namespace c6::core;

template <class Ar>
void text(Ar& ar, std::string& s, bool loading) {
  std::size_t n = s.size();
  ar& n;
  if (loading) {
    checkCount(n, "characters");
    s.assign(n, '\0');
  }
  for (char& c : s) {
    int v = static_cast<unsigned char>(c);
    ar& v;
    if (loading) {
      checkRange<int>(v, 0, 255, "character");
      c = static_cast<char>(v);
    }
  }
}

template <class Ar, class T, class F>
void items(Ar& ar, std::vector<T>& v, bool loading, F each) {
  std::size_t n = v.size();
  ar& n;
  if (loading) {
    checkCount(n, "items");
    v.clear();
    for (std::size_t i = 0; i < n; ++i) {
      T item{};
      each(item);
      v.push_back(std::move(item));
    }
  } else {
    for (auto& item : v) each(item);
  }
}

template <class Ar>
void textMap(Ar& ar, std::map<std::string, std::string>& m, bool loading) {
  std::vector<std::pair<std::string, std::string>> pairs(m.begin(), m.end());
  items(ar, pairs, loading, [&](auto& kv) {
    text(ar, kv.first, loading);
    text(ar, kv.second, loading);
  });
  if (loading) m = {pairs.begin(), pairs.end()};
}

template <class Ar, class T, class F>
void optional(Ar& ar, std::optional<T>& o, bool loading, F each) {
  bool has = o.has_value();
  ar& has;
  if (loading) o = has ? std::optional<T>(T{}) : std::nullopt;
  if (has) each(*o);
}

// About 31 years: any game time or clock fits, and seconds derived from it never overflow.
constexpr long long kMaxMicros = 1'000'000'000'000'000LL;

template <class Ar>
void micros(Ar& ar, Micros& t) {
  long long n = t.count();
  ar& n;
  if constexpr (Ar::is_loading::value)
    checkRange<long long>(n, -kMaxMicros, kMaxMicros, "time (within +-31 years)");
  t = Micros(n);
}

template <class Ar>
void periods(Ar& ar, int& n) {
  ar& n;
  if constexpr (Ar::is_loading::value)
    checkRange<int>(n, 0, 1000000, "period count (0 to 1000000)");
}

template <class Ar, class E>
void enumeration(Ar& ar, E& e, int last, const char* what) {
  int v = static_cast<int>(e);
  ar& v;
  checkRange<int>(v, 0, last, what);
  e = static_cast<E>(v);
}

template <class Ar>
void point(Ar& ar, Point& p) {
  int c = p.col, r = p.row;
  ar& c& r;
  checkRange<int>(c, 0, 255, "point");
  checkRange<int>(r, 0, 255, "point");
  p = Point(c, r);
}

template <class Ar>
void serialize(Ar& ar, Turn& t, unsigned) {
  Color side = t.side();
  int count = t.count();
  Point a = count > 0 ? t[0] : Point(), b = count > 1 ? t[1] : Point();
  enumeration(ar, side, 2, "colour");
  if constexpr (Ar::is_loading::value)
    checkRange<int>(static_cast<int>(side), 1, 2, "turn colour (black or white)");
  ar& count;
  checkRange<int>(count, 0, 2, "stone count");
  if (count > 0) point(ar, a);
  if (count > 1) point(ar, b);
  t = count == 0 ? Turn::pass(side) : count == 1 ? Turn::one(side, a) : Turn::two(side, a, b);
}

template <class Ar>
void serialize(Ar& ar, ClockSnapshot& c, unsigned version) {
  bool loading = Ar::is_loading::value;
  micros(ar, c.blackLeft);
  micros(ar, c.whiteLeft);
  optional(ar, c.blackPeriods, loading, [&](int& n) { periods(ar, n); });
  optional(ar, c.whitePeriods, loading, [&](int& n) { periods(ar, n); });
  if (version >= 2) {  // version 2: moves completed per side
    ar& c.blackMoves& c.whiteMoves;
    if constexpr (Ar::is_loading::value) {
      checkRange<int>(c.blackMoves, 0, 1'000'000, "move count");
      checkRange<int>(c.whiteMoves, 0, 1'000'000, "move count");
    }
  }
}

template <class Ar>
void serialize(Ar& ar, TurnRecord& t, unsigned) {
  bool loading = Ar::is_loading::value;
  ar& t.turn;
  micros(ar, t.at);
  optional(ar, t.unixMillis, loading, [&](long long& n) { ar& n; });
  optional(ar, t.thinking, loading, [&](Micros& m) { micros(ar, m); });
  optional(ar, t.clocks, loading, [&](ClockSnapshot& c) { ar& c; });
  ar& t.drawOffer;
  items(ar, t.extraStones, loading, [&](Point& p) { point(ar, p); });
}

template <class Ar>
void serialize(Ar& ar, RecordEvent& e, unsigned) {
  bool loading = Ar::is_loading::value;
  micros(ar, e.at);
  text(ar, e.kind, loading);
  ar& e.turnIndex;
  textMap(ar, e.detail, loading);
}

template <class Ar>
void serialize(Ar& ar, GameInfo& i, unsigned) {
  bool loading = Ar::is_loading::value;
  for (std::string* s : {&i.black, &i.white, &i.event, &i.round, &i.board, &i.date, &i.place,
                         &i.source, &i.timeControl})
    text(ar, *s, loading);
  textMap(ar, i.extra, loading);
}

template <class Ar>
void serialize(Ar& ar, GameOptions& o, unsigned) {
  ar& o.boardSize& o.tieBreakByCounting& o.tieBreakDownTo;
  checkRange<int>(o.boardSize, Board::kMinSize, Board::kMaxSize, "board size");
  checkRange<int>(o.tieBreakDownTo, 1, 5, "tie-break length");
}

template <class Ar>
void serialize(Ar& ar, Result& r, unsigned) {
  enumeration(ar, r.outcome, static_cast<int>(Outcome::Void), "outcome");
  enumeration(ar, r.reason, static_cast<int>(EndReason::Count), "end reason");
}

template <class Ar>
void serialize(Ar& ar, GameRecord& g, unsigned version) {
  if (version > 1)
    throw BadArchive("a record of version 1 or older (this file comes from a newer c6cam)");
  bool loading = Ar::is_loading::value;
  ar& g.info& g.options;
  items(ar, g.turns, loading, [&](TurnRecord& t) { ar& t; });
  items(ar, g.events, loading, [&](RecordEvent& e) { ar& e; });
  ar& g.result;
}

}  // namespace boost::serialization

// Version 1 of every stored class, 2 of ClockSnapshot (moves per side). Raise a class's number when
// adding fields to it, and read the new fields only `if (version >= N)`.
BOOST_CLASS_VERSION(c6::core::Turn, 1)
BOOST_CLASS_VERSION(c6::core::ClockSnapshot, 2)
BOOST_CLASS_VERSION(c6::core::TurnRecord, 1)
BOOST_CLASS_VERSION(c6::core::RecordEvent, 1)
BOOST_CLASS_VERSION(c6::core::GameInfo, 1)
BOOST_CLASS_VERSION(c6::core::GameOptions, 1)
BOOST_CLASS_VERSION(c6::core::Result, 1)
BOOST_CLASS_VERSION(c6::core::GameRecord, 1)
BOOST_CLASS_TRACKING(c6::core::Turn, boost::serialization::track_never)
BOOST_CLASS_TRACKING(c6::core::ClockSnapshot, boost::serialization::track_never)
BOOST_CLASS_TRACKING(c6::core::TurnRecord, boost::serialization::track_never)
BOOST_CLASS_TRACKING(c6::core::RecordEvent, boost::serialization::track_never)
BOOST_CLASS_TRACKING(c6::core::GameInfo, boost::serialization::track_never)
BOOST_CLASS_TRACKING(c6::core::GameOptions, boost::serialization::track_never)
BOOST_CLASS_TRACKING(c6::core::Result, boost::serialization::track_never)
BOOST_CLASS_TRACKING(c6::core::GameRecord, boost::serialization::track_never)

namespace c6::core {

void writeNativeArchive(std::ostream& out, const GameRecord& record) {
  out << kNativeArchiveMagic << "\n";
  boost::archive::text_oarchive ar(out);
  GameRecord copy = record;  // serialize() is shared with loading, so it takes a mutable record
  ar << copy;
}

std::string nativeArchiveString(const GameRecord& record) {
  std::ostringstream out;
  writeNativeArchive(out, record);
  return out.str();
}

GameRecord parseNativeArchive(std::string_view bytes, std::string_view source) {
  std::string magic(kNativeArchiveMagic);
  if (bytes.substr(0, magic.size() + 1) != magic + "\n")
    throw RecordError(std::string(source), "1:1",
                      "a c6cam native archive (first line '" + magic + "')",
                      quoteFound(bytes.substr(0, bytes.find('\n'))));
  std::istringstream in{std::string(bytes.substr(magic.size() + 1))};
  auto where = [&] {
    auto pos = in.rdbuf()->pubseekoff(0, std::ios::cur, std::ios::in);
    return "byte " +
           std::to_string(static_cast<long long>(pos) + static_cast<long long>(magic.size()) + 1);
  };
  t_inputBytes = bytes.size();
  // Boost reads its signature as a length-prefixed string and allocates that length unchecked (the
  // fuzzer found 2.3 GB); every archive Boost writes starts with exactly this.
  if (bytes.substr(magic.size() + 1, 26) != "22 serialization::archive ")
    throw RecordError(std::string(source), where(),
                      "a Boost text archive ('22 serialization::archive')",
                      quoteFound(bytes.substr(magic.size() + 1, 40)));
  try {
    boost::archive::text_iarchive ar(in);
    GameRecord record;
    ar >> record;
    return record;
  } catch (const BadArchive& e) {
    throw RecordError(std::string(source), where(), e.what());
  } catch (const boost::archive::archive_exception& e) {
    throw RecordError(std::string(source), where(), "a valid Boost.Serialization text archive",
                      e.what());
  } catch (const std::exception& e) {
    throw RecordError(std::string(source), where(), "a readable c6cam archive", e.what());
  }
}

std::optional<GameRecord> tryParseNativeArchive(std::string_view bytes) {
  try {
    return parseNativeArchive(bytes);
  } catch (const RecordError&) {
    return std::nullopt;
  }
}

GameRecord readNativeArchive(std::istream& in, std::string_view source) {
  std::string bytes{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  return parseNativeArchive(bytes, source);
}

}  // namespace c6::core
