// The window on a laptop: at 1366x768 (and 1280x720, a 1920x1080 screen at 150%; and 911x512, a
// 1366x768 screen at 150%) everything a person needs is inside the window, with the arbiter panel
// open or closed.
#include <gtest/gtest.h>

#include <QHeaderView>
#include <QScrollArea>

#include "app_test_record.h"
#include "qt_test_app.h"
#include "ui/app/main_window.h"

namespace c6::ui {
namespace {

// The space a maximised window gets: the screen less a title bar.
constexpr int kTitleBar = 32;

std::string describe(const QRect& r) {
  return std::to_string(r.x()) + "," + std::to_string(r.y()) + " " + std::to_string(r.width()) +
         "x" + std::to_string(r.height());
}

QRect rectIn(const QWidget* w, const QWidget* ancestor) {
  return QRect(w->mapTo(ancestor, QPoint(0, 0)), w->size());
}

// Scrolls each scroll area around `w` so that the whole of `w` is in view, as a person would.
// (QScrollArea::ensureWidgetVisible brings only a line edit's text cursor into view.)
void scrollIntoView(QWidget* w) {
  for (QWidget* p = w->parentWidget(); p; p = p->parentWidget())
    if (auto* area = qobject_cast<QScrollArea*>(p)) {
      QApplication::processEvents();
      const QRect r = rectIn(w, area->widget());
      area->ensureVisible(r.center().x(), r.center().y(), r.width() / 2 + 1, r.height() / 2 + 1);
    }
}

// Checks that `w` is shown whole inside the window and, inside a scroll area, inside its visible
// part; with `scroll`, after scrolling to it (a short screen: the arbiter panel scrolls).
void expectWhollyShown(QWidget* w, const MainWindow& window, const char* what,
                       bool scroll = false) {
  ASSERT_TRUE(w->isVisible()) << what;
  if (scroll) scrollIntoView(w);
  for (int i = 0; i < 3; ++i) QApplication::processEvents();
  const QRect r = rectIn(w, &window);
  EXPECT_TRUE(window.rect().contains(r))
      << what << " at " << describe(r) << " outside the window " << describe(window.rect());
  for (const QWidget* p = w->parentWidget(); p; p = p->parentWidget())
    if (const auto* area = qobject_cast<const QScrollArea*>(p)) {
      const QRect inView = rectIn(w, area->viewport());
      EXPECT_TRUE(area->viewport()->rect().contains(inView))
          << what << " scrolled out of sight: " << describe(inView) << " in "
          << describe(area->viewport()->rect());
    }
}

struct Screen {
  QSize size;         // logical pixels
  bool panelScrolls;  // too short for the whole arbiter panel: each control is scrolled to
};

void PrintTo(const Screen& s, std::ostream* os) {
  *os << s.size.width() << "x" << s.size.height() << (s.panelScrolls ? ", panel scrolls" : "");
}

class WindowOnScreen : public ::testing::TestWithParam<Screen> {};

TEST_P(WindowOnScreen, EveryControlClockAndClockColumnIsShownAndTheBoardKeepsItsHeight) {
  test::qtApp();
  const QSize screen = GetParam().size;
  const bool scroll = GetParam().panelScrolls;
  const QSize room(screen.width(), screen.height() - kTitleBar);
  EXPECT_LE(initialWindowSize(screen).width(), room.width());
  EXPECT_LE(initialWindowSize(screen).height(), room.height());
  for (bool panel : {false, true}) {
    SCOPED_TRACE(panel ? "arbiter panel open" : "arbiter panel closed");
    MainWindow w;
    w.resize(room);
    w.show();
    w.arbiterDock()->setVisible(panel);
    GameSnapshot s = snapshotOfRecord(test::threeTurnRecord());
    s.clockStarted = true;
    s.recording = true;
    w.showSnapshot(s);
    for (int i = 0; i < 5; ++i) QApplication::processEvents();
    // A window larger than the screen (its minimum size) would hang off it.
    EXPECT_LE(w.width(), room.width());
    EXPECT_LE(w.height(), room.height());

    expectWhollyShown(w.clock(core::Color::Black), w, "Black's clock");
    expectWhollyShown(w.clock(core::Color::White), w, "White's clock");
    EXPECT_GE(w.clock(core::Color::Black)->height(), 70);
    EXPECT_GE(w.clock(core::Color::White)->width(), 140);
    expectWhollyShown(w.moveTable(), w, "the move list");
    const QHeaderView* h = w.moveTable()->horizontalHeader();
    for (int c : {MoveListModel::BlackClock, MoveListModel::WhiteClock})
      EXPECT_LE(h->sectionViewportPosition(c) + h->sectionSize(c),
                w.moveTable()->viewport()->width())
          << "column " << c;
    // The board diagram is drawn as a square as large as its widget allows.
    const int boardSide = std::min(w.boardView()->width(), w.boardView()->height());
    EXPECT_GE(boardSide, 0.4 * w.height()) << "board " << boardSide << " px of " << w.height();

    if (!panel) continue;
    ArbiterPanel* a = w.arbiterPanel();
    expectWhollyShown(
        a->rulingButton(core::ArbiterAction{core::Ruling::Accept, core::Color::Empty}), w,
        "Accept board", scroll);
    expectWhollyShown(a->rulingButton(core::ArbiterAction{core::Ruling::Loss, core::Color::Black}),
                      w, "Loss for Black", scroll);
    expectWhollyShown(a->rulingButton(core::ArbiterAction{core::Ruling::Loss, core::Color::White}),
                      w, "Loss for White", scroll);
    expectWhollyShown(a->rulingButton(core::ArbiterAction{core::Ruling::Void, core::Color::Empty}),
                      w, "Void the game", scroll);
    expectWhollyShown(a->pauseButton(), w, "Pause clocks", scroll);
    expectWhollyShown(a->undoButton(), w, "Undo", scroll);
    expectWhollyShown(a->timeEdit(), w, "the time field", scroll);
    expectWhollyShown(a->adjustButton(), w, "Set time", scroll);
    expectWhollyShown(a->penaltyEdit(), w, "the penalty field", scroll);
    expectWhollyShown(a->penaltyButton(), w, "Apply penalty", scroll);
    // Wide enough to read what the arbiter types, not squeezed beside its label and button.
    for (const QLineEdit* field : {a->timeEdit(), a->penaltyEdit()})
      EXPECT_GE(field->width(), field->fontMetrics().horizontalAdvance("10:00:00"))
          << "a clock field " << field->width() << " px wide";
  }
}

INSTANTIATE_TEST_SUITE_P(Laptops, WindowOnScreen,
                         ::testing::Values(Screen{QSize(1366, 768), false},
                                           Screen{QSize(1280, 720), false},
                                           Screen{QSize(911, 512), true}),
                         [](const auto& param) {
                           return std::to_string(param.param.size.width()) + "x" +
                                  std::to_string(param.param.size.height());
                         });

// At 150 % on a laptop the status bar's message ran into "ON AIR": a message is cut with "..." in
// its own room, shown whole as its tooltip, and never overlaps the broadcast label.
TEST(WindowOnScreen, AStatusMessageNeverRunsIntoTheBroadcastLabel) {
  test::qtApp();
  MainWindow w;
  w.resize(911, 512 - kTitleBar);
  w.show();
  w.showBroadcast("http://192.0.2.2:44581/");
  const QString text =
      "The recording stopped: cannot write /home/arbiter/c6cam/2026-12-04 Test cup round 2 board "
      "7/c6cam-20261204-101500.journal: No space left on device";
  w.showMessage(text);
  for (int i = 0; i < 5; ++i) QApplication::processEvents();
  const QRect message(w.statusMessage()->mapTo(&w, QPoint(0, 0)), w.statusMessage()->size());
  const QRect onAir(w.broadcastLabel()->mapTo(&w, QPoint(0, 0)), w.broadcastLabel()->size());
  EXPECT_FALSE(message.intersects(onAir)) << describe(message) << " and " << describe(onAir);
  EXPECT_TRUE(w.broadcastLabel()->isVisible());
  const QString shown = w.statusMessage()->text();
  EXPECT_TRUE(shown.endsWith(QChar(0x2026))) << shown.toStdString();
  EXPECT_LE(w.statusMessage()->fontMetrics().horizontalAdvance(shown),
            w.statusMessage()->contentsRect().width());
  EXPECT_EQ(w.statusMessage()->toolTip(), text);
  // A short one is shown whole, and a timed one goes.
  w.showMessage("The video source ended.", 50);
  QApplication::processEvents();
  EXPECT_EQ(w.statusMessage()->text(), "The video source ended.");
  test::waitUntil([&] { return w.statusMessage()->text().isEmpty(); }, 2000);
  EXPECT_TRUE(w.statusMessage()->text().isEmpty());
}

TEST(WindowOnScreen, OpensNoLargerThanTheScreenAndAsLargeAsUsefulOnABigOne) {
  EXPECT_EQ(initialWindowSize(QSize(1920, 1080)), QSize(1500, 820));
  const QSize laptop = initialWindowSize(QSize(1366, 768));
  EXPECT_EQ(laptop.width(), 1366);
  EXPECT_EQ(laptop.height(), 768 - kTitleBar);
}

}  // namespace
}  // namespace c6::ui
