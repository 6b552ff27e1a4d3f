#pragma once
#include <array>
#include <cstddef>
#include <optional>
#include <vector>

#include "core/observation.h"
#include "vision/stone_features.h"
#include "vision/stone_net.h"
#include "vision/stone_perspective.h"

namespace c6::vision {

// Where a sparse board's reading follows the stone net instead of the hand-set rules
// (vision/stone_classifier.cpp), and where the net's "covered" is not believed. Each predicate
// names the look it trusts; the reasons and the cases they come from are in the .cpp.

// The rules doubt (best score below 0.7) and the net is sure of a stone (0.9).
bool netSureOfAStoneTheRulesDoubt(const PointProbabilities& net, const std::array<float, 3>& rules);
// The rules doubt the black stone they read (below 0.7) and the net sees no stone at all (0.05).
bool netSureOfNoStoneTheRulesDoubt(const PointProbabilities& net,
                                   const std::array<float, 3>& rules);
// The rules doubt, the net is sure of no empty board and sees a stone by half, and no neighbour is
// covered.
bool netSeesAStoneByHalfAlone(const std::vector<PointProbabilities>& probs,
                              const std::array<float, 3>& rules, std::size_t i, int size);
// A light stone on wood so bright it clips (a spot's pool), the net sure of it.
bool netSureOfALightStoneOnClippedWood(const PointProbabilities& net, const PointFeatures& f);

// The rules read a grey disc dimmer than the wood around it as white, on wood that does not clip,
// where the net is sure of a dark stone: a black stone washed grey by a glare.
bool netSureOfABlackStoneInAGlare(const PointProbabilities& net, const PointFeatures& f,
                                  const std::array<float, 3>& rules);
// A white stone with no contrast to the wood: grey or of another hue than the wood, hiding the
// grid cross, not much brighter than the wood, and the net seeing a light stone.
bool netAndLooksAgreeOnAGreyStone(const PointProbabilities& net, const PointFeatures& f,
                                  float boardCross);
// Some 8-neighbour of point `i` (row-major on a `size` board) is best read as covered.
bool netCoversANeighbour(const std::vector<PointProbabilities>& probs, std::size_t i, int size);
// A stone next to point `i` shows its body over `i` (its top projects within reach of it).
bool behindANeighbourStone(const std::vector<PointProbabilities>& probs, std::size_t i, int size,
                           const CameraPose& pose);
// Point `i` is best read as covered, alone, and the net is sure it is no empty board and sees a
// light stone in it by a third, and no stone beside it shows there: a white stone the net half
// knows, not a hand.
bool netSeesALoneStoneItCallsCovered(const std::vector<PointProbabilities>& probs, std::size_t i,
                                     int size, const CameraPose& pose);

// A dark disc the rules read as black is colourful (half the wood's colour or more) and the net
// covers a neighbour: the edge of a brown arm or sleeve, not a stone.
bool colourfulDarkBesideCover(const std::vector<PointProbabilities>& probs, const PointFeatures& f,
                              std::size_t i, int size);

// The net sure of no empty board, the grid cross hidden, nothing covered or leaning over the
// point: a stone, black or white by its level against the wood; none when the level is between or
// as bright as a glare.
std::optional<std::array<float, 3>> stoneByNetAndCross(const std::vector<PointProbabilities>& probs,
                                                       const std::vector<core::Seen>& rulesCells,
                                                       const PointFeatures& f, float boardCross,
                                                       std::size_t i, int size,
                                                       const CameraPose& pose);

// The rules read a stone where the net is sure of empty board, and the disc is wood in a shadow:
// black where the wood's level is halved with its colour kept, white where the disc is a little
// dimmer than the wood with all its colour. A shadow, not a stone.
bool netSureOfWoodInAShadow(const PointProbabilities& net, const PointFeatures& f,
                            const std::array<float, 3>& rules);

// The rules doubt a white stone that the net sees no stone in and calls covered: a glare on the
// wood. The point is unseen.
bool netSeesAGlareTheRulesHalfTakeForWhite(const PointProbabilities& net,
                                           const std::array<float, 3>& rules);

}  // namespace c6::vision
