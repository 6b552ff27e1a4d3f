#pragma once
#include <QByteArray>
#include <QMap>
#include <QUrl>
#include <optional>

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

// Where the request head of `data` ends (the index of its blank line "\r\n\r\n"), or -1. Searches
// only from `scanned` - 3, so a caller that remembers how far it looked scans each byte once.
qsizetype findHeadEnd(const QByteArray& data, qsizetype scanned);

// The method, URL and headers of a request head (without its blank line); empty when the request
// line is malformed.
std::optional<HttpRequest> parseRequestHead(const QByteArray& head);

// The declared body length: 0 when absent; empty when not a whole number from 0 to `max`.
std::optional<qsizetype> bodyLength(const HttpRequest& request, qsizetype max);

}  // namespace c6::ui::feed
