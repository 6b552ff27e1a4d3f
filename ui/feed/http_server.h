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
#include <map>
#include <memory>

#include "ui/feed/http_request.h"

namespace c6::ui::feed {

// A small HTTP/1.1 server whose WebSocket upgrades share its port. Qt 6.4's QHttpServer answers an
// upgrade request with its missing-route 404 before the handshake, so browsers cannot connect; this
// peeks at each request and hands upgrades to a QWebSocketServer untouched. Bounded against hostile
// clients: headers up to 16 KiB (scanned once, not per packet), bodies up to 1 MiB, a whole request
// within the request timeout, WebSocket messages from viewers up to 4 KiB (they send nothing).
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
  // A client that has not sent a whole request this long after connecting is disconnected.
  void setRequestTimeout(int ms) { m_timeoutMs = ms; }

  static constexpr qsizetype kMaxHeader = 16 << 10;
  static constexpr qsizetype kMaxBody = 1 << 20;
  static constexpr qsizetype kMaxWebSocketMessage = 4 << 10;

 signals:
  void newWebSocket();

 private:
  // What is known of a request still arriving.
  struct Pending {
    qsizetype scanned = 0;  // header bytes already searched for the blank line
    bool headerDone = false;
    HttpRequest request;
    qsizetype bodyLength = 0;
  };
  void onReadyRead(QTcpSocket* socket);
  bool readHeader(QTcpSocket* socket, Pending& p);
  void finish(QTcpSocket* socket, const HttpResponse* response);

  Handler m_handler;
  int m_timeoutMs = 10000;
  std::map<QTcpSocket*, Pending> m_pending;
  QTcpServer m_tcp;
  QWebSocketServer m_ws;
};

}  // namespace c6::ui::feed
