#pragma once
// The scene light of scene_light.h turned into numbers a renderer multiplies by: a lamp's
// direction, the spot pools' gain at a place on the board, and the camera's response over time
// (room level and tint, clouds, auto-exposure, white balance).
#include <opencv2/core.hpp>
#include <vector>

#include "board_geometry.h"
#include "camera.h"
#include "scene_light.h"

namespace c6::render {

// Unit vector from the board towards the lamp (world frame of camera.h).
cv::Vec3d lampDirection(const Lamp& lamp);

// The spot pools of a scene.
class SpotPools {
 public:
  SpotPools() = default;
  SpotPools(const std::vector<SpotLight>& spots, const BoardGeometry& geometry);

  bool empty() const { return m_spots.empty(); }
  // BGR gain at a world point (z ignored); `stones`: the share stones get instead of the board's.
  cv::Vec3d gainAt(const cv::Vec3d& world, bool stones = false) const;
  // The board's gain per undistorted pixel of `camera` (CV_32FC3), read on the board's plane.
  cv::Mat map(const Camera& camera) const;

 private:
  struct Pool {
    cv::Vec2d centre;
    SpotLight spot;
  };
  std::vector<Pool> m_spots;
};

// What the camera makes of the light at time t: BGR gains on the whole frame.
class CameraResponse {
 public:
  CameraResponse() = default;
  CameraResponse(const SceneLight& light, double duration, unsigned seed);
  cv::Vec3d gain(double t) const;

 private:
  double sampled(const std::vector<double>& v, double t) const;

  cv::Vec3d m_base{1, 1, 1};
  double m_step = 0.02;
  std::vector<double> m_exposure;  // light level times the camera's exposure, per step
  std::vector<double> m_balance;   // white balance: + warmer (more red, less blue), per step
};

}  // namespace c6::render
