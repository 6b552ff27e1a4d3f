#pragma once
#include <QByteArray>
#include <QString>
#include <map>
#include <optional>

namespace c6::ui::feed {

// Station messages on the broker are signed with the board's own key (HMAC-SHA256 over the topic, a
// newline and the JSON payload), so a client that can publish on the broker still cannot speak for
// a board, nor replay one board's message on another's topic. Wire form: 64 hex digits of the MAC,
// one space, the JSON payload.
QByteArray signMessage(const QByteArray& key, const QString& topic, const QByteArray& payload);

// The JSON payload when `message` carries a valid signature by `key` for `topic`; empty otherwise
// (`why` says: unsigned, malformed or bad signature).
std::optional<QByteArray> verifyMessage(const QByteArray& key, const QString& topic,
                                        const QByteArray& message, QString& why);

// The keys a relay knows: board key "<round>/<board>" -> secret.
using BoardKeys = std::map<QString, QByteArray>;

// A key file: one board per line, "<round>/<board> <key in hex>" ('#' starts a comment); a
// station's file may hold just its key in hex. Throws std::runtime_error naming the file and line.
BoardKeys readBoardKeys(const QString& path);
// A file holding one secret (a key in hex, a token, a password) on its first line, without the
// line end. Throws std::runtime_error naming the file when it is missing or empty.
QByteArray readSecretFile(const QString& path);

}  // namespace c6::ui::feed
