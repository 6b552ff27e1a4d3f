#include "vision/stone_net_trust.h"

#include <algorithm>
#include <cmath>
#include <optional>

#include "core/observation.h"
#include "vision/stone_classifier.h"

namespace c6::vision {

namespace {

// Whether `hit` holds for some 8-neighbour (x, y) of point `i` (row-major on a `size` board).
template <typename Hit>
bool anyNeighbour(std::size_t i, int size, Hit hit) {
  const int x = static_cast<int>(i) % size, y = static_cast<int>(i) / size;
  for (int dy = -1; dy <= 1; ++dy)
    for (int dx = -1; dx <= 1; ++dx) {
      const int nx = x + dx, ny = y + dy;
      if ((dx == 0 && dy == 0) || nx < 0 || ny < 0 || nx >= size || ny >= size) continue;
      if (hit(nx, ny)) return true;
    }
  return false;
}

}  // namespace

// The net sure of no empty board: what it does not call a stone, it calls covered.
constexpr float kNetNotEmpty = 0.05f;

// A white stone beside its own long shadow under a low lamp reads to the rules as half empty
// (0.6): where the rules doubt this much and the net is this sure of a stone, the net reads it.
constexpr float kRulesDoubt = 0.7f;
constexpr float kNetSureStone = 0.9f;

bool netSureOfAStoneTheRulesDoubt(const PointProbabilities& net,
                                  const std::array<float, 3>& rules) {
  const float rulesBest = std::max({rules[0], rules[1], rules[2]});
  const float netStone = std::max(net[static_cast<std::size_t>(PointClass::Dark)],
                                  net[static_cast<std::size_t>(PointClass::Light)]);
  return rulesBest < kRulesDoubt && netStone >= kNetSureStone;
}

// ...and the other way: a sharp shadow of a stone's body from a second lamp, in dim light, is a
// dark disc beside the stone that the rules doubt (a batch render's m8: black 0.59) and the net
// sees no stone in at all (dark 0.02, light 0.00; empty 0.51, covered 0.48). Real black stones
// read to the net as dark by 0.96-1.00, or as covered where the rules are sure (clean_c's h8).
// Black readings only: a glare the rules half take for white flickers in and out of the net's
// "light", and a reading that flickers lets the change gate take the glare for a placed stone (the
// sample video's o6).
constexpr float kNetNoStone = 0.05f;

bool netSureOfNoStoneTheRulesDoubt(const PointProbabilities& net,
                                   const std::array<float, 3>& rules) {
  const std::size_t rulesBest = bestClass(rules);
  return rulesBest == static_cast<std::size_t>(core::Seen::Black) &&
         rules[rulesBest] < kRulesDoubt &&
         net[static_cast<std::size_t>(PointClass::Dark)] <= kNetNoStone &&
         net[static_cast<std::size_t>(PointClass::Light)] <= kNetNoStone;
}

// Where the wood clips (a spot's pool) a white stone can be as bright as the wood: the rules'
// contrasts see nothing there (tests/render's pool: level 0.99, read 0.89 empty) while the net
// still sees the stone's rim and shading (0.92-0.97 light). Only the light set: the independent
// clips' pool whites, a grey disc on clipped wood, read to the net as dark (0.99), and to the rules
// as white (vision/stone_classifier.cpp).
bool netSureOfALightStoneOnClippedWood(const PointProbabilities& net, const PointFeatures& f) {
  return f.boardGrey >= kClippedWoodGrey &&
         net[static_cast<std::size_t>(PointClass::Light)] >= kNetSureStone;
}

// A lamp's glare across the board washes a black stone grey: a batch render's (seed 508) e15 in a
// glare streak read 0.96 of the board's wood but 0.74 of the lit wood around it, colour 0.28 of the
// wood's; the rules' "white stone dimmer than the wood" took it for white (0.95), the net for dark
// (0.90). The black turn was flagged wrong-colour and the game lost from there. That rule is for
// white stones in a spot's pool, where the wood clips (vision/stone_classifier.cpp); there the net
// also reads the stones dark, so it decides only where the wood does not clip.
constexpr float kNetSureDark = 0.85f;

bool netSureOfABlackStoneInAGlare(const PointProbabilities& net, const PointFeatures& f,
                                  const std::array<float, 3>& rules) {
  return bestClass(rules) == static_cast<std::size_t>(core::Seen::White) &&
         net[static_cast<std::size_t>(PointClass::Dark)] >= kNetSureDark &&
         f.boardGrey < kClippedWoodGrey && f.lift < 1.f && f.chroma <= kGreyDiscChroma;
}

// A white stone no brighter than the wood (in a shadow, under a low lamp, in dim light) has none
// of the contrasts the rules weigh, but two looks of its own: it is grey where the wood has colour,
// and it hides the grid cross. With both, and the net seeing a light stone, it is one (a rendered
// game's o12: level 1.03, colour 0.27 of the wood's, cross 0.008 against 0.25 around it; net 0.77
// light, rules 0.86 empty). A glare also greys the wood, but it is brighter than the wood and the
// lines show through it.
constexpr float kNetLight = 0.75f;
constexpr float kHiddenCross = 0.3f;  // of the board's median cross
// How much brighter than the wood the disc may be grows with the net's sureness: 1.1 at 0.75 to
// 1.3 at 0.9 and above. White stones on pale wood in neutral or cool light show 1.11-1.16 (batch
// renders: net 0.87-0.97); a glare that hides the cross is 1.3-1.7.
constexpr float kNotBrighter = 1.1f;
constexpr float kNotBrighterSure = 1.3f;

float brightestStone(float light) {
  const float sure = std::clamp((light - kNetLight) / (kNetSureStone - kNetLight), 0.f, 1.f);
  return kNotBrighter + sure * (kNotBrighterSure - kNotBrighter);
}
// A disc whose hue is more than 60 degrees from the wood's is not wood, however colourful: a white
// stone in a warm lamp's pool that the lamp does not light keeps the cool room's tint (a batch
// render: j12 and i7 at 0.55-0.62 of the wood's colour, of the opposite hue; net 0.76-0.80 light).
constexpr float kOtherHue = 0.5f;

bool netAndLooksAgreeOnAGreyStone(const PointProbabilities& net, const PointFeatures& f,
                                  float boardCross) {
  const float light = net[static_cast<std::size_t>(PointClass::Light)];
  return light >= kNetLight && (f.chroma <= kGreyDiscChroma || f.hueAlong <= kOtherHue) &&
         f.line < kHiddenCross * boardCross && f.level <= brightestStone(light);
}

// A hand or an arm covers a patch of points, never one alone: a stone the rules see, that the net
// calls covered with no covered point around it, is a stone the net does not know (clean_c's h8, a
// black stone among others that the net called covered at 0.96 for the rest of the game, so its
// turn was never whole).
bool netCoversANeighbour(const std::vector<PointProbabilities>& probs, std::size_t i, int size) {
  return anyNeighbour(i, size, [&](int nx, int ny) {
    return bestClass(probs[static_cast<std::size_t>(ny * size + nx)]) ==
           static_cast<std::size_t>(PointClass::Covered);
  });
}

// White stones on pale wood split the net between light and covered (a batch render's d15: covered
// 0.51, light 0.49, empty 0.00; h10 on clipped wood: 0.49, 0.41, 0.00). A laser dot reads covered
// 0.89 and light 0.11, a bare corner or a knot keeps some empty (0.18-0.27, gobonline's photos):
// neither is taken for a stone. Nor is the point behind a stone in a low view, where the stone's
// body shows (a batch render at 31 degrees: the point behind a black stone read dark 0.48, covered
// 0.47), nor a dark split at all: every case seen was a white stone.
constexpr float kLoneCoverStone = 0.3f;
constexpr double kStoneTop = 0.4;   // cells above the board
constexpr double kBodyReach = 0.6;  // cells: a stone's body shows this near its top's projection

bool behindANeighbourStone(const std::vector<PointProbabilities>& probs, std::size_t i, int size,
                           const CameraPose& pose) {
  const int x = static_cast<int>(i) % size, y = static_cast<int>(i) / size;
  return anyNeighbour(i, size, [&](int nx, int ny) {
    const std::size_t c = bestClass(probs[static_cast<std::size_t>(ny * size + nx)]);
    if (c != static_cast<std::size_t>(PointClass::Dark) &&
        c != static_cast<std::size_t>(PointClass::Light))
      return false;
    const cv::Point2d top = pose.apparent(nx, ny, kStoneTop);
    return std::hypot(top.x - x, top.y - y) < kBodyReach;
  });
}

bool netSeesALoneStoneItCallsCovered(const std::vector<PointProbabilities>& probs, std::size_t i,
                                     int size, const CameraPose& pose) {
  const PointProbabilities& p = probs[i];
  return bestClass(p) == static_cast<std::size_t>(PointClass::Covered) &&
         p[static_cast<std::size_t>(PointClass::Empty)] <= kNetNotEmpty &&
         p[static_cast<std::size_t>(PointClass::Light)] >= kLoneCoverStone &&
         !netCoversANeighbour(probs, i, size) && !behindANeighbourStone(probs, i, size, pose);
}

// A black stone is grey: 0.10-0.25 of the wood's colour where the wood has any (the batch renders'
// and the clips' stones). A brown arm or sleeve resting over the board's edge is as dark but keeps
// its colour (a batch render's dark-skinned arm over the corner: 0.68-0.72, read black 0.99 by the
// rules, the net split between dark and covered). Beside a point the net calls covered, such a
// dark disc is the arm, unless the net is sure of a dark stone. The ratio means nothing on wood
// with hardly any colour (dim cool light: 10 of 255, where a real black stone measured 1.00).
constexpr float kArmChroma = 0.5f;
constexpr float kColourfulWood = 30.f;  // of 255

bool colourfulDarkBesideCover(const std::vector<PointProbabilities>& probs, const PointFeatures& f,
                              std::size_t i, int size) {
  return f.boardChroma >= kColourfulWood && f.chroma >= kArmChroma &&
         probs[i][static_cast<std::size_t>(PointClass::Dark)] < kNetSureStone &&
         netCoversANeighbour(probs, i, size);
}

// Sure of no empty board, the net need only see a stone by half where the rules doubt: the rest of
// its belief is "covered", and a point alone is no hand (batch renders on pale wood: k6 light 0.64,
// covered 0.36, empty 0.00, the rules empty 0.57; d15 light 0.55, covered 0.45, the rules empty
// 0.68). A glare keeps some empty to the net (the sample video's o6: 0.45-0.57), or the rules are
// sure of it (n6: white 0.78) and the change gate judges it.
constexpr float kNetHalfStone = 0.5f;

bool netSeesAStoneByHalfAlone(const std::vector<PointProbabilities>& probs,
                              const std::array<float, 3>& rules, std::size_t i, int size) {
  const PointProbabilities& p = probs[i];
  const float netStone = std::max(p[static_cast<std::size_t>(PointClass::Dark)],
                                  p[static_cast<std::size_t>(PointClass::Light)]);
  return std::max({rules[0], rules[1], rules[2]}) < kRulesDoubt &&
         p[static_cast<std::size_t>(PointClass::Empty)] <= kNetNotEmpty &&
         netStone >= kNetHalfStone && !netCoversANeighbour(probs, i, size);
}

// The net sure of no empty board and the grid cross hidden: something stands on the point, and a
// point alone (no covered neighbour, no stone's body leaning over it) is a stone. Its colour is
// its level, which the net gets wrong in dim light (held-out batch renders: white stones at 0.88-
// 1.02 of the wood read dark 0.89-0.93 by the net and empty 0.71-0.96 by the rules; others light
// 0.56-0.96 by the net, empty 0.79-0.93 by the rules). A glare that hides the cross is brighter
// (1.3-1.7); a shadow keeps the cross. Not on the outer line, where an arm over the edge and the
// table beyond it hide the cross, nor a colourful dark disc (an arm, see colourfulDarkBesideCover).
// Nor beside a point the rules see empty and the net neither calls empty nor sure of something: a
// blurred finger is a patch of such points around the ones it reads as stones (clean_b at 31.8 s:
// a pale finger over b12 and a12 read light 0.97, b11 and c12 beside them empty 0.15-0.19 and
// light 0.26-0.28, for one frame). A white stone's neighbours are empty or sure of a stone (a
// batch render's c13 and d12, both hiding the cross, both empty 0.00).
constexpr float kDarkDisc = 0.55f;
constexpr float kLightDisc = 0.75f;
constexpr float kStoneByCross = 0.8f;
constexpr float kDoubtedEmpty = 0.5f;

bool netDoubtsAnEmptyNeighbour(const std::vector<PointProbabilities>& probs,
                               const std::vector<core::Seen>& rulesCells, std::size_t i, int size) {
  return anyNeighbour(i, size, [&](int nx, int ny) {
    const std::size_t n = static_cast<std::size_t>(ny * size + nx);
    const float empty = probs[n][static_cast<std::size_t>(PointClass::Empty)];
    return rulesCells[n] == core::Seen::Empty && empty > kNetNotEmpty && empty < kDoubtedEmpty;
  });
}

std::optional<std::array<float, 3>> stoneByNetAndCross(const std::vector<PointProbabilities>& probs,
                                                       const std::vector<core::Seen>& rulesCells,
                                                       const PointFeatures& f, float boardCross,
                                                       std::size_t i, int size,
                                                       const CameraPose& pose) {
  const int x = static_cast<int>(i) % size, y = static_cast<int>(i) / size;
  const bool inner = x > 0 && y > 0 && x < size - 1 && y < size - 1;
  if (!inner || probs[i][static_cast<std::size_t>(PointClass::Empty)] > kNetNotEmpty ||
      f.line >= kHiddenCross * boardCross || netCoversANeighbour(probs, i, size) ||
      netDoubtsAnEmptyNeighbour(probs, rulesCells, i, size) ||
      behindANeighbourStone(probs, i, size, pose))
    return std::nullopt;
  const bool greyDisc = f.boardChroma < kColourfulWood || f.chroma < kArmChroma;
  if (f.level <= kDarkDisc && greyDisc)
    return std::array<float, 3>{1.f - kStoneByCross, kStoneByCross, 0.f};
  if (f.level >= kLightDisc && f.level <= kNotBrighterSure)
    return std::array<float, 3>{1.f - kStoneByCross, 0.f, kStoneByCross};
  return std::nullopt;
}

// A soft shadow across the board (an arm lying beside it, the lamp behind the arm) halves the
// wood's level and keeps half its colour or more: a held-out batch render's o1, p1 and q1 along the
// near edge read 0.47-0.50 of the wood, colour 0.48-0.52 of its, black 0.77-0.84 to the rules and
// empty 0.76-0.87 to the net; the black turn they made was false, and the game was lost from it.
// A black stone is darker (0.2-0.35 of the wood) and grey (colour 0.1-0.2 of the wood's).
// On wood near clipping a stone's own shadow is the rules' "grey disc dimmer than the wood" (a
// fresh batch render's k11 beside a black stone: 0.85 of the wood, all its colour kept, white 0.90
// to the rules, empty 0.96 to the net; a false white stone that shifted every later turn). A white
// stone there keeps at most 0.75 of the wood's colour, and the net calls it dark, not empty.
constexpr float kNetSureEmpty = 0.75f;
constexpr float kShadowLevel = 0.4f;
constexpr float kWoodColourKept = 0.4f;
constexpr float kAllWoodColourKept = 0.9f;
constexpr float kSomeWoodColour = 20.f;  // of 255: below it a colour ratio is noise

bool netSureOfWoodInAShadow(const PointProbabilities& net, const PointFeatures& f,
                            const std::array<float, 3>& rules) {
  const std::size_t rulesBest = bestClass(rules);
  if (net[static_cast<std::size_t>(PointClass::Empty)] < kNetSureEmpty ||
      f.boardChroma < kSomeWoodColour)
    return false;
  if (rulesBest == static_cast<std::size_t>(core::Seen::Black))
    return f.level >= kShadowLevel && f.chroma >= kWoodColourKept;
  return rulesBest == static_cast<std::size_t>(core::Seen::White) && f.level < 1.f &&
         f.chroma >= kAllWoodColourKept;
}

// A lamp's glare on bare wood hides the grid cross and brightens the disc a little: the rules half
// take it for white (a fresh batch render's f4 under a glare streak: level 1.14, white 0.51, empty
// 0.48), while the net sees neither stone in it (dark 0.01-0.02, light 0.03-0.06 from frame to
// frame) and calls it covered (0.75-0.83). Read as white, it made a turn of its own and shifted
// every later one. It is unseen, not a stone and not an empty point: a stone placed there later
// shows the net its body. White stones the net calls covered keep 0.4-0.5 light (see
// netSeesALoneStoneItCallsCovered).
constexpr float kNetNoLightStone = 0.15f;

bool netSeesAGlareTheRulesHalfTakeForWhite(const PointProbabilities& net,
                                           const std::array<float, 3>& rules) {
  const std::size_t rulesBest = bestClass(rules);
  return rulesBest == static_cast<std::size_t>(core::Seen::White) &&
         rules[rulesBest] < kRulesDoubt &&
         bestClass(net) == static_cast<std::size_t>(PointClass::Covered) &&
         net[static_cast<std::size_t>(PointClass::Dark)] <= kNetNoStone &&
         net[static_cast<std::size_t>(PointClass::Light)] <= kNetNoLightStone;
}

}  // namespace c6::vision
