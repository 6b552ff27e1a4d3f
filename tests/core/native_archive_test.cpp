// The native archive keeps everything, and files of older versions keep loading.
#include "core/native_archive.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "tests/core/record_compare.h"

namespace c6::core {

TEST(NativeArchive, RoundTripKeepsEverything) {
  GameRecord r = test::richRecord();
  r.turns[3].extraStones = {Point(1, 2), Point(3, 4)};
  r.options.tieBreakByCounting = true;
  r.options.tieBreakDownTo = 3;
  r.options.boardSize = 19;
  std::string bytes = nativeArchiveString(r);
  EXPECT_EQ(bytes.rfind("c6cam-record\n", 0), 0u);
  GameRecord back = parseNativeArchive(bytes, "game.c6a");
  test::expectSameHeader(r, back);
  test::expectSameTurns(r, back, true, true);
  EXPECT_EQ(back.events, r.events);
  EXPECT_EQ(nativeArchiveString(back), bytes);
}

TEST(NativeArchive, LargestBoard) {
  GameRecord r;
  r.options.boardSize = 59;
  TurnRecord t;
  t.turn = Turn::one(Color::Black, Point(58, 58));
  r.turns.push_back(t);
  GameRecord back = parseNativeArchive(nativeArchiveString(r));
  EXPECT_EQ(back.options.boardSize, 59);
  EXPECT_EQ(back.turns.at(0).turn, t.turn);
}

// A file written by version 1 (tests/core/data/record_v1.c6a). Later versions must still load it.
TEST(NativeArchive, Version1FileKeepsLoading) {
  std::ifstream in(std::string(C6_TEST_SOURCE_DIR) + "/core/data/record_v1.c6a", std::ios::binary);
  ASSERT_TRUE(in) << "missing " << C6_TEST_SOURCE_DIR << "/core/data/record_v1.c6a";
  GameRecord back = readNativeArchive(in, "record_v1.c6a");
  GameRecord expected = test::richRecord();
  test::expectSameHeader(expected, back);
  test::expectSameTurns(expected, back);
  EXPECT_EQ(back.events, expected.events);
  ASSERT_TRUE(back.turns[0].clocks);
  EXPECT_EQ(back.turns[0].clocks->blackMoves, 0) << "version 1 had no move counts";
}

TEST(NativeArchive, GarbageIsRefusedWithAPlace) {
  std::string good = nativeArchiveString(test::richRecord());
  std::vector<std::pair<std::string, std::string>> cases = {
      {"", "1:1: expected a c6cam native archive"},
      {"(;FF[4])", "1:1: expected a c6cam native archive"},
      {"c6cam-record\n", "byte"},
      {"c6cam-record\n22 serialization::archive", "byte"},
      {good.substr(0, good.size() / 2), "byte"},
      {good.substr(0, good.size() - 3), "byte"},
  };
  // A count that claims far more items than the file holds.
  std::string huge = good;
  auto pos = huge.find(" 15 65 100 97 32");  // the black player's name: 15 characters
  ASSERT_NE(pos, std::string::npos) << good.substr(0, 200);
  huge.replace(pos, 3, " 999999999999");
  cases.emplace_back(huge, "plausible count");
  std::string badSize = good;
  for (std::size_t i = 0; i < 20; ++i) badSize[good.size() - 1 - i] = 'x';
  cases.emplace_back(badSize, "byte");
  for (const auto& [bytes, expected] : cases) {
    try {
      parseNativeArchive(bytes, "bad.c6a");
      ADD_FAILURE() << "no error for " << bytes.substr(0, 40);
    } catch (const RecordError& e) {
      std::string what = e.what();
      EXPECT_EQ(what.rfind("bad.c6a:", 0), 0u) << what;
      EXPECT_NE(what.find(expected), std::string::npos) << what;
    }
    EXPECT_FALSE(tryParseNativeArchive(bytes));
  }
}

}  // namespace c6::core
