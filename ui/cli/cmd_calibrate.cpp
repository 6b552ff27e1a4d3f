// c6rec calibrate: camera intrinsics and lens distortion from photos of a printed chessboard, saved
// as a profile that `detect --profile` and the app load.
#include <cstdio>
#include <iostream>
#include <opencv2/imgcodecs.hpp>
#include <string>
#include <vector>

#include "calibration/camera_model.h"
#include "calibration/profile.h"
#include "ui/cli/arg_parser.h"
#include "ui/cli/command.h"

namespace c6::ui::cli {
namespace {

constexpr const char* kHelp =
    "usage: c6rec calibrate --chessboard WxH [--square MM] -o PROFILE IMAGE...\n"
    "\n"
    "Calibrates the camera (intrinsics and lens distortion) from photos of a flat printed "
    "chessboard\n"
    "and writes a profile holding the camera model and the frame size.\n"
    "\n"
    "  --chessboard WxH  inner corners per row and column (a board of 10x7 squares has 9x6)\n"
    "  --square MM       side of one square (default 25; only scales the board, not the result)\n"
    "  -o PROFILE        profile file to write\n"
    "  IMAGE...          at least 3 photos of the same size, the board seen from different angles\n"
    "\n"
    "Exit status: 0 calibrated and saved; 1 too few usable views or calibration failed;\n"
    "2 bad arguments or unreadable images.\n";

bool parseSize(const std::string& text, cv::Size& out) {
  int w = 0, h = 0;
  char x = 0, extra = 0;
  if (std::sscanf(text.c_str(), "%d%c%d%c", &w, &x, &h, &extra) != 3 || (x != 'x' && x != 'X'))
    return false;
  if (w < 2 || h < 2) return false;
  out = {w, h};
  return true;
}

int run(const std::vector<std::string>& args) {
  cv::Size inner;
  double square = 25.0;
  std::string output;
  auto parsed =
      ArgParser("calibrate", kHelp)
          .option({"--chessboard"},
                  [&](const std::string& v) {
                    if (!parseSize(v, inner))
                      throw std::invalid_argument("needs WxH inner corners, e.g. 9x6");
                  })
          .option({"--square"},
                  [&](const std::string& v) {
                    square = parseNumber(v);
                    if (!(square > 0))
                      throw std::invalid_argument("needs a positive number of millimetres");
                  })
          .option({"-o", "--output"}, output)
          .parse(args);
  if (parsed.exitStatus) return *parsed.exitStatus;
  const std::vector<std::string>& images = parsed.positional;
  if (inner.area() == 0 || output.empty() || images.empty()) {
    std::cerr << kHelp;
    return 2;
  }

  cv::Size imageSize;
  std::vector<std::vector<cv::Point2f>> views;
  for (const auto& path : images) {
    cv::Mat img = cv::imread(path, cv::IMREAD_GRAYSCALE);
    if (img.empty()) {
      std::cerr << "c6rec calibrate: cannot read image " << path << "\n";
      return 2;
    }
    if (imageSize.area() == 0) imageSize = img.size();
    if (img.size() != imageSize) {
      std::cerr << "c6rec calibrate: " << path << " is " << img.cols << "x" << img.rows
                << " but the first image is " << imageSize.width << "x" << imageSize.height
                << "; all views must come from one camera mode\n";
      return 2;
    }
    auto corners = calibration::findChessboard(img, inner);
    std::cout << path << ": " << (corners.empty() ? "chessboard not found" : "chessboard found")
              << "\n";
    if (!corners.empty()) views.push_back(std::move(corners));
  }

  calibration::Profile profile;
  try {
    profile.camera = calibration::calibrateFromViews(views, imageSize, inner, square);
  } catch (const calibration::CalibrationError& e) {
    std::cerr << "c6rec calibrate: " << e.what() << "\n";
    return 1;
  }
  profile.imageSize = imageSize;
  calibration::saveProfile(profile, output);
  const auto& cam = *profile.camera;
  std::cout << "views used: " << cam.viewsUsed << " of " << images.size() << "\n"
            << "rms reprojection error: " << cam.rmsError << " px\n"
            << "focal: " << cam.cameraMatrix(0, 0) << " " << cam.cameraMatrix(1, 1)
            << " px, centre: " << cam.cameraMatrix(0, 2) << " " << cam.cameraMatrix(1, 2) << "\n"
            << "distortion:";
  for (double d : cam.distortion) std::cout << " " << d;
  std::cout << "\nprofile written to " << output << "\n";
  return 0;
}

const bool registered = registerCommand(
    {"calibrate", "camera intrinsics and lens distortion from chessboard photos -> profile", &run});

}  // namespace
}  // namespace c6::ui::cli
