#pragma once
#include <QHostAddress>
#include <QJsonObject>
#include <QObject>
#include <QWebSocket>
#include <memory>
#include <vector>

#include "ui/feed/feed_hub.h"
#include "ui/feed/http_server.h"

namespace c6::ui::feed {

// A name the server may serve from the viewer folder: ASCII letters, digits, '-', '_', '.', not
// first.
bool isPlainFileName(const QString& name);
// Compares a presented secret (a bearer token) in time independent of its content.
bool sameSecret(const QByteArray& given, const QByteArray& expected);

struct FeedServerOptions {
  QHostAddress address = QHostAddress::Any;
  quint16 port = 0;  // 0: any free port
  // Bearer token for requests that change state; empty: such requests are always refused.
  QString token;
  QString webDir;  // the static viewer; defaults to the source tree's ui/web
  // A viewer more than this many bytes behind gets no clock ticks; 4x behind, it is dropped (it can
  // reconnect and take a fresh snapshot). Keeps one slow phone from growing the recorder's memory.
  qint64 maxPendingBytes = 1 << 20;
};

// Serves a FeedHub over one port: HTTP (viewer files, /api/boards, /api/game.json, /api/game.sgf,
// POST /api/event with the token) and a WebSocket stream (a "hello" with every board's snapshot,
// then every published event). Read-only for viewers. Documented in ui/web/FEED.md.
class FeedServer : public QObject {
  Q_OBJECT
 public:
  FeedServer(FeedHub& hub, FeedServerOptions options, QObject* parent = nullptr);
  ~FeedServer() override;

  // Starts listening; false (and errorString()) when the port cannot be bound.
  bool listen();
  quint16 port() const { return m_port; }
  QString errorString() const { return m_error; }
  int viewerCount() const { return static_cast<int>(m_viewers.size()); }
  qint64 droppedViewers() const { return m_dropped; }

 signals:
  // An authorised POST /api/event: a state change from an operator tool (already applied to the
  // hub).
  void control(const QJsonObject& event);

 private:
  struct Viewer {
    std::unique_ptr<QWebSocket> socket;
    qint64 pending = 0;
  };
  HttpResponse route(const HttpRequest& req);
  HttpResponse postEvent(const HttpRequest& req);
  HttpResponse staticFile(const QString& name) const;
  void acceptViewers();
  void broadcast(const QJsonObject& message, bool droppable);
  // Drops viewers whose socket holds more than 4x maxPendingBytes unsent, whatever filled it: the
  // socket answers each ping with a pong by itself, and a client that pings without reading
  // would otherwise grow the server without limit.
  void dropBackedUpViewers();
  void send(Viewer& viewer, const QByteArray& text);
  void removeViewer(QWebSocket* socket);

  FeedHub& m_hub;
  FeedServerOptions m_options;
  HttpServer m_http;
  quint16 m_port = 0;
  QString m_error;
  std::vector<std::unique_ptr<Viewer>> m_viewers;
  qint64 m_dropped = 0;
};

}  // namespace c6::ui::feed
