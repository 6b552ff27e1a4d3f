#include "ui/feed/message_signature.h"

#include <QFile>
#include <QMessageAuthenticationCode>
#include <stdexcept>

#include "ui/feed/feed_server.h"

namespace c6::ui::feed {
namespace {

constexpr qsizetype kMacHex = 64;

QByteArray mac(const QByteArray& key, const QString& topic, const QByteArray& payload) {
  QMessageAuthenticationCode code(QCryptographicHash::Sha256, key);
  code.addData(topic.toUtf8());
  code.addData("\n", 1);
  code.addData(payload);
  return code.result().toHex();
}

std::runtime_error fileError(const QString& path, const QString& what) {
  return std::runtime_error((path + QStringLiteral(": ") + what).toStdString());
}

}  // namespace

QByteArray signMessage(const QByteArray& key, const QString& topic, const QByteArray& payload) {
  return mac(key, topic, payload) + ' ' + payload;
}

std::optional<QByteArray> verifyMessage(const QByteArray& key, const QString& topic,
                                        const QByteArray& message, QString& why) {
  if (message.size() <= kMacHex || message[kMacHex] != ' ') {
    why = QStringLiteral("unsigned message");
    return std::nullopt;
  }
  if (key.isEmpty()) {
    why = QStringLiteral("no key for this board");
    return std::nullopt;
  }
  QByteArray payload = message.mid(kMacHex + 1);
  if (!sameSecret(message.left(kMacHex), mac(key, topic, payload))) {
    why = QStringLiteral("bad signature");
    return std::nullopt;
  }
  return payload;
}

QByteArray readSecretFile(const QString& path) {
  QFile f(path);
  if (!f.open(QIODevice::ReadOnly))
    throw fileError(path, QStringLiteral("cannot read the secret file"));
  QByteArray secret = f.readLine(4096).trimmed();
  if (secret.isEmpty())
    throw fileError(path, QStringLiteral("line 1: expected a secret, the file is empty"));
  return secret;
}

BoardKeys readBoardKeys(const QString& path) {
  QFile f(path);
  if (!f.open(QIODevice::ReadOnly))
    throw fileError(path, QStringLiteral("cannot read the key file"));
  BoardKeys keys;
  int lineNo = 0;
  while (!f.atEnd()) {
    ++lineNo;
    const QByteArray line = f.readLine(4096).trimmed();
    if (line.isEmpty() || line.startsWith('#')) continue;
    const QList<QByteArray> fields = line.simplified().split(' ');
    const QByteArray hex = fields.last();
    const QByteArray key = QByteArray::fromHex(hex);
    if (fields.size() > 2 || key.size() < 16 || key.toHex() != hex.toLower())
      throw fileError(
          path,
          QStringLiteral("line %1: expected \"<round>/<board> <key: at least 32 hex digits>\"")
              .arg(lineNo));
    keys[fields.size() == 2 ? QString::fromUtf8(fields.first()) : QString()] = key;
  }
  if (keys.empty()) throw fileError(path, QStringLiteral("no keys in the file"));
  return keys;
}

}  // namespace c6::ui::feed
