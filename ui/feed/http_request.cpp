#include "ui/feed/http_request.h"

#include <algorithm>

namespace c6::ui::feed {

qsizetype findHeadEnd(const QByteArray& data, qsizetype scanned) {
  return data.indexOf("\r\n\r\n", std::max<qsizetype>(0, scanned - 3));
}

std::optional<HttpRequest> parseRequestHead(const QByteArray& head) {
  const QList<QByteArray> lines = head.split('\n');
  const QList<QByteArray> first = lines.value(0).trimmed().split(' ');
  if (first.size() < 3 || first[0].isEmpty()) return std::nullopt;
  HttpRequest req;
  req.method = first[0];
  req.url = QUrl(QString::fromLatin1(first[1]));
  for (qsizetype i = 1; i < lines.size(); ++i) {
    const qsizetype colon = lines[i].indexOf(':');
    if (colon > 0)
      req.headers.insert(lines[i].left(colon).trimmed().toLower(),
                         lines[i].mid(colon + 1).trimmed());
  }
  return req;
}

std::optional<qsizetype> bodyLength(const HttpRequest& request, qsizetype max) {
  const QByteArray text = request.headers.value("content-length", "0");
  bool numeric = false;
  const qlonglong n = text.toLongLong(&numeric);
  if (!numeric || n < 0 || n > max) return std::nullopt;
  return static_cast<qsizetype>(n);
}

}  // namespace c6::ui::feed
