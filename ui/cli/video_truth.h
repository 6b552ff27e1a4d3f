#pragma once
#include <filesystem>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "core/color.h"
#include "core/point.h"
#include "core/referee_events.h"

namespace c6::ui::cli {

// The truth of a whole-game clip in the format of ../shared/data/videos (its README): `<name>.json`
// beside `<name>.mp4`.

// A turn as played: `t` is the video time (s) its last stone was released.
struct TruthTurn {
  double t = 0;
  int n = 0;
  core::Color color = core::Color::Empty;
  std::vector<core::Point> stones;
};

// An irregularity (kind "misplaced") the recorder must flag. `type` is the truth's word; `flag` the
// referee's flag type of that name, empty when there is none (such an irregularity can never be
// found, as in score_videos.py).
struct TruthIrregularity {
  double t = 0;
  std::string type;
  std::optional<core::FlagType> flag;
};

struct VideoTruth {
  std::vector<TruthTurn> turns;  // in order
  std::vector<TruthIrregularity> irregularities;
  std::optional<double> truthUntil;            // events are listed up to this video time (s)
  std::string lighting;                        // "normal", "dim", "mixed" (empty when not given)
  std::map<std::string, std::string> players;  // colour -> image side ("B" -> "R")
};

// A truth file that cannot be read or does not hold what the format says: the message names the
// file and the field.
struct VideoTruthError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Parses the JSON text of a truth file; `name` (the file) starts every error message.
VideoTruth parseVideoTruth(std::string_view text, const std::string& name);
// Reads and parses `path`.
VideoTruth readVideoTruth(const std::filesystem::path& path);

}  // namespace c6::ui::cli
