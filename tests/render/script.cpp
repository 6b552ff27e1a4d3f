#include "script.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include "core/move_list.h"
#include "core/record_error.h"
#include "core/sgf_record.h"
#include "script_reader.h"
#include "script_scene.h"

namespace c6::render {
namespace {

Side parseSide(LineReader& r) {
  static const std::map<std::string, Side> sides{
      {"bottom", Side::Bottom}, {"top", Side::Top}, {"left", Side::Left}, {"right", Side::Right}};
  std::string w = r.word("bottom, top, left or right");
  auto it = sides.find(w);
  if (it == sides.end()) r.fail("expected bottom, top, left or right, got '" + w + "'");
  return it->second;
}

bool parseOnOff(LineReader& r) {
  std::string w = r.word("on or off");
  if (w == "on") return true;
  if (w == "off") return false;
  r.fail("expected on or off, got '" + w + "'");
}

void parseIncident(LineReader& r, Script& s, int line) {
  static const std::map<std::string, IncidentKind> kinds{
      {"moved", IncidentKind::Moved},
      {"removed", IncidentKind::Removed},
      {"take-back", IncidentKind::TakeBack},
      {"too-many", IncidentKind::TooMany},
      {"wrong-colour", IncidentKind::WrongColour},
      {"out-of-turn", IncidentKind::OutOfTurn},
      {"swap", IncidentKind::Swap},
      {"pause", IncidentKind::Pause},
      {"bump", IncidentKind::Bump},
      {"sleeve", IncidentKind::Sleeve}};
  Incident inc;
  inc.line = line;
  inc.afterTurn = r.integer("a turn number after 'after'");
  if (inc.afterTurn < 0) r.fail("expected a turn number >= 0");
  std::string k = r.word("an incident kind");
  auto it = kinds.find(k);
  if (it == kinds.end())
    r.fail(
        "expected an incident (moved, removed, take-back, too-many, wrong-colour, out-of-turn, "
        "swap, pause, "
        "bump, sleeve), got '" +
        k + "'");
  inc.kind = it->second;
  switch (inc.kind) {
    case IncidentKind::Moved:
    case IncidentKind::Swap:
      inc.points = {r.point(), r.point()};
      break;
    case IncidentKind::Removed:
    case IncidentKind::TakeBack:
    case IncidentKind::TooMany:
    case IncidentKind::WrongColour:
    case IncidentKind::OutOfTurn:
      inc.points = {r.point()};
      break;
    case IncidentKind::Pause:
      inc.seconds = r.number("seconds");
      break;
    case IncidentKind::Bump:
      inc.seconds = r.number("a bump strength (1 = typical)");
      break;
    case IncidentKind::Sleeve:
      inc.side = r.side();
      inc.seconds = r.number("seconds");
      break;
  }
  while (r.more()) {
    std::string key = r.word("restore");
    if (key == "at" && inc.kind == IncidentKind::Sleeve) {
      inc.at = r.point();
      continue;
    }
    if (key != "restore")
      r.fail("expected 'restore SECONDS'" +
             std::string(inc.kind == IncidentKind::Sleeve ? " or 'at POINT'" : "") + ", got '" +
             key + "'");
    inc.restoreAfter = r.number("seconds after the flag");
  }
  s.incidents.push_back(inc);
}

// arm B|W [skin 1-6] [sleeve COLOUR] [pattern plain|stripes|checks] [pattern-colour COLOUR]
void parseArm(LineReader& r, Script& s) {
  const core::Color side = r.side();
  ArmStyle a;
  while (r.more()) {
    const std::string key = r.word("skin, sleeve, pattern or pattern-colour");
    if (key == "skin") {
      const int tone = r.integer("a skin tone 1 (very light) to 6 (very dark)");
      if (tone < 1 || tone > 6) r.fail("expected a skin tone 1 (very light) to 6 (very dark)");
      a.skin = skinTone(tone);
    } else if (key == "sleeve") {
      a.sleeve = parseColour(r);
    } else if (key == "pattern") {
      const std::string p = r.word("plain, stripes or checks");
      if (p == "plain")
        a.pattern = SleevePattern::Plain;
      else if (p == "stripes")
        a.pattern = SleevePattern::Stripes;
      else if (p == "checks")
        a.pattern = SleevePattern::Checks;
      else
        r.fail("expected plain, stripes or checks, got '" + p + "'");
    } else if (key == "pattern-colour") {
      a.patternColour = parseColour(r);
    } else {
      r.fail("expected skin, sleeve, pattern or pattern-colour, got '" + key + "'");
    }
  }
  s.arms[side == core::Color::White ? 1 : 0] = a;
}

}  // namespace

cv::Vec3d skinTone(int tone) {
  static const cv::Vec3d tones[] = {{196, 215, 246}, {160, 185, 229}, {128, 160, 206},
                                    {92, 126, 176},  {58, 84, 128},   {34, 48, 78}};
  return tones[std::clamp(tone, 1, 6) - 1];
}

std::optional<cv::Vec3d> namedColour(const std::string& name) {
  static const std::map<std::string, cv::Vec3d> colours{
      {"black", {28, 26, 26}},   {"white", {236, 238, 240}}, {"grey", {120, 120, 122}},
      {"navy", {90, 40, 30}},    {"red", {40, 40, 190}},     {"green", {50, 120, 40}},
      {"blue", {170, 90, 30}},   {"brown", {40, 60, 95}},    {"beige", {150, 190, 215}},
      {"yellow", {40, 200, 230}}};
  auto it = colours.find(name);
  if (it == colours.end()) return std::nullopt;
  return it->second;
}

std::vector<core::Turn> parseMoveList(std::string_view text, const std::string& where) {
  std::vector<core::Turn> turns;
  std::istringstream in{std::string(text)};
  std::string token;
  while (in >> token) {
    std::string_view t = token;
    if (auto dot = t.find('.'); dot != std::string_view::npos) t.remove_prefix(dot + 1);
    const core::Color side = turns.empty() || turns.back().side() == core::Color::White
                                 ? core::Color::Black
                                 : core::Color::White;
    if (t == "pass") {
      turns.push_back(core::Turn::pass(side));
      continue;
    }
    std::vector<core::Point> pts;
    std::size_t i = 0;
    while (i < t.size()) {
      std::size_t j = i + 1;
      while (j < t.size() && std::isdigit(static_cast<unsigned char>(t[j]))) ++j;
      auto p = core::tryParsePoint(t.substr(i, j - i));
      if (!p)
        throw ScriptError(where + ": bad move '" + token +
                          "': expected points such as k10 or k11k9");
      pts.push_back(*p);
      i = j;
    }
    if (pts.size() == 1)
      turns.push_back(core::Turn::one(side, pts[0]));
    else if (pts.size() == 2)
      turns.push_back(core::Turn::two(side, pts[0], pts[1]));
    else
      throw ScriptError(where + ": bad move '" + token + "': expected 1 or 2 stones");
  }
  return turns;
}

Script parseScript(std::istream& in, const std::string& name) {
  Script s;
  s.name = name;
  std::string text;
  int line = 0;
  std::string moves;
  while (std::getline(in, text)) {
    ++line;
    if (auto hash = text.find('#'); hash != std::string::npos) text.erase(hash);
    std::istringstream ls(text);
    LineReader r(name, line, ls);
    if (!r.more()) continue;
    const std::string d = r.word("a directive");
    if (d == "seed") {
      s.seed = static_cast<unsigned>(r.integer("a seed"));
    } else if (d == "video") {
      std::string wh = r.word("WIDTHxHEIGHT");
      int w = 0, h = 0;
      char x = 0;
      std::istringstream ws(wh);
      if (!(ws >> w >> x >> h) || x != 'x' || w < 64 || h < 64)
        r.fail("expected WIDTHxHEIGHT such as 960x540");
      s.size = {w, h};
      s.fps = r.number("frames per second");
      if (s.fps <= 0) r.fail("expected a positive frame rate");
    } else if (d == "size") {
      s.boardSize = r.integer("a board size");
      if (s.boardSize < 7 || s.boardSize > 19 || s.boardSize % 2 == 0)
        r.fail("expected an odd board size from 7 to 19, such as 13");
    } else if (d == "camera") {
      while (r.more()) {
        std::string key = r.word("a camera setting");
        double v = r.number("a number");
        if (key == "elevation")
          s.camera.elevationDeg = v;
        else if (key == "azimuth")
          s.camera.azimuthDeg = v;
        else if (key == "distance")
          s.camera.distanceMm = v;
        else if (key == "fov")
          s.camera.fovDeg = v;
        else if (key == "roll")
          s.camera.rollDeg = v;
        else if (key == "distortion")
          s.distortion = v;
        else if (key == "target-x")
          s.camera.target[0] = v;
        else if (key == "target-y")
          s.camera.target[1] = v;
        else
          r.fail(
              "expected elevation, azimuth, distance, fov, roll, distortion, target-x or target-y, "
              "got '" +
              key + "'");
      }
      if (std::abs(s.camera.azimuthDeg) >= 45)
        r.fail("expected |azimuth| < 45 (the ground truth assumes row 1 at the bottom)");
    } else if (d == "players") {
      s.blackSide = parseSide(r);
      s.whiteSide = parseSide(r);
    } else if (d == "table") {
      std::string t = r.word("wood, cloth or dark");
      if (t == "wood")
        s.table = TableKind::Wood;
      else if (t == "cloth")
        s.table = TableKind::Cloth;
      else if (t == "dark")
        s.table = TableKind::Dark;
      else
        r.fail("expected wood, cloth or dark, got '" + t + "'");
    } else if (d == "light") {
      while (r.more()) {
        std::string key = r.word("a light setting");
        if (key == "drift")
          s.lightDrift = r.number("a drift amplitude");
        else if (key == "shadow")
          s.movingShadow = parseOnOff(r);
        else if (key == "glare")
          s.glareSpots = r.integer("a number of glare spots");
        else if (key == "noise")
          s.noise = r.number("a noise sigma");
        else if (key == "jpeg")
          s.jpegQuality = r.integer("a JPEG quality");
        else
          r.fail("expected drift, shadow, glare, noise or jpeg, got '" + key + "'");
      }
    } else if (d == "timing") {
      while (r.more()) {
        std::string key = r.word("a timing setting");
        if (key == "think")
          s.thinkMin = r.number("seconds"), s.thinkMax = r.number("seconds");
        else if (key == "hand")
          s.handMin = r.number("seconds"), s.handMax = r.number("seconds");
        else if (key == "lead")
          s.lead = r.number("seconds");
        else if (key == "tail")
          s.tail = r.number("seconds");
        else
          r.fail("expected think, hand, lead or tail, got '" + key + "'");
      }
      if (s.thinkMin > s.thinkMax || s.handMin > s.handMax || s.handMin < 0.3 || s.thinkMin < 0)
        r.fail("expected ranges MIN MAX with MIN <= MAX (hand at least 0.3 s)");
    } else if (d == "stones") {
      while (r.more()) {
        std::string key = r.word("a stone setting");
        if (key == "offset")
          s.offCentreMm = r.number("millimetres");
        else if (key == "bumped")
          s.bumpedFraction = r.number("a fraction");
        else
          r.fail("expected offset or bumped, got '" + key + "'");
      }
    } else if (d == "moves") {
      moves += " " + r.rest();
    } else if (d == "record") {
      std::filesystem::path file = r.word("a record file (.sgf or a move list)");
      if (file.is_relative()) file = std::filesystem::path(name).parent_path() / file;
      std::ifstream rin(file);
      if (!rin) r.fail("cannot open the record " + file.string());
      try {
        const core::GameRecord rec = file.extension() == ".sgf"
                                         ? core::readSgf(rin, file.string())
                                         : core::readMoveList(rin, file.string());
        for (const core::TurnRecord& tr : rec.turns) s.turns.push_back(tr.turn);
      } catch (const core::RecordError& e) {
        r.fail(std::string("bad record: ") + e.what());
      }
    } else if (d == "after") {
      parseIncident(r, s, line);
    } else if (d == "arm") {
      parseArm(r, s);
    } else if (d == "arms") {
      const std::string w = r.word("wide");
      if (w != "wide") r.fail("expected 'arms wide', got '" + w + "'");
      s.wideArms = true;
    } else if (!parseSceneDirective(d, r, s)) {
      r.fail(
          "expected a directive (seed, video, camera, players, table, light, timing, stones, "
          "moves, record, after, arm, arms, ambient, spot, lamp, clouds, auto, board, rest), got "
          "'" +
          d + "'");
    }
    if (d != "moves" && r.more()) r.fail("unexpected text '" + r.rest() + "'");
  }
  if (!moves.empty()) {
    if (!s.turns.empty())
      throw ScriptError(name + ": expected either 'record' or 'moves', not both");
    s.turns = parseMoveList(moves, name + " (moves)");
  }
  if (s.turns.empty())
    throw ScriptError(name + ": expected a 'moves' line or a 'record FILE' with turns");
  return s;
}

Script loadScript(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw ScriptError(path + ": cannot open the script");
  return parseScript(in, path);
}

}  // namespace c6::render
