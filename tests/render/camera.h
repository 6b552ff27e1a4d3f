#pragma once
#include <opencv2/core.hpp>

namespace c6::render {

// Where the camera stands, relative to the board centre. World frame (millimetres): X to the right
// along the board's columns (a -> s), Y away from the camera's side along its rows (1 -> 19), Z up;
// the board's playing surface is z = 0. Azimuth 0 looks from the row-1 side, so the image shows
// column a at the left and row 1 at the bottom, as the ground truth assumes (|azimuth| < 45).
struct CameraPose {
  double elevationDeg = 45.0;  // angle of the line of sight above the table
  double azimuthDeg = 0.0;     // rotation of the camera around the board's vertical axis
  double distanceMm = 0.0;     // camera to target; 0 = closest distance that frames the whole board
  double rollDeg = 0.0;
  double fovDeg = 50.0;       // horizontal field of view
  cv::Vec3d target{0, 0, 0};  // the point the optical axis goes through
};

// A pinhole camera with optional radial distortion (k1 > 0 barrel... < 0 pincushion). project()
// gives final image pixels (pixel centres at integer coordinates), distortion included.
class Camera {
 public:
  Camera(const CameraPose& pose, cv::Size image, double k1 = 0.0);

  const CameraPose& pose() const { return m_pose; }
  cv::Size imageSize() const { return m_size; }
  double distortion() const { return m_k1; }
  double focal() const { return m_k(0, 0); }
  cv::Vec3d position() const { return m_position; }

  // Distance along the optical axis; <= 0 behind the camera.
  double depth(const cv::Vec3d& world) const;
  cv::Point2d project(const cv::Vec3d& world) const;
  cv::Point2d projectUndistorted(const cv::Vec3d& world) const;
  // Unit ray direction (world) through an undistorted pixel.
  cv::Vec3d rayDirection(const cv::Point2d& undistortedPixel) const;
  // Maps plane coordinates (X, Y) at height z to undistorted pixels.
  cv::Matx33d planeHomography(double z) const;
  // Maps a final (distorted) pixel to its undistorted position, and back.
  cv::Point2d undistort(const cv::Point2d& pixel) const;
  cv::Point2d distort(const cv::Point2d& undistortedPixel) const;
  // remap() tables turning an undistorted rendering into the final image; empty when k1 == 0.
  void distortionMaps(cv::Mat& mapX, cv::Mat& mapY) const;

 private:
  CameraPose m_pose;
  cv::Size m_size;
  double m_k1;
  cv::Matx33d m_k;
  cv::Matx33d m_r;  // world -> camera rotation (rows: right, down, forward)
  cv::Vec3d m_position;
  cv::Vec3d m_t;
};

}  // namespace c6::render
