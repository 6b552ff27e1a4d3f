#include "ui/app/owner_only_file.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <stdexcept>

namespace c6::ui {

void writeOwnerOnlyFile(const QString& path, const QByteArray& secret) {
  const auto fail = [&path](const QString& why) {
    throw std::runtime_error((path + ": " + why).toStdString());
  };
  if (!QDir().mkpath(QFileInfo(path).absolutePath()))
    fail(QStringLiteral("cannot make its folder"));
  constexpr auto kOwnerOnly = QFileDevice::ReadOwner | QFileDevice::WriteOwner;
  QFile f(path);
  // Created owner-only; an existing file is narrowed before the secret goes in.
  if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate, kOwnerOnly))
    fail(QStringLiteral("cannot write: ") + f.errorString());
  if (!f.setPermissions(kOwnerOnly)) fail(QStringLiteral("cannot make it owner-only"));
  if (f.write(secret + '\n') != secret.size() + 1 || !f.flush())
    fail(QStringLiteral("cannot write: ") + f.errorString());
}

}  // namespace c6::ui
