#pragma once
#include <QString>

#include "core/record.h"
#include "ui/app/game_setup.h"
#include "vision/board_locator.h"
#include "vision/frame_pipeline.h"

namespace c6::ui::test {

// The app's board finder (vision::locateBoard), as the controller and the session take it.
inline vision::BoardLocator boardLocator() {
  return [](const cv::Mat& image) { return vision::locateBoard(image); };
}

// A complete game setup (players Ada and Brook, "Test cup" round 2 board 7, 5m+10s) for `source`.
inline GameSetup gameSetup(const QString& source, ClockMode mode = ClockMode::Automatic,
                           const char* tc = "5m+10s") {
  GameSetup g;
  g.black = "Ada";
  g.white = "Brook";
  g.event = "Test cup";
  g.round = "2";
  g.board = "7";
  g.timeControl = tc;
  g.clockMode = mode;
  g.source = source;
  return g;
}

// Three turns with times and clocks: B j10 at 5 s, W k11 k9 at 12 s, B k10 l10 at 20.5 s.
inline core::GameRecord threeTurnRecord() {
  using core::Color;
  using core::Point;
  using core::Turn;
  core::GameRecord r;
  r.info.black = "Ada";
  r.info.white = "Brook";
  r.info.event = "Club night";
  auto add = [&](Turn t, double at, double thinking, double blackLeft, double whiteLeft) {
    core::TurnRecord tr;
    tr.turn = t;
    tr.at = core::secondsToMicros(at);
    tr.thinking = core::secondsToMicros(thinking);
    tr.clocks = core::ClockSnapshot{
        core::secondsToMicros(blackLeft), core::secondsToMicros(whiteLeft), {}, {}};
    r.turns.push_back(tr);
  };
  add(Turn::one(Color::Black, Point(9, 9)), 5, 5, 295, 300);
  add(Turn::two(Color::White, Point(10, 10), Point(10, 8)), 12, 7, 295, 293);
  add(Turn::two(Color::Black, Point(10, 9), Point(11, 9)), 20.5, 8.5, 286.5, 293);
  return r;
}

}  // namespace c6::ui::test
