#pragma once
#include <QString>
#include <optional>
#include <vector>

namespace c6::ui {

// A V4L2 capture device as a person picks it: "/dev/video0" and the name its driver gives
// ("HD Pro Webcam C920").
struct CameraDevice {
  QString path;
  QString name;
};

// The video devices the kernel lists (each `sysRoot`/videoN/name), numbered order, with their
// device node under `devRoot`. Devices without a node (unplugged meanwhile) are left out.
std::vector<CameraDevice> listCameras(
    const QString& sysRoot = QStringLiteral("/sys/class/video4linux"),
    const QString& devRoot = QStringLiteral("/dev"));

// "/dev/video0" for a camera given as "/dev/video0" or by number ("0"); empty for other sources.
QString cameraDevicePath(const QString& source);

// Why `source` cannot be opened, in words for the person at the table; empty when it can be, as far
// as can be told without reading frames: a camera whose device exists and can be read, a file or
// folder that exists. Stream URLs are only checked when the stream is opened.
std::optional<QString> sourceProblem(const QString& source);

}  // namespace c6::ui
