#pragma once
// Field-by-field comparison of game records, for round-trip tests.
#include <gtest/gtest.h>

#include <string>

#include "core/record.h"
#include "core/record_error.h"

namespace c6::core::test {

// `clockMoves`: also the clocks' move counts, which only the native archive keeps.
inline void expectSameTurns(const GameRecord& a, const GameRecord& b, bool times = true,
                            bool clockMoves = false) {
  ASSERT_EQ(a.turns.size(), b.turns.size());
  for (std::size_t i = 0; i < a.turns.size(); ++i) {
    const auto &x = a.turns[i], &y = b.turns[i];
    EXPECT_EQ(toString(x.turn), toString(y.turn)) << "turn " << i + 1;
    EXPECT_EQ(x.extraStones, y.extraStones) << "turn " << i + 1;
    if (!times) continue;
    EXPECT_EQ(x.at, y.at) << "turn " << i + 1;
    EXPECT_EQ(x.unixMillis, y.unixMillis) << "turn " << i + 1;
    EXPECT_EQ(x.thinking, y.thinking) << "turn " << i + 1;
    EXPECT_EQ(x.drawOffer, y.drawOffer) << "turn " << i + 1;
    ASSERT_EQ(x.clocks.has_value(), y.clocks.has_value()) << "turn " << i + 1;
    if (x.clocks) {
      EXPECT_EQ(x.clocks->blackLeft, y.clocks->blackLeft) << "turn " << i + 1;
      EXPECT_EQ(x.clocks->whiteLeft, y.clocks->whiteLeft) << "turn " << i + 1;
      EXPECT_EQ(x.clocks->blackPeriods, y.clocks->blackPeriods) << "turn " << i + 1;
      EXPECT_EQ(x.clocks->whitePeriods, y.clocks->whitePeriods) << "turn " << i + 1;
      if (clockMoves) {
        EXPECT_EQ(x.clocks->blackMoves, y.clocks->blackMoves) << "turn " << i + 1;
        EXPECT_EQ(x.clocks->whiteMoves, y.clocks->whiteMoves) << "turn " << i + 1;
      }
    }
  }
}

inline void expectSameHeader(const GameRecord& a, const GameRecord& b) {
  const GameInfo &x = a.info, &y = b.info;
  EXPECT_EQ(x.black, y.black);
  EXPECT_EQ(x.white, y.white);
  EXPECT_EQ(x.event, y.event);
  EXPECT_EQ(x.round, y.round);
  EXPECT_EQ(x.board, y.board);
  EXPECT_EQ(x.date, y.date);
  EXPECT_EQ(x.place, y.place);
  EXPECT_EQ(x.source, y.source);
  EXPECT_EQ(x.timeControl, y.timeControl);
  EXPECT_EQ(x.extra, y.extra);
  EXPECT_EQ(a.options, b.options);
  EXPECT_EQ(a.result, b.result);
}

// A record using every field the formats can hold.
inline GameRecord richRecord() {
  GameRecord r;
  r.info.black = "Ada [the first]";
  r.info.white = "Brook \\ second";
  r.info.event = "c6cam open";
  r.info.round = "3";
  r.info.board = "7";
  r.info.date = "2026-11-30";
  r.info.place = "Hall B";
  r.info.source = "c6cam";
  r.info.timeControl = "30m+30s";
  r.info.extra["GN"] = "final";
  r.options.boardSize = 19;
  auto p = [](const char* s) { return *tryParsePoint(s); };
  r.turns.push_back({Turn::one(Color::Black, p("j10")),
                     Micros(2'500'000),
                     1'764'000'000'123LL,
                     Micros(2'500'000),
                     ClockSnapshot{Micros(597'500'000), Micros(600'000'000), 0, 0, 1, 0},
                     false,
                     {}});
  r.turns.push_back(
      {Turn::two(Color::White, p("i9"), p("l11")),
       Micros(14'000'001),
       std::nullopt,
       std::nullopt,
       ClockSnapshot{Micros(597'500'000), Micros(588'499'999), std::nullopt, std::nullopt, 1, 1},
       true,
       {}});
  r.turns.push_back({Turn::pass(Color::Black),
                     Micros(20'000'000),
                     1'764'000'017'623LL,
                     Micros(6'000'000),
                     std::nullopt,
                     false,
                     {}});
  r.turns.push_back({Turn::two(Color::White, p("s19"), p("a1")),
                     Micros(25'000'000),
                     std::nullopt,
                     std::nullopt,
                     ClockSnapshot{Micros(591'500'000), Micros(583'000'000), 2, 1, 2, 2},
                     false,
                     {}});
  r.result = Result::win(Color::White, EndReason::Resign);
  r.events.push_back({Micros(21'000'000), "flag", 2, {{"side", "B"}, {"points", "j10 k11"}}});
  r.events.push_back(
      {Micros(22'000'000), "amend", 3, {{"before", "W s19 a2"}, {"after", "W s19 a1"}}});
  return r;
}

// A reader's complaint about `text` (read as from "moves.txt", "g.txt", ...): the message starts
// with `start` (source and place), names `expected`, and carries the `turnsRead` complete turns
// before it.
struct MalformedCase {
  std::string text;
  const char* start;
  const char* expected;
  int turnsRead;
};

template <class Parse>
void expectRecordError(Parse parse, const MalformedCase& c) {
  try {
    parse(c.text);
    ADD_FAILURE() << c.text << ": no error";
  } catch (const RecordError& e) {
    std::string what = e.what();
    EXPECT_EQ(what.rfind(c.start, 0), 0u) << c.text << " -> " << what;
    EXPECT_NE(what.find(c.expected), std::string::npos) << c.text << " -> " << what;
    EXPECT_EQ(e.turnsRead(), c.turnsRead) << c.text;
  }
}

}  // namespace c6::core::test
