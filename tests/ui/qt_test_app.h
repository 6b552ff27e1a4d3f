#pragma once
#include <QApplication>
#include <QByteArray>

namespace c6::ui::test {

// The QApplication for widget tests (tests/ui links gtest_main, so there is no main of our own).
// Offscreen unless the caller chose a platform (the screenshot test runs under Xvfb).
inline QApplication& qtApp() {
  static int argc = 1;
  static char name[] = "ui_tests";
  static char* argv[] = {name, nullptr};
  if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
  static QApplication* app = new QApplication(argc, argv);
  return *app;
}

}  // namespace c6::ui::test
