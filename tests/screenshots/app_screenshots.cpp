// Screenshots of the desktop app for people to look at (run under Xvfb by CTest: app_screenshots).
// The bundled sample game (data/sample-game.sgf) is played into a real GameSession (referee + clock)
// as settled observations; the camera picture is a synthetic view of the same position. Writes
//   main_window.png   - the game in progress, Black's turn half done;
//   arbiter_flag.png  - a white stone moved: the referee's flag, the arbiter panel open;
//   board_diagram.png - the exported PNG diagram of that position;
// into the folder given as argv[1]. Fails (exit 1) when a picture does not show what it must.
#include <cstdio>

#include <QApplication>
#include <QDir>
#include <opencv2/imgproc.hpp>

#include "ui/app/game_session.h"
#include "ui/app/image_convert.h"
#include "ui/app/main_window.h"
#include "ui/common/record_files.h"

namespace {

using namespace c6;
using core::Color;
using core::Point;
using core::secondsToMicros;

// A camera's view of the position: the diagram warped in perspective onto a dark table.
std::pair<QImage, ui::LiveOverlay> cameraView(const core::Board& board) {
  ui::BoardDiagram plain;
  plain.board = board;
  plain.coordinates = false;
  const int px = 760;
  const cv::Mat top = ui::qImageToMat(ui::renderBoardDiagram(plain, px));
  cv::Mat frame(720, 1281, CV_8UC3, cv::Scalar(40, 48, 58));  // odd width on purpose
  const double cell = px / 19.4, lo = px / 2.0 - 9 * cell, hi = px / 2.0 + 9 * cell;
  const double border = cell * 0.7;
  std::vector<cv::Point2f> src{{float(lo - border), float(lo - border)}, {float(hi + border), float(lo - border)},
                               {float(hi + border), float(hi + border)}, {float(lo - border), float(hi + border)}};
  std::vector<cv::Point2f> dst{{330, 60}, {960, 70}, {1120, 680}, {170, 668}};
  const cv::Mat h = cv::getPerspectiveTransform(src, dst);
  cv::warpPerspective(top, frame, h, frame.size(), cv::INTER_LINEAR, cv::BORDER_TRANSPARENT);
  ui::LiveOverlay o;
  std::vector<cv::Point2f> grid, image;
  for (int y = 0; y < 19; ++y)
    for (int x = 0; x < 19; ++x) grid.emplace_back(float(lo + x * cell), float(lo + y * cell));
  cv::perspectiveTransform(grid, image, h);
  for (const auto& p : image) o.intersections.emplace_back(p.x, p.y);
  o.stones.assign(361, core::Seen::Empty);
  o.confidence.assign(361, 0.97f);
  for (int y = 0; y < 19; ++y)
    for (int x = 0; x < 19; ++x) {
      const Color c = board.at(Point(x, 18 - y));
      o.stones[std::size_t(y * 19 + x)] = c == Color::Black ? core::Seen::Black : c == Color::White ? core::Seen::White : core::Seen::Empty;
    }
  return {ui::matToQImage(frame), o};
}

// Marks of the snapshot in the overlay (image orientation: Black at the bottom).
void mark(ui::LiveOverlay& o, const ui::GameSnapshot& s) {
  auto index = [](Point p) { return (18 - p.row) * 19 + p.col; };
  if (!s.turns.empty())
    for (Point p : s.turns.back().turn) o.lastTurn.push_back(index(p));
  for (const auto& f : s.flags) {
    for (Point p : f.points) o.flagged.push_back(index(p));
    if (f.from && f.to) o.moved = std::make_pair(index(*f.from), index(*f.to));
  }
}

void see(ui::GameSession& s, const core::Board& b, double t) {
  s.observe(core::Observation::fromBoard(b, secondsToMicros(t)));
  s.observe(core::Observation::fromBoard(b, secondsToMicros(t + 0.3)));
}

bool check(bool ok, const char* what) {
  if (!ok) std::fprintf(stderr, "app_screenshots: %s\n", what);
  return ok;
}

bool isRed(QColor c) { return c.red() > 170 && c.green() < 80 && c.blue() < 80; }

void settle() {
  for (int i = 0; i < 5; ++i) QApplication::processEvents();
}

}  // namespace

