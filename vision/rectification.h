#pragma once
#include <opencv2/core.hpp>
#include <optional>

namespace c6::vision {

// A projective map that sends two vanishing points to infinity along the axes: lines through the
// first become horizontal (constant v), lines through the second vertical (constant u). Equally
// spaced lines of a plane grid stay equally spaced afterwards (the map differs from a true top-down
// view only by an affinity). `centre` and `scale` condition the numbers (image centre, long side);
// `reference` is a point on the plane (the lines' centroid): it keeps w = 1, points beyond the
// vanishing line get w < 0. Nothing when the vanishing line passes through the reference point or
// the two directions are nearly the same.
std::optional<cv::Matx33d> rectifyingHomography(const cv::Vec3d& vp1, const cv::Vec3d& vp2,
                                                cv::Point2d centre, double scale,
                                                cv::Point2d reference);

}  // namespace c6::vision
