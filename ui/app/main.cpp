// c6cam: the desktop app. `c6cam [--source FILE|URL|/dev/videoN] [--game FILE]`; see README "App".
#include <QApplication>

#include "ui/app/main_window.h"

int main(int argc, char** argv) {
  QApplication app(argc, argv);
  QApplication::setApplicationName("c6cam");
  QApplication::setOrganizationName("c6cam");
  c6::ui::MainWindow window;
  window.show();
  return QApplication::exec();
}
