#include "ui/app/evidence_grid.h"

#include <QPainter>
#include <algorithm>

namespace c6::ui {
namespace {

// A thumbnail's natural width and the gap between them; its height follows the frames' shape.
constexpr int kThumbW = 118, kGap = 6;
constexpr int kMaxColumns = 3;
// Below this width a single picture is scaled down rather than cut.
constexpr int kMinWidth = 60;

}  // namespace

EvidenceGrid::EvidenceGrid(std::vector<QImage> images, QWidget* parent)
    : QWidget(parent), m_images(std::move(images)) {
  QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
  policy.setHeightForWidth(true);
  setSizePolicy(policy);
}

int EvidenceGrid::columnsFor(int width) const {
  const int fit = (width + kGap) / (kThumbW + kGap);
  return std::clamp(fit, 1, std::max(1, std::min(kMaxColumns, static_cast<int>(m_images.size()))));
}

QRect EvidenceGrid::cell(int i, int width) const {
  const int cols = columnsFor(width);
  const int w = std::min(kThumbW, (width - (cols - 1) * kGap) / cols);
  const QSize shape =
      m_images.empty() || m_images.front().isNull() ? QSize(4, 3) : m_images.front().size();
  const int h = w * shape.height() / shape.width();
  return {(i % cols) * (w + kGap), (i / cols) * (h + kGap), w, h};
}

int EvidenceGrid::heightForWidth(int width) const {
  if (m_images.empty()) return 0;
  const QRect last = cell(static_cast<int>(m_images.size()) - 1, width);
  return last.bottom() + 1;
}

QSize EvidenceGrid::sizeHint() const {
  const int cols = columnsFor(kMaxColumns * (kThumbW + kGap));
  const int w = cols * kThumbW + (cols - 1) * kGap;
  return {w, heightForWidth(w)};
}

QSize EvidenceGrid::minimumSizeHint() const {
  return {kMinWidth, heightForWidth(kMinWidth)};
}

void EvidenceGrid::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.setRenderHint(QPainter::SmoothPixmapTransform);
  for (int i = 0; i < static_cast<int>(m_images.size()); ++i) {
    const QRect c = cell(i, width());
    const QImage& img = m_images[static_cast<std::size_t>(i)];
    QSize s = img.size().scaled(c.size(), Qt::KeepAspectRatio);
    const QRect target(c.topLeft() + QPoint((c.width() - s.width()) / 2, 0), s);
    p.drawImage(target, img);
    p.setPen(QColor(0xa0, 0x80, 0x80));
    p.drawRect(target.adjusted(0, 0, -1, -1));
  }
}

}  // namespace c6::ui
