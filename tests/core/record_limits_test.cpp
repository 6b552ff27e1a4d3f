// Readers refuse what they cannot hold: .c6a colours, times and periods out of range, SGF values
// beyond 1 MiB, and seconds that do not fit microseconds. Each once went through (issue 15).
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <string>

#include "core/native_archive.h"
#include "core/record_error.h"
#include "core/sgf_record.h"
#include "core/time.h"

namespace c6::core {
namespace {

GameRecord oneTurn(Turn turn) {
  GameRecord r;
  TurnRecord t;
  t.turn = turn;
  t.at = Micros(1'000'000);
  r.turns.push_back(t);
  return r;
}

// Loading must throw a RecordError whose "expected" names `what`.
void expectRefused(const GameRecord& r, const std::string& what) {
  const std::string bytes = nativeArchiveString(r);
  try {
    parseNativeArchive(bytes, "bad.c6a");
    ADD_FAILURE() << "accepted a record with a bad " << what;
  } catch (const RecordError& e) {
    EXPECT_NE(std::string(e.what()).find(what), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("bad.c6a"), std::string::npos) << e.what();
  }
}

}  // namespace

// `convert` once turned these into `;.[j10]`, `TS[-9223372036854.775808]` and `OB[-7]`.
TEST(RecordLimits, NativeArchiveRangeChecksColoursTimesAndPeriods) {
  expectRefused(oneTurn(Turn::one(Color::Empty, Point(9, 9))), "turn colour");
  GameRecord early = oneTurn(Turn::one(Color::Black, Point(9, 9)));
  early.turns[0].at = Micros(std::numeric_limits<long long>::min());
  expectRefused(early, "time");
  GameRecord periods = oneTurn(Turn::one(Color::Black, Point(9, 9)));
  periods.turns[0].clocks = ClockSnapshot{};
  periods.turns[0].clocks->blackPeriods = -7;
  expectRefused(periods, "period count");
  GameRecord fine = oneTurn(Turn::one(Color::Black, Point(9, 9)));
  EXPECT_EQ(parseNativeArchive(nativeArchiveString(fine)).turns.size(), 1u);
}

// A 100 MB SGF property once cost 0.8 GB to convert.
TEST(RecordLimits, SgfPropertyValuesAreCappedAtOneMebibyte) {
  const std::string huge = "(;GM[511]SZ[19]C[" + std::string((1 << 20) + 10, 'x') + "];B[jj])";
  try {
    parseSgf(huge, "huge.sgf");
    ADD_FAILURE() << "accepted a 1 MiB comment";
  } catch (const RecordError& e) {
    EXPECT_NE(std::string(e.what()).find("at most 1 MiB"), std::string::npos)
        << std::string(e.what()).substr(0, 300);
    EXPECT_NE(std::string(e.what()).find("huge.sgf"), std::string::npos);
  }
  const std::string large = "(;GM[511]SZ[19]C[" + std::string(100000, 'x') + "];B[jj])";
  EXPECT_EQ(parseSgf(large, "large.sgf").turns.size(), 1u);
}

TEST(RecordLimits, SecondsThatDoNotFitMicrosecondsAreRefused) {
  EXPECT_FALSE(trySecondsToMicros(std::nan("")));
  EXPECT_FALSE(trySecondsToMicros(std::numeric_limits<double>::infinity()));
  EXPECT_FALSE(trySecondsToMicros(-1e300));
  EXPECT_FALSE(trySecondsToMicros(9.3e12));
  EXPECT_THROW(secondsToMicros(std::nan("")), std::range_error);
  EXPECT_THROW(secondsToMicros(1e19), std::runtime_error);
  EXPECT_EQ(secondsToMicros(1.5), Micros(1'500'000));
  EXPECT_EQ(secondsToMicros(-2.25), Micros(-2'250'000));
  EXPECT_EQ(*trySecondsToMicros(1e9), Micros(1'000'000'000'000'000LL));
}

}  // namespace c6::core
