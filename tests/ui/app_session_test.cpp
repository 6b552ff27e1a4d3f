#include <gtest/gtest.h>

#include <QDir>
#include <QTemporaryDir>

#include "qt_test_app.h"
#include "ui/app/game_journal.h"
#include "ui/app/game_session.h"
#include "ui/app/game_status.h"
#include "ui/app/setup_dialog.h"
#include "ui/common/record_files.h"

namespace c6::ui {
namespace {

using core::Color;
using core::Micros;
using core::Point;
using core::secondsToMicros;

Point pt(const char* s) { return *core::tryParsePoint(s); }

GameSetup setup(ClockMode mode = ClockMode::Automatic, const char* tc = "5m+10s") {
  GameSetup g;
  g.black = "Ada";
  g.white = "Brook";
  g.event = "Test cup";
  g.round = "2";
  g.board = "7";
  g.timeControl = tc;
  g.clockMode = mode;
  g.source = "/dev/null";
  return g;
}

// Shows `board` to the session twice (the referee confirms a change on its second sighting).
void see(GameSession& s, const core::Board& board, double t) {
  s.observe(core::Observation::fromBoard(board, secondsToMicros(t)));
  s.observe(core::Observation::fromBoard(board, secondsToMicros(t + 0.2)));
}

// Plays B j10, W k11 k9 in automatic mode at 10 s and 20 s.
core::Board playTwoTurns(GameSession& s) {
  core::Board b;
  s.start(secondsToMicros(0));
  see(s, b, 0);
  b.set(pt("j10"), Color::Black);
  see(s, b, 10);
  b.set(pt("k11"), Color::White);
  b.set(pt("k9"), Color::White);
  see(s, b, 20);
  return b;
}

TEST(GameSetupTest, ProblemsAreNamedAndValidSetupsPass) {
  GameSetup g = setup();
  EXPECT_FALSE(g.problem()) << g.problem()->toStdString();
  g.timeControl = "5 minutes";
  ASSERT_TRUE(g.problem());
  EXPECT_TRUE(g.problem()->contains("Time control"));
  g = setup();
  g.keys.blackPress = g.keys.whitePress;
  EXPECT_TRUE(g.problem());
  EXPECT_EQ(setup().gameInfo().board, "7");
  bool ok = false;
  EXPECT_TRUE(describeTimeControl("20m byo 5x30s", &ok).contains("byo-yomi"));
  EXPECT_TRUE(ok);
}

TEST(GameSetupTest, DialogDisablesOkOnABadTimeControlAndReturnsTheSetup) {
  test::qtApp();
  SetupDialog d(setup());
  EXPECT_TRUE(d.acceptable());
  d.field("timeControl")->setText("5m+");
  EXPECT_FALSE(d.acceptable());
  EXPECT_FALSE(d.problemLabel()->text().isEmpty());
  d.field("timeControl")->setText("20m can 10/5m");
  d.field("white")->setText("Cleo");
  EXPECT_TRUE(d.acceptable());
  EXPECT_TRUE(d.timeControlHint()->text().contains("Canadian"));
  const GameSetup g = d.setup();
  EXPECT_EQ(g.white, "Cleo");
  EXPECT_EQ(g.timeControl, "20m can 10/5m");
  EXPECT_EQ(g.source, "/dev/null");
}

TEST(GameSessionTest, AutomaticModePressesTheClockOnConfirmedTurns) {
  test::qtApp();
  GameSession s(setup());
  playTwoTurns(s);
  const GameSnapshot snap = s.snapshot(secondsToMicros(25));
  ASSERT_EQ(snap.turns.size(), 2u);
  EXPECT_EQ(snap.toMove, Color::Black);
  // Black thought until its turn was confirmed (10.2 s), got 10 s back: 300 - 10.2 + 10.
  ASSERT_TRUE(snap.turns[0].clocks);
  EXPECT_EQ(snap.turns[0].clocks->blackLeft, secondsToMicros(299.8));
  EXPECT_TRUE(snap.clocks[0].toMove);
  EXPECT_EQ(snap.clocks[0].left, secondsToMicros(299.8 - (25 - 20.2)));
  EXPECT_EQ(gameStatus(snap).kind, StatusKind::ToMove);
}

TEST(GameSessionTest, MovedStoneRaisesAFlagWithEvidenceAndClearsWhenRestored) {
  test::qtApp();
  GameSession s(setup());
  s.setEvidenceSource([] {
    QImage img(8, 6, QImage::Format_RGB888);
    img.fill(Qt::gray);
    return std::vector<QImage>{img, img};
  });
  int flags = 0;
  QObject::connect(&s, &GameSession::flagRaised, [&] { ++flags; });
  core::Board b = playTwoTurns(s);
  core::Board moved = b;
  moved.set(pt("k11"), Color::Empty);
  moved.set(pt("k12"), Color::White);
  see(s, moved, 30);
  GameSnapshot snap = s.snapshot(secondsToMicros(31));
  ASSERT_EQ(snap.flags.size(), 1u);
  EXPECT_EQ(flags, 1);
  EXPECT_EQ(snap.flags[0].type, "moved");
  EXPECT_EQ(snap.flags[0].from, pt("k11"));
  EXPECT_EQ(snap.flags[0].to, pt("k12"));
  EXPECT_FALSE(snap.flags[0].restore.isEmpty());
  EXPECT_EQ(snap.flags[0].evidence.size(), 2u);
  EXPECT_EQ(gameStatus(snap).kind, StatusKind::Halted);
  see(s, b, 40);  // put back
  snap = s.snapshot(secondsToMicros(41));
  EXPECT_TRUE(snap.flags.empty());
  bool restored = false;
  for (const auto& e : s.record().events) restored |= e.kind == "restored";
  EXPECT_TRUE(restored);
}

TEST(GameSessionTest, RulingsAreRecordedAndEndTheGame) {
  test::qtApp();
  GameSession s(setup());
  core::Board b = playTwoTurns(s);
  EXPECT_TRUE(s.rule(ArbiterRuling::Accept, secondsToMicros(25)));  // nothing to accept
  b.set(pt("k9"), Color::Empty);  // a white stone removed
  see(s, b, 30);
  ASSERT_EQ(s.snapshot(secondsToMicros(31)).flags.size(), 1u);
  QString over;
  QObject::connect(&s, &GameSession::gameOver, [&](const QString& r) { over = r; });
  EXPECT_FALSE(s.rule(ArbiterRuling::LossWhite, secondsToMicros(35)));
  EXPECT_EQ(s.result().outcome, core::Outcome::BlackWins);
  EXPECT_TRUE(over.contains("Black wins"));
  const core::GameRecord r = s.record();
  bool ruling = false;
  for (const auto& e : r.events) ruling |= e.kind == "ruling";
  EXPECT_TRUE(ruling);
  EXPECT_EQ(r.result.outcome, core::Outcome::BlackWins);
  EXPECT_TRUE(s.rule(ArbiterRuling::Void, secondsToMicros(36)));  // over: refused
}

TEST(GameSessionTest, ClockOperationsAreAppliedAndLogged) {
  test::qtApp();
  GameSession s(setup());
  playTwoTurns(s);
  EXPECT_FALSE(s.pause(secondsToMicros(30)));
  EXPECT_TRUE(s.snapshot(secondsToMicros(40)).clockPaused);
  // Paused: Black's clock does not run.
  EXPECT_EQ(s.snapshot(secondsToMicros(60)).clocks[0].left, s.snapshot(secondsToMicros(31)).clocks[0].left);
  EXPECT_FALSE(s.resume(secondsToMicros(60)));
  EXPECT_FALSE(s.adjust(secondsToMicros(61), Color::White, secondsToMicros(100)));
  EXPECT_EQ(s.snapshot(secondsToMicros(62)).clocks[1].left, secondsToMicros(100));
  EXPECT_FALSE(s.penalty(secondsToMicros(62), Color::White, secondsToMicros(30)));
  EXPECT_EQ(s.snapshot(secondsToMicros(63)).clocks[1].left, secondsToMicros(70));
  std::vector<std::string> kinds;
  for (const auto& e : s.record().events) kinds.push_back(e.kind);
  for (const char* k : {"pause", "resume", "adjust", "penalty"})
    EXPECT_NE(std::find(kinds.begin(), kinds.end(), k), kinds.end()) << k;
}

TEST(GameSessionTest, ManualModeKeysPressOnlyForTheSideToMoveAndUndoWorks) {
  test::qtApp();
  GameSession s(setup(ClockMode::Manual));
  core::Board b;
  see(s, b, 0);
  EXPECT_FALSE(s.keyPress(secondsToMicros(1)));  // first press starts the game
  b.set(pt("j10"), Color::Black);
  see(s, b, 5);
  EXPECT_FALSE(s.keyPress(secondsToMicros(6), Color::White));  // White's switch: not White's turn
  EXPECT_TRUE(s.keyPress(secondsToMicros(6), Color::Black));
  EXPECT_EQ(s.snapshot(secondsToMicros(7)).clocks[1].toMove, true);
  EXPECT_FALSE(s.undoPress(secondsToMicros(8)));  // a wrong press taken back
  EXPECT_TRUE(s.snapshot(secondsToMicros(9)).clocks[0].toMove);
  bool logged = false;
  for (const auto& e : s.record().events) logged |= e.kind == "undo-press";
  EXPECT_TRUE(logged);
}

TEST(GameSessionTest, SaveAndOpenKeepTurnsClocksAndEvents) {
  test::qtApp();
  GameSession s(setup());
  playTwoTurns(s);
  s.pause(secondsToMicros(30));
  const core::GameRecord r = s.record();
  QTemporaryDir dir;
  const std::string path = QDir(dir.path()).filePath("game.c6a").toStdString();
  saveRecord(r, path);
  const core::GameRecord back = loadRecord(path);
  EXPECT_EQ(back.info.black, "Ada");
  EXPECT_EQ(back.info.board, "7");
  ASSERT_EQ(back.turns.size(), 2u);
  EXPECT_EQ(back.turns[1].turn, r.turns[1].turn);
  ASSERT_TRUE(back.turns[1].clocks);
  EXPECT_EQ(back.turns[1].clocks->whiteLeft, r.turns[1].clocks->whiteLeft);
  EXPECT_EQ(back.events, r.events);
  const GameSnapshot replayed = snapshotOfRecord(back);
  EXPECT_EQ(replayed.board.stoneCount(), 3);
}

TEST(GameSessionTest, JournalReplaysIntoTheSameGameAfterACrash) {
  test::qtApp();
  QTemporaryDir dir;
  QString path;
  core::GameRecord before;
  Micros clockBefore{0}, whiteBefore{0};
  {
    GameSession s(setup());
    auto journal = std::make_shared<GameJournal>(GameJournal::create(dir.path(), s.setup()));
    path = journal->path();
    s.setInputLog([journal](const JournalEntry& e) { journal->append(e); });
    core::Board b = playTwoTurns(s);
    b.set(pt("k9"), Color::Empty);
    see(s, b, 30);  // a flag is open when the app "crashes"
    s.penalty(secondsToMicros(31), Color::Black, secondsToMicros(10));
    before = s.record();
    clockBefore = s.snapshot(secondsToMicros(31)).clocks[0].left;
    whiteBefore = s.snapshot(secondsToMicros(31)).clocks[1].left;
    // No finish(): the session ends without an "end" entry, as in a crash.
  }
  EXPECT_EQ(findInterruptedJournal(dir.path()), path);
  const GameSetup g = readJournalSetup(path);
  EXPECT_EQ(g.black, "Ada");
  GameSession resumed(g);
  const Micros last = replayJournal(path, resumed);
  EXPECT_EQ(last, secondsToMicros(31));
  const core::GameRecord after = resumed.record();
  ASSERT_EQ(after.turns.size(), before.turns.size());
  for (std::size_t i = 0; i < after.turns.size(); ++i) EXPECT_EQ(after.turns[i].turn, before.turns[i].turn);
  EXPECT_EQ(after.events, before.events);
  EXPECT_EQ(resumed.snapshot(last).flags.size(), 1u);
  EXPECT_EQ(resumed.snapshot(last).clocks[0].left, clockBefore);
  EXPECT_EQ(resumed.snapshot(last).clocks[1].left, whiteBefore);
  auto j = GameJournal::reopen(path);
  j.finish("void");
  EXPECT_FALSE(findInterruptedJournal(dir.path()));
}

}  // namespace
}  // namespace c6::ui
