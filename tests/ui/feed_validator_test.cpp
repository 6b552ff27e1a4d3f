// The feed's one validator: every event from outside (POST, file, pipe, MQTT) and every relayed
// board state passes it; garbage never reaches viewers.
#include <gtest/gtest.h>

#include <QJsonArray>

#include "ui/feed/event_validator.h"
#include "ui/feed/game_feed.h"

namespace c6::ui::feed {
namespace {

using nlohmann::json;

std::string refusal(const json& e, const FeedContext& c = {}) {
  return refuseEvent(e, c).value_or("accepted");
}

FeedContext afterBlackJ10() {
  FeedContext c;
  c.position.set(core::Point(9, 9), core::Color::Black);
  c.lastTurnColor = 'B';
  c.turns = 1;
  c.seq = 1;
  return c;
}

}  // namespace

TEST(FeedValidatorTest, AcceptsTheRecordersVocabulary) {
  EXPECT_EQ(refusal(json::parse(R"({"event":"turn","n":1,"color":"B","stones":["j10"],"t":1.5,
      "clocks":{"B":{"left":298.5,"period":null,"moves":1},
                "W":{"left":300,"period":2,"moves":0}}})")),
            "accepted");
  const FeedContext c = afterBlackJ10();
  EXPECT_EQ(refusal(json::parse(R"({"event":"partial","color":"W","stones":["k10"],"t":2})"), c),
            "accepted");
  EXPECT_EQ(
      refusal(
          json::parse(
              R"({"event":"flag","type":"moved","points":["j10","j11"],"from":"j10","to":"j11",)"
              R"("restore":"put j10 back"})"),
          c),
      "accepted");
  EXPECT_EQ(refusal(json::parse(R"({"event":"restored","flags":["moved"]})"), c), "accepted");
  EXPECT_EQ(refusal(json::parse(R"({"event":"ruling","ruling":"loss","side":"W"})"), c),
            "accepted");
  EXPECT_EQ(refusal(json::parse(R"({"event":"end","result":"B+","reason":"six"})"), c), "accepted");
  EXPECT_EQ(refusal(json::parse(R"({"event":"info","black":"Ada","white":"Brook","size":19})"), c),
            "accepted");
  EXPECT_EQ(refusal(json::parse(R"({"event":"amend","n":1,"stones":["k11"]})"), c), "accepted");
  EXPECT_EQ(refusal(json::parse(R"({"event":"turn","color":"W","stones":[],"seq":2})"), c),
            "accepted");  // a pass
}

TEST(FeedValidatorTest, RefusesEachKindOfGarbageWithAReason) {
  const FeedContext c = afterBlackJ10();
  auto refused = [&](const char* text, const char* reason) {
    const std::string why = refusal(json::parse(text), c);
    EXPECT_NE(why.find(reason), std::string::npos) << text << " -> " << why;
  };
  refused(R"({"event":"info","size":46341})", "size");
  refused(R"({"event":"info","size":20000})", "size");
  refused(R"({"event":"info","size":13})", "cannot change");
  refused(R"({"event":"flag","type":"moved","points":"j10"})", "list of points");
  refused(R"({"event":"flag","type":"moved","points":[{"x":1}]})", "not a point");
  refused(R"({"event":"turn","color":"W","stones":["k10","k10"]})", "twice");
  refused(R"({"event":"turn","color":"W","stones":["j10","k10"]})", "occupied");
  refused(R"({"event":"turn","color":"B","stones":["k10"]})", "W is to move");
  refused(R"({"event":"turn","color":"W","stones":["k10","k11","k12"]})", "at most 2");
  refused(R"({"event":"partial","color":"W","stones":["k10","k11"]})", "at most 1");
  refused(R"({"event":"turn","color":"W","stones":["z99"]})", "not a point");
  refused(R"({"event":"turn","color":"W","stones":["k10"],"clocks":{"B":"x","W":{"left":1}}})",
          "clock");
  refused(R"({"event":"clock","B":{"left":"x"},"W":{"left":1}})", "left");
  refused(R"({"event":"clock","B":{"left":1e300},"W":{"left":1}})", "left");
  refused(R"({"event":"end","result":"<script>","reason":"six"})", "result");
  refused(R"({"event":"turn","color":"W","stones":["k10"],"t":"<script>"})", "\"t\"");
  refused(R"({"event":"turn","color":"W","stones":["k10"],"t":-1})", "\"t\"");
  refused(R"({"event":"snapshot","state":{}})", "snapshot");
  refused(R"({"event":"nonsense"})", "unknown event kind");
  refused(R"({"stones":[]})", "kind");
  refused(R"({"event":"restored","seq":0})", "seq");
  refused(R"({"event":"restored","seq":1})", "already reached");
  refused(R"({"event":"restored","seq":9223372036854775807})", "seq");
  refused(R"({"event":"restored","seq":18446744073709551615})", "seq");
  refused(R"({"event":"restored","seq":1.5})", "seq");
  refused(R"({"event":"amend","n":2,"stones":["k11"]})", "\"n\"");
  refused(R"({"event":"ruling","ruling":"loss","side":"X"})", "side");
  refused(R"({"event":"info","black":{"nested":"object"}})", "text");
  refused(R"({"event":"info","event_name":["Open"]})", "event_name");
  refused(R"({"event":"turn","color":"W","stones":["k10"],"threats":{"B":{"windows":1,)"
          R"("block":["z99"]},"W":{"windows":0,"block":[]}}})",
          "threats");
  refused(
      R"({"event":"turn","color":"W","stones":["k10"],"threats":{"B":{"windows":-1,"block":[]},)"
      R"("W":{"windows":0,"block":[]}}})",
      "windows");
  refused(
      R"({"event":"turn","color":"W","stones":["k10"],"threats":{"B":{"windows":0,"block":[]}}})",
      "threats\".W");
}

// Bug 8: "event" is the kind, so the event's name travels as "event_name"; in a snapshot's info
// object the old form "event" is unambiguous and still read, as a text.
// Found by the fuzzer: a turn with a stray "points" list was accepted with a point no viewer
// could place.
TEST(FeedValidatorTest, StonesOrPointsOfAnyKindMustBePointsOnTheBoard) {
  const FeedContext c = afterBlackJ10();
  EXPECT_NE(refusal(json::parse(R"({"event":"turn","n":2,"color":"W","stones":["k10","k11"],
      "t":2.5,"points":["j1[0","j11"],
      "clocks":{"B":{"left":299.5,"period":null,"moves":1},
                "W":{"left":300,"period":null,"moves":0}}})"),
                    c),
            "accepted");
  EXPECT_NE(refusal(json::parse(R"({"event":"end","result":"B+","t":3,"stones":["z99"]})"), c),
            "accepted");
  EXPECT_EQ(refusal(json::parse(R"({"event":"end","result":"B+","t":3,"points":["k10"]})"), c),
            "accepted");
}

