#pragma once
#include <opencv2/core.hpp>
#include <string>
#include <vector>

namespace c6::calibration {

// A camera's intrinsics and lens distortion (OpenCV's pinhole model with k1 k2 p1 p2 k3), valid for
// frames of `imageSize`.
struct CameraModel {
  cv::Size imageSize;
  cv::Matx33d cameraMatrix = cv::Matx33d::eye();
  std::vector<double> distortion;  // OpenCV order; empty = no distortion
  double rmsError = 0.0;           // reprojection error of the calibration, pixels
  int viewsUsed = 0;

  bool valid() const;
  // Undistorted copy of a frame of `imageSize` (same size, same camera matrix).
  cv::Mat undistort(const cv::Mat& frame) const;
  // Pixel positions in the undistorted image of points seen in the raw frame.
  std::vector<cv::Point2f> undistortPoints(const std::vector<cv::Point2f>& raw) const;
};

// A calibration that could not be made (too few chessboards found, inconsistent image sizes, ...).
struct CalibrationError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Chessboard corners of one view, or empty when the pattern is not found. `inner` = inner corners
// per row and column (e.g. 9x6).
std::vector<cv::Point2f> findChessboard(const cv::Mat& image, cv::Size inner);

// Calibrates from views of a flat chessboard with `inner` inner corners and squares of `squareSize`
// (any unit). Views where the pattern is not found are skipped; throws CalibrationError when fewer
// than 3 views remain or the views differ in size.
CameraModel calibrateFromViews(const std::vector<std::vector<cv::Point2f>>& views,
                               cv::Size imageSize, cv::Size inner, double squareSize);

}  // namespace c6::calibration
