#include "ui/feed/feed_server.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTimer>
#include <QUrlQuery>
#include <algorithm>
#include <chrono>

#include "core/sgf_record.h"
#include "ui/feed/feed_record.h"

namespace c6::ui::feed {
namespace {

HttpResponse json(const QJsonValue& v, int status = 200) {
  QByteArray body = v.isObject() ? QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact)
                                 : QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact);
  return {status,
          "application/json",
          body,
          {{"Access-Control-Allow-Origin", "*"}, {"Cache-Control", "no-store"}}};
}

HttpResponse error(int status, const QString& message) {
  return json(QJsonObject{{QStringLiteral("error"), message}}, status);
}

QByteArray mimeFor(const QString& name) {
  if (name.endsWith(QStringLiteral(".html"))) return "text/html; charset=utf-8";
  if (name.endsWith(QStringLiteral(".js"))) return "text/javascript; charset=utf-8";
  if (name.endsWith(QStringLiteral(".css"))) return "text/css; charset=utf-8";
  if (name.endsWith(QStringLiteral(".md"))) return "text/markdown; charset=utf-8";
  return "application/octet-stream";
}

}  // namespace

bool isPlainFileName(const QString& name) {
  if (name.isEmpty() || name.size() > 64 || name.startsWith(QLatin1Char('.'))) return false;
  for (QChar ch : name)
    if (!(ch.isLetterOrNumber() && ch.unicode() < 128) && ch != QLatin1Char('.') &&
        ch != QLatin1Char('-') && ch != QLatin1Char('_'))
      return false;
  return true;
}

bool sameSecret(const QByteArray& given, const QByteArray& expected) {
  // Time depends only on the expected length, never on where the first difference is.
  unsigned char diff = given.size() == expected.size() ? 0 : 1;
  for (qsizetype i = 0; i < expected.size(); ++i)
    diff |= static_cast<unsigned char>(expected[i] ^ (i < given.size() ? given[i] : 0));
  return diff == 0;
}

namespace {
// How often every viewer's unsent bytes are checked (a ping flood on loopback fills a few MB in
// it).
constexpr std::chrono::milliseconds kBackedUpCheck{50};
}  // namespace

FeedServer::FeedServer(FeedHub& hub, FeedServerOptions options, QObject* parent)
    : QObject(parent),
      m_hub(hub),
      m_options(std::move(options)),
      m_http([this](const HttpRequest& req) { return route(req); }) {
  if (m_options.webDir.isEmpty()) m_options.webDir = QStringLiteral(C6_WEB_DIR);
  connect(&m_hub, &FeedHub::published, this, [this](const QJsonObject& e) {
    broadcast(e, e.value(QStringLiteral("event")).toString() == QStringLiteral("clock"));
  });
  connect(&m_hub, &FeedHub::replaced, this, [this](const QJsonObject& s) {
    broadcast(QJsonObject{{QStringLiteral("event"), QStringLiteral("snapshot")},
                          {QStringLiteral("state"), s}},
              false);
  });
  connect(&m_hub, &FeedHub::stationChanged, this,
          [this](const QJsonObject& m) { broadcast(m, false); });
  connect(&m_http, &HttpServer::newWebSocket, this, &FeedServer::acceptViewers);
  auto* watch = new QTimer(this);
  connect(watch, &QTimer::timeout, this, &FeedServer::dropBackedUpViewers);
  watch->start(kBackedUpCheck);
}

void FeedServer::dropBackedUpViewers() {
  std::vector<QWebSocket*> backedUp;
  for (auto& v : m_viewers)
    if (v->socket->bytesToWrite() > 4 * m_options.maxPendingBytes)
      backedUp.push_back(v->socket.get());
  for (QWebSocket* s : backedUp) {
    ++m_dropped;
    s->abort();
    removeViewer(s);
  }
}

FeedServer::~FeedServer() {
  // A closing socket emits disconnected(), which must not reach removeViewer() mid-destruction.
  for (auto& v : m_viewers) v->socket->disconnect(this);
  m_viewers.clear();
}

bool FeedServer::listen() {
  if (!m_http.listen(m_options.address, m_options.port)) {
    m_error = QStringLiteral("cannot listen on port %1: %2")
                  .arg(m_options.port)
                  .arg(m_http.errorString());
    return false;
  }
  m_port = m_http.port();
  return true;
}

