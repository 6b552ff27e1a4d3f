// The scoring of `c6rec eval-video` against a clip's truth: the semantics of
// ../shared/tools/score_videos.py (turns in order, flags by type within -1 s..+3 s).
#include "ui/cli/video_score.h"

#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

namespace c6::ui::cli {
namespace {

using core::RefereeEvent;
using core::RefereeEventKind;

// "B j10", "W k11 k9": a reported turn.
RefereeEvent turn(const std::string& text, bool reconstructed = false) {
  std::istringstream in(text);
  std::string side, point;
  in >> side;
  RefereeEvent e;
  e.kind = RefereeEventKind::Turn;
  e.color = *core::tryParseSide(side[0]);
  while (in >> point) e.stones.push_back(*core::tryParsePoint(point));
  e.reconstructed = reconstructed;
  return e;
}

RefereeEvent flag(const std::string& type, double t) {
  RefereeEvent e;
  e.kind = RefereeEventKind::Flag;
  e.flag.type = *core::tryParseFlagType(type);
  e.time = core::secondsToMicros(t);
  return e;
}

// The truth of three turns (and the irregularities given), in the videos' JSON format.
VideoTruth truth(const std::string& irregularities = "") {
  return parseVideoTruth(
      R"({"events": [
        {"t": 4.1, "kind": "turn", "n": 1, "color": "B", "stones": ["j10"]},
        {"t": 8.2, "kind": "turn", "n": 2, "color": "W", "stones": ["k11", "k9"]},
        {"t": 12.3, "kind": "turn", "n": 3, "color": "B", "stones": ["l10", "h10"]})" +
          irregularities + R"(], "truth_until_s": 38.0, "lighting": "dim",
        "players": {"B": "R", "W": "L"}})",
      "test.json");
}

TEST(VideoScore, EveryTurnInOrderIsRightWhateverTheOrderOfItsStones) {
  const VideoScore s = scoreVideo(truth(), {turn("B j10"), turn("W k9 k11"), turn("B h10 l10")});
  EXPECT_EQ(s.turnsRight, 3);
  EXPECT_EQ(s.truthTurns, 3);
  EXPECT_EQ(s.falseTurns, 0);
  EXPECT_TRUE(s.perfect());
}

TEST(VideoScore, AWrongStoneOrColourIsFalseAndTheTruthsTurnStaysNext) {
  // W k11 l12 is not W k11 k9; the B turn after it is compared with W's turn still, so it is false
  // too; W's turn reported late is then right.
  VideoScore s = scoreVideo(truth(), {turn("B j10"), turn("W k11 l12"), turn("B l10 h10")});
  EXPECT_EQ(s.turnsRight, 1);
  EXPECT_EQ(s.falseTurns, 2);
  EXPECT_FALSE(s.perfect());
  s = scoreVideo(truth(), {turn("W j10"), turn("B j10")});
  EXPECT_EQ(s.turnsRight, 1) << "the right stones in the wrong colour are false";
  EXPECT_EQ(s.falseTurns, 1);
  s = scoreVideo(truth(), {turn("B j10"), turn("W k11")});
  EXPECT_EQ(s.falseTurns, 1) << "one stone of a two-stone turn is false";
}

TEST(VideoScore, TurnsOutOfOrderScoreOnlyThoseThatComeNext) {
  // The script walks the truth in order: Black's second turn before White's is false, and is not
  // counted again when White's turn comes.
  const VideoScore s = scoreVideo(truth(), {turn("B j10"), turn("B l10 h10"), turn("W k11 k9")});
  EXPECT_EQ(s.turnsRight, 2);
  EXPECT_EQ(s.falseTurns, 1);
}

TEST(VideoScore, TurnsBeyondTheTruthAndRepeatsAreFalse) {
  const VideoScore s = scoreVideo(truth(), {turn("B j10"), turn("B j10"), turn("W k11 k9"),
                                            turn("B l10 h10"), turn("W a1 a2")});
  EXPECT_EQ(s.turnsRight, 3);
  EXPECT_EQ(s.falseTurns, 2);
  EXPECT_FALSE(s.perfect());
}

