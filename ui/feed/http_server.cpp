#include "ui/feed/http_server.h"

#include <QTcpSocket>
#include <QTimer>
#include <algorithm>

namespace c6::ui::feed {
namespace {

QByteArray reason(int status) {
  switch (status) {
    case 200:
      return "OK";
    case 400:
      return "Bad Request";
    case 401:
      return "Unauthorized";
    case 404:
      return "Not Found";
    case 405:
      return "Method Not Allowed";
    case 408:
      return "Request Timeout";
    case 413:
      return "Payload Too Large";
    case 431:
      return "Request Header Fields Too Large";
    default:
      return "Status";
  }
}

void reply(QTcpSocket* socket, const HttpResponse& r) {
  QByteArray out = "HTTP/1.1 " + QByteArray::number(r.status) + ' ' + reason(r.status) + "\r\n";
  out += "Content-Type: " + r.contentType +
         "\r\nContent-Length: " + QByteArray::number(r.body.size()) + "\r\nConnection: close\r\n";
  for (auto it = r.headers.begin(); it != r.headers.end(); ++it)
    out += it.key() + ": " + it.value() + "\r\n";
  socket->write(out + "\r\n" + r.body);
  socket->disconnectFromHost();
}

}  // namespace

HttpServer::HttpServer(Handler handler, QObject* parent)
    : QObject(parent),
      m_handler(std::move(handler)),
      m_ws(QStringLiteral("c6cam"), QWebSocketServer::NonSecureMode) {
  connect(&m_tcp, &QTcpServer::newConnection, this, [this] {
    while (QTcpSocket* socket = m_tcp.nextPendingConnection()) {
      m_pending[socket] = Pending{};
      connect(socket, &QTcpSocket::readyRead, this, [this, socket] { onReadyRead(socket); });
      connect(socket, &QTcpSocket::disconnected, this, [this, socket] { m_pending.erase(socket); });
      connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
      auto* timer = new QTimer(socket);
      timer->setObjectName(QStringLiteral("c6-request-timeout"));
      timer->setSingleShot(true);
      connect(timer, &QTimer::timeout, this, [this, socket] {
        const HttpResponse timeout{408, "text/plain", "request timeout\n", {}};
        finish(socket, &timeout);
      });
      timer->start(m_timeoutMs);
    }
  });
  connect(&m_ws, &QWebSocketServer::newConnection, this, &HttpServer::newWebSocket);
}

bool HttpServer::listen(const QHostAddress& address, quint16 port) {
  return m_tcp.listen(address, port);
}

std::unique_ptr<QWebSocket> HttpServer::nextWebSocket() {
  std::unique_ptr<QWebSocket> socket(m_ws.nextPendingConnection());
  if (socket) {
    // Viewers only listen: a message (or a fragmented one, frame by frame) beyond this closes them.
    // Set as the handshake completes (newWebSocket() is handled at once), before any frame is read.
    socket->setMaxAllowedIncomingFrameSize(kMaxWebSocketMessage);
    socket->setMaxAllowedIncomingMessageSize(kMaxWebSocketMessage);
  }
  return socket;
}

// Stops tracking the request: answers it (when there is a response) and stops its timer.
void HttpServer::finish(QTcpSocket* socket, const HttpResponse* response) {
  m_pending.erase(socket);
  delete socket->findChild<QTimer*>(QStringLiteral("c6-request-timeout"));
  socket->disconnect(this);
  if (response) reply(socket, *response);
}

// Parses the header once its blank line has arrived; true when it has. Peeks (never reads) up to
// kMaxHeader bytes and searches only what arrived since the last packet, so an upgrade reaches the
// WebSocket server unread and a slow header costs linear time.
bool HttpServer::readHeader(QTcpSocket* socket, Pending& p) {
  const QByteArray data = socket->peek(kMaxHeader + 1);
  const qsizetype headerEnd = findHeadEnd(data, p.scanned);
  if (headerEnd < 0) {
    p.scanned = data.size();
    if (data.size() > kMaxHeader) {
      const HttpResponse tooLarge{431, "text/plain", "request header too large\n", {}};
      finish(socket, &tooLarge);
    }
    return false;
  }
  std::optional<HttpRequest> head = parseRequestHead(data.left(headerEnd));
  if (!head) {
    const HttpResponse bad{400, "text/plain", "malformed request line\n", {}};
    finish(socket, &bad);
    return false;
  }
  p.request = std::move(*head);
  const HttpRequest& req = p.request;
  if (req.headers.value("upgrade").toLower() == "websocket") {
    finish(socket, nullptr);
    socket->disconnect();  // the WebSocket server owns it from here, deletion included
    socket->setParent(nullptr);
    m_ws.handleConnection(socket);
    emit socket->readyRead();
    return false;
  }
  const std::optional<qsizetype> length = bodyLength(req, kMaxBody);
  if (!length) {
    const HttpResponse tooLarge{413, "text/plain", "request too large\n", {}};
    finish(socket, &tooLarge);
    return false;
  }
  p.bodyLength = *length;
  socket->read(headerEnd + 4);
  p.headerDone = true;
  return true;
}

void HttpServer::onReadyRead(QTcpSocket* socket) {
  auto it = m_pending.find(socket);
  if (it == m_pending.end()) return;
  Pending& p = it->second;
  if (!p.headerDone && !readHeader(socket, p)) return;
  p.request.body += socket->read(p.bodyLength - p.request.body.size());
  if (p.request.body.size() < p.bodyLength) return;  // body still arriving
  const HttpResponse response = m_handler(p.request);
  finish(socket, &response);
}

}  // namespace c6::ui::feed
