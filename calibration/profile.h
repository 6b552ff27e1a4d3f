#pragma once
#include <array>
#include <iosfwd>
#include <opencv2/core.hpp>
#include <optional>
#include <stdexcept>
#include <string>

#include "calibration/camera_model.h"

namespace c6::calibration {

// Mean and spread of one class of pixels (BGR, 0..255), e.g. the board's wood or the black stones.
struct ColourStats {
  cv::Vec3d mean;
  cv::Vec3d stddev;
  int samples = 0;
};

// Which image edge Black sits at; decides how image rows and columns map to the record's points.
enum class BlackSide : int { Unknown = 0, Top = 1, Right = 2, Bottom = 3, Left = 4 };

// Everything one camera set-up needs to read a board without searching: the lens, where the board
// lies, its orientation and its colours. Saved with Boost.Serialization behind a magic header and a
// checksum, so a foreign, truncated or damaged file is refused instead of half-read.
struct Profile {
  cv::Size imageSize;                 // the frames this profile fits
  std::optional<CameraModel> camera;  // intrinsics + distortion when calibrated
  int boardSize = 19;
  std::optional<std::array<cv::Point2f, 4>> corners;  // row1col1, row1col19, row19col19, row19col1
  BlackSide blackSide = BlackSide::Unknown;
  std::optional<ColourStats> board, black, white;

  // Where the profile was loaded from ("" when made in memory); used in error messages.
  std::string source;

  // Throws ProfileError naming the file when frames of `frameSize` cannot use this profile.
  void checkFrameSize(cv::Size frameSize) const;
};

// A profile that cannot be used; the message names the file and the problem.
struct ProfileError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

void saveProfile(const Profile& profile, std::ostream& out);
// Writes atomically (temporary file + rename), so a crash never leaves half a profile.
void saveProfile(const Profile& profile, const std::string& path);
// `name` is used in messages (the path, or a description of the stream).
Profile loadProfile(std::istream& in, const std::string& name);
// A profile file around an archive body: the magic line, the body's length and checksum, the body.
// What saveProfile writes; tests and the fuzzer wrap hand-made bodies with it.
std::string profileFileText(const std::string& body);
Profile loadProfile(const std::string& path);

}  // namespace c6::calibration