TEST(VideoScore, NothingRecordedLosesEveryTurnButIsNotFalse) {
  const VideoScore s = scoreVideo(truth(), {});
  EXPECT_EQ(s.turnsRight, 0);
  EXPECT_EQ(s.truthTurns, 3);
  EXPECT_EQ(s.falseTurns, 0);
  EXPECT_FALSE(s.perfect());
}

TEST(VideoScore, OtherEventsAreNotTurns) {
  RefereeEvent partial = turn("W k11");
  partial.kind = RefereeEventKind::Partial;
  const VideoScore s =
      scoreVideo(truth(), {turn("B j10"), partial, flag("removed", 9.0), turn("W k11 k9")});
  EXPECT_EQ(s.turnsRight, 2);
  EXPECT_EQ(s.falseTurns, 0);
}

TEST(VideoScore, ReconstructedTurnsAreCountedRightOrFalse) {
  const VideoScore s =
      scoreVideo(truth(), {turn("B j10"), turn("W k11 k9", true), turn("B a1 a2", true)});
  EXPECT_EQ(s.reconstructed, 2);
  EXPECT_EQ(s.turnsRight, 2);
  EXPECT_EQ(s.falseTurns, 1);
}

TEST(VideoScore, AFlagCountsFromOneSecondBeforeToThreeAfter) {
  const VideoTruth t = truth(R"(, {"t": 10.0, "kind": "misplaced", "type": "moved"})");
  ASSERT_EQ(t.irregularities.size(), 1u);
  EXPECT_EQ(t.irregularities[0].flag, core::FlagType::Moved);
  const std::vector<RefereeEvent> turns = {turn("B j10"), turn("W k11 k9"), turn("B l10 h10")};
  auto with = [&](const RefereeEvent& f) {
    std::vector<RefereeEvent> events = turns;
    events.push_back(f);
    return scoreVideo(t, events);
  };
  EXPECT_EQ(with(flag("moved", 9.0)).flagsFound, 1);
  EXPECT_EQ(with(flag("moved", 13.0)).flagsFound, 1);
  EXPECT_EQ(with(flag("moved", 8.999)).flagsFound, 0);
  EXPECT_EQ(with(flag("moved", 13.001)).flagsFound, 0);
  EXPECT_EQ(with(flag("removed", 10.5)).flagsFound, 0) << "another type is not the flag";
  EXPECT_EQ(with(flag("moved", 10.5)).truthFlags, 1);
  EXPECT_TRUE(with(flag("moved", 10.5)).perfect());
  EXPECT_FALSE(scoreVideo(t, turns).perfect()) << "every turn right, the flag missed";
}

TEST(VideoScore, TimesCountAsRecordJsonPrintsThem) {
  // 13.0004 s prints as 13.000, inside the window; 8.9995 s prints as 8.999 (binary 8.99949..).
  const VideoTruth t = truth(R"(, {"t": 10.0, "kind": "misplaced", "type": "moved"})");
  RefereeEvent late = flag("moved", 0);
  late.time = core::Micros(13'000'400);
  EXPECT_EQ(scoreVideo(t, {late}).flagsFound, 1);
  RefereeEvent early = flag("moved", 0);
  early.time = core::Micros(8'999'500);
  EXPECT_EQ(scoreVideo(t, {early}).flagsFound, 0);
}

TEST(VideoScore, WrongColourAndOutOfTurnStandForEachOther) {
  const VideoTruth t = truth(
      R"(, {"t": 10.0, "kind": "misplaced", "type": "wrong-colour"},
           {"t": 20.0, "kind": "misplaced", "type": "out-of-turn"},
           {"t": 30.0, "kind": "misplaced", "type": "take-back"})");
  const VideoScore s = scoreVideo(
      t, {flag("out-of-turn", 11.0), flag("wrong-colour", 21.0), flag("too-many", 31.0)});
  EXPECT_EQ(s.flagsFound, 2);
  EXPECT_EQ(s.truthFlags, 3);
}

