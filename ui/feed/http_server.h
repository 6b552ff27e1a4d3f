#pragma once
#include <QByteArray>
#include <QHostAddress>
#include <QMap>
#include <QObject>
#include <QTcpServer>
#include <QUrl>
#include <QWebSocket>
#include <QWebSocketServer>
#include <functional>
#include <memory>

namespace c6::ui::feed {

struct HttpRequest {
  QByteArray method;
  QUrl url;
  QMap<QByteArray, QByteArray> headers;  // names in lower case
  QByteArray body;
};

struct HttpResponse {
  int status = 200;
  QByteArray contentType = "text/plain; charset=utf-8";
  QByteArray body;
  QMap<QByteArray, QByteArray> headers;
};

// A small HTTP/1.1 server whose WebSocket upgrades share its port. Qt 6.4's QHttpServer answers an
// upgrade request with its missing-route 404 before the handshake, so browsers cannot connect; this
// peeks at each request and hands upgrades to a QWebSocketServer untouched. Requests up to 1 MiB.
class HttpServer : public QObject {
  Q_OBJECT
 public:
  using Handler = std::function<HttpResponse(const HttpRequest&)>;

  explicit HttpServer(Handler handler, QObject* parent = nullptr);
  bool listen(const QHostAddress& address, quint16 port);
  quint16 port() const { return m_tcp.serverPort(); }
  QString errorString() const { return m_tcp.errorString(); }
  // The next viewer whose WebSocket handshake completed, or null.
  std::unique_ptr<QWebSocket> nextWebSocket();

 signals:
  void newWebSocket();

 private:
  void onReadyRead(QTcpSocket* socket);

  Handler m_handler;
  QTcpServer m_tcp;
  QWebSocketServer m_ws;
};

}  // namespace c6::ui::feed
