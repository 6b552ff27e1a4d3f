#pragma once
#include <array>
#include <istream>
#include <opencv2/core.hpp>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "arm_painter.h"
#include "camera.h"
#include "core/turn.h"
#include "scene_light.h"
#include "textures.h"

namespace c6::render {

// A bad script: the message names the file, the line and what was expected.
class ScriptError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// The edge of the board a player's arm comes from, in world terms (bottom = the camera's side).
enum class Side { Bottom, Top, Left, Right };

enum class IncidentKind {
  Moved,
  Removed,
  TakeBack,
  TooMany,
  WrongColour,
  OutOfTurn,
  Swap,
  Pause,
  Bump,
  Sleeve
};

// Something that happens after turn `afterTurn` (0 = before the first turn) was completed. Flags
// are put right `restoreAfter` seconds later (by default 3 s) by the responsible player's hand.
struct Incident {
  IncidentKind kind = IncidentKind::Pause;
  int afterTurn = 0;
  std::vector<core::Point> points;
  double seconds = 0.0;  // pause/sleeve length, bump strength
  double restoreAfter = 3.0;
  core::Color side = core::Color::Empty;  // sleeve: whose sleeve
  std::optional<core::Point> at;  // sleeve: the point the hand lies on (else the board's edge)
  int line = 0;
};

// Everything a render is made from. Defaults give a plain, well-lit game from Black's side.
struct Script {
  std::string name = "<script>";
  unsigned seed = 1;
  cv::Size size{960, 540};
  int boardSize = 19;  // lines each way (the board's physical size follows)
  double fps = 30.0;
  CameraPose camera;
  double distortion = 0.0;
  Side blackSide = Side::Bottom;
  Side whiteSide = Side::Top;
  std::optional<TableKind> table;  // random when unset
  double lightDrift = 0.10;        // amplitude of slow brightness / colour-temperature drift
  bool movingShadow = false;       // a large soft shadow (a passer-by) drifting over the scene
  int glareSpots = 1;              // neon reflections on the board
  double noise = 2.0;              // sensor noise sigma, grey levels
  int jpegQuality = 0;             // > 0: every frame also goes through JPEG at this quality
  double thinkMin = 0.8, thinkMax = 2.5;  // seconds between turns
  double handMin = 0.6, handMax = 1.4;    // seconds a hand spends over the board per stone
  double lead = 1.5, tail = 2.0;
  double offCentreMm = 1.3;  // sigma of a stone's distance from its point
  double bumpedFraction =
      0.04;  // share of stones placed clearly off their point (still nearest it)
  std::vector<core::Turn> turns;
  std::vector<Incident> incidents;
  // Each player's arm (Black, White); unset: drawn at random. `wideArms`: random draws cover every
  // skin tone and sleeve colour and pattern (else a few common ones).
  std::array<std::optional<ArmStyle>, 2> arms;
  bool wideArms = false;
  // Room light, spot pools, lamps, clouds, auto-exposure and white balance (scene_light.h).
  SceneLight light;
  // The board's look instead of a random one: wood colour (BGR), grain contrast, line darkness.
  std::optional<cv::Vec3d> boardWood;
  std::optional<double> boardGrain, boardLines;
  // (Black, White): that player's arm rests beside its edge between its trips, the hand this many
  // millimetres outside the board (< 0: on the board's edge). Unset: the arm leaves the picture.
  std::array<std::optional<double>, 2> rest;
};

// Skin tones from very light (1) to very dark (6), BGR.
cv::Vec3d skinTone(int tone);
// Named sleeve colours (black, white, grey, navy, red, green, blue, brown, beige, yellow), BGR.
std::optional<cv::Vec3d> namedColour(const std::string& name);

// Script format: one directive per line, '#' starts a comment. See tests/render/README.md.
Script parseScript(std::istream& in, const std::string& name);
Script loadScript(const std::string& path);

// "1.j10 2.k11k9 3.k10l10" (move numbers optional, "pass" allowed); sides alternate from Black.
// Throws ScriptError naming `where` on a malformed token.
std::vector<core::Turn> parseMoveList(std::string_view text, const std::string& where);

}  // namespace c6::render