TEST(FeedValidatorTest, TheEventsNameIsEventNameAndTheOldFormIsReadInSnapshots) {
  EXPECT_EQ(
      refusal(json::parse(R"({"event":"info","event_name":"Open 2026","round":"5","board":"12"})")),
      "accepted");
  GameFeed feed("x");
  ASSERT_FALSE(feed.apply(QJsonObject{{"event", "info"}, {"event_name", "Open 2026"}}).isEmpty());
  EXPECT_EQ(feed.info().value("event_name").toString(), "Open 2026");
  EXPECT_FALSE(feed.info().contains("event"));  // the kind never lands in the header
  QJsonObject old = feed.snapshot();
  old.insert("info", QJsonObject{{"event", "Old Open"}, {"black", "Ada"}});
  GameFeed relay("x");
  ASSERT_TRUE(relay.loadSnapshot(old));
  EXPECT_EQ(relay.info().value("event_name").toString(), "Old Open");
  QJsonObject bad = old;
  bad.insert("info", QJsonObject{{"event", QJsonObject{{"nested", 1}}}});
  EXPECT_TRUE(GameFeed::snapshotRefusal(bad));
}

TEST(FeedValidatorTest, RefusesBoardStatesThatCouldNotBeHeld) {
  GameFeed feed("x");
  feed.apply(
      QJsonObject{{"event", "turn"}, {"color", "B"}, {"stones", QJsonArray{"j10"}}, {"t", 1.0}});
  QJsonObject good = feed.snapshot();
  EXPECT_FALSE(GameFeed::snapshotRefusal(good)) << *GameFeed::snapshotRefusal(good);
  QJsonObject bomb = good;
  bomb.insert("size", 46341);
  EXPECT_TRUE(GameFeed::snapshotRefusal(bomb));
  QJsonObject badTurns = good;
  badTurns.insert("turns", QJsonArray{QJsonObject{{"n", 1}, {"color", "B"}, {"stones", "j10"}}});
  EXPECT_TRUE(GameFeed::snapshotRefusal(badTurns));
  QJsonObject badFlags = good;
  badFlags.insert("flags",
                  QJsonArray{QJsonObject{{"event", "flag"}, {"type", "moved"}, {"points", 7}}});
  EXPECT_TRUE(GameFeed::snapshotRefusal(badFlags));
  QJsonObject hugeSeq = good;
  hugeSeq.insert("seq", static_cast<qint64>(9223372036854775807LL));
  EXPECT_TRUE(GameFeed::snapshotRefusal(hugeSeq));
  GameFeed other("x");
  EXPECT_FALSE(other.loadSnapshot(bomb));
  EXPECT_EQ(other.snapshot().value("size").toInt(), 19);
}

