#pragma once
#include <opencv2/core.hpp>
#include <optional>
#include <string>
#include <vector>

#include "core/board.h"
#include "script.h"
#include "stone_painter.h"

namespace c6::render {

// A stone as it physically lies: on its point plus an offset in millimetres (the point it belongs
// to never changes: offsets stay below half a cell).
struct PlacedStone {
  core::Point point;
  cv::Vec2d offsetMm{0, 0};
  StoneLook look;
};

enum class HandOp { None, Place, Lift, Recolour };

// A stop of a hand: it arrives over the point, stays, and does `op` as it leaves.
struct Waypoint {
  core::Point point;
  cv::Vec2d offsetMm{0, 0};
  double arrive = 0, leave = 0;
  HandOp op = HandOp::None;
  core::Color colour = core::Color::Empty;  // Place/Recolour: the new colour; Lift: the lifted one
};

// One trip of a player's hand over the board: enters at `start`, leaves the board by `end`.
struct Visit {
  core::Color player = core::Color::Black;
  Side side = Side::Bottom;
  double start = 0, end = 0;
  double shoulderShift = 0;  // mm sideways from the player's centre (which hand, where they sit)
  std::vector<Waypoint> path;
};

// A still arm resting on the board's edge (the tournament lesson: sleeves read as stones).
struct RestingSleeve {
  core::Color player = core::Color::Black;
  Side side = Side::Bottom;
  double start = 0, end = 0;
  double along = 0;               // mm along the edge from its centre
  std::optional<core::Point> at;  // the hand lies on this point (else just inside the edge)
};

// A true event, in the vocabulary of `c6rec referee --json` ("partial", "turn", "flag", "restored",
// "end") plus "bump" (the camera moved). `t` = seconds of video time when the hand that caused it
// has left the board.
struct TruthEvent {
  double t = 0;
  std::string event;
  int n = 0;  // turn: 1-based turn number
  core::Color colour = core::Color::Empty;
  std::vector<core::Point> points;  // turn/partial: the stones; flag: the points concerned
  std::string type;                 // flag type
  std::optional<core::Point> from, to, extra;
  core::Color side = core::Color::Empty;  // flag: whose hand did it
  std::optional<Side> handFrom;           // flag: the edge that hand came in from
  std::string result, reason;             // end
};

// The physical stones from `start` until the next epoch.
struct Epoch {
  double start = 0;
  std::vector<PlacedStone> stones;
  core::Board board;
};

struct PoseChange {
  double start = 0;
  CameraPose pose;
};

// The whole video's story: every hand trip, board state, camera pose and true event, decided up
// front (deterministically from the script's seed) so any frame can be rendered on its own.
class Timeline {
 public:
  // Throws ScriptError when the game is illegal or an incident does not fit the position.
  static Timeline build(const Script& script);

  double duration = 0;
  std::vector<Visit> visits;
  std::vector<RestingSleeve> sleeves;
  std::vector<Epoch> epochs;
  std::vector<PoseChange> poses;
  std::vector<TruthEvent> events;

  int epochAt(double t) const;
  int poseAt(double t) const;
};

std::string sideName(Side side);

}  // namespace c6::render
