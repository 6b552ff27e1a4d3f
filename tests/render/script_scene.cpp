#include "script_scene.h"

#include <map>
#include <sstream>

namespace c6::render {
namespace {

cv::Vec3d tint(LineReader& r) {
  const std::string w = r.word("warm, cool, neutral or B,G,R multipliers");
  if (auto t = namedTint(w)) return *t;
  r.fail("expected warm, cool, neutral or B,G,R multipliers such as 0.8,0.95,1.15, got '" + w +
         "'");
}

double positive(LineReader& r, const char* what) {
  const double v = r.number(what);
  if (v <= 0) r.fail(std::string("expected a positive ") + what);
  return v;
}

double share(LineReader& r, const char* what) {
  const double v = r.number(what);
  if (v < 0 || v > 1) r.fail(std::string("expected ") + what + " from 0 to 1");
  return v;
}

// ambient [level L] [tint T]
void parseAmbient(LineReader& r, SceneLight& l) {
  while (r.more()) {
    const std::string key = r.word("level or tint");
    if (key == "level")
      l.level = positive(r, "light level");
    else if (key == "tint")
      l.tint = tint(r);
    else
      r.fail("expected level or tint, got '" + key + "'");
  }
}

// spot at P [radius MM] [strength S] [tint T] [stones K]
void parseSpot(LineReader& r, SceneLight& l) {
  SpotLight s;
  bool at = false;
  while (r.more()) {
    const std::string key = r.word("at, radius, strength, tint or stones");
    if (key == "at")
      s.at = r.point(), at = true;
    else if (key == "radius")
      s.radiusMm = positive(r, "radius in millimetres");
    else if (key == "strength")
      s.strength = r.number("a strength (1 = twice the light at the centre)");
    else if (key == "tint")
      s.tint = tint(r);
    else if (key == "stones")
      s.onStones = share(r, "the stones' share of the pool");
    else
      r.fail("expected at, radius, strength, tint or stones, got '" + key + "'");
  }
  if (!at) r.fail("expected 'spot at POINT ...'");
  l.spots.push_back(s);
}

// lamp main|second [azimuth A] [elevation E] [shadow S] [softness MM]
void parseLamp(LineReader& r, SceneLight& l) {
  const std::string which = r.word("main or second");
  if (which != "main" && which != "second")
    r.fail("expected 'lamp main' or 'lamp second', got '" + which + "'");
  Lamp lamp;
  while (r.more()) {
    const std::string key = r.word("azimuth, elevation, shadow or softness");
    if (key == "azimuth")
      lamp.azimuthDeg = r.number("degrees");
    else if (key == "elevation")
      lamp.elevationDeg = r.number("degrees");
    else if (key == "shadow")
      lamp.shadow = share(r, "a shadow darkness");
    else if (key == "softness")
      lamp.softnessMm = positive(r, "softness in millimetres");
    else
      r.fail("expected azimuth, elevation, shadow or softness, got '" + key + "'");
  }
  if (lamp.elevationDeg < 10 || lamp.elevationDeg > 90)
    r.fail("expected a lamp elevation from 10 to 90 degrees");
  (which == "main" ? l.main : l.second) = lamp;
}

// clouds N [depth D] [seconds S]
void parseClouds(LineReader& r, SceneLight& l) {
  l.clouds = r.integer("a number of clouds");
  if (l.clouds < 0) r.fail("expected a number of clouds >= 0");
  while (r.more()) {
    const std::string key = r.word("depth or seconds");
    if (key == "depth")
      l.cloudDepth = share(r, "a cloud depth");
    else if (key == "seconds")
      l.cloudSeconds = positive(r, "seconds");
    else
      r.fail("expected depth or seconds, got '" + key + "'");
  }
}

// auto [exposure S] [white-balance D] [jumps N]
void parseAuto(LineReader& r, SceneLight& l) {
  while (r.more()) {
    const std::string key = r.word("exposure, white-balance or jumps");
    if (key == "exposure")
      l.exposureLag = positive(r, "seconds");
    else if (key == "white-balance")
      l.whiteBalance = share(r, "a white-balance wander");
    else if (key == "jumps")
      l.whiteBalanceJumps = r.integer("a number of jumps");
    else
      r.fail("expected exposure, white-balance or jumps, got '" + key + "'");
  }
}

// board [wood COLOUR] [grain G] [lines D]
void parseBoard(LineReader& r, Script& s) {
  while (r.more()) {
    const std::string key = r.word("wood, grain or lines");
    if (key == "wood")
      s.boardWood = parseColour(r);
    else if (key == "grain")
      s.boardGrain = share(r, "a grain contrast");
    else if (key == "lines")
      s.boardLines = share(r, "a line darkness");
    else
      r.fail("expected wood, grain or lines, got '" + key + "'");
  }
}

// rest B|W [gap MM]
void parseRest(LineReader& r, Script& s) {
  const core::Color side = r.side();
  double gap = 120.0;
  while (r.more()) {
    const std::string key = r.word("gap");
    if (key != "gap") r.fail("expected gap, got '" + key + "'");
    gap = r.number("millimetres from the board's edge");
  }
  s.rest[side == core::Color::White ? 1 : 0] = gap;
}

}  // namespace

bool parseSceneDirective(const std::string& d, LineReader& r, Script& s) {
  if (d == "ambient")
    parseAmbient(r, s.light);
  else if (d == "spot")
    parseSpot(r, s.light);
  else if (d == "lamp")
    parseLamp(r, s.light);
  else if (d == "clouds")
    parseClouds(r, s.light);
  else if (d == "auto")
    parseAuto(r, s.light);
  else if (d == "board")
    parseBoard(r, s);
  else if (d == "rest")
    parseRest(r, s);
  else
    return false;
  return true;
}

std::optional<cv::Vec3d> namedTint(const std::string& name) {
  static const std::map<std::string, cv::Vec3d> tints{
      {"warm", {0.72, 0.93, 1.1}}, {"cool", {1.15, 1.0, 0.82}}, {"neutral", {1, 1, 1}}};
  if (auto it = tints.find(name); it != tints.end()) return it->second;
  std::istringstream in(name);
  double b = 0, g = 0, red = 0;
  char c1 = 0, c2 = 0;
  if (in >> b >> c1 >> g >> c2 >> red && c1 == ',' && c2 == ',' && in.peek() == EOF && b >= 0 &&
      g >= 0 && red >= 0 && b <= 3 && g <= 3 && red <= 3)
    return cv::Vec3d(b, g, red);
  return std::nullopt;
}

}  // namespace c6::render
