// Screenshots of the desktop app for people to look at (run under Xvfb by CTest: app_screenshots).
// The bundled sample game (data/sample-game.sgf) is rendered to a video by c6render (tests/render),
// with Black's hand moving White's k9 to l8 after turn 2 (put back 6 s later), and the app records
// it through its real controller: the shared Recorder on its worker thread, the video at 4x its
// speed. The window is grabbed when things happen, into the folder given as argv[1]:
//   arbiter_flag.png  - the moved stone: the referee's flag, the arbiter panel open with its
//   evidence; main_window.png   - White's 12th turn half done, the arbiter panel closed again;
//   game_over.png     - the end: Black's six after turn 17;
//   board_diagram.png - the exported PNG diagram of the final position.
// With `--layout` it instead checks the window as it opens on the screen it runs on (CTest runs it
// at 1366x768 and 1920x1080), on a short rendered game (tests/ui/app_games/win.txt), into
// WxH_*.png:
//   idle.png - before the start: both players and their times; setup.png - the New game dialog;
//   live.png - recording, panel closed;
//   live_arbiter.png - the arbiter panel open; live_arbiter_clocks.png - the same, scrolled to its
//   clock controls (every control on screen); review.png - an earlier
//   turn looked at while recording goes on; threats.png - the threat words after turn 5;
//   broadcast.png - broadcasting, the status bar saying where; won.png - the game over, the winner
//   by name and the six marked; flag_card.png - a flag's card with four frames in the arbiter
//   panel; failed_source.png - a camera that
//   is not there. CTest also runs it at 150% (QT_SCALE_FACTOR=1.5): WxH@150_*.png.
// Fails (exit 1) when a picture does not show what it must.
#include <QAbstractButton>
#include <QApplication>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QScreen>
#include <QScrollArea>
#include <QStatusBar>
#include <QTemporaryDir>
#include <cstdio>

#include "ui/app/app_controller.h"
#include "ui/app/file_actions.h"
#include "ui/app/flag_card.h"
#include "ui/app/setup_dialog.h"
#include "ui/app_test_record.h"
#include "ui/qt_test_app.h"
#include "vision/board_locator.h"

