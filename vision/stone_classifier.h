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

// Looks the rules and the reader that combines them with the net both judge by.
// Local board grey (of 255) from which the wood clips: the clip takes its colour and grid lines.
inline constexpr float kClippedWoodGrey = 235.f;
// A disc at most this colourful relative to the wood around it is grey, as stones are.
inline constexpr float kGreyDiscChroma = 0.5f;
// The median grid-cross strength over the board's points (most are empty: the image's own cross).
float medianCross(const BoardFeatures& features);

}  // namespace c6::vision
