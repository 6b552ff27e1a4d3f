#pragma once
#include <array>
#include <memory>
#include <opencv2/core.hpp>
#include <optional>
#include <vector>

#include "arm_painter.h"
#include "board_geometry.h"
#include "camera.h"
#include "lighting.h"
#include "script.h"
#include "textures.h"
#include "timeline.h"

namespace c6::render {

// What is true in one frame.
struct FrameTruth {
  int frame = 0;
  double t = 0;
  // Outermost intersections in final image pixels, ordered as vision::BoardLocation: top-left of
  // the image (record a19), top-right (s19), bottom-right (s1), bottom-left (a1).
  std::array<cv::Point2f, 4> corners;
  int epoch = 0;  // index into timeline().epochs: the physical (and true) board
  bool handOverBoard = false;
  std::vector<core::Point> hidden;  // intersections covered by an arm in this frame
};

// Renders any frame of a script's video. Sequential rendering is fastest: the board with its stones
// is cached and redrawn only when a stone changes or the camera moves; arms, shadows, light and
// noise are added per frame.
class Renderer {
 public:
  explicit Renderer(Script script);

  const Script& script() const { return m_script; }
  const Timeline& timeline() const { return m_timeline; }
  const BoardGeometry& geometry() const { return m_geometry; }
  int frameCount() const;
  double frameTime(int frame) const { return frame / m_script.fps; }

  // The frame's image (CV_8UC3, script size); fills `truth` when given.
  cv::Mat render(int frame, FrameTruth* truth = nullptr);
  // The camera in use at time t (pose changes at bumps).
  Camera cameraAt(double t) const;

 private:
  static constexpr double kLowScale =
      0.25;  // resolution of the per-frame shadow and occlusion masks

  struct PoseCache {
    int pose = -1;
    std::unique_ptr<Camera> camera;
    cv::Mat background;  // undistorted table + board, no stones
    cv::Mat mapX, mapY;
    cv::Mat glare;
    cv::Mat room;  // the room's light per undistorted pixel (CV_32FC3), empty when plain
    cv::Mat boardMaskLow;
    std::array<cv::Point2f, 4> corners;
    std::vector<cv::Point> pointsLow;  // each intersection's stone top in low-resolution pixels
  };
  struct Arm {
    std::vector<Capsule> capsules;
    core::Color carried = core::Color::Empty;
    cv::Vec3d fingertip;
    cv::Vec3d forward;  // horizontal unit vector from the shoulder towards the fingertip
  };

  void fitDistance();
  PoseCache& poseCache(int pose);
  const cv::Mat& staticLayer(int epoch, int pose);
  std::vector<Arm> armsAt(double t, const Camera& camera) const;
  cv::Vec3d lightGain(double t) const;
  void applyVignette(cv::Mat& img) const;
  cv::Vec3d shoulder(Side side, double shift, double along) const;
  cv::Vec3d restPoint(Side side, const cv::Vec3d& target) const;
  // Where a resting player's fingertip lies at time t (script `rest`), else nothing.
  std::optional<cv::Vec3d> restingTip(core::Color player, double t) const;
  // Cast shadows of arms (and a passer-by) at low resolution, blurred: 1 = full shadow.
  cv::Mat armShadows(const std::vector<Arm>& arms, const Camera& camera, double t) const;

  Script m_script;
  Timeline m_timeline;
  BoardGeometry m_geometry;
  BoardLook m_look;
  Light m_light;
  std::optional<Light> m_light2;  // a second lamp's shadows (script `lamp second`)
  double m_shadowSoftnessMm = 0;  // > 0: the main lamp's arm shadows blurred this much (mm)
  double m_shadow2SoftnessMm = 0;
  RoomLight m_room;
  CameraResponse m_response;
  std::array<ArmStyle, 2> m_arms;
  cv::Mat m_boardTexture, m_sideTexture, m_tableTexture;
  double m_boardPxPerMm = 2.0, m_tablePxPerMm = 0.5, m_tableSizeMm = 2600;
  cv::Vec3d m_wall;
  std::vector<cv::Vec2d> m_glareSpots;   // board positions (mm) and shapes chosen once
  std::vector<cv::Vec3d> m_glareShapes;  // length px, width px, angle
  std::array<double, 4> m_lightPhase{};
  double m_vignette = 0.2;
  cv::Vec3d m_cast{1, 1, 1};
  std::vector<signed char> m_noise;
  cv::RNG m_frameRng;
  PoseCache m_pose;
  int m_staticEpoch = -1, m_staticPose = -1;
  cv::Mat m_static;
};

}  // namespace c6::render
