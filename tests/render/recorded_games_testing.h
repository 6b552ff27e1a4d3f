#pragma once
// Whole rendered games recorded by `c6rec record --json`, and the checks every game test makes.
#include <string>
#include <vector>

namespace c6::render::testing {

// The events of one JSON-lines file (the renderer's truth or the recorder's output).
struct Event {
  std::string event, type, color, result;
  double t = 0.0;
  int n = 0;
  std::vector<std::string> stones, points, flags;
};

struct Game {
  std::vector<Event> truth, recorded;
};

std::vector<Event> only(const std::vector<Event>& events, const std::string& kind);

// Renders the script `text` with c6render and records the video with `c6rec record` (the
// environment variable C6_GAMES_RECORD_OPTIONS adds options, e.g. "--occluders changes" to measure
// the recorder as it was before covered points on the same games).
Game renderAndRecord(const std::string& name, const std::string& text);

// Turn for turn as played (none before its hand left the board), every staged irregularity flagged
// and cleared, no other flag, the right result. Prints "turns recorded k/n, false flags f".
void expectRecordedAsPlayed(const Game& g);

}  // namespace c6::render::testing