int main(int argc, char** argv) {
  QApplication app(argc, argv);
  const QString outDir = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QString("screenshots");
  QDir().mkpath(outDir);
  bool ok = true;

  const core::GameRecord sample = ui::loadRecord(std::string(C6_PROJECT_DATA_DIR) + "/sample-game.sgf");
  ui::GameSetup setup;
  setup.black = QString::fromStdString(sample.info.black) + " Lovelace";
  setup.white = QString::fromStdString(sample.info.white) + " Taylor";
  setup.event = "Club championship";
  setup.round = "3";
  setup.board = "2";
  setup.timeControl = "10m+10s";
  setup.source = "sample";
  ui::GameSession session(setup);

  // The first 11 turns at their recorded times (TS), then the first stone of Black's 12th turn.
  core::Board board;
  see(session, board, 0);
  session.start(secondsToMicros(0.5));
  for (std::size_t i = 0; i < 11; ++i) {
    for (Point p : sample.turns[i].turn) board.set(p, sample.turns[i].turn.side());
    see(session, board, core::toSeconds(sample.turns[i].at));
  }
  const Point half = sample.turns[11].turn[0];
  board.set(half, sample.turns[11].turn.side());
  see(session, board, 205);

  ui::MainWindow window;
  window.resize(1600, 900);
  window.show();
  ui::GameSnapshot snap = session.snapshot(secondsToMicros(207.4));
  auto [frame, overlay] = cameraView(board);
  mark(overlay, snap);
  window.liveView()->setFrame(frame, overlay);
  window.showSnapshot(snap);
  settle();
  ok &= check(window.grab().toImage().save(outDir + "/main_window.png"), "cannot write main_window.png");
  ok &= check(snap.turns.size() == 11, "the session must have confirmed 11 turns");
  ok &= check(window.clock(Color::White)->face().toMove, "White's clock must be lit (turn half done)");
  ok &= check(!window.arbiterDock()->isVisible(), "the arbiter panel must stay closed without a flag");

  // A recorded white stone (j9) slides one point to i9: the referee flags "moved".
  const Point from = sample.turns[9].turn[0];  // W j9
  const Point to(from.col - 1, from.row);      // i9
  board.set(from, Color::Empty);
  board.set(to, Color::White);
  std::vector<QImage> evidence;
  for (int k = 0; k < 3; ++k) {
    QImage ev = cameraView(board).first.copy(150, 40, 990, 660);
    QPainter p(&ev);
    p.fillRect(ev.rect(), QColor(0, 0, 0, 30 * k));
    p.end();
    evidence.push_back(ev);
  }
  session.setEvidenceSource([evidence] { return evidence; });
  see(session, board, 214);
  ui::GameSnapshot flagged = session.snapshot(secondsToMicros(216));
  auto [flagFrame, flagOverlay] = cameraView(board);
  mark(flagOverlay, flagged);
  window.liveView()->setFrame(flagFrame, flagOverlay);
  window.showSnapshot(flagged);
  settle();
  const QImage arb = window.grab().toImage();
  ok &= check(arb.save(outDir + "/arbiter_flag.png"), "cannot write arbiter_flag.png");
  ok &= check(flagged.flags.size() == 1, "the referee must raise exactly one flag");
  ok &= check(window.arbiterDock()->isVisible(), "a flag must open the arbiter panel");
  ok &= check(window.arbiterPanel()->flagCardCount() == 1, "the panel must show one flag card");
  const QPoint statusPoint = window.statusLine()->mapTo(&window, QPoint(20, window.statusLine()->height() / 2));
  ok &= check(isRed(arb.pixelColor(statusPoint)), "the status line must be red while halted");

  ok &= check(ui::renderBoardDiagram(flagged.diagram(), 800).save(outDir + "/board_diagram.png"),
              "cannot write board_diagram.png");
  std::printf("app_screenshots: wrote %s/{main_window,arbiter_flag,board_diagram}.png\n", qPrintable(outDir));
  return ok ? 0 : 1;
}
