// The window on a laptop: at 1366x768 (and 1280x720, a 1920x1080 screen at 150%) everything a
// person needs is inside the window, with the arbiter panel open or closed.
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

// Checks that `w` is shown whole inside the window and, inside a scroll area, inside its visible
// part.
void expectWhollyShown(const QWidget* w, const MainWindow& window, const char* what) {
  ASSERT_TRUE(w->isVisible()) << what;
  const QRect r = rectIn(w, &window);
  EXPECT_TRUE(window.rect().contains(r))
      << what << " at " << describe(r) << " outside the window " << describe(window.rect());
  for (const QWidget* p = w->parentWidget(); p; p = p->parentWidget())
    if (const auto* scroll = qobject_cast<const QScrollArea*>(p)) {
      const QRect inView = rectIn(w, scroll->viewport());
      EXPECT_TRUE(scroll->viewport()->rect().contains(inView))
          << what << " scrolled out of sight: " << describe(inView) << " in "
          << describe(scroll->viewport()->rect());
    }
}

class WindowOnScreen : public ::testing::TestWithParam<QSize> {};

TEST_P(WindowOnScreen, EveryControlClockAndClockColumnIsShownAndTheBoardKeepsItsHeight) {
  test::qtApp();
  const QSize screen = GetParam();
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
        "Accept board");
    expectWhollyShown(a->rulingButton(core::ArbiterAction{core::Ruling::Loss, core::Color::Black}),
                      w, "Loss for Black");
    expectWhollyShown(a->rulingButton(core::ArbiterAction{core::Ruling::Loss, core::Color::White}),
                      w, "Loss for White");
    expectWhollyShown(a->rulingButton(core::ArbiterAction{core::Ruling::Void, core::Color::Empty}),
                      w, "Void the game");
    expectWhollyShown(a->pauseButton(), w, "Pause clocks");
    expectWhollyShown(a->undoButton(), w, "Undo");
    expectWhollyShown(a->timeEdit(), w, "the time field");
    expectWhollyShown(a->adjustButton(), w, "Set time");
    expectWhollyShown(a->penaltyEdit(), w, "the penalty field");
    expectWhollyShown(a->penaltyButton(), w, "Apply penalty");
  }
}

INSTANTIATE_TEST_SUITE_P(Laptops, WindowOnScreen,
                         ::testing::Values(QSize(1366, 768), QSize(1280, 720)),
                         [](const auto& param) {
                           return std::to_string(param.param.width()) + "x" +
                                  std::to_string(param.param.height());
                         });

TEST(WindowOnScreen, OpensNoLargerThanTheScreenAndAsLargeAsUsefulOnABigOne) {
  EXPECT_EQ(initialWindowSize(QSize(1920, 1080)), QSize(1500, 820));
  const QSize laptop = initialWindowSize(QSize(1366, 768));
  EXPECT_EQ(laptop.width(), 1366);
  EXPECT_EQ(laptop.height(), 768 - kTitleBar);
}

}  // namespace
}  // namespace c6::ui
