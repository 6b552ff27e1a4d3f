#include "ui/app/clock_face.h"

#include <QStringList>

namespace c6::ui {

QString formatClock(core::Micros left) {
  const long long us = std::max<long long>(0, left.count());
  if (us < 20'000'000) {
    // Tenths are truncated, never rounded up: a clock showing 0:00.0 has fallen.
    const long long tenths = us / 100'000;
    return QString("0:%1.%2").arg(tenths / 10, 2, 10, QChar('0')).arg(tenths % 10);
  }
  const long long s = us / 1'000'000;
  if (s >= 3600)
    return QString("%1:%2:%3")
        .arg(s / 3600)
        .arg((s / 60) % 60, 2, 10, QChar('0'))
        .arg(s % 60, 2, 10, QChar('0'));
  return QString("%1:%2").arg(s / 60).arg(s % 60, 2, 10, QChar('0'));
}

}  // namespace c6::ui

namespace c6::ui {
std::optional<core::Micros> tryParseClockText(const QString& text) {
  const QStringList parts = text.trimmed().split(':');
  if (parts.isEmpty() || parts.size() > 3) return std::nullopt;
  double total = 0;
  for (int i = 0; i < parts.size(); ++i) {
    bool ok = false;
    const double v = parts[i].toDouble(&ok);
    const bool last = i + 1 == parts.size();
    if (!ok || v < 0 || (!last && parts[i].contains('.')) || (i > 0 && v >= 60))
      return std::nullopt;
    total = total * 60 + v;
  }
  return core::secondsToMicros(total);
}
}  // namespace c6::ui