// A seq near 2^63 once overflowed (m_seq + 1) and viewers got a negative number.
TEST(FeedValidatorTest, SeqNearTwoToTheSixtyThreeIsRefusedAndNothingOverflows) {
  GameFeed feed("x");
  QJsonObject e{{"event", "turn"},
                {"color", "B"},
                {"stones", QJsonArray{"j10"}},
                {"seq", static_cast<qint64>(9223372036854775807LL)}};
  EXPECT_TRUE(feed.apply(e).isEmpty());
  e.insert("seq", kMaxSeq);
  QJsonObject published = feed.apply(e);
  ASSERT_FALSE(published.isEmpty());
  EXPECT_EQ(published.value("seq").toInteger(), kMaxSeq);
  // The next number would be 2^53 + 1, which a JavaScript viewer cannot tell from 2^53.
  const QJsonObject next{{"event", "restored"}};
  EXPECT_TRUE(feed.apply(next).isEmpty());
  ASSERT_TRUE(feed.refusal(next));
  EXPECT_NE(feed.refusal(next)->find("last sequence number"), std::string::npos);
  EXPECT_EQ(feed.snapshot().value("seq").toInteger(), kMaxSeq);
}

TEST(FeedValidatorTest, GarbageIsNeverPublished) {
  GameFeed feed("x");
  ASSERT_FALSE(
      feed.apply(QJsonObject{{"event", "turn"}, {"color", "B"}, {"stones", QJsonArray{"j10"}}})
          .isEmpty());
  EXPECT_TRUE(
      feed.apply(QJsonObject{{"event", "flag"}, {"type", "moved"}, {"points", "j10"}}).isEmpty());
  EXPECT_TRUE(
      feed.apply(QJsonObject{{"event", "turn"}, {"color", "B"}, {"stones", QJsonArray{"k10"}}})
          .isEmpty());
  EXPECT_TRUE(
      feed.apply(QJsonObject{{"event", "clock"}, {"B", "x"}, {"W", QJsonObject{{"left", 1}}}})
          .isEmpty());
  EXPECT_TRUE(feed.apply(QJsonObject{{"event", "info"}, {"size", 46341}}).isEmpty());
  EXPECT_EQ(feed.seq(), 1);
  EXPECT_TRUE(feed.snapshot().value("flags").toArray().isEmpty());
  EXPECT_EQ(feed.snapshot().value("size").toInt(), 19);
}

}  // namespace c6::ui::feed
