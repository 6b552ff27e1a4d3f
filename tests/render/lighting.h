#pragma once
// The scene light of scene_light.h turned into numbers a renderer multiplies by: a lamp's
// direction, the room's light at a place (level, tint and spot pools; applied before the sensor
// clips, so a pool saturates to the lamp's colour), and the camera's response over time (clouds,
// auto-exposure, white balance).
#include <opencv2/core.hpp>
#include <vector>

#include "board_geometry.h"
#include "camera.h"
#include "scene_light.h"

namespace c6::render {

// Unit vector from the board towards the lamp (world frame of camera.h).
cv::Vec3d lampDirection(const Lamp& lamp);

// What lights a place: the room's level and tint times the spot pools.
class RoomLight {
 public:
  enum class Surface { Wood, Stone, Arm };  // a stone gets its `onStones` of a pool, an arm half

  RoomLight() = default;
  RoomLight(const SceneLight& light, const BoardGeometry& geometry);

  // True when the room's light is plain (level 1, neutral, no pool): nothing to multiply.
  bool plain() const { return m_plain; }
  // BGR gain at a world point (z ignored).
  cv::Vec3d gainAt(const cv::Vec3d& world, Surface surface = Surface::Wood) const;
  // The board's gain per undistorted pixel of `camera` (CV_32FC3), read on the board's plane.
  cv::Mat map(const Camera& camera) const;

 private:
  struct Pool {
    cv::Vec2d centre;
    SpotLight spot;
  };
  std::vector<Pool> m_spots;
  cv::Vec3d m_room{1, 1, 1};
  bool m_plain = true;
};

// What the camera makes of the light at time t: BGR gains on the whole frame.
class CameraResponse {
 public:
  CameraResponse() = default;
  CameraResponse(const SceneLight& light, double duration, unsigned seed);
  cv::Vec3d gain(double t) const;

 private:
  double sampled(const std::vector<double>& v, double t) const;

  double m_step = 0.02;
  std::vector<double> m_exposure;  // light level times the camera's exposure, per step
  std::vector<double> m_balance;   // white balance: + warmer (more red, less blue), per step
};

}  // namespace c6::render
