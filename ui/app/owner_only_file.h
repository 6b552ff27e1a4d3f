#pragma once
#include <QByteArray>
#include <QString>

namespace c6::ui {

// Writes `secret` and a newline to `path`, readable and writable by its owner only (0600, also
// when the file was there with wider permissions; the folder is made when missing). Throws
// std::runtime_error naming the file when it cannot be written.
void writeOwnerOnlyFile(const QString& path, const QByteArray& secret);

}  // namespace c6::ui
