#pragma once
#include <QImage>
#include <QPointF>
#include <QWidget>
#include <array>
#include <optional>

namespace c6::ui {

// A live frame with the board's four corner intersections as handles the person drags; the grid
// between them is drawn so a wrong corner shows at once. Corners are in IMAGE pixels, in the order
// of vision::BoardLocation (row1col1, row1col19, row19col19, row19col1).
class CornerEditor : public QWidget {
  Q_OBJECT
 public:
  explicit CornerEditor(QWidget* parent = nullptr);

  void setFrame(const QImage& frame);
  const QImage& frame() const { return m_frame; }
  // Automatic detections replace the corners only until the person has dragged one.
  void setDetectedCorners(const std::optional<std::array<QPointF, 4>>& corners);
  void setCorners(const std::array<QPointF, 4>& corners);
  const std::optional<std::array<QPointF, 4>>& corners() const { return m_corners; }
  bool editedByHand() const { return m_edited; }
  void resetToAutomatic() { m_edited = false; }
  // Labels drawn at the corners (e.g. "a1" where Black's left corner is).
  void setCornerLabels(const std::array<QString, 4>& labels);

  // Widget <-> image coordinates (for tests and mouse handling).
  QPointF toImage(QPointF widgetPos) const;
  QPointF toWidget(QPointF imagePos) const;
  // The corner within `radius` widget pixels of `widgetPos`, if any.
  std::optional<int> cornerAt(QPointF widgetPos, double radius = 18) const;

 signals:
  void cornersChanged();

 protected:
  void paintEvent(QPaintEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;
  void mouseMoveEvent(QMouseEvent* event) override;
  void mouseReleaseEvent(QMouseEvent* event) override;

 private:
  double scale() const;
  QPointF offset() const;

  QImage m_frame;
  std::optional<std::array<QPointF, 4>> m_corners;
  std::array<QString, 4> m_labels;
  std::optional<int> m_dragging;
  bool m_edited = false;
  std::array<QPointF, 4> m_clicked{};  // corners clicked so far when nothing was detected
  int m_placed = 0;
};

}  // namespace c6::ui
