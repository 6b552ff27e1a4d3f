// NCTU's one-stone-per-node SGF with upper-case coordinates, row A at the bottom (issue 16).
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

TEST(SgfNctu, UpperCaseCoordinatesCountRowsFromTheBottom) {
  auto r = parseSgf("(;GM[511];B[JJ];W[KK];W[IK];B[AA];B[SS])");
  ASSERT_EQ(r.turns.size(), 3u);
  EXPECT_EQ(r.turns[0].turn, Turn::one(Color::Black, pt("j10")));
  EXPECT_EQ(r.turns[1].turn,
            Turn::two(Color::White, pt("k11"), pt("i11")));  // column I is a column
  EXPECT_EQ(r.turns[2].turn, Turn::two(Color::Black, pt("a1"), pt("s19")));
  // The lower-case dialect counts rows from the top: the same letters are other points.
  auto lower = parseSgf("(;GM[511];B[jj];W[kk];W[ik];B[aa];B[ss])");
  EXPECT_EQ(lower.turns[1].turn, Turn::two(Color::White, pt("k9"), pt("i9")));
  EXPECT_EQ(lower.turns[2].turn, Turn::two(Color::Black, pt("a19"), pt("s1")));
}

TEST(SgfNctu, ReadsAGameFile) {
  std::ifstream in(std::filesystem::path(C6_TEST_SOURCE_DIR) / "core" / "data" / "nctu.sgf");
  ASSERT_TRUE(in);
  GameRecord r = readSgf(in, "nctu.sgf");
  EXPECT_EQ(r.info.black, "NCTU6");
  ASSERT_EQ(r.turns.size(), 22u);
  EXPECT_EQ(r.turns[1].turn, Turn::two(Color::White, pt("i11"), pt("h10")));
  ReplayReport report = replay(r);
  EXPECT_TRUE(report.legal());
  EXPECT_EQ(report.result, Result::win(Color::White, EndReason::Six));
}

TEST(SgfNctu, MixedOrMalformedCoordinatesNameTheDialect) {
  try {
    parseSgf("(;GM[511];B[JJ];W[kk])", "n.sgf");
    ADD_FAILURE() << "no error";
  } catch (const RecordError& e) {
    EXPECT_NE(std::string(e.what()).find("two upper-case letters like JJ"), std::string::npos)
        << e.what();
    EXPECT_EQ(e.turnsRead(), 1);
  }
  EXPECT_FALSE(tryParseSgf("(;GM[511];B[JJ];W[K1])"));
}

TEST(SgfNctu, WriterRoundTrips) {
  GameRecord r = parseSgf("(;GM[511]PB[a]PW[b];B[JJ];W[KK];W[IK];B[];W[AS];W[SA])");
  std::string text = sgfString(r, SgfDialect::Nctu);
  EXPECT_NE(text.find(";B[JJ]\n;W[KK]\n;W[IK]"), std::string::npos) << text;
  GameRecord back = parseSgf(text);
  test::expectSameHeader(r, back);
  test::expectSameTurns(r, back, false);
}

}  // namespace c6::core
