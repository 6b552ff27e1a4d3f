#include <gtest/gtest.h>

#include <QKeyEvent>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include "qt_test_app.h"
#include "ui/app/clock_keys_filter.h"

namespace c6::ui {
namespace {

void sendKey(QWidget* to, int key, bool autoRepeat = false) {
  QKeyEvent e(QEvent::KeyPress, key, Qt::NoModifier, QString(), autoRepeat);
  QApplication::sendEvent(to, &e);
}

TEST(ClockKeysFilter, FootSwitchKeysPressForTheirSideOnce) {
  auto& app = test::qtApp();
  ClockKeysFilter filter;
  filter.setKeys({QKeySequence(Qt::Key_Space), QKeySequence(Qt::Key_F1), QKeySequence(Qt::Key_F2),
                  QKeySequence(Qt::Key_P)});
  app.installEventFilter(&filter);
  std::vector<std::optional<core::Color>> presses;
  int pauses = 0;
  QObject::connect(&filter, &ClockKeysFilter::pressed,
                   [&](std::optional<core::Color> s) { presses.push_back(s); });
  QObject::connect(&filter, &ClockKeysFilter::pauseToggled, [&] { ++pauses; });

  QWidget window;
  auto* button = new QPushButton("focus");
  auto* edit = new QLineEdit;
  auto* layout = new QVBoxLayout(&window);
  layout->addWidget(button);
  layout->addWidget(edit);
  int clicks = 0;
  QObject::connect(button, &QPushButton::clicked, [&] { ++clicks; });

  sendKey(button, Qt::Key_F1);
  sendKey(button, Qt::Key_F1, true);  // a held switch repeats: ignored
  sendKey(button, Qt::Key_F2);
  sendKey(button, Qt::Key_Space);  // does not click the button
  sendKey(button, Qt::Key_P);
  sendKey(button, Qt::Key_A);  // not a clock key
  app.removeEventFilter(&filter);

  ASSERT_EQ(presses.size(), 3u);
  EXPECT_EQ(presses[0], core::Color::Black);
  EXPECT_EQ(presses[1], core::Color::White);
  EXPECT_EQ(presses[2], std::nullopt);
  EXPECT_EQ(pauses, 1);
  EXPECT_EQ(clicks, 0);
}

}  // namespace
}  // namespace c6::ui
