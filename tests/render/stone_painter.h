#pragma once
#include <opencv2/core.hpp>

#include "board_geometry.h"
#include "camera.h"
#include "core/color.h"

namespace c6::render {

// The scene's main light: a direction towards the light (unit, z > 0) for shading and shadows.
struct Light {
  cv::Vec3d direction = cv::normalize(cv::Vec3d(-0.3, 0.45, 1.0));
  double shadowStrength = 0.45;  // how much a cast shadow darkens what it falls on
};

// How one stone looks: colour and the per-stone variations of real stones.
struct StoneLook {
  core::Color colour = core::Color::Black;
  double shellAngle = 0.0;  // direction of a white stone's shell stripes (radians)
  double shellPhase = 0.0;
  double tint = 0.0;       // -1..1: slight colour shift between stones
  cv::Vec3d lit{1, 1, 1};  // BGR gain of the light where the stone lies (a spot pool)
};

// Ray-casts a stone (an ellipsoid of the stone's radius and height) whose base centre is `base`
// (z = surface height) into an undistorted rendering, with 3x3 supersampled edges; shading: diffuse
// + specular highlight for black, off-white shell with soft shading for white.
void paintStone(cv::Mat& image, const Camera& camera, const cv::Vec3d& base,
                const BoardGeometry& geometry, const StoneLook& look, const Light& light);

// Adds a stone's cast shadow and contact shadow to a coverage mask (CV_32F, 1 = full shadow) in
// undistorted pixels; blur the mask before use.
void paintStoneShadow(cv::Mat& mask, const Camera& camera, const cv::Vec3d& base,
                      const BoardGeometry& geometry, const Light& light);

}  // namespace c6::render
