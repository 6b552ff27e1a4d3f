#pragma once
#include <array>
#include <vector>

#include "vision/stone_features.h"

namespace c6::vision {

// Turns measured features into per-point class scores {Empty, Black, White} (each in [0, 1],
// summing to 1). Thresholds are scale-free (ratios to the local board) or in units of the image's
// own spread over its points, most of which are empty; so the rule adapts to each board, light and
// camera.
std::vector<std::array<float, 3>> classifyPoints(const BoardFeatures& features);

}  // namespace c6::vision
