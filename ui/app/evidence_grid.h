#pragma once
#include <QImage>
#include <QWidget>
#include <vector>

namespace c6::ui {

// A flag's evidence frames as thumbnails, as many to a row as the width holds (one on a narrow
// panel), each scaled to fit its cell: the pictures wrap to the arbiter panel instead of running
// off its right edge.
class EvidenceGrid : public QWidget {
  Q_OBJECT
 public:
  explicit EvidenceGrid(std::vector<QImage> images, QWidget* parent = nullptr);

  int columnsFor(int width) const;
  bool hasHeightForWidth() const override { return true; }
  int heightForWidth(int width) const override;
  QSize sizeHint() const override;
  QSize minimumSizeHint() const override;

 protected:
  void paintEvent(QPaintEvent*) override;

 private:
  // The cell of picture `i` at `width`.
  QRect cell(int i, int width) const;

  std::vector<QImage> m_images;
};

}  // namespace c6::ui
