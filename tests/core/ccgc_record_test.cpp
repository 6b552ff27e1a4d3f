// The CCGC record (issue 16): UTF-8 and GB2312/GBK files, the writer, and round trips through it.
#include "core/ccgc_record.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "core/replay.h"
#include "core/sgf_record.h"
#include "tests/core/diagram.h"
#include "tests/core/record_compare.h"

namespace c6::core {
using test::pt;

namespace {

std::string fileBytes(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  EXPECT_TRUE(in) << "missing test file " << path;
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

std::string testData(const char* name) {
  return fileBytes(std::filesystem::path(C6_TEST_SOURCE_DIR) / "core" / "data" / name);
}

}  // namespace

TEST(CcgcRecord, ReadsAUtf8RecordWithMarks) {
  GameRecord r = parseCcgc(testData("ccgc_utf8.txt"), "ccgc_utf8.txt");
  EXPECT_EQ(r.info.black, "六子一队");
  EXPECT_EQ(r.info.white, "连珠二队");
  EXPECT_EQ(r.info.date, "2025.12.27 14:55");
  EXPECT_EQ(r.info.place, "北京");
  EXPECT_EQ(r.info.event, "2025 中国大学生计算机博弈大赛 六子棋组");
  EXPECT_EQ(r.result.outcome, Outcome::BlackWins);
  ASSERT_EQ(r.turns.size(), 23u);
  EXPECT_EQ(r.turns[0].turn, Turn::one(Color::Black, pt("j10")));
  EXPECT_EQ(r.turns[1].turn,
            Turn::two(Color::White, pt("i9"), pt("j9")));  // two W tokens, one turn
  ReplayReport report = replay(r);
  EXPECT_TRUE(report.legal());
  EXPECT_EQ(report.result, Result::win(Color::Black, EndReason::Six));
}

TEST(CcgcRecord, ReadsAGbkRecordAsUtf8) {
  std::string bytes = testData("ccgc_gbk.txt");
  TextEncoding found = TextEncoding::Utf8;
  decodeRecordText(bytes, "ccgc_gbk.txt", &found);
  EXPECT_EQ(found, TextEncoding::Gbk);
  GameRecord r = parseCcgc(bytes, "ccgc_gbk.txt");
  EXPECT_EQ(r.info.black, "棋道程序");
  EXPECT_EQ(r.info.white, "天元程序");
  EXPECT_EQ(r.info.place, "重庆");
  EXPECT_EQ(r.info.event, "2024 全国计算机博弈锦标赛 第3轮");
  EXPECT_EQ(r.result.outcome, Outcome::WhiteWins);
  ASSERT_EQ(r.turns.size(), 28u);
  ReplayReport report = replay(r);
  EXPECT_TRUE(report.legal());
  EXPECT_EQ(report.result, Result::win(Color::White, EndReason::Six));
}

TEST(CcgcRecord, ColumnIIsAColumnAndRowsCountFromTheBottom) {
  auto r = parseCcgc("{[C6][a B][b W][][][];B(I,1);W(S,19);W(A,1)}");
  ASSERT_EQ(r.turns.size(), 2u);
  EXPECT_EQ(r.turns[0].turn, Turn::one(Color::Black, Point(8, 0)));
  EXPECT_EQ(r.turns[1].turn, Turn::two(Color::White, Point(18, 18), Point(0, 0)));
  EXPECT_FALSE(r.result.over());
}

TEST(CcgcRecord, DrawIsByAgreementAndOtherResultsAreKept) {
  EXPECT_EQ(parseCcgc("{[C6][x B][y W][平局][][];B(J,10)}").result,
            (Result{Outcome::Draw, EndReason::Agreement}));
  auto odd = parseCcgc("{[C6][x B][y W][先手超时负][][];B(J,10)}");
  EXPECT_FALSE(odd.result.over());
  EXPECT_EQ(odd.info.extra.at("RE"), "先手超时负");
}

TEST(CcgcRecord, ThreeStonesOfOneColourAreKeptAsAnIllegalTurn) {
  auto r = parseCcgc("{[C6][x B][y W][][][];B(J,10);W(A,1);W(A,2);W(A,3)}");
  EXPECT_EQ(r.turns[1].extraStones, std::vector<Point>{pt("a3")});
  EXPECT_EQ(replay(r).error, (ReplayError{2, Illegal::WrongStoneCount}));
}

TEST(CcgcRecord, MalformedInputNamesPlaceAndExpectation) {
  const test::MalformedCase cases[] = {
      {"[C6]", "g.txt:1:1 (stone 0)", "'{' to open a CCGC record", 0},
      {"{[GO][x B][y W];B(J,10)}", "g.txt:1:2 (stone 0)", "[C6] (a Connect6 record)", 0},
      {"{[C6][x B][y W];B(J,10);W(K10)}", "g.txt:1:25 (stone 2)", "a stone like B(J,10)", 1},
      {"{[C6][x B][y W];B(J,10);X(K,10)}", "g.txt:1:25 (stone 2)", "a stone like B(J,10)", 1},
      {"{[C6][x B][y W];B(J,10);W(K,10)MARK[1}", "g.txt:1:36 (stone 2)",
       "']' to close an annotation", 1},
      {"{[C6][x B][y W];B(J,10)", "g.txt:1:24 (stone 1)", "';' and a stone, or '}'", 1},
      {"{[C6][x B][y W];B(J,10)}{", "g.txt:1:25 (stone 1)", "end of input after '}'", 1},
      {"{[C6][x B][y W];B(J,10);W(K,11)B(L,12)}", "g.txt:1:32 (stone 2)",
       "';' before the next stone", 1},
      {"{[C6][\xff\xff B][y W];B(J,10)}", "g.txt:1:7", "UTF-8 or GB2312/GBK text", 0},
  };
  for (const auto& c : cases) {
    test::expectRecordError([](const std::string& text) { return parseCcgc(text, "g.txt"); }, c);
    EXPECT_FALSE(tryParseCcgc(c.text)) << c.text;
  }
}

TEST(CcgcRecord, WriterRoundTripsHeaderTurnsAndResultInBothEncodings) {
  GameRecord r = parseCcgc(testData("ccgc_gbk.txt"), "ccgc_gbk.txt");
  for (TextEncoding enc : {TextEncoding::Utf8, TextEncoding::Gbk}) {
    std::string bytes = ccgcString(r, enc);
    GameRecord back = parseCcgc(bytes, "written");
    test::expectSameHeader(r, back);
    test::expectSameTurns(r, back, false);
    EXPECT_EQ(ccgcString(back, enc), bytes);
  }
  EXPECT_EQ(ccgcString(r).rfind("{[C6][棋道程序 B][天元程序 W][后手胜][2024.08.18 09:30 重庆][2024 "
                                "全国计算机博弈锦标赛 第3轮];B(J,10);W(J,11);W(J,12);B(I,10)",
                                0),
            0u);
}

TEST(CcgcRecord, WriterRefusesWhatCcgcCannotHold) {
  GameRecord pass = parseSgf("(;FF[4];B[j10];W[])");
  EXPECT_THROW(ccgcString(pass), std::invalid_argument);
  GameRecord small = parseSgf("(;FF[4]SZ[13];B[g7])");
  EXPECT_THROW(ccgcString(small), std::invalid_argument);
  GameRecord emoji = parseSgf("(;FF[4]PB[\xf0\x9f\x98\x80];B[j10])");  // no GBK code for it
  EXPECT_NO_THROW(ccgcString(emoji));
  EXPECT_THROW(ccgcString(emoji, TextEncoding::Gbk), std::invalid_argument);
}

// Every real Little Golem game through CCGC and back: the same turns and the same result.
TEST(CcgcRecord, RealLittleGolemGamesRoundTrip) {
  std::filesystem::path dir = std::filesystem::path(C6_SHARED_DATA_DIR) / "records";
  ASSERT_TRUE(std::filesystem::is_directory(dir)) << "test data folder missing: " << dir;
  int games = 0, decided = 0;
  for (const auto& e : std::filesystem::directory_iterator(dir)) {
    if (e.path().extension() != ".sgf") continue;
    SCOPED_TRACE(e.path().string());
    GameRecord lg = parseSgf(fileBytes(e.path()), e.path().string());
    GameRecord back = parseCcgc(ccgcString(lg), "back");
    test::expectSameTurns(lg, back, false);
    EXPECT_EQ(back.info.black, lg.info.black);
    EXPECT_EQ(back.info.white, lg.info.white);
    EXPECT_EQ(back.info.event, lg.info.event);
    ReplayReport a = replay(lg), b = replay(back);
    EXPECT_EQ(a.result, b.result);
    EXPECT_EQ(a.turnsApplied, b.turnsApplied);
    // The result field says what the stones decided, so the written record carries it.
    if (a.result.over()) {
      EXPECT_EQ(back.result.outcome, a.result.outcome);
    }
    decided += a.result.over() ? 1 : 0;
    ++games;
  }
  EXPECT_EQ(games, 40);
  EXPECT_EQ(decided, 30);
}

}  // namespace c6::core
