#pragma once
// Light beyond the one lamp of a default render, as a script sets it (tests/render/README.md):
// an overall level and colour, spot pools on the board, the lamps whose shadows the arms cast,
// passing clouds, and the camera's own auto-exposure and white balance. All off by default.
#include <opencv2/core.hpp>
#include <optional>
#include <vector>

#include "core/point.h"

namespace c6::render {

// A pool of light on the board under a spot lamp: gain 1 + strength * tint at its centre, falling
// off as a Gaussian of `radiusMm`. Stones get `onStones` of it: a bright pool is mostly the lamp's
// reflection in the board's varnish, which a stone's curved top does not show (in the independent
// clips a white stone keeps its grey level inside the pool while the wood around it saturates).
struct SpotLight {
  core::Point at{9, 9};
  double radiusMm = 110.0;
  double strength = 1.0;
  cv::Vec3d tint{1, 1, 1};  // BGR multipliers of the pool's extra light
  double onStones = 0.0;
};

// A lamp casting the arms' and stones' shadows: where it stands (azimuth: degrees around the
// board, 0 = the camera's side, 90 = the right; elevation above the table), how dark and how soft
// its shadows are (softness: blur sigma in millimetres on the board).
struct Lamp {
  double azimuthDeg = 200.0;
  double elevationDeg = 60.0;
  double shadow = 0.45;
  double softnessMm = 10.0;
};

struct SceneLight {
  double level = 1.0;       // overall exposure of the scene: 0.45 = a dim room
  cv::Vec3d tint{1, 1, 1};  // colour of the room's light (BGR multipliers)
  std::vector<SpotLight> spots;
  std::optional<Lamp> main;    // replaces the random main lamp (shading and shadows)
  std::optional<Lamp> second;  // a second lamp: a second set of cast shadows
  int clouds = 0;              // passing clouds over the video: the light dims and comes back
  double cloudDepth = 0.35;    // share of the light a cloud takes away
  double cloudSeconds = 4.0;   // how long one cloud takes to pass
  double exposureLag = 0.0;    // auto-exposure: seconds to follow a light change (0 = fixed)
  double whiteBalance = 0.0;   // auto white balance: amplitude of its wander in R/B (0 = fixed)
  int whiteBalanceJumps = 0;   // sudden re-estimates of the white balance (each ~0.5 s)
};

// warm, cool, neutral or B,G,R multipliers such as 0.8,0.95,1.15.
std::optional<cv::Vec3d> namedTint(const std::string& name);

}  // namespace c6::render
