#include "calibration/camera_model.h"

#include <cmath>
#include <opencv2/calib3d.hpp>
#include <opencv2/imgproc.hpp>

namespace c6::calibration {

bool CameraModel::valid() const {
  if (imageSize.width <= 0 || imageSize.height <= 0) return false;
  for (int i = 0; i < 9; ++i)
    if (!std::isfinite(cameraMatrix.val[i])) return false;
  for (double d : distortion)
    if (!std::isfinite(d)) return false;
  return cameraMatrix(0, 0) > 0 && cameraMatrix(1, 1) > 0 && cameraMatrix(2, 2) == 1.0;
}

cv::Mat CameraModel::undistort(const cv::Mat& frame) const {
  if (distortion.empty()) return frame.clone();
  cv::Mat out;
  cv::undistort(frame, out, cv::Mat(cameraMatrix), cv::Mat(distortion), cv::Mat(cameraMatrix));
  return out;
}

std::vector<cv::Point2f> CameraModel::undistortPoints(const std::vector<cv::Point2f>& raw) const {
  if (distortion.empty() || raw.empty()) return raw;
  std::vector<cv::Point2f> out;
  cv::undistortPoints(raw, out, cv::Mat(cameraMatrix), cv::Mat(distortion), cv::noArray(),
                      cv::Mat(cameraMatrix));
  return out;
}

std::vector<cv::Point2f> findChessboard(const cv::Mat& image, cv::Size inner) {
  cv::Mat grey;
  if (image.channels() == 1)
    grey = image;
  else
    cv::cvtColor(image, grey, image.channels() == 4 ? cv::COLOR_BGRA2GRAY : cv::COLOR_BGR2GRAY);
  std::vector<cv::Point2f> corners;
  const int flags = cv::CALIB_CB_ADAPTIVE_THRESH | cv::CALIB_CB_NORMALIZE_IMAGE;
  if (!cv::findChessboardCorners(grey, inner, corners, flags)) return {};
  cv::cornerSubPix(grey, corners, cv::Size(5, 5), cv::Size(-1, -1),
                   cv::TermCriteria(cv::TermCriteria::EPS + cv::TermCriteria::COUNT, 40, 0.01));
  return corners;
}

CameraModel calibrateFromViews(const std::vector<std::vector<cv::Point2f>>& views,
                               cv::Size imageSize, cv::Size inner, double squareSize) {
  if (inner.width < 2 || inner.height < 2 || !(squareSize > 0))
    throw CalibrationError(
        "chessboard needs at least 2x2 inner corners and a positive square size");
  std::vector<cv::Point3f> board;
  for (int r = 0; r < inner.height; ++r)
    for (int c = 0; c < inner.width; ++c)
      board.emplace_back(static_cast<float>(c * squareSize), static_cast<float>(r * squareSize),
                         0.f);
  std::vector<std::vector<cv::Point3f>> objectPoints;
  std::vector<std::vector<cv::Point2f>> imagePoints;
  for (const auto& v : views) {
    if (v.size() != board.size()) continue;
    objectPoints.push_back(board);
    imagePoints.push_back(v);
  }
  if (imagePoints.size() < 3)
    throw CalibrationError("chessboard found in " + std::to_string(imagePoints.size()) +
                           " views; at least 3 are needed");
  cv::Mat k, dist;
  std::vector<cv::Mat> rvecs, tvecs;
  CameraModel model;
  model.rmsError = cv::calibrateCamera(objectPoints, imagePoints, imageSize, k, dist, rvecs, tvecs);
  model.imageSize = imageSize;
  model.cameraMatrix = cv::Matx33d(k);
  model.distortion.assign(dist.begin<double>(), dist.end<double>());
  model.viewsUsed = static_cast<int>(imagePoints.size());
  if (!model.valid()) throw CalibrationError("calibration diverged (non-finite camera parameters)");
  return model;
}

}  // namespace c6::calibration