HttpResponse FeedServer::route(const HttpRequest& req) {
  const QString path = req.url.path();
  if (path == QStringLiteral("/api/event")) {
    if (req.method != "POST") return error(405, QStringLiteral("use POST"));
    return postEvent(req);
  }
  if (req.method != "GET") return error(405, QStringLiteral("read-only: use GET"));
  QString board = QUrlQuery(req.url).queryItemValue(QStringLiteral("board"));
  if (board.isEmpty() && !m_hub.boards().isEmpty()) board = m_hub.boards().first();
  if (path == QStringLiteral("/api/boards")) return json(m_hub.summaries());
  if (path == QStringLiteral("/api/game.json")) {
    QJsonObject s = m_hub.snapshot(board);
    return s.isEmpty() ? error(404, QStringLiteral("no such board")) : json(s);
  }
  if (path == QStringLiteral("/api/game.sgf")) {
    QJsonObject s = m_hub.snapshot(board);
    if (s.isEmpty()) return error(404, QStringLiteral("no such board"));
    return {200,
            "application/x-go-sgf; charset=utf-8",
            QByteArray::fromStdString(core::sgfString(snapshotToRecord(s))),
            {{"Access-Control-Allow-Origin", "*"}}};
  }
  if (path == QStringLiteral("/")) return staticFile(QStringLiteral("index.html"));
  return staticFile(path.mid(1));
}

HttpResponse FeedServer::postEvent(const HttpRequest& req) {
  if (m_options.token.isEmpty() ||
      !sameSecret(req.headers.value("authorization"), "Bearer " + m_options.token.toUtf8()))
    return error(401, QStringLiteral("a valid token is required"));
  QJsonParseError err;
  QJsonDocument doc = QJsonDocument::fromJson(req.body, &err);
  if (!doc.isObject())
    return error(400, QStringLiteral("body is not a JSON object: ") + err.errorString());
  // The board is chosen by ?board=KEY, so an "info" event may carry its own board number.
  QJsonObject e = doc.object();
  QString board = QUrlQuery(req.url).queryItemValue(QStringLiteral("board"));
  if (board.isEmpty())
    board = m_hub.boards().isEmpty() ? QStringLiteral("local") : m_hub.boards().first();
  if (auto why = m_hub.submit(board, e)) return error(400, QString::fromStdString(*why));
  emit control(e);
  return json(QJsonObject{{QStringLiteral("ok"), true}});
}

// Only plain names of files in the viewer folder: letters, digits, '-', '_' and '.', not first, so
// no sub-folders, hidden files or NUL (`index.html%00.js` would be served as JavaScript).
HttpResponse FeedServer::staticFile(const QString& name) const {
  if (!isPlainFileName(name)) return error(404, QStringLiteral("not found"));
  QFile f(m_options.webDir + QLatin1Char('/') + name);
  if (!f.open(QIODevice::ReadOnly)) return error(404, QStringLiteral("not found"));
  return {200, mimeFor(name), f.readAll(), {}};
}

void FeedServer::acceptViewers() {
  while (auto socket = m_http.nextWebSocket()) {
    auto viewer = std::make_unique<Viewer>();
    viewer->socket = std::move(socket);
    QWebSocket* ws = viewer->socket.get();
    Viewer* raw = viewer.get();
    connect(ws, &QWebSocket::bytesWritten, this,
            [raw](qint64 n) { raw->pending = std::max<qint64>(0, raw->pending - n); });
    connect(ws, &QWebSocket::disconnected, this, [this, ws] { removeViewer(ws); });
    QJsonArray boards;
    for (const QString& b : m_hub.boards()) boards.append(m_hub.snapshot(b));
    QJsonObject hello{{QStringLiteral("event"), QStringLiteral("hello")},
                      {QStringLiteral("boards"), boards}};
    m_viewers.push_back(std::move(viewer));
    send(*raw, QJsonDocument(hello).toJson(QJsonDocument::Compact));
  }
}

void FeedServer::broadcast(const QJsonObject& message, bool droppable) {
  const QByteArray text = QJsonDocument(message).toJson(QJsonDocument::Compact);
  std::vector<QWebSocket*> tooSlow;
  for (auto& v : m_viewers) {
    if (v->pending > 4 * m_options.maxPendingBytes) {
      tooSlow.push_back(v->socket.get());
      continue;
    }
    if (droppable && v->pending > m_options.maxPendingBytes) continue;
    send(*v, text);
  }
  for (QWebSocket* s : tooSlow) {
    ++m_dropped;
    s->abort();
    removeViewer(s);
  }
}

void FeedServer::send(Viewer& viewer, const QByteArray& text) {
  viewer.pending += text.size();
  viewer.socket->sendTextMessage(QString::fromUtf8(text));
}

void FeedServer::removeViewer(QWebSocket* socket) {
  auto it = std::find_if(m_viewers.begin(), m_viewers.end(),
                         [socket](const auto& v) { return v->socket.get() == socket; });
  if (it == m_viewers.end()) return;
  (*it)->socket->disconnect(this);
  (*it)->socket.release()->deleteLater();
  m_viewers.erase(it);
}

}  // namespace c6::ui::feed
