// The real Little Golem games in ../shared/data/records through the reader and the rules.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "core/move_list.h"
#include "core/native_archive.h"
#include "core/replay.h"
#include "core/sgf_record.h"
#include "tests/core/record_compare.h"

namespace c6::core {

static std::vector<std::filesystem::path> realRecords() {
  std::filesystem::path dir = std::filesystem::path(C6_SHARED_DATA_DIR) / "records";
  std::vector<std::filesystem::path> files;
  if (!std::filesystem::is_directory(dir)) {
    ADD_FAILURE() << "test data folder missing: " << dir;
    return files;
  }
  for (const auto& e : std::filesystem::directory_iterator(dir))
    if (e.path().extension() == ".sgf") files.push_back(e.path());
  std::sort(files.begin(), files.end());
  return files;
}

TEST(RealRecords, ThirtySixesFifteenEachAndTenWithoutResult) {
  auto files = realRecords();
  ASSERT_EQ(files.size(), 40u);
  int black = 0, white = 0, none = 0;
  for (const auto& f : files) {
    std::ifstream in(f);
    GameRecord r = readSgf(in, f.string());
    ReplayReport report = replay(r);
    EXPECT_TRUE(report.legal()) << f << " turn " << (report.error ? report.error->turn : 0);
    EXPECT_EQ(report.turnsApplied, static_cast<int>(r.turns.size())) << f;
    if (report.result == Result::win(Color::Black, EndReason::Six))
      ++black;
    else if (report.result == Result::win(Color::White, EndReason::Six))
      ++white;
    else if (!report.result.over())
      ++none;
    else
      ADD_FAILURE() << f << ": unexpected result " << outcomeString(report.result.outcome);
  }
  EXPECT_EQ(black, 15);
  EXPECT_EQ(white, 15);
  EXPECT_EQ(none, 10);
}

TEST(RealRecords, EveryFormatRoundTrips) {
  for (const auto& f : realRecords()) {
    std::ifstream in(f);
    GameRecord r = readSgf(in, f.string());
    for (auto dialect : {SgfDialect::LittleGolem, SgfDialect::OneStonePerNode}) {
      GameRecord back = parseSgf(sgfString(r, dialect), f.string());
      test::expectSameHeader(r, back);
      test::expectSameTurns(r, back);
    }
    GameRecord list = parseMoveList(moveListString(r));
    test::expectSameHeader(r, list);
    test::expectSameTurns(r, list, false);
    GameRecord native = parseNativeArchive(nativeArchiveString(r));
    test::expectSameHeader(r, native);
    test::expectSameTurns(r, native);
    EXPECT_EQ(replay(native).result, replay(r).result) << f;
  }
}

}  // namespace c6::core
