#include <gtest/gtest.h>

#include <QApplication>
#include <QScrollArea>
#include <QWheelEvent>

#include "app_test_record.h"
#include "qt_test_app.h"
#include "ui/app/arbiter_panel.h"
#include "ui/app/evidence_grid.h"
#include "ui/app/flag_card.h"
#include "ui/app/main_window.h"

namespace c6::ui {
namespace {

using core::Color;

GameSnapshot withFlag() {
  GameSnapshot s = snapshotOfRecord(test::threeTurnRecord());
  s.clockStarted = true;
  s.recording = true;
  FlagView f;
  f.id = 1;
  f.type = "moved";
  f.from = core::Point(10, 10);
  f.to = core::Point(10, 11);
  f.points = {*f.from, *f.to};
  f.restore = "put the white stone from k12 back on k11";
  s.flags.push_back(f);
  s.events.push_back({core::secondsToMicros(30), "flag", 2, {{"type", "moved"}}});
  return s;
}

TEST(ArbiterPanel, TheLogNumbersAnEntryByTheTurnsRecordedBeforeIt) {
  // A game of 17 turns ends after turn 17; a flag raised with 2 turns recorded comes after turn 2.
  const auto entry = [](double seconds, const char* kind, int turnIndex) {
    core::RecordEvent e;
    e.at = core::secondsToMicros(seconds);
    e.kind = kind;
    e.turnIndex = turnIndex;
    return e;
  };
  const QString end = describeRecordEvent(entry(90, "end", 17));
  EXPECT_TRUE(end.endsWith("(after turn 17)")) << end.toStdString();
  const QString flag = describeRecordEvent(entry(30, "flag", 2));
  EXPECT_TRUE(flag.endsWith("(after turn 2)")) << flag.toStdString();
  EXPECT_TRUE(describeRecordEvent(entry(0, "flag", 0)).endsWith("(before the first turn)"));
}

// Before any game exists, and on a saved game being replayed, there is nothing to rule on.
TEST(ArbiterPanel, RulingsWaitForARecordedGame) {
  test::qtApp();
  ArbiterPanel panel;
  const auto enabled = [&panel](core::Ruling r, core::Color side) {
    return panel.rulingButton(core::ArbiterAction{r, side})->isEnabled();
  };
  EXPECT_FALSE(enabled(core::Ruling::Loss, core::Color::Black));
  EXPECT_FALSE(enabled(core::Ruling::Loss, core::Color::White));
  EXPECT_FALSE(enabled(core::Ruling::Void, core::Color::Empty));
  GameSnapshot replayed = snapshotOfRecord(test::threeTurnRecord());
  panel.showSnapshot(replayed);
  EXPECT_FALSE(enabled(core::Ruling::Void, core::Color::Empty));
  replayed.recording = true;
  panel.showSnapshot(replayed);
  EXPECT_TRUE(enabled(core::Ruling::Loss, core::Color::Black));
  EXPECT_TRUE(enabled(core::Ruling::Void, core::Color::Empty));
}

// An arbiter scrolling the panel with the wheel over the Side box must not change the side.
TEST(ArbiterPanel, TheWheelChangesAFieldOnlyWhenItHasTheFocus) {
  test::qtApp();
  ArbiterPanel panel;
  panel.show();
  QComboBox* side = panel.sideBox();
  ASSERT_EQ(side->currentIndex(), 0);
  const auto wheel = [side] {
    const QPointF at(side->width() / 2.0, side->height() / 2.0);
    QWheelEvent down(at, side->mapToGlobal(at), QPoint(), QPoint(0, -120), Qt::NoButton,
                     Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(side, &down);
  };
  wheel();
  EXPECT_EQ(side->currentIndex(), 0) << "the wheel changed an unfocused field";
  EXPECT_EQ(side->focusPolicy(), Qt::StrongFocus);
  side->setFocus();
  QApplication::processEvents();
  if (side->hasFocus()) {  // a focused field takes the wheel as usual
    wheel();
    EXPECT_EQ(side->currentIndex(), 1);
  }
}

TEST(ArbiterPanel, ShowsOneCardPerFlagAndEnablesAccept) {
  test::qtApp();
  ArbiterPanel panel;
  GameSnapshot s = snapshotOfRecord(test::threeTurnRecord());
  s.clockStarted = true;
  s.recording = true;
  panel.showSnapshot(s);
  EXPECT_EQ(panel.flagCardCount(), 0);
  EXPECT_FALSE(panel.rulingButton(core::ArbiterAction{core::Ruling::Accept, core::Color::Empty})
                   ->isEnabled());
  panel.showSnapshot(withFlag());
  EXPECT_EQ(panel.flagCardCount(), 1);
  EXPECT_TRUE(panel.rulingButton(core::ArbiterAction{core::Ruling::Accept, core::Color::Empty})
                  ->isEnabled());
  EXPECT_EQ(panel.log()->count(), 1);
  EXPECT_TRUE(panel.log()->item(0)->text().contains("FLAG moved"))
      << panel.log()->item(0)->text().toStdString();
  panel.showSnapshot(s);
  EXPECT_EQ(panel.flagCardCount(), 0);
}

// The card was cut off on the right ("put the white stone fro..."), its third picture in half,
// with no way to scroll: it must wrap to the panel, pictures and all, however narrow the panel.
TEST(ArbiterPanel, AFlagCardWithFourPicturesFitsANarrowPanel) {
  test::qtApp();
  GameSnapshot s = withFlag();
  QImage frame(640, 480, QImage::Format_RGB32);
  frame.fill(QColor(200, 160, 90));
  s.flags.front().evidence.assign(4, frame);
  for (int width : {420, 300, 220}) {
    SCOPED_TRACE("panel " + std::to_string(width) + " px wide");
    ArbiterPanel panel;
    panel.resize(width, 800);
    panel.show();
    panel.showSnapshot(s);
    for (int i = 0; i < 5; ++i) QApplication::processEvents();
    const auto cards = panel.findChildren<FlagCard*>();
    ASSERT_EQ(cards.size(), 1);
    const FlagCard* card = cards.front();
    const QScrollArea* area = nullptr;
    for (const QWidget* p = card->parentWidget(); p && !area; p = p->parentWidget())
      area = qobject_cast<const QScrollArea*>(p);
    ASSERT_TRUE(area);
    const QRect inView(card->mapTo(area->viewport(), QPoint(0, 0)), card->size());
    EXPECT_LE(inView.right(), area->viewport()->width() - 1)
        << "card " << inView.width() << " px in a " << area->viewport()->width() << " px view";
    for (const QWidget* part : card->findChildren<QWidget*>()) {
      const QRect r(part->mapTo(card, QPoint(0, 0)), part->size());
      EXPECT_LE(r.right(), card->width() - 1) << part->objectName().toStdString();
    }
    const auto* grid = card->findChild<EvidenceGrid*>("evidence");
    ASSERT_TRUE(grid);
    // Every picture shown whole: its rows are as tall as the grid asks for its width.
    EXPECT_GE(grid->height(), grid->heightForWidth(grid->width()));
    EXPECT_GE(grid->heightForWidth(grid->width()), 40) << "pictures too small to see";
  }
}

TEST(ArbiterPanel, ButtonsEmitRequests) {
  test::qtApp();
  ArbiterPanel panel;
  panel.showSnapshot(withFlag());
  std::vector<core::ArbiterAction> rulings;
  std::vector<bool> pauses;
  std::optional<std::pair<Color, core::Micros>> adjusted, penalised;
  int undos = 0;
  QObject::connect(&panel, &ArbiterPanel::rulingRequested,
                   [&](core::ArbiterAction r) { rulings.push_back(r); });
  QObject::connect(&panel, &ArbiterPanel::pauseRequested, [&](bool p) { pauses.push_back(p); });
  QObject::connect(&panel, &ArbiterPanel::adjustRequested, [&](Color c, core::Micros t) {
    adjusted = {c, t};
  });
  QObject::connect(&panel, &ArbiterPanel::penaltyRequested, [&](Color c, core::Micros t) {
    penalised = {c, t};
  });
  QObject::connect(&panel, &ArbiterPanel::undoPressRequested, [&] { ++undos; });

  panel.rulingButton(core::ArbiterAction{core::Ruling::Accept, core::Color::Empty})->click();
  panel.rulingButton(core::ArbiterAction{core::Ruling::Loss, core::Color::White})->click();
  panel.pauseButton()->click();
  panel.sideBox()->setCurrentIndex(1);
  panel.timeEdit()->setText("4:30");
  panel.adjustButton()->click();
  panel.penaltyEdit()->setText("-15");
  panel.penaltyButton()->click();
  panel.undoButton()->click();
  panel.timeEdit()->setText("nonsense");
  panel.adjustButton()->click();  // refused: no second request

  EXPECT_EQ(rulings, (std::vector<core::ArbiterAction>{
                         core::ArbiterAction{core::Ruling::Accept, core::Color::Empty},
                         core::ArbiterAction{core::Ruling::Loss, core::Color::White}}));
  EXPECT_EQ(pauses, std::vector<bool>{true});
  ASSERT_TRUE(adjusted);
  EXPECT_EQ(adjusted->first, Color::White);
  EXPECT_EQ(adjusted->second, core::secondsToMicros(270));
  ASSERT_TRUE(penalised);
  EXPECT_EQ(penalised->second, core::secondsToMicros(-15));
  EXPECT_EQ(undos, 1);
}

TEST(ClockText, ParsesWhatArbitersType) {
  EXPECT_EQ(tryParseClockText("4:30"), core::secondsToMicros(270));
  EXPECT_EQ(tryParseClockText("1:02:03"), core::secondsToMicros(3723));
  EXPECT_EQ(tryParseClockText("90"), core::secondsToMicros(90));
  EXPECT_EQ(tryParseClockText("0:09.5"), core::secondsToMicros(9.5));
  EXPECT_FALSE(tryParseClockText("4:75"));
  EXPECT_FALSE(tryParseClockText("abc"));
  EXPECT_FALSE(tryParseClockText("-3"));
}

TEST(MainWindow, AFlagOpensTheArbiterPanelAndTurnsTheStatusRed) {
  test::qtApp();
  MainWindow w;
  w.show();
  w.showSnapshot(snapshotOfRecord(test::threeTurnRecord()));
  EXPECT_FALSE(w.arbiterDock()->isVisible());
  w.showSnapshot(withFlag());
  EXPECT_TRUE(w.arbiterDock()->isVisible());
  EXPECT_TRUE(w.statusLine()->text().contains("HALTED"));
  EXPECT_EQ(w.statusLine()->palette().color(QPalette::Window), QColor(0xD0, 0x10, 0x10));
}

}  // namespace
}  // namespace c6::ui
