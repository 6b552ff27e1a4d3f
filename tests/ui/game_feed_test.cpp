#include "ui/feed/game_feed.h"

#include <gtest/gtest.h>

#include <QJsonArray>
#include <QJsonDocument>

#include "core/sgf_record.h"
#include "ui/feed/delay_line.h"
#include "ui/feed/feed_record.h"

namespace c6::ui::feed {
namespace {

QJsonObject turn(const char* color, QStringList stones, double t) {
  return QJsonObject{{"event", "turn"},
                     {"color", color},
                     {"stones", QJsonArray::fromStringList(stones)},
                     {"t", t}};
}

}  // namespace

TEST(GameFeedTest, TurnsBuildThePositionAndGetSequenceNumbers) {
  GameFeed feed("b1");
  QJsonObject first = feed.apply(turn("B", {"j10"}, 1.0));
  ASSERT_FALSE(first.isEmpty());
  EXPECT_EQ(first.value("seq").toInteger(), 1);
  EXPECT_EQ(first.value("board").toString(), "b1");
  feed.apply(turn("W", {"a1", "s19"}, 2.0));
  QJsonObject s = feed.snapshot();
  EXPECT_EQ(s.value("schema").toString(), "c6feed/1");
  EXPECT_EQ(s.value("turns").toArray().size(), 2);
  QJsonArray rows = s.value("position").toArray();
  ASSERT_EQ(rows.size(), 19);
  EXPECT_EQ(rows.at(0).toString(), "..................O");   // row 19: s19
  EXPECT_EQ(rows.at(9).toString(), ".........X.........");   // row 10: j10
  EXPECT_EQ(rows.at(18).toString(), "O..................");  // row 1: a1
}

TEST(GameFeedTest, RejectsMalformedEventsWithoutPublishing) {
  GameFeed feed;
  EXPECT_TRUE(feed.apply(turn("X", {"j10"}, 1)).isEmpty());
  EXPECT_TRUE(feed.apply(turn("B", {"z99"}, 1)).isEmpty());
  EXPECT_TRUE(feed.apply(turn("B", {"a1", "a2", "a3"}, 1)).isEmpty());
  EXPECT_TRUE(feed.apply(QJsonObject{{"event", "nonsense"}}).isEmpty());
  EXPECT_TRUE(feed.apply(QJsonObject{{"event", "amend"}, {"n", 1}, {"stones", QJsonArray{"a1"}}})
                  .isEmpty());
  EXPECT_EQ(feed.seq(), 0);
}

TEST(GameFeedTest, AmendmentReplacesTheTurnInPlace) {
  GameFeed feed;
  feed.apply(turn("B", {"j10"}, 1));
  feed.apply(turn("W", {"k10", "k11"}, 2));
  ASSERT_FALSE(
      feed.apply(QJsonObject{{"event", "amend"}, {"n", 2}, {"stones", QJsonArray{"k10", "k12"}}})
          .isEmpty());
  QJsonObject s = feed.snapshot();
  ASSERT_EQ(s.value("turns").toArray().size(), 2);
  QJsonObject t2 = s.value("turns").toArray().at(1).toObject();
  EXPECT_EQ(t2.value("stones").toArray().at(1).toString(), "k12");
  EXPECT_TRUE(t2.value("amended").toBool());
  EXPECT_EQ(s.value("position").toArray().at(8).toString().toStdString(),
            std::string(19, '.'));  // row 11
  EXPECT_EQ(s.value("position").toArray().at(7).toString().toStdString(),
            "..........O........");  // k12
}

TEST(GameFeedTest, FlagsHaltUntilRestoredAndAreLogged) {
  GameFeed feed;
  feed.apply(turn("B", {"j10"}, 1));
  feed.apply(QJsonObject{{"event", "flag"},
                         {"type", "moved"},
                         {"points", QJsonArray{"j10", "j11"}},
                         {"from", "j10"},
                         {"to", "j11"}});
  EXPECT_TRUE(feed.halted());
  feed.apply(QJsonObject{{"event", "restored"}, {"t", 5.0}});
  EXPECT_FALSE(feed.halted());
  EXPECT_EQ(feed.snapshot().value("flag_log").toArray().size(), 2);
  feed.apply(QJsonObject{{"event", "end"}, {"result", "B+"}, {"reason", "six"}});
  EXPECT_EQ(feed.snapshot().value("result").toObject().value("result").toString(), "B+");
}

TEST(GameFeedTest, AFlagIsPublishedWithItsTurnAndAnEvidenceIdNeverALocalPath) {
  GameFeed feed;
  feed.apply(turn("B", {"j10"}, 1));
  feed.apply(turn("W", {"k10", "k11"}, 2));
  QJsonObject published =
      feed.apply(QJsonObject{{"event", "flag"},
                             {"t", 3.0},
                             {"type", "moved"},
                             {"points", QJsonArray{"j10", "j11"}},
                             {"evidence", "/tmp/c6-x/rec-evidence/flag-01-moved"},
                             {"turn-index", 2}});
  EXPECT_EQ(published.value("evidence").toString(), "flag-01-moved");
  const QJsonObject snapshot = feed.snapshot();
  EXPECT_FALSE(QJsonDocument(snapshot).toJson().contains("/tmp/"));
  const std::string sgf = core::sgfString(snapshotToRecord(snapshot));
  EXPECT_NE(sgf.find("turn=2"), std::string::npos) << sgf;
  EXPECT_EQ(sgf.find("turn=-1"), std::string::npos) << sgf;
  EXPECT_EQ(sgf.find("/tmp/"), std::string::npos) << sgf;
}

// A resumed recorder prints its journal again, marked "resumed": the feed takes what it lacks
// (turn 2, the flag) and nothing twice.
TEST(GameFeedTest, WhatAResumedRecorderPrintsAgainIsAppliedOnce) {
  GameFeed feed;
  feed.apply(turn("B", {"j10"}, 1));
  auto resumed = [](QJsonObject e, int n = 0) {
    e.insert("resumed", true);
    if (n > 0) e.insert("n", n);
    return e;
  };
  EXPECT_TRUE(feed.apply(resumed(turn("B", {"j10"}, 1), 1)).isEmpty());
  EXPECT_FALSE(feed.apply(resumed(turn("W", {"k10", "k11"}, 2), 2)).isEmpty());
  const QJsonObject flag{
      {"event", "flag"}, {"t", 3.0}, {"type", "extra"}, {"points", QJsonArray{"a1"}}};
  EXPECT_FALSE(feed.apply(resumed(flag)).isEmpty());
  EXPECT_TRUE(feed.apply(resumed(flag)).isEmpty());
  EXPECT_EQ(feed.snapshot().value("turns").toArray().size(), 2);
  EXPECT_EQ(feed.snapshot().value("flag_log").toArray().size(), 1);
  // Unmarked, an event is applied as it comes.
  EXPECT_FALSE(feed.apply(turn("B", {"l10", "l11"}, 4)).isEmpty());
  EXPECT_EQ(feed.snapshot().value("turns").toArray().size(), 3);
}

TEST(GameFeedTest, SnapshotRoundTrips) {
  GameFeed a("x");
  a.apply(QJsonObject{{"event", "info"}, {"black", "Ada"}, {"white", "Brook"}});
  a.apply(turn("B", {"j10"}, 1));
  a.apply(QJsonObject{
      {"event", "clock"}, {"B", QJsonObject{{"left", 10.0}}}, {"W", QJsonObject{{"left", 9.0}}}});
  GameFeed b("x");
  ASSERT_TRUE(b.loadSnapshot(a.snapshot()));
  EXPECT_EQ(b.snapshot(), a.snapshot());
  EXPECT_FALSE(b.loadSnapshot(QJsonObject{{"schema", "other"}}));
}

TEST(GameFeedTest, ATurnWithClocksStartsTheOpponentsClock) {
  GameFeed feed;
  QJsonObject t = turn("B", {"j10"}, 3.0);
  t.insert("clocks",
           QJsonObject{{"B", QJsonObject{{"left", 298.0}}}, {"W", QJsonObject{{"left", 300.0}}}});
  feed.apply(t);
  QJsonObject clock = feed.snapshot().value("clock").toObject();
  EXPECT_EQ(clock.value("to_move").toString(), "W");
  EXPECT_TRUE(clock.value("running").toBool());
  EXPECT_EQ(clock.value("B").toObject().value("left").toDouble(), 298.0);
  feed.apply(QJsonObject{{"event", "end"}, {"result", "B+"}, {"reason", "resign"}});
  EXPECT_FALSE(feed.snapshot().value("clock").toObject().value("running").toBool());
}

// Issue 14: every published turn carries the threats of the position after it, computed by the
// feed.
TEST(GameFeedTest, TurnsCarryTheThreatsAfterThem) {
  GameFeed feed("b1");
  feed.apply(turn("B", {"j10"}, 1));
  feed.apply(turn("W", {"a1", "a2"}, 2));
  feed.apply(turn("B", {"k10", "l10"}, 3));
  const QJsonObject four = feed.apply(turn("W", {"a3", "a4"}, 4));
  EXPECT_EQ(four.value("threats").toObject().value("W").toObject(),
            (QJsonObject{{"windows", 1}, {"block", QJsonArray{"a5"}}}));
  EXPECT_EQ(four.value("threats").toObject().value("B").toObject(),
            (QJsonObject{{"windows", 0}, {"block", QJsonArray{}}}));
  // A station's own value is replaced by the feed's.
  QJsonObject five = turn("B", {"m10", "n10"}, 5);
  five.insert("threats", QJsonObject{{"B", QJsonObject{{"windows", 0}, {"block", QJsonArray{}}}},
                                     {"W", QJsonObject{{"windows", 0}, {"block", QJsonArray{}}}}});
  const QJsonObject published = feed.apply(five);
  const QJsonObject black{{"windows", 4}, {"block", QJsonArray{"i10", "o10"}}};
  EXPECT_EQ(published.value("threats").toObject().value("B").toObject(), black);
  EXPECT_EQ(feed.snapshot()
                .value("turns")
                .toArray()
                .last()
                .toObject()
                .value("threats")
                .toObject()
                .value("B")
                .toObject(),
            black);
  // A correction of the last turn recomputes its threats.
  feed.apply(QJsonObject{{"event", "amend"}, {"n", 5}, {"stones", QJsonArray{"c15", "d15"}}});
  EXPECT_EQ(feed.turns()
                .last()
                .toObject()
                .value("threats")
                .toObject()
                .value("B")
                .toObject()
                .value("windows")
                .toInt(),
            0);
  // A relay taking a snapshot without threats (an older station) gets them too.
  QJsonObject old = feed.snapshot();
  QJsonArray bare;
  for (const auto& t : old.value("turns").toArray()) {
    QJsonObject o = t.toObject();
    o.remove("threats");
    bare.append(o);
  }
  old.insert("turns", bare);
  GameFeed relay("b1");
  ASSERT_TRUE(relay.loadSnapshot(old));
  EXPECT_EQ(relay.turns()
                .at(3)
                .toObject()
                .value("threats")
                .toObject()
                .value("W")
                .toObject()
                .value("block")
                .toArray(),
            QJsonArray{"a5"});
}

TEST(DelayLineTest, ReleasesInOrderAfterTheDelay) {
  DelayLine<int> line(1000);
  line.push(1, 0);
  line.push(2, 500);
  EXPECT_TRUE(line.release(999).empty());
  EXPECT_EQ(line.release(1000), std::vector<int>{1});
  EXPECT_EQ(line.release(5000), std::vector<int>{2});
  EXPECT_TRUE(line.empty());
}

}  // namespace c6::ui::feed