namespace {

using namespace c6;
using core::Color;

bool check(bool ok, const char* what) {
  if (!ok) std::fprintf(stderr, "app_screenshots: %s\n", what);
  return ok;
}

bool isRed(QColor c) {
  return c.red() > 170 && c.green() < 80 && c.blue() < 80;
}

QString renderSampleGame(const QString& folder) {
  const QString script = QDir(folder).filePath("sample-flag.txt");
  QFile f(script);
  if (!f.open(QIODevice::WriteOnly)) return {};
  f.write(
      QStringLiteral(
          "seed 7\nvideo 960x540 15\ncamera elevation 47 azimuth 4 fov 50 roll 0.8\n"
          "light drift 0.05 glare 0 noise 2\ntiming think 0.8 2.2 hand 0.7 1.3 lead 1.5 tail 2.5\n"
          "record " C6_PROJECT_DATA_DIR "/sample-game.sgf\n"
          "after 2 pause 3\nafter 2 moved k9 l8 restore 6\n")
          .toUtf8());
  f.close();
  const QString video = QDir(folder).filePath("sample-flag.avi");
  QProcess render;
  render.start(QStringLiteral(C6RENDER_PATH), {script, video});
  if (!render.waitForFinished(300000) || render.exitCode() != 0) {
    std::fprintf(stderr, "app_screenshots: c6render failed: %s\n",
                 render.readAllStandardError().constData());
    return {};
  }
  return video;
}

QString renderWinGame(const QString& folder) {
  const QString video = QDir(folder).filePath("win.avi");
  QProcess render;
  render.start(QStringLiteral(C6RENDER_PATH),
               {QStringLiteral(C6_TEST_SOURCE_DIR "/ui/app_games/win.txt"), video});
  if (!render.waitForFinished(300000) || render.exitCode() != 0) {
    std::fprintf(stderr, "app_screenshots: c6render failed: %s\n",
                 render.readAllStandardError().constData());
    return {};
  }
  return video;
}

// Whether `w` is shown whole in the window, after scrolling the whole of it into view when it is
// in a scroll area (a short screen: the arbiter panel scrolls). ensureWidgetVisible would bring
// only a line edit's text cursor into view.
bool wholeIn(QWidget* w, const QWidget& window, const char* what) {
  for (QWidget* p = w->parentWidget(); p; p = p->parentWidget())
    if (auto* area = qobject_cast<QScrollArea*>(p)) {
      const QRect r(w->mapTo(area->widget(), QPoint(0, 0)), w->size());
      area->ensureVisible(r.center().x(), r.center().y(), r.width() / 2 + 1, r.height() / 2 + 1);
    }
  QApplication::processEvents();
  const QRect r(w->mapTo(&window, QPoint(0, 0)), w->size());
  return check(w->isVisible() && window.rect().contains(r), what);
}

// The window as the app opens it on this screen, through a short game: see the file comment.
int layoutShots(const QString& outDir) {
  QTemporaryDir work;
  const QString video = renderWinGame(work.path());
  if (video.isEmpty()) return 1;
  bool ok = true;
  ui::MainWindow window;
  window.show();
  const QRect screen = window.screen()->availableGeometry();
  // At 150% (QT_SCALE_FACTOR=1.5) the screen is named by its pixels and the scale:
  // 1366x768@150_live.png (911 logical pixels are 1366.5: truncated).
  const double scale = window.devicePixelRatio();
  const QString prefix =
      QString("%1/%2x%3%4_")
          .arg(outDir)
          .arg(static_cast<int>(screen.width() * scale))
          .arg(static_cast<int>(screen.height() * scale))
          .arg(scale > 1.01 ? QString("@%1").arg(qRound(scale * 100)) : QString());
  const auto shot = [&](const char* name) {
    for (int i = 0; i < 5; ++i) QApplication::processEvents();
    ui::test::waitUntil([] { return false; }, 150);
    ok &= check(window.grab().toImage().save(prefix + name), "cannot write a screenshot");
  };
  ui::test::waitUntil([] { return false; }, 200);
  ok &= check(screen.contains(window.frameGeometry()), "the window must open within the screen");
  ui::AppController controller(
      &window, {work.path(), 1.5, [](const cv::Mat& image) { return vision::locateBoard(image); }});
  ui::GameSetup setup = ui::test::gameSetup(video, ui::ClockMode::Automatic, "10m+10s");
  setup.black = "Ada Lovelace";
  setup.white = "Brook Taylor";
  setup.broadcast.port = 0;  // when switched on: any free port
  window.showSnapshot(ui::snapshotOfSetup(setup.gameInfo()));
  shot("idle.png");
  ok &= check(window.clock(Color::White)->face().player == "Brook Taylor",
              "the idle clocks must name the players");
  {
    // The setup dialog on this screen: whole, OK and Cancel in sight (at 150 % its fields scroll).
    ui::SetupDialog dialog(setup, &window);
    dialog.show();
    for (int i = 0; i < 5; ++i) QApplication::processEvents();
    ui::test::waitUntil([] { return false; }, 600);  // the preview's first frame
    ok &= check(dialog.grab().toImage().save(prefix + "setup.png"), "cannot write setup.png");
    ok &= check(screen.contains(dialog.geometry()), "the setup dialog must open within the screen");
    for (QAbstractButton* b : dialog.findChild<QDialogButtonBox*>()->buttons())
      ok &= wholeIn(b, dialog, "OK and Cancel in the setup dialog");
  }

  if (auto err = controller.startGame(setup)) return check(false, qPrintable(*err)), 1;
  ui::RecorderWorker* session = controller.session();
  ok &= check(ui::test::waitUntil([&] { return session->record().turns.size() >= 4; }, 60000),
              "four turns recorded");
  shot("live.png");
  ok &= check(!window.liveView()->frame().isNull(), "the camera view must show a frame");
  window.arbiterDock()->show();
  shot("live_arbiter.png");
  ok &= check(screen.contains(window.frameGeometry()),
              "opening the arbiter panel must keep the window on the screen");
  ui::ArbiterPanel* a = window.arbiterPanel();
  ok &= wholeIn(a->rulingButton(core::ArbiterAction{core::Ruling::Loss, core::Color::White}),
                window, "Loss for White on screen");
  ok &= wholeIn(a->rulingButton(core::ArbiterAction{core::Ruling::Void, core::Color::Empty}),
                window, "Void the game on screen");
  ok &= wholeIn(a->undoButton(), window, "Undo on screen");
  ok &= wholeIn(a->adjustButton(), window, "Set time on screen");
  ok &= wholeIn(a->penaltyButton(), window, "Apply penalty on screen");
  ok &= wholeIn(a->timeEdit(), window, "the time field on screen");
  ok &= wholeIn(a->penaltyEdit(), window, "the penalty field on screen");
  shot("live_arbiter_clocks.png");  // scrolled to its clock controls when the screen is short
  ok &= wholeIn(window.clock(Color::White), window, "White's clock on screen");
  controller.review(2);
  shot("review.png");
  ok &= check(window.liveButton()->isVisible(), "the Live button while reviewing");
  controller.live();
  window.arbiterDock()->hide();

  // Threat words: after turn 5 Black has five in a row (j10..n10). Looked back at, since the game
  // may reach turn 6 (other words) while the picture is taken.
  ok &= check(ui::test::waitUntil([&] { return session->record().turns.size() >= 5; }, 60000),
              "five turns recorded");
  controller.review(5);
  shot("threats.png");
  ok &= check(window.threatLine()->isVisible() &&
                  window.threatLine()->text().startsWith("Black threatens to win"),
              "the threat words after turn 5");
  controller.live();

  // Broadcasting: the status bar says where viewers watch.
  window.broadcastAction()->trigger();
  shot("broadcast.png");
  ok &= check(controller.broadcast()->broadcast()->running() &&
                  window.broadcastLabel()->text().startsWith("ON AIR"),
              "broadcasting on, said in the status bar");
  window.broadcastAction()->trigger();

  // The end: the winner by name in the status, the winning six marked on the board.
  ok &= check(ui::test::waitUntil([&] { return session->over(); }, 90000), "the game ends");
  ui::test::waitUntil([] { return false; }, 300);
  shot("won.png");
  ok &= check(window.statusLine()->text().contains("Ada Lovelace (Black) wins"),
              "the winner by name when the game is over");
  {
    // A flag as the arbiter panel shows it on this screen: title, restore words and four frames
    // wrapped to the panel. Drawn from a snapshot of the recorded game, not played.
    ui::GameSnapshot s = ui::snapshotOfRecord(controller.currentRecord(), 4);
    s.clockStarted = true;
    s.recording = true;
    ui::FlagView f;
    f.id = 1;
    f.type = "moved";
    f.from = core::Point(10, 10);
    f.to = core::Point(11, 9);
    f.points = {*f.from, *f.to};
    f.restore = "put the white stone from l10 back on k11";
    f.evidence.assign(4, window.liveView()->frame());
    s.flags.push_back(f);
    window.arbiterDock()->show();
    window.showSnapshot(s);
    for (int i = 0; i < 5; ++i) QApplication::processEvents();
    auto* card = window.arbiterPanel()->findChild<ui::FlagCard*>();
    ok &= check(card != nullptr, "the flag card is shown") &&
          wholeIn(card, window, "the flag card on screen");
    shot("flag_card.png");
    window.arbiterDock()->hide();
  }

  setup.source = "/dev/video97";
  if (auto err = controller.startGame(setup)) return check(false, qPrintable(*err)), 1;
  ok &= check(ui::test::waitUntil([&] { return window.sourceFailed(); }, 20000),
              "the missing camera must fail");
  shot("failed_source.png");
  ok &= check(isRed(window.statusLine()->palette().color(QPalette::Window)),
              "a failed source is red");
  std::printf(
      "app_screenshots: wrote %s{idle,setup,live,live_arbiter,live_arbiter_clocks,review,threats,"
      "broadcast,won,flag_card,failed_source}.png\n",
      qPrintable(prefix));
  return ok ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
  QApplication app(argc, argv);
  QApplication::setApplicationName("c6cam-screenshots");
  const QString outDir = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QString("screenshots");
  QDir().mkpath(outDir);
  if (argc > 2 && QByteArray(argv[2]) == "--layout") return layoutShots(outDir);
  QTemporaryDir work;
  const QString video = renderSampleGame(work.path());
  if (video.isEmpty()) return 1;
  bool ok = true;

  ui::MainWindow window;
  window.resize(1600, 900);
  window.show();
  ui::AppController controller(
      &window, {work.path(), 4.0, [](const cv::Mat& image) { return vision::locateBoard(image); }});
  ui::GameSetup setup = ui::test::gameSetup(video, ui::ClockMode::Automatic, "10m+10s");
  setup.black = "Ada Lovelace";
  setup.white = "Brook Taylor";
  setup.event = "Club championship";
  setup.round = "3";
  if (auto err = controller.startGame(setup)) return check(false, qPrintable(*err)), 1;
  ui::RecorderWorker* session = controller.session();

  enum class Shot { Flag, HalfDone, Done };
  Shot next = Shot::Flag;
  QString over;
  QObject::connect(session, &ui::RecorderWorker::gameOver, [&](const QString& r) { over = r; });
  // Grabbed from the update that shows the moment (the video goes on meanwhile).
  QObject::connect(session, &ui::RecorderWorker::changed, [&] {
    const ui::GameSnapshot& s = session->snapshot();
    if (next == Shot::Flag && !s.flags.empty() && !s.flags.front().evidence.empty() &&
        !window.liveView()->overlay().flagged.empty()) {  // a frame that shows the flag
      const QImage shot = window.grab().toImage();
      ok &= check(shot.save(outDir + "/arbiter_flag.png"), "cannot write arbiter_flag.png");
      ok &= check(window.arbiterDock()->isVisible(), "a flag must open the arbiter panel");
      ok &= check(window.arbiterPanel()->flagCardCount() == 1, "the panel must show one flag card");
      ok &= check(s.flags.front().restore == "put the white stone from l8 back on k9",
                  "the restore text");
      const QPoint status =
          window.statusLine()->mapTo(&window, QPoint(20, window.statusLine()->height() / 2));
      ok &= check(isRed(shot.pixelColor(status)), "the status line must be red while halted");
      next = Shot::HalfDone;
    } else if (next == Shot::HalfDone && s.flags.empty() && window.arbiterDock()->isVisible()) {
      window.arbiterDock()->hide();  // the board is restored: the arbiter closes the panel
    } else if (next == Shot::HalfDone && s.turns.size() == 11 && !s.pending.empty()) {
      QApplication::processEvents();
      ok &= check(window.grab().toImage().save(outDir + "/main_window.png"),
                  "cannot write main_window.png");
      ok &= check(window.clock(Color::White)->face().toMove,
                  "White's clock must be lit (turn half done)");
      ok &= check(window.moveList()->rowCount() == 11, "the move list must show 11 turns");
      next = Shot::Done;
    }
  });
  const bool ended =
      ui::test::waitUntil([&] { return !over.isEmpty() && session->over(); }, 180000);
  ok &= check(ended, "the game must end (Black's six)");
  ok &= check(next == Shot::Done, "the flag and the half-done turn must both have been seen");
  ui::test::waitUntil([] { return false; }, 300);
  ok &=
      check(window.grab().toImage().save(outDir + "/game_over.png"), "cannot write game_over.png");
  ok &= check(window.moveList()->rowCount() == 17, "the move list must show all 17 turns");
  ok &= check(window.statusLine()->text().contains("Ada Lovelace (Black) wins"),
              "the status must name the winner, Ada Lovelace (Black)");
  try {
    ui::writeDiagramPng(controller.currentRecord(), -1, outDir + "/board_diagram.png", 800);
  } catch (const std::exception& e) {
    ok &= check(false, e.what());
  }
  std::printf("app_screenshots: wrote %s/{arbiter_flag,main_window,game_over,board_diagram}.png\n",
              qPrintable(outDir));
  return ok ? 0 : 1;
}
