#include "ui/cli/detect_common.h"

#include <algorithm>
#include <filesystem>
#include <opencv2/imgcodecs.hpp>
#include <sstream>
#include <stdexcept>

#include "vision/board_view.h"
#include "vision/debug_overlay.h"

namespace c6::ui::cli {

std::vector<std::string> boardRows(const vision::StoneReading& stones) {
  std::vector<std::string> rows;
  for (int y = 0; y < stones.size; ++y) {
    std::string row;
    for (int x = 0; x < stones.size; ++x) {
      core::Seen s = stones.at(x, y);
      row += s == core::Seen::Black ? 'X' : s == core::Seen::White ? 'O' : '.';
    }
    rows.push_back(row);
  }
  return rows;
}

std::array<cv::Point2f, 4> parseCorners(const std::string& text) {
  std::istringstream in(text);
  std::array<cv::Point2f, 4> out;
  std::string item;
  int n = 0;
  while (in >> item) {
    if (n == 4)
      throw std::invalid_argument("--corners: expected 4 points \"x,y x,y x,y x,y\", got more");
    auto comma = item.find(',');
    try {
      if (comma == std::string::npos) throw std::invalid_argument("no comma");
      std::size_t used = 0;
      float x = std::stof(item.substr(0, comma), &used);
      if (used != comma) throw std::invalid_argument("junk");
      std::string ys = item.substr(comma + 1);
      float y = std::stof(ys, &used);
      if (used != ys.size()) throw std::invalid_argument("junk");
      out[static_cast<std::size_t>(n++)] = {x, y};
    } catch (const std::exception&) {
      throw std::invalid_argument("--corners: point " + std::to_string(n + 1) + " '" + item +
                                  "' is not of the form x,y");
    }
  }
  if (n != 4)
    throw std::invalid_argument("--corners: expected 4 points \"x,y x,y x,y x,y\", got " +
                                std::to_string(n));
  return out;
}

std::vector<std::string> coveredNames(const std::vector<std::uint8_t>& covered, int size) {
  std::vector<core::Point> points;
  for (int y = 0; y < size; ++y)
    for (int x = 0; x < size; ++x)
      if (covered[static_cast<std::size_t>(y * size + x)])
        points.push_back(vision::recordPoint(x, y, size));
  std::sort(points.begin(), points.end(), [](core::Point a, core::Point b) {
    return a.row != b.row ? a.row < b.row : a.col < b.col;
  });
  std::vector<std::string> names;
  for (core::Point p : points) names.push_back(core::toString(p));
  return names;
}

std::string writeOverlay(const std::string& dir, const std::string& imagePath, const cv::Mat& image,
                         const vision::Detection& detection,
                         const std::vector<std::uint8_t>* covered) {
  std::filesystem::create_directories(dir);
  std::filesystem::path in(imagePath);
  // Sets reuse file names (000.jpg in several folders): keep the parent folder in the name.
  std::string name = in.parent_path().filename().string();
  name = (name.empty() ? "" : name + "_") + in.stem().string() + ".png";
  std::string out = (std::filesystem::path(dir) / name).string();
  cv::Mat overlay = vision::drawDetectionOverlay(
      image, detection.location, detection.stones,
      detection.location && detection.trace.segments.empty() ? nullptr : &detection.trace, covered);
  if (!cv::imwrite(out, overlay)) throw std::runtime_error("cannot write debug overlay " + out);
  return out;
}

}  // namespace c6::ui::cli
