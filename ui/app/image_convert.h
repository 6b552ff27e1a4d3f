#pragma once
#include <QImage>
#include <opencv2/core.hpp>

namespace c6::ui {

// The one seam between OpenCV frames and Qt images. Both directions copy the pixels (the result
// owns its memory) and walk rows by the source's own stride (cv::Mat::step / QImage::bytesPerLine),
// so odd widths, padded rows and ROI views convert without skew.
//
// Mat -> QImage: CV_8UC1 -> Format_Grayscale8, CV_8UC3 (BGR) -> Format_RGB888 (channels swapped),
// CV_8UC4 (BGRA) -> Format_ARGB32. Any other type gives a null QImage.
QImage matToQImage(const cv::Mat& mat);

// QImage -> Mat: Grayscale8 -> CV_8UC1; images with alpha -> CV_8UC4 (BGRA); everything else ->
// CV_8UC3 (BGR). A null image gives an empty Mat.
cv::Mat qImageToMat(const QImage& image);

// A frame for the screen, made off the GUI thread: shrunk (INTER_AREA) to at most `maxWidth` pixels
// wide, then converted. `scale` (optional) receives the factor applied, for overlay coordinates.
QImage displayImage(const cv::Mat& frame, int maxWidth, double* scale = nullptr);

}  // namespace c6::ui
