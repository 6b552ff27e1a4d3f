#include "ui/app/camera_list.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QObject>
#include <QRegularExpression>
#include <algorithm>

namespace c6::ui {

std::vector<CameraDevice> listCameras(const QString& sysRoot, const QString& devRoot) {
  std::vector<std::pair<int, CameraDevice>> found;
  static const QRegularExpression videoN(QStringLiteral("^video(\\d+)$"));
  for (const QString& entry :
       QDir(sysRoot).entryList(QDir::Dirs | QDir::NoDotAndDotDot | QDir::System)) {
    const auto m = videoN.match(entry);
    if (!m.hasMatch()) continue;
    const QString node = QDir(devRoot).filePath(entry);
    if (!QFileInfo::exists(node)) continue;
    QFile nameFile(QDir(sysRoot).filePath(entry + "/name"));
    QString name = nameFile.open(QIODevice::ReadOnly)
                       ? QString::fromUtf8(nameFile.readAll()).trimmed()
                       : QString();
    if (name.isEmpty()) name = entry;
    found.push_back({m.captured(1).toInt(), {node, name}});
  }
  std::sort(found.begin(), found.end(),
            [](const auto& a, const auto& b) { return a.first < b.first; });
  std::vector<CameraDevice> out;
  for (auto& [n, device] : found) out.push_back(std::move(device));
  return out;
}

QString cameraDevicePath(const QString& source) {
  const QString s = source.trimmed();
  if (s.startsWith(QStringLiteral("/dev/video"))) return s;
  static const QRegularExpression number(QStringLiteral("^\\d{1,2}$"));
  if (number.match(s).hasMatch()) return QStringLiteral("/dev/video") + s;
  return {};
}

std::optional<QString> sourceProblem(const QString& source) {
  const QString s = source.trimmed();
  if (s.isEmpty()) return QObject::tr("No source given");
  if (const QString device = cameraDevicePath(s); !device.isEmpty()) {
    if (!QFileInfo::exists(device))
      return QObject::tr("There is no camera %1: connect it, or choose another camera").arg(device);
    QFile probe(device);
    if (!probe.open(QIODevice::ReadOnly | QIODevice::Unbuffered))
      return QObject::tr("Camera %1 cannot be opened (%2)").arg(device, probe.errorString());
    return std::nullopt;
  }
  if (s.contains(QStringLiteral("://"))) return std::nullopt;
  // A numbered sequence ("frames/%04d.png") names files that exist only through the pattern.
  const QString existing = s.contains('%') ? QFileInfo(s).path() : s;
  if (!QFileInfo::exists(existing)) return QObject::tr("%1 does not exist").arg(s);
  if (!QFileInfo(existing).isReadable()) return QObject::tr("%1 cannot be read").arg(s);
  return std::nullopt;
}

}  // namespace c6::ui
