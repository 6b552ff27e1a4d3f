#include "ui/app/image_convert.h"

#include <cstring>
#include <opencv2/imgproc.hpp>

namespace c6::ui {
namespace {

// Copies `rows` rows of `rowBytes` bytes between buffers of different strides.
void copyRows(const uchar* src, std::size_t srcStride, uchar* dst, std::size_t dstStride, int rows,
              std::size_t rowBytes) {
  for (int y = 0; y < rows; ++y)
    std::memcpy(dst + static_cast<std::size_t>(y) * dstStride,
                src + static_cast<std::size_t>(y) * srcStride, rowBytes);
}

}  // namespace

QImage matToQImage(const cv::Mat& mat) {
  if (mat.empty() || mat.depth() != CV_8U) return {};
  QImage::Format format;
  switch (mat.channels()) {
    case 1:
      format = QImage::Format_Grayscale8;
      break;
    case 3:
      format = QImage::Format_RGB888;
      break;
    case 4:
      format = QImage::Format_ARGB32;
      break;  // B,G,R,A in memory on little-endian hosts
    default:
      return {};
  }
  QImage out(mat.cols, mat.rows, format);
  if (out.isNull()) return {};
  const auto rowBytes = static_cast<std::size_t>(mat.cols) * mat.elemSize();
  if (mat.channels() == 3) {
    // Swap per row straight into the QImage's padded rows.
    for (int y = 0; y < mat.rows; ++y) {
      cv::Mat dstRow(1, mat.cols, CV_8UC3, out.scanLine(y));
      cv::cvtColor(mat.row(y), dstRow, cv::COLOR_BGR2RGB);
    }
  } else {
    copyRows(mat.data, mat.step[0], out.bits(), static_cast<std::size_t>(out.bytesPerLine()),
             mat.rows, rowBytes);
  }
  return out;
}

cv::Mat qImageToMat(const QImage& image) {
  if (image.isNull()) return {};
  if (image.format() == QImage::Format_Grayscale8) {
    cv::Mat out(image.height(), image.width(), CV_8UC1);
    copyRows(image.constBits(), static_cast<std::size_t>(image.bytesPerLine()), out.data,
             out.step[0], image.height(), static_cast<std::size_t>(image.width()));
    return out;
  }
  if (image.hasAlphaChannel()) {
    const QImage argb = image.convertToFormat(QImage::Format_ARGB32);
    cv::Mat out(argb.height(), argb.width(), CV_8UC4);
    copyRows(argb.constBits(), static_cast<std::size_t>(argb.bytesPerLine()), out.data, out.step[0],
             argb.height(), static_cast<std::size_t>(argb.width()) * 4);
    return out;
  }
  const QImage rgb = image.convertToFormat(QImage::Format_RGB888);
  cv::Mat out(rgb.height(), rgb.width(), CV_8UC3);
  for (int y = 0; y < rgb.height(); ++y) {
    const cv::Mat srcRow(1, rgb.width(), CV_8UC3, const_cast<uchar*>(rgb.constScanLine(y)));
    cv::Mat dstRow = out.row(y);
    cv::cvtColor(srcRow, dstRow, cv::COLOR_RGB2BGR);
  }
  return out;
}

QImage displayImage(const cv::Mat& frame, int maxWidth, double* scale) {
  double factor = 1.0;
  cv::Mat shown = frame;
  if (frame.cols > maxWidth && maxWidth > 0) {
    factor = static_cast<double>(maxWidth) / frame.cols;
    cv::resize(frame, shown, cv::Size(), factor, factor, cv::INTER_AREA);
  }
  if (scale) *scale = factor;
  return matToQImage(shown);
}

}  // namespace c6::ui
