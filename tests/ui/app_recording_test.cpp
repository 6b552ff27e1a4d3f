// The app end to end: games rendered at test time (tests/ui/app_games) are recorded through the
// app's controller and session, i.e. the shared Recorder on its worker thread, to their end.
#include <gtest/gtest.h>

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>
#include <filesystem>

#include "app_games.h"
#include "app_test_record.h"
#include "core/time_control.h"
#include "qt_test_app.h"
#include "ui/app/app_controller.h"
#include "ui/app/file_actions.h"
#include "ui/app/recording_files.h"
#include "ui/recorder/record_files.h"
#include "ui/recorder/recorder.h"
#include "ui/recorder/recorder_event.h"
#include "ui/recorder/recorder_journal.h"
#include "vision/board_locator.h"
#include "vision/stone_reading.h"

namespace c6::ui {
namespace {

using core::Color;
using core::secondsToMicros;

vision::BoardLocator locator() {
  return test::boardLocator();
}

GameSetup setup(const QString& video) {
  return test::gameSetup(video);
}

std::vector<std::string> moveListTurns(const MoveListModel& m) {
  std::vector<std::string> out;
  for (int r = 0; r < m.rowCount(); ++r) {
    const QStringList stones =
        m.data(m.index(r, MoveListModel::Stones), Qt::DisplayRole).toString().split(' ');
    std::vector<std::string> s;
    for (const QString& p : stones) s.push_back(p.toStdString());
    out.push_back(test::turnText(
        m.data(m.index(r, MoveListModel::Side), Qt::DisplayRole).toString().toStdString(), s));
  }
  return out;
}

std::vector<std::string> recordTurns(const core::GameRecord& r) {
  std::vector<std::string> out;
  for (const auto& t : r.turns) out.push_back(test::turnText(t));
  return out;
}

// A camera that gives no frame yet.
class WaitingCamera : public vision::FrameSource {
 public:
  vision::FrameResult next() override { return {vision::FrameStatus::Stalled, {}, "waiting"}; }
  vision::SourceKind kind() const override { return vision::SourceKind::Camera; }
  std::string describe() const override { return "a camera"; }
};

bool hasEvent(const core::GameRecord& r, const std::string& kind) {
  return std::any_of(r.events.begin(), r.events.end(),
                     [&](const auto& e) { return e.kind == kind; });
}

// Starts `video` in an app and waits for the end of the game or of the video. Returns the result
// text (empty when the video ended first or on timeout).
QString recordToTheEnd(AppController& app, const QString& video, int timeoutMs = 90000) {
  QString over;
  if (auto err = app.startGame(setup(video))) {
    ADD_FAILURE() << err->toStdString();
    return over;
  }
  bool ended = false;
  QObject::connect(app.session(), &RecorderWorker::gameOver,
                   [&over](const QString& r) { over = r; });
  QObject::connect(app.session(), &RecorderWorker::sourceEnded, [&ended] { ended = true; });
  test::waitUntil([&] { return ended || (!over.isEmpty() && app.session()->over()); }, timeoutMs);
  test::waitUntil([] { return false; }, 100);  // the last updates
  return over;
}

TEST(AppRecording, RecordsARenderedGameToItsEndWithMovesClocksAndFiles) {
  test::qtApp();
  const test::RenderedGame& game = test::renderedGame("win");
  ASSERT_FALSE(game.video.isEmpty());
  ASSERT_EQ(game.truth.size(), 7u);
  QTemporaryDir dir;
  MainWindow window;
  AppController app(&window, {dir.path(), 0.0, locator()});
  const QString over = recordToTheEnd(app, game.video);
  ASSERT_FALSE(over.isEmpty()) << "the game did not end; turns so far: "
                               << window.moveList()->rowCount();
  EXPECT_TRUE(over.contains("Black wins")) << over.toStdString();

  // The move list shows the true game, turn by turn.
  EXPECT_EQ(moveListTurns(*window.moveList()), game.truth);
  // The clocks ran: every turn has both clocks and a thinking time; Black's clock moved off its
  // start.
  const core::GameRecord r = app.currentRecord();
  ASSERT_EQ(r.turns.size(), 7u);
  for (const auto& t : r.turns) {
    ASSERT_TRUE(t.clocks) << test::turnText(t);
    EXPECT_GT(t.thinking, secondsToMicros(0.2)) << test::turnText(t);
  }
  EXPECT_NE(window.clock(Color::Black)->face().left, secondsToMicros(300));
  EXPECT_EQ(window.clock(Color::Black)->face().moves, 4);
  EXPECT_EQ(r.info.black, "Ada");
  EXPECT_EQ(r.info.board, "7");
  EXPECT_EQ(r.result.outcome, core::Outcome::BlackWins);
  EXPECT_TRUE(window.statusLine()->text().contains("Ada (Black) wins"))
      << window.statusLine()->text().toStdString();

  // The recorder's own files (SGF and .c6a beside the journal) hold the same game...
  const QString sgf = app.session()->journalPath().chopped(QString(".journal").size());
  EXPECT_EQ(recordTurns(loadRecord(sgf.toStdString())), game.truth);
  QString archive = sgf;
  archive.replace(".sgf", ".c6a");
  EXPECT_EQ(loadRecord(archive.toStdString()).info.white, "Brook");
  // ... and so do the exports: SGF and a PNG diagram of the final position.
  const QString exported = QDir(dir.path()).filePath("export.sgf");
  saveRecord(r, exported.toStdString());
  EXPECT_EQ(recordTurns(loadRecord(exported.toStdString())), game.truth);
  const QString png = QDir(dir.path()).filePath("final.png");
  writeDiagramPng(r, -1, png, 400);
  EXPECT_EQ(QImage(png).width(), 400);
  // A game that ended is not offered to continue.
  EXPECT_FALSE(findInterruptedJournal(dir.path()));
}

TEST(AppRecording, ArbiterHandlesAFlagAndEveryOperationIsJournalledAndRecorded) {
  test::qtApp();
  const test::RenderedGame& game = test::renderedGame("flag");
  ASSERT_FALSE(game.video.isEmpty());
  QTemporaryDir dir;
  // Twice the video's speed: the flag stays open for about 2.4 s of wall time, plenty for the
  // commands.
  RecorderWorker s(setup(game.video), {dir.path(), locator(), 2.0});
  QString restore, over;
  QStringList messages;
  QObject::connect(&s, &RecorderWorker::flagRaised, [&](const QString& r) { restore = r; });
  QObject::connect(&s, &RecorderWorker::gameOver, [&](const QString& r) { over = r; });
  QObject::connect(&s, &RecorderWorker::message, [&](const QString& m) { messages << m; });
  ASSERT_TRUE(test::waitUntil([&] { return !s.snapshot().flags.empty(); }, 60000))
      << "no flag was raised";
  EXPECT_EQ(restore.toStdString(), "put the white stone from l8 back on k9");
  const FlagView flag = s.snapshot().flags.front();
  EXPECT_EQ(flag.type, "moved");
  EXPECT_EQ(flag.restore, restore);
  EXPECT_FALSE(flag.evidence.empty()) << "the arbiter must see key images from before the flag";
  EXPECT_EQ(s.snapshot().turns.size(), 2u);

  using K = ClockOperation::Kind;
  s.apply(ClockOperation{K::UndoPress});  // White's press taken back
  s.apply(ClockOperation{K::Pause});
  s.apply(ClockOperation{K::Resume});
  s.apply(ClockOperation{K::Resume});  // refused: not paused
  s.apply(ClockOperation{K::Adjust, Color::White, secondsToMicros(100)});
  s.apply(ClockOperation{K::Penalty, Color::Black, secondsToMicros(10)});
  s.apply(core::ArbiterAction{core::Ruling::Loss, Color::White});
  ASSERT_TRUE(test::waitUntil([&] { return !over.isEmpty() && s.over(); }, 20000));
  EXPECT_TRUE(over.contains("Black wins")) << over.toStdString();
  EXPECT_TRUE(messages.filter("not-paused").size() == 1) << messages.join(" | ").toStdString();
  const core::GameRecord r = s.record();
  for (const char* kind :
       {"flag", "undo-press", "pause", "resume", "adjust", "penalty", "ruling", "end"})
    EXPECT_TRUE(hasEvent(r, kind)) << kind;
  EXPECT_EQ(r.result.outcome, core::Outcome::BlackWins);
  EXPECT_EQ(s.snapshot().clocks[1].left,
            secondsToMicros(100));  // White's adjusted time, stopped there

  // Resumed on a camera (a source that cannot be played again: what a restart rebuilds from the
  // journal's lines alone), a copy of the journal gives the same clock and events.
  QTemporaryDir again;
  const std::string copy = again.filePath("game.journal").toStdString();
  std::filesystem::copy_file(s.journalPath().toStdString(), copy);
  RecorderOptions o;
  o.recordPath = again.filePath("game.sgf").toStdString();
  o.evidence = false;
  o.openSource = [](const std::string&, const vision::FrameSourceOptions&) {
    return std::make_unique<WaitingCamera>();
  };
  Recorder resumed(o, locator(), vision::readStones, nullptr);
  resumed.resume(copy);
  EXPECT_EQ(resumed.record().events, r.events);
  const core::Micros end = s.snapshot().now;
  ASSERT_TRUE(resumed.clock().has_value());
  EXPECT_EQ(resumed.clock()->state(end).of(Color::White).left, secondsToMicros(100));
  EXPECT_EQ(resumed.clock()->state(end).of(Color::Black).left, s.snapshot().clocks[0].left);
}

TEST(AppRecording, RestartsIntoTheInterruptedGameFromTheRecorderJournal) {
  test::qtApp();
  const test::RenderedGame& game = test::renderedGame("win");
  ASSERT_FALSE(game.video.isEmpty());
  QTemporaryDir dir;
  QString journal;
  std::size_t turnsBefore = 0;
  {
    RecorderWorker s(setup(game.video), {dir.path(), locator(), 0.0});
    int turns = 0;
    QObject::connect(&s, &RecorderWorker::turnConfirmed, [&](int n) { turns = n; });
    ASSERT_TRUE(test::waitUntil([&] { return turns >= 3; }, 60000));
    journal = s.journalPath();
    turnsBefore = static_cast<std::size_t>(turns);
    // Destroyed without close(): the journal ends as when the app dies.
  }
  ASSERT_EQ(findInterruptedJournal(dir.path()), journal);
  EXPECT_EQ(setupOfJournal(journal).black, "Ada");
  EXPECT_EQ(setupOfJournal(journal).timeControl, "5m+10s");

  MainWindow window;
  AppController app(&window, {dir.path(), 0.0, locator()});
  QString over;
  ASSERT_FALSE(app.resumeGame(journal));
  QObject::connect(app.session(), &RecorderWorker::gameOver,
                   [&over](const QString& r) { over = r; });
  ASSERT_TRUE(test::waitUntil([&] { return !over.isEmpty() && app.session()->over(); }, 60000));
  EXPECT_GE(turnsBefore, 3u);
  EXPECT_EQ(moveListTurns(*window.moveList()), game.truth);
  EXPECT_EQ(app.currentRecord().info.black, "Ada");
  EXPECT_FALSE(findInterruptedJournal(dir.path()));
}

TEST(AppRecording, AGamePutAsideForANewOneIsNotOfferedToContinue) {
  test::qtApp();
  const test::RenderedGame& game = test::renderedGame("win");
  ASSERT_FALSE(game.video.isEmpty());
  QTemporaryDir dir;
  RecorderWorker s(setup(game.video), {dir.path(), locator(), 1.0});
  bool started = false;
  QObject::connect(&s, &RecorderWorker::started, [&] { started = true; });
  ASSERT_TRUE(test::waitUntil([&] { return started; }, 10000));
  EXPECT_TRUE(findInterruptedJournal(dir.path()));
  s.close();
  EXPECT_FALSE(findInterruptedJournal(dir.path()));
}

// Issue 14: changing the source during a game continues its journal on the new source (here a copy
// of the same video, a second camera on the same table): one journal, one record, the whole game.
TEST(AppRecording, ChangingTheSourceMidGameContinuesTheSameJournal) {
  test::qtApp();
  const test::RenderedGame& game = test::renderedGame("win");
  ASSERT_FALSE(game.video.isEmpty());
  QTemporaryDir dir;
  const QString other = QDir(dir.path()).filePath("second-camera.avi");
  ASSERT_TRUE(QFile::copy(game.video, other));
  MainWindow window;
  AppController app(&window, {dir.path(), 1.0, locator()});  // real time: switched mid-game
  ASSERT_FALSE(app.startGame(setup(game.video)));
  int turns = 0;
  QObject::connect(app.session(), &RecorderWorker::turnConfirmed, [&](int n) { turns = n; });
  ASSERT_TRUE(test::waitUntil([&] { return turns >= 2; }, 60000));
  const QString journal = app.session()->journalPath();
  ASSERT_FALSE(app.session()->over());
  const auto switched = app.switchSource(setup(other));
  ASSERT_FALSE(switched) << switched->toStdString();
  EXPECT_EQ(app.session()->journalPath(), journal);
  EXPECT_EQ(app.session()->setup().source, other);
  QString over;
  QObject::connect(app.session(), &RecorderWorker::gameOver,
                   [&over](const QString& r) { over = r; });
  ASSERT_TRUE(test::waitUntil([&] { return !over.isEmpty() && app.session()->over(); }, 60000));
  EXPECT_EQ(moveListTurns(*window.moveList()), game.truth);
  EXPECT_EQ(QDir(dir.path()).entryList({"*.journal"}).size(), 1);
  const auto entries = Journal::read(journal.toStdString());
  EXPECT_EQ(
      std::count_if(entries.begin(), entries.end(),
                    [](const RecorderEvent& e) { return std::holds_alternative<TurnEvent>(e); }),
      7);
  EXPECT_EQ(std::count_if(entries.begin(), entries.end(),
                          [](const RecorderEvent& e) {
                            return std::holds_alternative<RecordingResumedEvent>(e);
                          }),
            1);
}

// The bundled sample video (data/sample-video.mp4, with its glare streak and a moved stone) against
// its ground truth, through the app exactly as a newcomer starts it.
TEST(AppRecording, RecordsTheBundledSampleVideoAsItsTruth) {
  test::qtApp();
  const QString video = QStringLiteral(C6_PROJECT_DATA_DIR "/sample-video.mp4");
  ASSERT_TRUE(QFileInfo::exists(video)) << "missing " << video.toStdString();
  const auto truth =
      test::truthTurns(QStringLiteral(C6_PROJECT_DATA_DIR "/sample-video.truth.jsonl"));
  ASSERT_EQ(truth.size(), 17u);
  QTemporaryDir dir;
  MainWindow window;
  AppController app(&window, {dir.path(), 0.0, locator()});
  const QString over = recordToTheEnd(app, video);
  EXPECT_TRUE(over.contains("Black wins")) << over.toStdString();
  EXPECT_EQ(moveListTurns(*window.moveList()), truth);
}

}  // namespace
}  // namespace c6::ui
