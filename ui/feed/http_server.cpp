#include "ui/feed/http_server.h"

#include <QTcpSocket>

namespace c6::ui::feed {
namespace {

constexpr qsizetype kMaxRequest = 1 << 20;

QByteArray reason(int status) {
  switch (status) {
    case 200: return "OK";
    case 400: return "Bad Request";
    case 401: return "Unauthorized";
    case 404: return "Not Found";
    case 405: return "Method Not Allowed";
    case 413: return "Payload Too Large";
    default: return "Status";
  }
}

void reply(QTcpSocket* socket, const HttpResponse& r) {
  QByteArray out = "HTTP/1.1 " + QByteArray::number(r.status) + ' ' + reason(r.status) + "\r\n";
  out += "Content-Type: " + r.contentType + "\r\nContent-Length: " + QByteArray::number(r.body.size()) +
         "\r\nConnection: close\r\n";
  for (auto it = r.headers.begin(); it != r.headers.end(); ++it) out += it.key() + ": " + it.value() + "\r\n";
  socket->write(out + "\r\n" + r.body);
  socket->disconnectFromHost();
}

}  // namespace

HttpServer::HttpServer(Handler handler, QObject* parent)
    : QObject(parent), m_handler(std::move(handler)), m_ws(QStringLiteral("c6cam"), QWebSocketServer::NonSecureMode) {
  connect(&m_tcp, &QTcpServer::newConnection, this, [this] {
    while (QTcpSocket* socket = m_tcp.nextPendingConnection()) {
      connect(socket, &QTcpSocket::readyRead, this, [this, socket] { onReadyRead(socket); });
      connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
    }
  });
  connect(&m_ws, &QWebSocketServer::newConnection, this, &HttpServer::newWebSocket);
}

bool HttpServer::listen(const QHostAddress& address, quint16 port) { return m_tcp.listen(address, port); }

std::unique_ptr<QWebSocket> HttpServer::nextWebSocket() {
  return std::unique_ptr<QWebSocket>(m_ws.nextPendingConnection());
}

void HttpServer::onReadyRead(QTcpSocket* socket) {
  // Peek until the whole request is buffered, so an upgrade reaches the WebSocket server unread.
  QByteArray data = socket->peek(kMaxRequest + 1);
  qsizetype headerEnd = data.indexOf("\r\n\r\n");
  if (headerEnd < 0) {
    if (data.size() > kMaxRequest) reply(socket, {413, "text/plain", "request too large\n", {}});
    return;
  }
  HttpRequest req;
  QList<QByteArray> lines = data.left(headerEnd).split('\n');
  QList<QByteArray> first = lines.value(0).trimmed().split(' ');
  if (first.size() < 3) {
    reply(socket, {400, "text/plain", "malformed request line\n", {}});
    return;
  }
  req.method = first[0];
  req.url = QUrl(QString::fromLatin1(first[1]));
  for (qsizetype i = 1; i < lines.size(); ++i) {
    qsizetype colon = lines[i].indexOf(':');
    if (colon > 0) req.headers.insert(lines[i].left(colon).trimmed().toLower(), lines[i].mid(colon + 1).trimmed());
  }
  if (req.headers.value("upgrade").toLower() == "websocket") {
    socket->disconnect();  // the WebSocket server owns it from here
    socket->setParent(nullptr);
    m_ws.handleConnection(socket);
    emit socket->readyRead();
    return;
  }
  qsizetype length = req.headers.value("content-length", "0").toLongLong();
  if (length < 0 || length > kMaxRequest) {
    reply(socket, {413, "text/plain", "request too large\n", {}});
    return;
  }
  if (data.size() < headerEnd + 4 + length) return;  // body still arriving
  socket->read(headerEnd + 4 + length);
  req.body = data.mid(headerEnd + 4, length);
  socket->disconnect(this);
  reply(socket, m_handler(req));
}

}  // namespace c6::ui::feed
