// Screenshots of the desktop app for people to look at (run under Xvfb by CTest: app_screenshots).
// Writes main_window.png (a game in progress), arbiter_flag.png (a moved stone flagged, the arbiter
// panel open) and board_diagram.png into the folder given as argv[1]. Fails (exit 1) when a picture
// does not show what it must: the flag state's status line red, the clocks lit for the side to move.
#include <cstdio>

#include <QApplication>
#include <QDir>
#include <QScreen>
#include <opencv2/imgproc.hpp>

#include "ui/app/image_convert.h"
#include "ui/app/main_window.h"

namespace {

using namespace c6;
using core::Color;
using core::Point;
using core::Turn;

core::GameRecord demoRecord() {
  core::GameRecord r;
  r.info.black = "Ada Lovelace";
  r.info.white = "Brook Taylor";
  r.info.event = "Club championship";
  r.info.round = "3";
  r.info.board = "2";
  r.info.timeControl = "20m+10s";
  const char* moves[] = {"j10", "k11 k9", "k10 l10", "h10 m10", "g10 i9", "n10 h11", "l9 i11", "g12 f13"};
  double at = 0, black = 1200, white = 1200;
  Color side = Color::Black;
  for (const char* m : moves) {
    const std::string text = m;
    const auto sp = text.find(' ');
    core::TurnRecord tr;
    const Point a = *core::tryParsePoint(text.substr(0, sp));
    tr.turn = sp == std::string::npos ? Turn::one(side, a) : Turn::two(side, a, *core::tryParsePoint(text.substr(sp + 1)));
    const double used = 14.0 + static_cast<double>(r.turns.size() * 7 % 23);
    at += used;
    (side == Color::Black ? black : white) += 10 - used;
    tr.at = core::secondsToMicros(at);
    tr.thinking = core::secondsToMicros(used);
    tr.clocks = core::ClockSnapshot{core::secondsToMicros(black), core::secondsToMicros(white), {}, {}};
    r.turns.push_back(tr);
    side = core::opponent(side);
  }
  return r;
}

// A camera's view of the position: the diagram warped in perspective onto a dark table.
std::pair<QImage, ui::LiveOverlay> cameraView(const ui::BoardDiagram& diagram) {
  ui::BoardDiagram plain = diagram;
  plain.marks = {};
  plain.coordinates = false;
  const int px = 760;
  const cv::Mat top = ui::qImageToMat(ui::renderBoardDiagram(plain, px));
  cv::Mat frame(720, 1281, CV_8UC3, cv::Scalar(40, 48, 58));  // odd width on purpose
  // Grid corners in the flat render (coordinates off: 18 cells + 1.4 margin).
  const double cell = px / 19.4, lo = px / 2.0 - 9 * cell, hi = px / 2.0 + 9 * cell;
  const double border = cell * 0.7;
  std::vector<cv::Point2f> src{{float(lo - border), float(lo - border)}, {float(hi + border), float(lo - border)},
                               {float(hi + border), float(hi + border)}, {float(lo - border), float(hi + border)}};
  std::vector<cv::Point2f> dst{{370, 90}, {930, 100}, {1080, 650}, {230, 640}};
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
      const Color c = diagram.board.at(Point(x, 18 - y));
      o.stones[std::size_t(y * 19 + x)] = c == Color::Black ? core::Seen::Black : c == Color::White ? core::Seen::White : core::Seen::Empty;
    }
  auto index = [](Point p) { return (18 - p.row) * 19 + p.col; };
  for (Point p : diagram.marks.lastTurn) o.lastTurn.push_back(index(p));
  for (Point p : diagram.marks.flagged) o.flagged.push_back(index(p));
  if (diagram.marks.moved) o.moved = std::make_pair(index(diagram.marks.moved->first), index(diagram.marks.moved->second));
  o.confidence[std::size_t(index(Point(14, 5)))] = 0.55f;  // one doubtful reading, as vision reports them
  o.stones[std::size_t(index(Point(14, 5)))] = core::Seen::White;
  return {ui::matToQImage(frame), o};
}

bool check(bool ok, const char* what) {
  if (!ok) std::fprintf(stderr, "app_screenshots: %s\n", what);
  return ok;
}

