// c6rec serve: broadcasts one board's events (JSON lines, as `c6rec record --json` prints them) to
// web viewers and, optionally, to an MQTT broker for a multi-board event.
#include <QCoreApplication>
#include <QJsonDocument>
#include <QTimer>
#include <fstream>
#include <iostream>
#include <stdexcept>
#include <thread>

#include "ui/cli/arg_parser.h"
#include "ui/cli/command.h"
#include "ui/cli/line_reader.h"
#include "ui/feed/feed_station.h"
#include "ui/feed/message_signature.h"

namespace c6::ui::cli {
namespace {

constexpr const char* kHelp = R"(usage: c6rec serve [options] [EVENTS.jsonl | -]

Serves the live feed of one board: the web viewer and /api/game.json on HTTP, the event stream on a
WebSocket (/ws) of the same port. Events are JSON lines in the vocabulary of
`c6rec record --json` (turn, partial, flag, restored, ruling, end, plus info, clock and amend);
`-` reads them from stdin as they come, e.g.  c6rec record --json game.mp4 | c6rec serve -
Without an input the board waits for authorised POSTs to /api/event. Events the feed's validator
refuses are reported on stderr and not published.

  --port P           HTTP/WebSocket port (default 8080; 0 = any free port, printed on stderr)
  --bind ADDR        listen address (default: all)
  --delay S          public delay in seconds, applied to everything including clocks (default 0)
  --token T          bearer token for POST /api/event (default: none = refused); visible in `ps`,
                     prefer --token-file or the environment variable C6_FEED_TOKEN
  --token-file F     read the bearer token from the first line of F
  --board KEY        board key (default: "local"; with --mqtt: the board number)
  --realtime         replay a file at the pace of its "t" fields instead of at once
  --mqtt HOST[:PORT] also publish to an MQTT broker under c6/<event>/<round>/<board>/...
  --event NAME       event name in MQTT topics (default "event")
  --round R          round in MQTT topics (default "1")
  --key-file F       this board's signing key (hex; required with --mqtt; scripts/mqtt-event.sh)
  --mqtt-user U      broker user name (the event's password file)
  --mqtt-password-file F   broker password, first line of F
  --mqtt-cafile F    connect to the broker over TLS, trusting the CA certificate in F
  --heartbeat S      with --mqtt: say "online" every S seconds (default 5); a relay shows the
                     board's connection lost after three silent intervals, or at once when the
                     broker reports this station gone
  --exit-after S     stop S seconds after the input ended (default: run until killed)
)";

struct Args {
  feed::StationOptions station;
  std::string input;
  bool realtime = false;
  double exitAfter = -1;
};

// Empty when the arguments are bad (said on stderr) or asked for help; `status` then says which.
std::optional<Args> parse(const std::vector<std::string>& args, int& status) {
  Args a;
  auto text = [](QString& target) {
    return [&target](const std::string& v) { target = QString::fromStdString(v); };
  };
  auto parsed =
      ArgParser("serve", kHelp)
          .flag({"--realtime"}, [&] { a.realtime = true; })
          .option({"--port"},
                  [&](const std::string& v) {
                    a.station.port = static_cast<quint16>(parseWholeNumber(v, 0));
                  })
          .option({"--bind"},
                  [&](const std::string& v) {
                    a.station.address = QHostAddress(QString::fromStdString(v));
                  })
          .option({"--delay"},
                  [&](const std::string& v) { a.station.delaySeconds = parseNumber(v); })
          .option({"--token"}, text(a.station.token))
          .option({"--token-file"},
                  [&](const std::string& v) {
                    a.station.token =
                        QString::fromUtf8(feed::readSecretFile(QString::fromStdString(v)));
                  })
          .option({"--key-file"},
                  [&](const std::string& v) {
                    feed::BoardKeys keys = feed::readBoardKeys(QString::fromStdString(v));
                    if (keys.size() != 1)
                      throw std::invalid_argument(v + ": a station's key file holds one key");
                    a.station.signingKey = keys.begin()->second;
                  })
          .option({"--mqtt-user"}, text(a.station.mqttUser))
          .option({"--mqtt-password-file"},
                  [&](const std::string& v) {
                    a.station.mqttPassword = feed::readSecretFile(QString::fromStdString(v));
                  })
          .option({"--mqtt-cafile"}, text(a.station.mqttCaFile))
          .option({"--board"}, text(a.station.board))
          .option({"--event"}, text(a.station.event))
          .option({"--round"}, text(a.station.round))
          .option(
              {"--heartbeat"},
              [&](const std::string& v) { a.station.heartbeatSeconds = parseWholeNumber(v, 1); })
          .option({"--exit-after"}, [&](const std::string& v) { a.exitAfter = parseNumber(v); })
          .option({"--mqtt"},
                  [&](const std::string& v) {
                    auto colon = v.rfind(':');
                    a.station.mqttHost = QString::fromStdString(v.substr(0, colon));
                    if (colon != std::string::npos)
                      a.station.mqttPort = parseWholeNumber(v.substr(colon + 1), 1);
                  })
          .parse(args);
  if (parsed.exitStatus) {
    status = *parsed.exitStatus;
    return std::nullopt;
  }
  if (parsed.positional.size() > 1) {
    std::cerr << "c6rec serve: one input only, got also '" << parsed.positional[1] << "'\n";
    status = 2;
    return std::nullopt;
  }
  if (!parsed.positional.empty()) a.input = parsed.positional.front();
  if (a.station.token.isEmpty()) a.station.token = qEnvironmentVariable("C6_FEED_TOKEN");
  if (!a.station.mqttHost.isEmpty() && a.station.signingKey.isEmpty()) {
    std::cerr << "c6rec serve: --mqtt needs --key-file (this board's signing key; "
                 "scripts/mqtt-event.sh makes one)\n";
    status = 2;
    return std::nullopt;
  }
  return a;
}

// The longest event line taken: a recorder's turn with its threats and forced win is a few KiB.
constexpr std::size_t kMaxEventLine = 256 * 1024;

// Reads event lines on its own thread so a slow producer never blocks the server.
void readEvents(std::istream& in, feed::FeedStation& station, bool realtime,
                std::function<void()> done) {
  std::string line;
  int lineNo = 0;
  bool tooLong = false;
  auto start = std::chrono::steady_clock::now();
  while (readLineAtMost(in, line, kMaxEventLine, tooLong)) {
    ++lineNo;
    if (tooLong) {
      std::cerr << "c6rec serve: line " << lineNo << ": longer than " << kMaxEventLine / 1024
                << " KiB, skipped\n";
      continue;
    }
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    QJsonDocument doc = QJsonDocument::fromJson(QByteArray::fromStdString(line));
    if (!doc.isObject()) {
      std::cerr << "c6rec serve: line " << lineNo << ": not a JSON object, skipped\n";
      continue;
    }
    QJsonObject e = doc.object();
    const double t = e.value(QStringLiteral("t")).toDouble(-1);
    if (realtime && t >= 0 && t < 864000)
      std::this_thread::sleep_until(start +
                                    std::chrono::milliseconds(static_cast<long long>(t * 1000)));
    if (e.value(QStringLiteral("event")).toString() == QStringLiteral("summary")) continue;
    station.post(e);
  }
  done();
}

int run(const std::vector<std::string>& argv) {
  int status = 0;
  auto args = parse(argv, status);
  if (!args) return status;
  int qargc = 1;
  char name[] = "c6rec";
  char* qargv[] = {name, nullptr};
  QCoreApplication app(qargc, qargv);
  feed::FeedStation station(args->station);
  if (!station.start()) {
    std::cerr << "c6rec serve: " << station.errorString().toStdString() << "\n";
    return 2;
  }
  std::cerr << "c6rec serve: viewer at http://localhost:" << station.port() << "/\n";
  QObject::connect(&station.hub(), &feed::FeedHub::refused,
                   [](const QString& board, const QString& why) {
                     std::cerr << "c6rec serve: board " << board.toStdString()
                               << ": event refused: " << why.toStdString() << "\n";
                   });
  std::ifstream file;
  std::thread reader;
  auto finished = [&app, exitAfter = args->exitAfter] {
    if (exitAfter >= 0)
      QMetaObject::invokeMethod(
          &app,
          [exitAfter] {
            QTimer::singleShot(static_cast<int>(exitAfter * 1000), qApp, &QCoreApplication::quit);
          },
          Qt::QueuedConnection);
  };
  if (!args->input.empty()) {
    std::istream* in = &std::cin;
    if (args->input != "-") {
      file.open(args->input);
      if (!file) {
        std::cerr << "c6rec serve: cannot read " << args->input << "\n";
        return 2;
      }
      in = &file;
    }
    reader = std::thread(readEvents, std::ref(*in), std::ref(station), args->realtime, finished);
    reader.detach();
  } else {
    finished();
  }
  return app.exec();
}

const bool kRegistered =
    registerCommand({"serve", "serve a board's live feed (web viewer, WebSocket, MQTT)", run});

}  // namespace
}  // namespace c6::ui::cli
