#pragma once
// Chessboard views rendered with cv::projectPoints through a known camera, for calibration tests.
#include <opencv2/calib3d.hpp>
#include <opencv2/imgproc.hpp>
#include <utility>
#include <vector>

namespace c6::calibration::testing_chessboard {

inline const cv::Size kImage(640, 480);
inline const cv::Matx33d kTrueK(760, 0, 330, 0, 760, 236, 0, 0, 1);
inline const std::vector<double> kTrueDist{-0.22, 0.08, 0.0, 0.0, 0.0};
inline const cv::Size kInner(9, 6);
inline constexpr double kSquare = 25.0;  // mm

// Renders a chessboard (kInner inner corners, a white margin of one square) seen from a pose.
inline cv::Mat renderView(const cv::Vec3d& rvec, const cv::Vec3d& tvec) {
  cv::Mat img(kImage, CV_8UC1, cv::Scalar(90));
  auto project = [&](const std::vector<cv::Point3f>& pts) {
    std::vector<cv::Point2f> out;
    cv::projectPoints(pts, rvec, tvec, cv::Mat(kTrueK), cv::Mat(kTrueDist), out);
    std::vector<cv::Point> px;
    for (const auto& p : out) px.emplace_back(cvRound(p.x * 16), cvRound(p.y * 16));
    return px;
  };
  // A quad as a many-sided polygon, so lens distortion bends its edges as it would in a photo.
  auto quad = [&](double x0, double y0, double x1, double y1) {
    std::vector<cv::Point3f> pts;
    const int steps = 12;
    for (int i = 0; i < steps; ++i)
      pts.emplace_back(static_cast<float>(x0 + (x1 - x0) * i / steps), static_cast<float>(y0), 0.f);
    for (int i = 0; i < steps; ++i)
      pts.emplace_back(static_cast<float>(x1), static_cast<float>(y0 + (y1 - y0) * i / steps), 0.f);
    for (int i = 0; i < steps; ++i)
      pts.emplace_back(static_cast<float>(x1 - (x1 - x0) * i / steps), static_cast<float>(y1), 0.f);
    for (int i = 0; i < steps; ++i)
      pts.emplace_back(static_cast<float>(x0), static_cast<float>(y1 - (y1 - y0) * i / steps), 0.f);
    return project(pts);
  };
  const int cols = kInner.width + 1, rows = kInner.height + 1;
  std::vector<std::vector<cv::Point>> paper{
      quad(-2 * kSquare, -2 * kSquare, (cols + 1) * kSquare, (rows + 1) * kSquare)};
  cv::fillPoly(img, paper, cv::Scalar(235), cv::LINE_AA, 4);
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      if ((r + c) % 2) continue;
      std::vector<std::vector<cv::Point>> sq{
          quad((c - 1) * kSquare, (r - 1) * kSquare, c * kSquare, r * kSquare)};
      cv::fillPoly(img, sq, cv::Scalar(20), cv::LINE_AA, 4);
    }
  cv::GaussianBlur(img, img, cv::Size(3, 3), 0.7);
  return img;
}

inline std::vector<std::pair<cv::Vec3d, cv::Vec3d>> poses() {
  // Board origin near the image centre: the board spans 225 x 150 mm around (100, 60).
  std::vector<std::pair<cv::Vec3d, cv::Vec3d>> out;
  const double tilts[][3] = {{0.0, 0.0, 0.05},   {0.35, 0.0, 0.0},  {-0.35, 0.1, 0.0},
                             {0.0, 0.4, 0.1},    {0.0, -0.4, -0.1}, {0.3, 0.3, 0.2},
                             {-0.3, -0.25, 0.3}, {0.2, -0.35, -0.2}};
  const double shifts[][3] = {{-100, -60, 420}, {-150, -80, 450}, {-60, -40, 400},
                              {-120, -90, 430}, {-90, -30, 460},  {-130, -50, 440},
                              {-70, -90, 410},  {-110, -70, 470}};
  for (int i = 0; i < 8; ++i)
    out.emplace_back(cv::Vec3d(tilts[i][0], tilts[i][1], tilts[i][2]),
                     cv::Vec3d(shifts[i][0], shifts[i][1], shifts[i][2]));
  return out;
}

}  // namespace c6::calibration::testing_chessboard