bool isRed(QColor c) { return c.red() > 170 && c.green() < 80 && c.blue() < 80; }

}  // namespace

int main(int argc, char** argv) {
  QApplication app(argc, argv);
  const QString outDir = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QString("screenshots");
  QDir().mkpath(outDir);
  bool ok = true;

  const core::GameRecord record = demoRecord();
  ui::GameSnapshot snap = ui::snapshotOfRecord(record);
  snap.clockStarted = true;
  snap.clocks[0].left = core::secondsToMicros(1131.4);
  snap.clocks[0].running = true;
  snap.pending = {Point(11, 11)};  // Black has placed the first stone of the turn
  snap.board.set(Point(11, 11), Color::Black);
  snap.stonesDue = 2;
  snap.events.push_back({snap.turns.back().at, "start", -1, {}});

  ui::MainWindow window;
  window.resize(1600, 860);
  window.show();
  auto [frame, overlay] = cameraView(snap.diagram());
  window.liveView()->setFrame(frame, overlay);
  window.showSnapshot(snap);
  for (int i = 0; i < 5; ++i) QApplication::processEvents();
  const QImage main = window.grab().toImage();
  ok &= check(main.save(outDir + "/main_window.png"), "cannot write main_window.png");
  ok &= check(window.clock(Color::Black)->face().toMove && !window.clock(Color::White)->face().toMove,
              "Black's clock must be lit");
  ok &= check(!window.arbiterDock()->isVisible(), "the arbiter panel must stay closed without a flag");

  // A moved stone: White's k11 went to k12. Recording halts; the panel opens with what to restore.
  ui::FlagView flag;
  flag.id = 1;
  flag.type = "moved";
  flag.from = Point(10, 10);
  flag.to = Point(10, 11);
  flag.points = {*flag.from, *flag.to};
  flag.restore = "Put the white stone from k12 back on k11.";
  flag.ghosts = {{*flag.from, Color::White}};
  flag.since = snap.now + core::secondsToMicros(9);
  ui::GameSnapshot flagged = snap;
  flagged.pending.clear();
  flagged.board.set(Point(11, 11), Color::Empty);
  flagged.flags.push_back(flag);
  flagged.clocks[0].left = core::secondsToMicros(1127.0);
  flagged.events.push_back({flag.since, "flag", 7, {{"type", "moved"}, {"from", "k11"}, {"to", "k12"}}});
  ui::BoardDiagram seen = flagged.diagram();
  seen.board.set(*flag.from, Color::Empty);
  seen.board.set(*flag.to, Color::White);
  auto [flagFrame, flagOverlay] = cameraView(seen);
  for (int k = 0; k < 3; ++k) {
    QImage ev = flagFrame.copy(200, 60, 900, 620);
    QPainter p(&ev);
    p.fillRect(QRect(0, 0, 900, 620), QColor(0, 0, 0, 40 * k));
    p.end();
    flag.evidence.push_back(ev);
  }
  flagged.flags.front() = flag;
  flagFrame.save(outDir + "/camera_frame.png");  // the synthetic camera picture, as converted
  window.liveView()->setFrame(flagFrame, flagOverlay);
  window.showSnapshot(flagged);
  for (int i = 0; i < 5; ++i) QApplication::processEvents();
  const QImage arb = window.grab().toImage();
  ok &= check(arb.save(outDir + "/arbiter_flag.png"), "cannot write arbiter_flag.png");
  ok &= check(window.arbiterDock()->isVisible(), "a flag must open the arbiter panel");
  ok &= check(window.arbiterPanel()->flagCardCount() == 1, "the panel must show one flag card");
  const QPoint statusCentre = window.statusLine()->mapTo(&window, window.statusLine()->rect().center());
  ok &= check(isRed(arb.pixelColor(statusCentre - QPoint(window.statusLine()->width() / 3, 0))),
              "the status line must be red while halted");

  ok &= check(ui::renderBoardDiagram(flagged.diagram(), 800).save(outDir + "/board_diagram.png"),
              "cannot write board_diagram.png");
  std::printf("app_screenshots: wrote %s/{main_window,arbiter_flag,board_diagram}.png\n", qPrintable(outDir));
  return ok ? 0 : 1;
}
