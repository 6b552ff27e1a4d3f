#pragma once
#include <opencv2/core.hpp>
#include <vector>

#include "camera.h"
#include "stone_painter.h"

namespace c6::render {

enum class SleevePattern { Plain, Stripes, Checks };

// A player's arm seen from above: skin colour, sleeve colour and pattern, overall size.
struct ArmStyle {
  cv::Vec3d skin{150, 172, 212};
  cv::Vec3d sleeve{40, 34, 32};
  SleevePattern pattern = SleevePattern::Plain;
  cv::Vec3d patternColour{200, 200, 200};
  double size = 1.0;
};

// Where the arm is: the fingertip (world) and the shoulder it hangs from; the rest follows.
struct ArmPose {
  cv::Vec3d fingertip;
  cv::Vec3d shoulder;
};

// One rounded limb segment: a cone with spherical ends, radii in millimetres.
struct Capsule {
  cv::Vec3d a, b;
  double ra = 0, rb = 0;
  cv::Vec3d colour;
  SleevePattern pattern = SleevePattern::Plain;  // stripes across the capsule, or checks
  cv::Vec3d patternColour{0, 0, 0};
};

// The arm as capsules ordered far to near from the camera (paint in order).
std::vector<Capsule> armCapsules(const ArmPose& pose, const ArmStyle& style, const Camera& camera);

// Paints shaded capsules into the final image; `gain` scales the colours (global light).
// `coverage` (CV_8U, image size), when given, receives 255 where the arm is.
void paintCapsules(cv::Mat& image, const Camera& camera, const std::vector<Capsule>& capsules,
                   const Light& light, const cv::Vec3d& gain, cv::Mat* coverage = nullptr);

// Rasterises capsules into a CV_32F mask at `scale` times the image size with `value`: the capsules
// themselves (shadowOf == nullptr, for occlusion ground truth) or their shadow cast on the board
// plane.
void paintCapsuleMask(cv::Mat& mask, double scale, const Camera& camera,
                      const std::vector<Capsule>& capsules, const Light* shadowOf, float value);

}  // namespace c6::render
