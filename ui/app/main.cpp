// c6cam: the desktop app (README "App"). Starts recording the bundled sample video when no source
// is given, continues an interrupted game after a crash, or replays a saved one.
#include <QApplication>
#include <QCommandLineParser>
#include <QMessageBox>
#include <QSettings>
#include <QTimer>
#include <cstdio>
#include <memory>

#include "ui/app/app_controller.h"
#include "ui/app/recording_files.h"
#include "ui/recorder/record_files.h"
#include "vision/board_locator.h"

namespace {
// --help and --version answer without a display: a QApplication would need a windowing platform
// (and abort without one), so those two are answered by a plain QCoreApplication.
bool onlyAsksForHelp(int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    const QByteArray a(argv[i]);
    if (a == "-h" || a == "--help" || a == "-?" || a == "--help-all" || a == "-v" ||
        a == "--version")
      return true;
  }
  return false;
}
}  // namespace

int main(int argc, char** argv) {
  std::unique_ptr<QCoreApplication> app;
  if (onlyAsksForHelp(argc, argv))
    app = std::make_unique<QCoreApplication>(argc, argv);
  else
    app = std::make_unique<QApplication>(argc, argv);
  QCoreApplication::setApplicationName("c6cam");
  QCoreApplication::setOrganizationName("c6cam");
  QCoreApplication::setApplicationVersion(QStringLiteral(C6CAM_VERSION));

  QCommandLineParser cli;
  cli.setApplicationDescription("c6cam - records Connect6 games played on a real board.");
  cli.addHelpOption();
  cli.addVersionOption();
  QCommandLineOption source("source",
                            "Camera (/dev/video0), video file, image folder or stream URL. "
                            "Default: the bundled sample video.",
                            "SPEC");
  QCommandLineOption time("time-control",
                          "Time control notation, e.g. 5m+10s (default: the last setup).", "TC");
  QCommandLineOption manual("manual-clock",
                            "Players press the clock with keys (default: automatic).");
  QCommandLineOption setup("setup", "Show the game setup dialog first.");
  QCommandLineOption open("open", "Replay a saved game (.c6a, .sgf, .txt).", "FILE");
  QCommandLineOption folderOption(
      "folder", "Where recordings (SGF, .c6a, journal, evidence) are kept.", "DIR");
  QCommandLineOption speed(
      "speed", "Play a video file at this multiple of its speed (0: as fast as possible).", "X",
      "1");
  QCommandLineOption noResume("no-resume", "Do not offer to continue an interrupted game.");
  QCommandLineOption resume(
      "resume", "Continue the interrupted game of this journal without asking.", "JOURNAL");
  QCommandLineOption broadcast(
      "broadcast",
      "Broadcast the game: serve the web viewer on this port (0: any free port, printed on "
      "stderr). The setup dialog holds the rest (token, MQTT broker).",
      "PORT");
  QCommandLineOption token("token",
                           "Bearer token for POST /api/event while broadcasting (default: the "
                           "environment variable C6_FEED_TOKEN, else none: refused).",
                           "T");
  cli.addOptions(
      {source, time, manual, setup, open, folderOption, speed, noResume, resume, broadcast, token});
  cli.process(*app);  // exits after --help or --version

  c6::ui::MainWindow window;
  c6::ui::AppController::Options options;
  options.folder = cli.value(folderOption);
  options.speed = cli.value(speed).toDouble();
  options.locator = [](const cv::Mat& image) { return c6::vision::locateBoard(image); };
  c6::ui::AppController controller(&window, options);
  window.show();

  auto report = [&](const std::optional<QString>& error) {
    if (error) QMessageBox::critical(&window, "c6cam", *error);
  };
  const QString folder = controller.options().folder;
  if (cli.isSet(resume)) {
    report(controller.resumeGame(cli.value(resume)));
    return QApplication::exec();
  }
  if (!cli.isSet(noResume) && !cli.isSet(open)) {
    if (auto interrupted = c6::ui::findInterruptedJournal(folder)) {
      const auto answer = QMessageBox::question(
          &window, "c6cam",
          QObject::tr("A game was interrupted (%1).\nContinue it?").arg(*interrupted));
      if (answer == QMessageBox::Yes) {
        report(controller.resumeGame(*interrupted));
        return QApplication::exec();
      }
    }
  }
  if (cli.isSet(open)) {
    try {
      controller.showRecord(c6::ui::loadRecord(cli.value(open).toStdString()));
    } catch (const std::exception& e) {
      report(QString::fromStdString(e.what()));
    }
    return QApplication::exec();
  }
  QSettings settings;
  c6::ui::GameSetup g = c6::ui::GameSetup::load(settings);
  if (cli.isSet(source))
    g.source = cli.value(source);
  else if (!cli.isSet(setup))
    g.source.clear();  // a plain start shows the sample
  if (cli.isSet(time)) g.timeControl = cli.value(time);
  if (cli.isSet(manual)) g.clockMode = c6::ui::ClockMode::Manual;
  if (cli.isSet(broadcast)) {
    bool ok = false;
    const int port = cli.value(broadcast).toInt(&ok);
    if (!ok || port < 0 || port > 65535) {
      std::fprintf(stderr, "c6cam: --broadcast expects a port 0 to 65535, got '%s'\n",
                   qPrintable(cli.value(broadcast)));
      return 2;
    }
    g.broadcast.on = true;
    g.broadcast.port = port;
  }
  if (cli.isSet(token))
    g.broadcast.token = cli.value(token);
  else if (qEnvironmentVariableIsSet("C6_FEED_TOKEN"))
    g.broadcast.token = qEnvironmentVariable("C6_FEED_TOKEN");
  if (cli.isSet(setup))
    QTimer::singleShot(0, &controller, [&] { controller.newGameDialog(); });
  else
    report(controller.startGame(g));
  return QApplication::exec();
}
