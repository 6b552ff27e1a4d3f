#include "ui/app/image_convert.h"

#include <gtest/gtest.h>

#include <opencv2/core.hpp>

namespace c6::ui {
namespace {

// A deterministic pattern whose every byte differs between neighbours, so any skew or swap shows.
cv::Mat pattern(int rows, int cols, int type) {
  cv::Mat m(rows, cols, type);
  const int ch = m.channels();
  for (int y = 0; y < rows; ++y)
    for (int x = 0; x < cols; ++x)
      for (int c = 0; c < ch; ++c)
        m.ptr<uchar>(y)[x * ch + c] = static_cast<uchar>((y * 31 + x * 7 + c * 71) % 251);
  return m;
}

void expectSame(const cv::Mat& a, const cv::Mat& b) {
  ASSERT_EQ(a.type(), b.type());
  ASSERT_EQ(a.size(), b.size());
  EXPECT_EQ(cv::norm(a, b, cv::NORM_INF), 0.0);
}

class ImageConvertTest : public ::testing::TestWithParam<int> {};

TEST_P(ImageConvertTest, BgrOddWidthsKeepEveryPixel) {
  const int w = GetParam();
  const cv::Mat bgr = pattern(13, w, CV_8UC3);
  const QImage img = matToQImage(bgr);
  ASSERT_EQ(img.format(), QImage::Format_RGB888);
  ASSERT_EQ(img.width(), w);
  // QImage pads rows to 4 bytes: odd widths make bytesPerLine() larger than width*3.
  if (w % 4 != 0) {
    EXPECT_GT(img.bytesPerLine(), w * 3);
  }
  for (int y : {0, 6, 12})
    for (int x : {0, w / 2, w - 1}) {
      const cv::Vec3b p = bgr.at<cv::Vec3b>(y, x);
      EXPECT_EQ(img.pixel(x, y), qRgb(p[2], p[1], p[0])) << "at " << x << "," << y;
    }
  expectSame(qImageToMat(img), bgr);
}

TEST_P(ImageConvertTest, GrayOddWidthsKeepEveryPixel) {
  const cv::Mat gray = pattern(9, GetParam(), CV_8UC1);
  const QImage img = matToQImage(gray);
  ASSERT_EQ(img.format(), QImage::Format_Grayscale8);
  EXPECT_EQ(qGray(img.pixel(GetParam() - 1, 8)), gray.at<uchar>(8, GetParam() - 1));
  expectSame(qImageToMat(img), gray);
}

TEST_P(ImageConvertTest, BgraOddWidthsKeepEveryPixelAndAlpha) {
  const cv::Mat bgra = pattern(7, GetParam(), CV_8UC4);
  const QImage img = matToQImage(bgra);
  ASSERT_EQ(img.format(), QImage::Format_ARGB32);
  const cv::Vec4b p = bgra.at<cv::Vec4b>(6, GetParam() - 1);
  EXPECT_EQ(img.pixel(GetParam() - 1, 6), qRgba(p[2], p[1], p[0], p[3]));
  expectSame(qImageToMat(img), bgra);
}

INSTANTIATE_TEST_SUITE_P(Widths, ImageConvertTest, ::testing::Values(1, 3, 5, 17, 33, 641));

TEST(ImageConvert, RoiViewWithLargeStepConvertsOnlyTheView) {
  const cv::Mat big = pattern(40, 101, CV_8UC3);
  const cv::Mat roi = big(cv::Rect(3, 5, 37, 11));  // step is the parent's, not 37*3
  ASSERT_NE(roi.step[0], roi.cols * roi.elemSize());
  const QImage img = matToQImage(roi);
  const cv::Vec3b p = big.at<cv::Vec3b>(5 + 10, 3 + 36);
  EXPECT_EQ(img.pixel(36, 10), qRgb(p[2], p[1], p[0]));
  expectSame(qImageToMat(img), roi.clone());
}

TEST(ImageConvert, OtherQImageFormatsBecomeBgr) {
  QImage rgb32(11, 3, QImage::Format_RGB32);
  rgb32.fill(qRgb(10, 20, 30));
  const cv::Mat m = qImageToMat(rgb32);
  ASSERT_EQ(m.type(), CV_8UC3);
  EXPECT_EQ(m.at<cv::Vec3b>(2, 10), cv::Vec3b(30, 20, 10));
}

TEST(ImageConvert, UnsupportedAndEmptyGiveNull) {
  EXPECT_TRUE(matToQImage(cv::Mat()).isNull());
  EXPECT_TRUE(matToQImage(cv::Mat(3, 3, CV_32FC1, cv::Scalar(0))).isNull());
  EXPECT_TRUE(qImageToMat(QImage()).empty());
}

}  // namespace
}  // namespace c6::ui
