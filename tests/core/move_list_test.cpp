// The plain move list "1.j10 2.i9l10 ...".
#include "core/move_list.h"

#include <gtest/gtest.h>

#include "core/replay.h"
#include "core/sgf_record.h"
#include "tests/core/diagram.h"
#include "tests/core/record_compare.h"

namespace c6::core {
using test::pt;

TEST(MoveList, ReadsNumberedTurnsAcrossLines) {
  auto r = parseMoveList("1.j10 2.i9l10\n3.j8l8  4. pass\n\n5.k9k10 ");
  ASSERT_EQ(r.turns.size(), 5u);
  EXPECT_EQ(r.turns[0].turn, Turn::one(Color::Black, pt("j10")));
  EXPECT_EQ(r.turns[1].turn, Turn::two(Color::White, pt("i9"), pt("l10")));
  EXPECT_EQ(r.turns[3].turn, Turn::pass(Color::White));
  EXPECT_EQ(r.turns[4].turn, Turn::two(Color::Black, pt("k9"), pt("k10")));
  EXPECT_TRUE(replay(r).legal());
}

TEST(MoveList, HeaderLinesAndComments) {
  auto r = parseMoveList(
      "# PB Ada Lovelace\n# PW Brook\n# SZ 13\n# a comment\n# REsult not a property\n1.g7\n");
  EXPECT_EQ(r.info.black, "Ada Lovelace");
  EXPECT_EQ(r.info.white, "Brook");
  EXPECT_EQ(r.options.boardSize, 13);
  EXPECT_FALSE(r.result.over()) << "'# REsult' is a comment";
  EXPECT_EQ(r.turns.size(), 1u);
}

// Found by fuzzing: '# B Pj' was kept as a header property and written into an SGF's root as a
// move, so the converted record had one turn more than the list.
TEST(MoveList, AHeaderLineThatPlacesStonesIsRefused) {
  for (const char* text : {"# B Pj\n1.j10\n", "# W j10\n1.j10\n", "# AB aa\n1.j10\n"}) {
    EXPECT_FALSE(tryParseMoveList(text)) << text;
    try {
      parseMoveList(text, "moves.txt");
      ADD_FAILURE() << "accepted " << text;
    } catch (const RecordError& e) {
      EXPECT_NE(std::string(e.what()).find("moves.txt:1"), std::string::npos) << e.what();
    }
  }
}

TEST(MoveList, RoundTripKeepsHeaderAndStones) {
  GameRecord r = test::richRecord();
  std::string text = moveListString(r);
  EXPECT_NE(text.find("1.j10 2.i9l11 3.pass 4.s19a1\n"), std::string::npos) << text;
  GameRecord back = parseMoveList(text, "moves.txt");
  test::expectSameHeader(r, back);
  test::expectSameTurns(r, back, false);
  EXPECT_EQ(moveListString(back), text);
}

TEST(MoveList, RoundTripOfARealRecordThroughSgf) {
  const std::string sgf =
      "(;FF[4]EV[connect6.mc.2006.mar.1.81]PB[Andrey]PW[Eduard]SO[http://"
      "www.littlegolem.com];B[j10];W[j12k11];B[l10k9]"
      ";W[m11l11];B[i11h12];W[g13m7];B[k10i10];W[m10g10])\n";
  GameRecord fromSgf = parseSgf(sgf);
  GameRecord fromList = parseMoveList(moveListString(fromSgf));
  test::expectSameHeader(fromSgf, fromList);
  test::expectSameTurns(fromSgf, fromList);
  EXPECT_EQ(sgfString(fromList), sgfString(fromSgf));
}

TEST(MoveList, MalformedInputNamesPlaceAndExpectation) {
  const test::MalformedCase cases[] = {
      {"j10 i9l10", "moves.txt:1:1", "turn number 1 followed by '.'", 0},
      {"1.j10 3.i9l10", "moves.txt:1:7", "turn number 2, found '3'", 1},
      {"1.j10 2.i9l10 3", "moves.txt:1:15", "turn number 3 followed by '.'", 2},
      {"1.j10\n2.", "moves.txt:2:3",
       "stones like j10 or i9l10, 'pass', or an end (resign, time, draw) for turn 2", 1},
      {"1.j10 2.resign 3.j11", "moves.txt:1:16", "nothing after 'resign' (it ends the game)", 1},
      {"1.j10 2.draw\n2.k10", "moves.txt:2:1", "nothing after 'draw'", 1},
      {"1.j10\n2.i9+l10", "moves.txt:2:3", "stones like j10", 1},
      {"1.10j", "moves.txt:1:3", "stones like j10", 0},
      {"# SZ 99\n1.j10", "moves.txt:1:1", "board size from 6 to 59", 0},
      {"1.j10 2.\xff\xfe", "moves.txt:1:9", "stones like j10", 1},
      {"1.j10 2.i9i10 "
       "3."
       "k1k2k3k4k5k6k7k8k9k10k11k12k13k14k15k16k17k18k19k20k21k22k23k24k25k26k27k28k29k30k31k32k33"
       "k34k35k36k37k38k39k40k41k42k43k44k45k46k47k48k49k50k51k52k53k54k55k56k57k58k59k60k61k62k63k"
       "64k65k66",
       "moves.txt:1:17", "stones like j10", 2},
  };
  for (const auto& c : cases) {
    test::expectRecordError(
        [](const std::string& text) { return parseMoveList(text, "moves.txt"); }, c);
    EXPECT_FALSE(tryParseMoveList(c.text)) << c.text;
  }
}

TEST(MoveList, EndTokensSetTheResultAndReason) {
  // The side whose turn the number is resigns or runs out of time.
  auto resign = parseMoveList("1.j10 2.i9l10 3.j8l8 4.resign\n");
  EXPECT_EQ(resign.turns.size(), 3u);
  EXPECT_EQ(resign.result, Result::win(Color::Black, EndReason::Resign));
  auto flagged = parseMoveList("1.j10 2.i9l10 3.time");
  EXPECT_EQ(flagged.turns.size(), 2u);
  EXPECT_EQ(flagged.result, Result::win(Color::White, EndReason::Time));
  auto draw = parseMoveList("1.j10 2.i9l10 3.j8l8 4.draw # agreed\n");
  EXPECT_EQ(draw.result, (Result{Outcome::Draw, EndReason::Agreement}));
  auto report = replay(resign);
  EXPECT_TRUE(report.legal());
  EXPECT_TRUE(report.resultFromRecord);
  EXPECT_EQ(report.result, Result::win(Color::Black, EndReason::Resign));
  // The writer keeps the result in its header, so it reads back the same.
  EXPECT_EQ(parseMoveList(moveListString(resign)).result, resign.result);
}

// Other exports end the list with the result as SGF writes it, numbered or not (conformance).
TEST(MoveList, AnSgfResultEndsTheList) {
  auto bare = parseMoveList("1.j10 2.i9l10 3.j8l8 W+R\n");
  EXPECT_EQ(bare.turns.size(), 3u);
  EXPECT_EQ(bare.result, Result::win(Color::White, EndReason::Resign));
  auto numbered = parseMoveList("1.j10 2.i9l10 3.B+T # flag fell");
  EXPECT_EQ(numbered.turns.size(), 2u);
  EXPECT_EQ(numbered.result, Result::win(Color::Black, EndReason::Time));
  EXPECT_EQ(parseMoveList("1.j10 2.i9l10 Void").result.outcome, Outcome::Void);
  EXPECT_EQ(parseMoveList("1.j10 2.i9l10 0").result.outcome, Outcome::Draw);
  try {
    parseMoveList("1.j10 B+R 2.i9l10", "moves.txt");
    ADD_FAILURE() << "a turn after the result was read";
  } catch (const RecordError& e) {
    EXPECT_NE(std::string(e.what()).find("nothing after 'B+R'"), std::string::npos) << e.what();
  }
}

TEST(MoveList, ThreeStonesAreKeptAsAnIllegalTurn) {
  auto r = parseMoveList("1.j10 2.a1a2a3");
  EXPECT_EQ(r.turns[1].extraStones, std::vector<Point>{pt("a3")});
  EXPECT_EQ(replay(r).error, (ReplayError{2, Illegal::WrongStoneCount}));
  EXPECT_EQ(moveListString(r), "1.j10 2.a1a2a3\n");
}

}  // namespace c6::core
