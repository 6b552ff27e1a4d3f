// The flat CSV archive of games (issue 16).
#include "core/csv_archive.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "core/record_detect.h"
#include "core/replay.h"
#include "tests/core/diagram.h"

namespace c6::core {
using test::pt;

namespace {
std::string archiveText() {
  std::ifstream in(std::filesystem::path(C6_TEST_SOURCE_DIR) / "core" / "data" / "archive.csv",
                   std::ios::binary);
  EXPECT_TRUE(in);
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}
}  // namespace

TEST(CsvArchive, ReadsEveryGameWithItsIdAndResult) {
  auto games = parseCsvArchive(archiveText(), "archive.csv");
  ASSERT_EQ(games.size(), 5u);
  std::vector<std::string> ids;
  for (const auto& g : games) {
    ids.push_back(g.id);
    ASSERT_TRUE(g.record) << g.id << ": " << (g.error ? g.error->what() : "");
    EXPECT_TRUE(replay(*g.record).legal()) << g.id;
  }
  EXPECT_EQ(ids, (std::vector<std::string>{"1001", "1002", "1003", "1004", "1005"}));
  const GameRecord& first = *games[0].record;
  EXPECT_EQ(first.info.black, "ada");
  EXPECT_EQ(first.info.white, "brook");
  EXPECT_EQ(first.info.date, "2009-03-14");
  EXPECT_EQ(first.turns[0].turn, Turn::one(Color::Black, pt("j10")));
  EXPECT_EQ(first.turns[1].turn, Turn::two(Color::White, pt("k10"), pt("l11")));
  EXPECT_EQ(replay(first).result, Result::win(Color::Black, EndReason::Six));
  EXPECT_EQ(replay(*games[2].record).result, Result::win(Color::White, EndReason::Six));
  // 1005 ends "...,resign" at turn 13: Black resigned.
  const GameRecord& resigned = *games[4].record;
  EXPECT_EQ(resigned.turns.size(), 12u);
  EXPECT_EQ(resigned.result, Result::win(Color::White, EndReason::Resign));
}

TEST(CsvArchive, ABadRowIsReportedAndTheOthersAreRead) {
  std::string text =
      "game_id,moves,winner\r\n"
      "1,\"j10,k10,k11\",white\r\n"
      "2,\"j10,k10,k1x,a1\",black\r\n"
      "3,\"j10,k10\",black\r\n"
      "4,\"j10,k10,k11\",purple\r\n"
      "\r\n"
      ",\"j10\",\r\n";
  auto games = parseCsvArchive(text, "a.csv");
  ASSERT_EQ(games.size(), 5u);
  EXPECT_TRUE(games[0].record);
  ASSERT_TRUE(games[1].error);
  EXPECT_EQ(std::string(games[1].error->what())
                .rfind("a.csv#2:3:3: expected a point like j10 (item 3 of moves)", 0),
            0u)
      << games[1].error->what();
  EXPECT_EQ(games[1].error->turnsRead(), 1);
  ASSERT_TRUE(games[2].error);
  EXPECT_NE(std::string(games[2].error->what()).find("two stones for the last turn (2)"),
            std::string::npos);
  ASSERT_TRUE(games[3].error);
  EXPECT_NE(std::string(games[3].error->what()).find("a winner black, white or draw"),
            std::string::npos);
  EXPECT_EQ(games[4].id, "line 7");
  EXPECT_TRUE(games[4].record);
}

// Real archives (9 of 120 conformance games) end with the one stone that made six: the second is
// never written. One stone that makes no six is still an incomplete turn.
TEST(CsvArchive, ALastTurnOfOneStoneThatMakesSixIsTheWinningTurn) {
  const std::string text =
      "game_id,moves\n"
      "six,\"j10,a1,b1,j11,j12,a3,b3,j13,j14,a5,b5,j15\"\n"
      "short,\"j10,a1,b1,j11,j12,a3,b3,j13,j14,a5,b5,k15\"\n";
  auto games = parseCsvArchive(text, "a.csv");
  ASSERT_EQ(games.size(), 2u);
  ASSERT_TRUE(games[0].record) << games[0].error->what();
  EXPECT_EQ(games[0].record->turns.back().turn, Turn::one(Color::Black, pt("j15")));
  EXPECT_EQ(replay(*games[0].record).result, Result::win(Color::Black, EndReason::Six));
  ASSERT_TRUE(games[1].error);
  EXPECT_NE(std::string(games[1].error->what()).find("two stones for the last turn (7)"),
            std::string::npos)
      << games[1].error->what();
}

// "FILE#1" must name one game: a repeated game_id is reported on its row, and naming it is refused.
TEST(CsvArchive, ARepeatedGameIdNamesNoGame) {
  const std::string text = "game_id,moves\n1,\"j10,k10,k11\"\n1,\"j10\"\n2,\"j10\"\n";
  auto games = parseCsvArchive(text, "a.csv");
  ASSERT_EQ(games.size(), 3u);
  EXPECT_TRUE(games[0].record);
  ASSERT_TRUE(games[1].error);
  EXPECT_NE(std::string(games[1].error->what()).find("the game_id of line 2"), std::string::npos)
      << games[1].error->what();
  EXPECT_TRUE(games[2].record);
  try {
    parseRecordBytes(text, "a.csv", "1");
    ADD_FAILURE() << "took one of two games named 1";
  } catch (const RecordError& e) {
    EXPECT_NE(std::string(e.what()).find("lines 2 and 3 both have it"), std::string::npos)
        << e.what();
  }
  EXPECT_EQ(parseRecordBytes(text, "a.csv", "2").turns.size(), 1u);
}

TEST(CsvArchive, QuotedFieldsMayHoldQuotesAndLineBreaks) {
  auto games =
      parseCsvArchive("moves,black,game_id\n\"j10,\nk10,k11\",\"Ada \"\"A\"\" L\",g1\n", "q.csv");
  ASSERT_EQ(games.size(), 1u);
  ASSERT_TRUE(games[0].record);
  EXPECT_EQ(games[0].id, "g1");
  EXPECT_EQ(games[0].record->info.black, "Ada \"A\" L");
  EXPECT_EQ(games[0].record->turns.size(), 2u);
}

TEST(CsvArchive, AFileWithoutTheColumnsIsNotAnArchive) {
  EXPECT_THROW(parseCsvArchive("id,moves\n1,\"j10\"\n", "x.csv"), RecordError);
  EXPECT_FALSE(looksLikeCsvArchive("id,moves\n1,\"j10\"\n"));
  EXPECT_TRUE(looksLikeCsvArchive("game_id,moves,winner\n"));
  EXPECT_TRUE(looksLikeCsvArchive("\xEF\xBB\xBFGame_ID,Moves\n"));
}

TEST(RecordDetect, FormatsAreToldByContent) {
  EXPECT_EQ(detectRecordContent("(;FF[4];B[j10])"), RecordContent::Sgf);
  EXPECT_EQ(detectRecordContent(" \n{[C6][a B][b W];B(J,10)}"), RecordContent::Ccgc);
  EXPECT_EQ(detectRecordContent("game_id,moves\n1,\"j10\"\n"), RecordContent::CsvArchive);
  EXPECT_EQ(detectRecordContent("1.j10 2.k10k11"), RecordContent::MoveList);
  EXPECT_EQ(detectRecordContent("c6cam-record\n..."), RecordContent::NativeArchive);
  EXPECT_EQ(parseRecordBytes("{[C6][a B][b W];B(J,10)}", "x").turns.size(), 1u);
  // From an archive: its only game, or the one named.
  EXPECT_EQ(parseRecordBytes("game_id,moves\n7,\"j10,k10,k11\"\n", "x").turns.size(), 2u);
  std::string two = "game_id,moves\n7,\"j10,k10,k11\"\n8,\"j10\"\n";
  EXPECT_EQ(parseRecordBytes(two, "x", "8").turns.size(), 1u);
  try {
    parseRecordBytes(two, "two.csv");
    ADD_FAILURE() << "no error";
  } catch (const RecordError& e) {
    EXPECT_NE(std::string(e.what()).find("name one as two.csv#GAME_ID"), std::string::npos)
        << e.what();
  }
  EXPECT_THROW(parseRecordBytes(two, "two.csv", "9"), RecordError);
}

}  // namespace c6::core
