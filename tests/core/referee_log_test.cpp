// The referee's log is the record's event log: what it concludes goes in as it concludes it, in the
// text the record files keep, and what a recorder knows besides is noted, annotated or withdrawn in
// the same list.
#include "core/referee_log.h"

#include <gtest/gtest.h>

#include <stdexcept>

#include "referee_scene.h"

namespace c6::core::testing {

// Black j10; White k10 k11; Black h10 g10; White's k10 moved to l10, and the arbiter accepts it.
static void acceptedMove(Scene& s) {
  s.turn(Color::Black, {"j10"});
  s.turn(Color::White, {"k10", "k11"});
  s.turn(Color::Black, {"h10", "g10"});
  s.move("k10", "l10");
  s.look();
  s.arbiter(Ruling::Accept);
}

TEST(RefereeLog, FlagRulingAndAmendAreLoggedOnceInTheRecordsText) {
  Scene s;
  acceptedMove(s);
  const auto& log = s.referee().record().events;
  ASSERT_EQ(log.size(), 3u);
  EXPECT_EQ(log[0].kind, "flag");
  EXPECT_EQ(log[0].detail.at("points"), "k10,l10");
  EXPECT_EQ(log[0].detail.at("color"), "W");
  EXPECT_EQ(log[0].turnIndex, 3);
  EXPECT_EQ(log[1].kind, "ruling");
  EXPECT_EQ(log[1].detail.at("ruling"), "accept");
  EXPECT_EQ(log[1].detail.at("side"), ".");
  // The board the arbiter ruled on: the one an accepted position takes.
  EXPECT_EQ(log[1].detail.at("board").size(), 19u * 20u - 1u);
  EXPECT_EQ(log[2], amendEntry("Wk10", "Wl10", log[1].at, 3));
}

TEST(RefereeLog, WhatTheCallerKnowsIsNotedAnnotatedOrWithdrawnInTheSameList) {
  Scene s;
  acceptedMove(s);
  Referee& r = s.referee();
  r.annotate(0, {{"evidence", "game-evidence/flag-01-moved"}, {"hand", "right"}});
  EXPECT_EQ(r.record().events[0].detail.at("evidence"), "game-evidence/flag-01-moved");
  EXPECT_EQ(r.record().events[0].detail.at("type"), "moved");  // the referee's own fields stay
  const RecordEvent pause{secondsToMicros(1), "pause", -1, {}};
  r.note(1, pause);
  ASSERT_EQ(r.record().events.size(), 4u);
  EXPECT_EQ(r.record().events[1], pause);
  EXPECT_EQ(r.record().events[2].kind, "ruling");
  r.withdraw(3);
  ASSERT_EQ(r.record().events.size(), 3u);
  EXPECT_EQ(r.record().events.back().kind, "ruling");
  // A later conclusion goes after everything noted.
  s.turn(Color::White, {"k10", "a1"});
  s.take("a1");
  s.look();
  ASSERT_EQ(r.record().events.size(), 4u);
  EXPECT_EQ(r.record().events.back().kind, "flag");
}

TEST(RefereeLog, AnEntryThatIsNotThereIsRefused) {
  Scene s;
  acceptedMove(s);
  Referee& r = s.referee();
  EXPECT_THROW(r.annotate(3, {{"hand", "left"}}), std::out_of_range);
  EXPECT_THROW(r.withdraw(3), std::out_of_range);
  EXPECT_THROW(r.note(4, {}), std::out_of_range);
  EXPECT_EQ(r.record().events.size(), 3u);
}

}  // namespace c6::core::testing
