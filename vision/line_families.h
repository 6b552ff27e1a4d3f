#pragma once
#include <opencv2/core.hpp>
#include <optional>
#include <vector>

#include "vision/grid_lines.h"

namespace c6::vision {

// One family of (nearly) concurrent lines: the grid lines of one direction meet at a vanishing
// point (at infinity when they are parallel in the image).
struct LineFamily {
  cv::Vec3d vanishingPoint;  // homogeneous, unit norm
  std::vector<int> members;  // indices into the segment list
  double support = 0;        // summed length of the members
};

// Up to `maxFamilies` families of segments, each consistent with one vanishing point, strongest
// first: RANSAC over length-weighted segment pairs, then the family's members are set aside and
// the next one is sought. Deterministic (fixed seed).
std::vector<LineFamily> findLineFamilies(const std::vector<Segment>& segments, int maxFamilies);

// Unit direction of the lines of a family at an image point.
cv::Vec2d directionAt(const cv::Vec3d& vp, cv::Point2d at);

// Angle (radians) between a segment and the direction from its midpoint to a vanishing point.
double angleToVanishingPoint(const Segment& s, const cv::Vec3d& vp);

}  // namespace c6::vision
