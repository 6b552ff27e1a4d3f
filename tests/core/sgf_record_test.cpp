// Connect6 SGF: both dialects, header and per-turn properties, round trips, malformed input.
#include "core/sgf_record.h"

#include <gtest/gtest.h>

#include "core/replay.h"
#include "tests/core/diagram.h"
#include "tests/core/record_compare.h"

namespace c6::core {
using test::pt;

TEST(SgfRecord, ReadsLittleGolemsDialect) {
  auto r = parseSgf(
      "(;FF[4]EV[connect6.ch.26.1.1]PB[Andrey]PW[Eduard]SO[http://www.littlegolem.com]"
      ";B[j10];W[i9l11];B[k9l8])",
      "lg.sgf");
  EXPECT_EQ(r.info.event, "connect6.ch.26.1.1");
  EXPECT_EQ(r.info.black, "Andrey");
  EXPECT_EQ(r.info.white, "Eduard");
  EXPECT_EQ(r.info.source, "http://www.littlegolem.com");
  EXPECT_TRUE(r.info.extra.empty());
  ASSERT_EQ(r.turns.size(), 3u);
  EXPECT_EQ(r.turns[0].turn, Turn::one(Color::Black, Point(9, 9)));  // j10: the centre
  EXPECT_EQ(r.turns[1].turn, Turn::two(Color::White, Point(8, 8), Point(11, 10)));  // i is a column
  EXPECT_EQ(r.turns[2].turn, Turn::two(Color::Black, pt("k9"), pt("l8")));
  EXPECT_FALSE(r.result.over());
}

TEST(SgfRecord, OneStonePerNodeDialectGroupsConsecutiveStones) {
  auto r = parseSgf("(;FF[4]GM[511]SZ[19];B[jj];W[ik];W[lh];B[kk]\n;B[lj];W[])");
  ASSERT_EQ(r.turns.size(), 4u);
  EXPECT_EQ(r.turns[0].turn, Turn::one(Color::Black, pt("j10")));
  EXPECT_EQ(r.turns[1].turn, Turn::two(Color::White, pt("i9"), pt("l12")));
  EXPECT_EQ(r.turns[2].turn, Turn::two(Color::Black, pt("k9"), pt("l10")));
  EXPECT_EQ(r.turns[3].turn, Turn::pass(Color::White));
}

TEST(SgfRecord, SizeSetsTheBoardAndTheTwoLetterRows) {
  auto r = parseSgf("(;FF[4]GM[511]SZ[13];B[aa];W[mm];W[am])");
  EXPECT_EQ(r.options.boardSize, 13);
  EXPECT_EQ(r.turns[0].turn, Turn::one(Color::Black, Point(0, 12)));  // aa: top-left
  EXPECT_EQ(r.turns[1].turn, Turn::two(Color::White, Point(12, 0), Point(0, 0)));
  auto lg = parseSgf("(;FF[4]SZ[7];B[g7];W[a1b1])");
  EXPECT_EQ(lg.options.boardSize, 7);
  EXPECT_TRUE(replay(lg).legal());
}

TEST(SgfRecord, ResultsAndReasons) {
  EXPECT_EQ(parseSgf("(;RE[B+R])").result, Result::win(Color::Black, EndReason::Resign));
  EXPECT_EQ(parseSgf("(;RE[W+Time])").result, Result::win(Color::White, EndReason::Time));
  EXPECT_EQ(parseSgf("(;RE[W+F])").result, Result::win(Color::White, EndReason::Arbiter));
  EXPECT_EQ(parseSgf("(;RE[B+])").result, (Result{Outcome::BlackWins, EndReason::None}));
  EXPECT_EQ(parseSgf("(;RE[0]XR[agreement])").result,
            (Result{Outcome::Draw, EndReason::Agreement}));
  EXPECT_EQ(parseSgf("(;XR[double-pass]RE[Draw])").result,
            (Result{Outcome::Draw, EndReason::DoublePass}));
  EXPECT_EQ(parseSgf("(;RE[Draw]XR[full-board])").result,
            (Result{Outcome::Draw, EndReason::FullBoard}));
  // Without another reason a draw is agreed.
  EXPECT_EQ(parseSgf("(;RE[0])").result, (Result{Outcome::Draw, EndReason::Agreement}));
  EXPECT_EQ(parseSgf("(;RE[Draw])").result, (Result{Outcome::Draw, EndReason::Agreement}));
  EXPECT_EQ(parseSgf("(;RE[Void])").result.outcome, Outcome::Void);
  auto odd = parseSgf("(;RE[B+12.5])");
  EXPECT_FALSE(odd.result.over());
  EXPECT_EQ(odd.info.extra.at("RE"), "B+12.5") << "unknown wording is kept verbatim";
}

TEST(SgfRecord, PerTurnTimesClocksAndOffers) {
  auto r = parseSgf(
      "(;FF[4];B[j10]BL[597.5]WL[600]TS[2.5]UT[1764000000123]TH[2.5];W[i9l11]WL[588]DO[])");
  ASSERT_EQ(r.turns.size(), 2u);
  const auto& t = r.turns[0];
  ASSERT_TRUE(t.clocks);
  EXPECT_EQ(t.clocks->blackLeft, Micros(597'500'000));
  EXPECT_EQ(t.clocks->whiteLeft, Micros(600'000'000));
  EXPECT_EQ(t.at, Micros(2'500'000));
  EXPECT_EQ(t.unixMillis, 1764000000123LL);
  EXPECT_EQ(t.thinking, Micros(2'500'000));
  ASSERT_TRUE(r.turns[1].clocks);
  EXPECT_EQ(r.turns[1].clocks->blackLeft, Micros(597'500'000)) << "a clock not named carries over";
  EXPECT_EQ(r.turns[1].clocks->whiteLeft, Micros(588'000'000));
  EXPECT_TRUE(r.turns[1].drawOffer);
}

TEST(SgfRecord, VariationsFollowTheMainLine) {
  auto r = parseSgf("(;FF[4];B[j10](;W[i9l11];B[k9l8])(;W[a1a2]))");
  ASSERT_EQ(r.turns.size(), 3u);
  EXPECT_EQ(r.turns[1].turn, Turn::two(Color::White, pt("i9"), pt("l11")));
}

TEST(SgfRecord, EscapesAndSoftLineBreaks) {
  auto r = parseSgf("(;PB[Ada \\] x]PW[a\\\\b]EV[long\\\nname])");
  EXPECT_EQ(r.info.black, "Ada ] x");
  EXPECT_EQ(r.info.white, "a\\b");
  EXPECT_EQ(r.info.event, "longname");
}

TEST(SgfRecord, KeepsIllegalButWellFormedTurnsForReplay) {
  auto r = parseSgf("(;SZ[19];B[j10];W[t1a1];B[k10k11k12];W[j0a2])");
  EXPECT_EQ(r.turns[1].turn[0].col, 19) << "t1 is off a 19x19 board but well-formed";
  EXPECT_EQ(r.turns[2].extraStones, std::vector<Point>{pt("k12")});
  EXPECT_EQ(replay(r).error, (ReplayError{2, Illegal::OffBoard}));
}

TEST(SgfRecord, RoundTripLittleGolem) {
  GameRecord r = test::richRecord();
  std::string text = sgfString(r);
  EXPECT_NE(text.find(";W[i9l11]"), std::string::npos) << text;
  EXPECT_NE(text.find("PB[Ada [the first\\]]"), std::string::npos) << text;
  GameRecord back = parseSgf(text, "round-trip");
  test::expectSameHeader(r, back);
  test::expectSameTurns(r, back);
  EXPECT_EQ(sgfString(back), text);
}

TEST(SgfRecord, RoundTripOneStonePerNode) {
  GameRecord r = test::richRecord();
  std::string text = sgfString(r, SgfDialect::OneStonePerNode);
  EXPECT_NE(text.find("GM[511]"), std::string::npos);
  EXPECT_NE(text.find(";W[ik]\n;W[li]"), std::string::npos) << text;
  GameRecord back = parseSgf(text, "round-trip");
  test::expectSameHeader(r, back);
  test::expectSameTurns(r, back);
}

TEST(SgfRecord, RoundTripOtherSizesAndVariants) {
  for (int size : {6, 13, 26}) {
    GameRecord r;
    r.options.boardSize = size;
    r.options.tieBreakByCounting = true;
    r.options.tieBreakDownTo = size == 6 ? 5 : 1;
    TurnRecord first;
    first.turn = Turn::one(Color::Black, Point(size - 1, size - 1));
    r.turns.push_back(first);
    TurnRecord second;
    second.turn = Turn::two(Color::White, Point(0, 0), Point(size - 1, 0));
    r.turns.push_back(second);
    r.result = {Outcome::Draw, EndReason::Count};
    for (auto dialect : {SgfDialect::LittleGolem, SgfDialect::OneStonePerNode}) {
      GameRecord back = parseSgf(sgfString(r, dialect));
      test::expectSameHeader(r, back);
      test::expectSameTurns(r, back);
    }
  }
  GameRecord huge;
  huge.options.boardSize = 59;
  EXPECT_THROW(sgfString(huge), std::invalid_argument);
}

struct Malformed {
  const char* name;
  const char* text;
  const char* place;     // expected in the message after the source name
  const char* expected;  // expected in the message
  int turnsRead;
};

static const std::string kDeep = [] {
  std::string s;
  for (int i = 0; i < 300; ++i) s += "(;";
  return s;
}();

class SgfMalformed : public testing::TestWithParam<Malformed> {};

TEST_P(SgfMalformed, ThrowsNamingSourcePlaceAndExpectation) {
  const Malformed& m = GetParam();
  try {
    parseSgf(m.text, "bad.sgf");
    FAIL() << m.name << ": no error";
  } catch (const RecordError& e) {
    std::string what = e.what();
    EXPECT_EQ(what.rfind(std::string("bad.sgf:") + m.place, 0), 0u) << m.name << ": " << what;
    EXPECT_NE(what.find(m.expected), std::string::npos) << m.name << ": " << what;
    EXPECT_EQ(e.turnsRead(), m.turnsRead) << m.name << ": " << what;
    EXPECT_EQ(e.source(), "bad.sgf");
  }
  EXPECT_FALSE(tryParseSgf(m.text)) << m.name;
}

INSTANTIATE_TEST_SUITE_P(
    Cases, SgfMalformed,
    testing::Values(
        Malformed{"empty", "", "1:1", "expected '(' to start", 0},
        Malformed{"text", "hello", "1:1", "expected '('", 0},
        Malformed{"no node", "()", "1:2", "expected ';' to start a node", 0},
        Malformed{"unclosed tree", "(;FF[4];B[j10]", "1:15", "')'", 1},
        Malformed{"unclosed value", "(;FF[4];B[j10];W[j9", "1:17", "']' to close the value of W",
                  1},
        Malformed{"lower-case id", "(;FF[4];B[j10]w[k10k11])", "1:15",
                  "upper-case property identifier", 0},
        Malformed{"id without value", "(;FF[4];B[j10];W)", "1:17",
                  "'[' to open a value of property W", 1},
        Malformed{"bad point", "(;FF[4];B[j10];W[j1x])", "1:16 (node 2)", "stones like j10", 1},
        Malformed{"digit first", "(;FF[4];B[10j])", "1:9 (node 1)", "stones like j10", 0},
        Malformed{"two moves in a node", "(;FF[4];B[j10]W[k10k11])", "1:15 (node 1)",
                  "one move (B or W) per node", 0},
        Malformed{"two values", "(;FF[4];B[j10][k10])", "1:9 (node 1)", "one value for B", 0},
        Malformed{"size too small", "(;FF[4]SZ[5];B[a1])", "1:8 (node 0)",
                  "board size from 6 to 59", 0},
        Malformed{"size not a number", "(;SZ[nineteen])", "1:3 (node 0)", "board size", 0},
        Malformed{"size late", "(;FF[4];B[j10]SZ[13])", "1:15 (node 1)", "SZ in the root node only",
                  0},
        Malformed{"not connect6", "(;FF[4]GM[1];B[j10])", "1:8 (node 0)", "GM[511]", 0},
        Malformed{"setup stones", "(;FF[4]AB[jj])", "1:8 (node 0)", "no setup stones", 0},
        Malformed{"bad clock", "(;FF[4];B[j10];W[k10k11]BL[ten])", "1:25 (node 2)",
                  "seconds like 12.5 for BL", 1},
        Malformed{"bad unix time", "(;B[j10]UT[soon])", "1:9 (node 0)", "Unix milliseconds", 0},
        Malformed{"bad reason", "(;XR[sleep])", "1:3 (node 0)", "a result reason", 0},
        Malformed{"mixed dialects", "(;GM[511];B[jj];W[k10k11])", "1:17 (node 2)",
                  "two-letter SGF point", 1},
        Malformed{"second game", "(;B[j10])(;B[j10])", "1:10", "end of input after the game tree",
                  1},
        Malformed{"trailing junk", "(;B[j10]) x", "1:11", "end of input", 1},
        Malformed{"deep variations", kDeep.c_str(), "1:", "nested at most", 0},
        Malformed{"binary", "(;B[\x01\xff]", "1:3 (node 0)", "expected a", 0},
        Malformed{"multi-line place", "(;FF[4]\n;B[j10]\n;W[k10\n", "3:3", "']' to close", 1}),
    [](const testing::TestParamInfo<Malformed>& param) {
      std::string n = param.param.name;
      for (char& c : n)
        if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
      return n;
    });

}  // namespace c6::core
