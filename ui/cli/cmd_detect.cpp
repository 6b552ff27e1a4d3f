// c6rec detect: find the board and read every stone in photos.
#include <iostream>
#include <opencv2/imgcodecs.hpp>
#include <optional>
#include <string>
#include <vector>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

#include "calibration/profile.h"
#include "ui/cli/arg_parser.h"
#include "ui/cli/command.h"
#include "ui/cli/detect_common.h"
#include "ui/recorder/json_line.h"
#include "vision/occlusion_appearance.h"

namespace c6::ui::cli {
namespace {

const char* kHelp =
    "usage: c6rec detect [--json] [--profile P] [--corners \"x,y x,y x,y x,y\"] [--debug DIR] "
    "[--stages] IMAGE...\n"
    "\n"
    "Finds the 19x19 board in each photo (no clicks needed) and reads every intersection.\n"
    "  (default)   the 19 rows of '.', 'X', 'O' per image, row 1 = the board edge nearest the\n"
    "              image top; with several images each board follows a line '# IMAGE'\n"
    "  --json      one line per image: {\"image\", \"found\", \"corners\" (row1col1, row1col19,\n"
    "              row19col19, row19col1 in pixels of the image as stored), \"board\" (19 rows,\n"
    "              row 1 first), \"confidence\" (lowest point confidence), \"ms\"}; corners, "
    "board\n"
    "              and confidence are null when no board was found; also \"quality\" and\n"
    "              \"location_confidence\" (0..1, how likely the corners are right) when found,\n"
    "              else \"reason\"; \"covered\": the points a hand, arm, sleeve or object covers\n"
    "              (never stones), in record notation (a1 = the image's bottom-left), null when\n"
    "              no board was found\n"
    "  --corners   the four corner intersections given by hand: skips the search\n"
    "  --profile P a saved calibration profile (c6rec calibrate): frames are undistorted with its\n"
    "              camera model when it has one (corners are then in undistorted pixels), and its\n"
    "              board corners, when saved, skip the search; --corners wins over the profile\n"
    "  --debug DIR writes an overlay per image (line segments, grid, corners, stones with their\n"
    "              confidences, or why nothing was found) to DIR/<folder>_<name>.png\n"
    "  --stages    the board search's time per stage: with --json a field \"stages\"\n"
    "              ([{\"stage\", \"ms\"}] in the order they ran), else one line on stderr\n"
    "Exit status: 0 when a board was found in every image, 1 otherwise, 2 on bad usage.\n";

// A detection allocates and frees many image-sized buffers. By default glibc maps each one afresh
// and returns it at once, and the page faults of the new mappings cost ~15% of the CPU time of a
// run on one slow photo (1.87 s -> 1.57 s median of 5, 9_1839a07c of corners-only): kept in the
// heap instead, the freed buffers are reused. Scripts run detect once per photo, so this counts.
void keepBuffersInHeap() {
#if defined(__GLIBC__)
  mallopt(M_MMAP_THRESHOLD, 32 << 20);
  mallopt(M_TRIM_THRESHOLD, 128 << 20);
  mallopt(M_TOP_PAD, 16 << 20);
#endif
}

// The contract's decimals: corners in pixels with 2, milliseconds with 1, the rest with 3.
const JsonFormat kDetectJson{3, {{"corners", 2}, {"ms", 1}}};

int run(const std::vector<std::string>& args) {
  keepBuffersInHeap();
  bool json = false;
  bool stages = false;
  std::optional<std::string> debugDir;
  std::optional<std::array<cv::Point2f, 4>> corners;
  std::optional<calibration::Profile> profile;
  auto parsed = ArgParser("detect", kHelp)
                    .flag({"--json"}, [&] { json = true; })
                    .flag({"--stages"}, [&] { stages = true; })
                    .option({"--profile"},
                            [&](const std::string& v) { profile = calibration::loadProfile(v); })
                    .option({"--debug"}, [&](const std::string& v) { debugDir = v; })
                    .option({"--corners"}, [&](const std::string& v) { corners = parseCorners(v); })
                    .parse(args);
  if (parsed.exitStatus) return *parsed.exitStatus;
  const std::vector<std::string>& images = parsed.positional;
  if (images.empty()) {
    std::cerr << "c6rec detect: no image given\n" << kHelp;
    return 2;
  }

  bool allFound = true;
  for (const auto& path : images) {
    cv::Mat image = cv::imread(path, cv::IMREAD_COLOR);
    if (image.empty()) {
      std::cerr << "c6rec detect: cannot read image '" << path
                << "' (missing, or not an image format OpenCV reads)\n";
      allFound = false;
      if (json) {
        Json j;
        j["image"] = path;
        j["found"] = false;
        j["corners"] = nullptr;
        j["board"] = nullptr;
        j["confidence"] = nullptr;
        j["ms"] = nullptr;
        j["error"] = "unreadable image";
        std::cout << jsonLine(j) << "\n";
      }
      continue;
    }
    std::optional<std::array<cv::Point2f, 4>> given = corners;
    if (profile) {
      try {
        profile->checkFrameSize(image.size());
      } catch (const calibration::ProfileError& e) {
        std::cerr << "c6rec detect: " << e.what() << " ('" << path << "')\n";
        return 2;
      }
      if (profile->camera && profile->camera->valid()) image = profile->camera->undistort(image);
      if (!given && profile->corners) given = profile->corners;
    }
    vision::Detection d = vision::detectBoard(image, given);
    allFound = allFound && d.location.has_value();
    std::vector<std::uint8_t> covered;
    if (d.location && d.stones) covered = vision::coveredPoints(image, *d.location, *d.stones);
    if (debugDir) writeOverlay(*debugDir, path, image, d, covered.empty() ? nullptr : &covered);
    if (json) {
      Json j;
      j["image"] = path;
      j["found"] = d.location.has_value();
      if (d.location && d.stones) {
        Json cs = Json::array();
        for (const auto& c : d.location->corners)
          cs.push_back({static_cast<double>(c.x), static_cast<double>(c.y)});
        j["corners"] = cs;
        j["board"] = boardRows(*d.stones);
        j["confidence"] = static_cast<double>(d.stones->minConfidence());
      } else {
        j["corners"] = nullptr;
        j["board"] = nullptr;
        j["confidence"] = nullptr;
      }
      j["ms"] = d.ms;
      if (d.location) {
        j["quality"] = d.location->quality;
        j["location_confidence"] = d.location->confidence;
      } else if (!d.trace.rejection.empty()) {
        j["reason"] = d.trace.rejection;
      }
      j["covered"] =
          d.location && d.stones ? Json(coveredNames(covered, d.stones->size)) : Json(nullptr);
      if (stages) {
        j["stages"] = Json::array();
        for (const auto& [stage, ms] : d.trace.stageMs)
          j["stages"].push_back({{"stage", stage}, {"ms", ms}});
      }
      std::cout << jsonLine(j, kDetectJson) << "\n";
    } else {
      if (stages) {
        std::cerr << "stages of '" << path << "' (ms):";
        for (const auto& [stage, ms] : d.trace.stageMs)
          std::cerr << " " << stage << " " << ms << ";";
        std::cerr << "\n";
      }
      if (images.size() > 1) std::cout << "# " << path << "\n";
      if (d.location && d.stones) {
        for (const auto& row : boardRows(*d.stones)) std::cout << row << "\n";
      } else {
        std::cerr << "c6rec detect: no board found in '" << path << "'"
                  << (d.trace.rejection.empty() ? "" : " (" + d.trace.rejection + ")") << "\n";
      }
    }
  }
  return allFound ? 0 : 1;
}

const bool registered =
    registerCommand({"detect", "find the board and read the stones in photos", run});

}  // namespace
}  // namespace c6::ui::cli