TEST(VideoScore, AnIrregularityOfNoFlagTypeIsNeverFound) {
  const VideoTruth t = truth(R"(, {"t": 10.0, "kind": "misplaced", "type": "knocked"})");
  ASSERT_EQ(t.irregularities.size(), 1u);
  EXPECT_FALSE(t.irregularities[0].flag);
  EXPECT_EQ(scoreVideo(t, {flag("moved", 10.0)}).flagsFound, 0);
}

TEST(VideoScore, TotalsAddUp) {
  VideoScore total = scoreVideo(truth(), {turn("B j10")});
  total += scoreVideo(truth(), {turn("B j10"), turn("W a1 a2", true)});
  EXPECT_EQ(total.turnsRight, 2);
  EXPECT_EQ(total.truthTurns, 6);
  EXPECT_EQ(total.falseTurns, 1);
  EXPECT_EQ(total.reconstructed, 1);
}

TEST(VideoTruth, ReadsTheVideosFormat) {
  const VideoTruth t = truth(R"(, {"t": 10.0, "kind": "misplaced", "type": "moved"},
                                  {"t": 11.0, "kind": "bump"})");
  ASSERT_EQ(t.turns.size(), 3u);
  EXPECT_EQ(t.turns[1].n, 2);
  EXPECT_EQ(t.turns[1].color, core::Color::White);
  EXPECT_EQ(t.turns[1].stones, (std::vector<core::Point>{{10, 10}, {10, 8}}));
  EXPECT_DOUBLE_EQ(t.turns[2].t, 12.3);
  EXPECT_EQ(t.irregularities.size(), 1u) << "other kinds are neither turns nor irregularities";
  EXPECT_EQ(t.truthUntil, 38.0);
  EXPECT_EQ(t.lighting, "dim");
  EXPECT_EQ(t.players.at("B"), "R");
}

TEST(VideoTruth, ABadFileIsRefusedNamingItAndTheField) {
  const struct {
    const char* text;
    const char* says;
  } cases[] = {
      {"{\"events\": [", "clip.json: not JSON"},
      {"[]", "clip.json: top level: expected an object"},
      {"{}", "clip.json: top level: expected \"events\", a list"},
      {R"({"events": [{"t": 1, "kind": "turn", "color": "X", "stones": ["j10"]}]})",
       "clip.json: events[0]: expected \"color\": \"B\" or \"W\""},
      {R"({"events": [{"t": 1, "kind": "turn", "color": "B", "stones": ["z99"]}]})",
       "clip.json: events[0]: \"stones\": expected points of a 19x19 board such as \"j10\", got "
       "\"z99\""},
      {R"({"events": [{"kind": "turn", "color": "B", "stones": ["j10"]}]})",
       "clip.json: events[0]: expected \"t\", a time in seconds"},
      {R"({"events": [{"t": 1, "kind": "misplaced"}]})", "clip.json: events[0]: expected \"type\""},
      {R"({"events": [{"t": 1}]})", "clip.json: events[0]: expected \"kind\""},
      {R"({"events": [], "truth_until_s": "late"})", "clip.json: truth_until_s: expected a time"},
  };
  for (const auto& c : cases) {
    try {
      parseVideoTruth(c.text, "clip.json");
      ADD_FAILURE() << "accepted: " << c.text;
    } catch (const VideoTruthError& e) {
      EXPECT_NE(std::string(e.what()).find(c.says), std::string::npos)
          << c.text << "\nwant: " << c.says << "\ngot:  " << e.what();
    }
  }
}

TEST(VideoTruth, AMissingFileIsNamed) {
  try {
    readVideoTruth("/nonexistent/clip.json");
    ADD_FAILURE() << "a missing file was read";
  } catch (const VideoTruthError& e) {
    EXPECT_NE(std::string(e.what()).find("/nonexistent/clip.json"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace c6::ui::cli
