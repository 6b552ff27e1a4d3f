// Issue 31: every published turn carries the forced win of the side to move after it, computed by
// the feed (as the threats are), so viewers get it from any station.
#include <gtest/gtest.h>

#include <QJsonArray>
#include <QJsonDocument>

#include "ui/feed/game_feed.h"

namespace c6::ui::feed {
namespace {

QJsonObject turn(const char* color, QStringList stones, double t) {
  return QJsonObject{{"event", "turn"},
                     {"color", color},
                     {"stones", QJsonArray::fromStringList(stones)},
                     {"t", t}};
}

TEST(GameFeedTest, TurnsCarryTheForcedWinAfterThem) {
  GameFeed feed("b1");
  feed.apply(turn("B", {"j10"}, 1));
  feed.apply(turn("W", {"a1", "a2"}, 2));
  feed.apply(turn("B", {"k10", "l10"}, 3));
  feed.apply(turn("W", {"a3", "a4"}, 4));
  // Black makes five instead of blocking a5/a6: White, to move, makes six at once. A station's own
  // value is replaced by the feed's.
  QJsonObject five = turn("B", {"m10", "n10"}, 5);
  five.insert("forced_win", QJsonValue(QJsonValue::Null));
  const QJsonObject published = feed.apply(five);
  const QJsonObject white{
      {"side", "W"}, {"turns", 1}, {"line", QJsonArray{QJsonArray{"a5", "a6"}}}};
  EXPECT_EQ(published.value("forced_win").toObject(), white)
      << QJsonDocument(published).toJson().toStdString();
  EXPECT_EQ(feed.snapshot().value("turns").toArray().last().toObject().value("forced_win"),
            QJsonValue(white));
  // White makes the six: nobody is to move, so no forced win.
  const QJsonObject six = feed.apply(turn("W", {"a5", "a6"}, 6));
  EXPECT_TRUE(six.value("forced_win").isNull()) << QJsonDocument(six).toJson().toStdString();
  EXPECT_TRUE(six.contains("forced_win"));
}

TEST(GameFeedTest, ACorrectionRecomputesTheForcedWin) {
  GameFeed feed("b1");
  feed.apply(turn("B", {"j10"}, 1));
  feed.apply(turn("W", {"a1", "a2"}, 2));
  feed.apply(turn("B", {"k10", "l10"}, 3));
  feed.apply(turn("W", {"a3", "a4"}, 4));
  feed.apply(turn("B", {"m10", "n10"}, 5));
  // Black's turn was really a5 and a6: White's four is blocked and no win is left for White.
  feed.apply(QJsonObject{{"event", "amend"}, {"n", 5}, {"stones", QJsonArray{"a5", "a6"}}});
  EXPECT_TRUE(feed.turns().last().toObject().value("forced_win").isNull());
}

}  // namespace
}  // namespace c6::ui::feed
