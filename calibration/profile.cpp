#include "calibration/profile.h"

#include <algorithm>
#include <boost/archive/archive_exception.hpp>
#include <boost/archive/text_iarchive.hpp>
#include <boost/archive/text_oarchive.hpp>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <opencv2/imgproc.hpp>
#include <sstream>
#include <vector>

#include "calibration/profile_serialization.h"

namespace c6::calibration {

namespace {

// First line of every profile: tells a profile from any other file before anything is parsed.
constexpr const char* kMagic = "c6cam-profile";

std::uint64_t fnv1a(const std::string& data) {
  std::uint64_t h = 14695981039346656037ull;
  for (unsigned char c : data) {
    h ^= c;
    h *= 1099511628211ull;
  }
  return h;
}

[[noreturn]] void fail(const std::string& name, const std::string& problem) {
  throw ProfileError("profile '" + name + "': " + problem);
}

bool finite(double v) {
  return std::isfinite(v);
}

// Finite but absurd values (focal length 1e308, distortion 1e308) load and then make every frame
// black or empty: the recorder would record nothing without saying why. The bounds are far outside
// any real lens: a focal length beyond 50 frame widths is a telescope, a distortion coefficient
// beyond 1000 folds the picture over itself.
constexpr double kMaxFocalInFrames = 50.0;
constexpr double kMaxDistortion = 1000.0;

void checkCameraIsPlausible(const CameraModel& cam, const std::string& name) {
  const double side = std::max(cam.imageSize.width, cam.imageSize.height);
  const cv::Matx33d& k = cam.cameraMatrix;
  if (k(0, 0) > kMaxFocalInFrames * side || k(1, 1) > kMaxFocalInFrames * side)
    fail(name, "focal length is more than " + std::to_string(int(kMaxFocalInFrames)) +
                   " frame widths (not a camera)");
  if (k(0, 2) < 0 || k(0, 2) > cam.imageSize.width || k(1, 2) < 0 || k(1, 2) > cam.imageSize.height)
    fail(name, "the lens centre lies outside the frame");
  for (double d : cam.distortion)
    if (std::abs(d) > kMaxDistortion) fail(name, "a distortion coefficient is beyond +-1000");
}

// The board must be in the picture: corners beyond a tenth of the frame outside it, or a board
// that is not a convex quadrilateral of some size, are a wrong or hand-made file.
void checkCornersArePlausible(const std::array<cv::Point2f, 4>& corners, cv::Size frame,
                              const std::string& name) {
  const double mx = 0.1 * frame.width, my = 0.1 * frame.height;
  for (const auto& c : corners)
    if (c.x < -mx || c.x > frame.width + mx || c.y < -my || c.y > frame.height + my)
      fail(name, "a board corner lies outside the " + std::to_string(frame.width) + "x" +
                     std::to_string(frame.height) + " frame");
  std::vector<cv::Point2f> quad(corners.begin(), corners.end());
  const double minArea = 0.002 * frame.area();
  if (!cv::isContourConvex(quad) || std::abs(cv::contourArea(quad)) < minArea)
    fail(name, "the board corners do not make a board (not a convex quadrilateral of some size)");
}

// Values that parse but cannot be right (a hand-edited or damaged-but-checksummed file).
void validate(const Profile& p, const std::string& name) {
  if (p.imageSize.width <= 0 || p.imageSize.height <= 0 || p.imageSize.width > 100000 ||
      p.imageSize.height > 100000)
    fail(name, "image size " + std::to_string(p.imageSize.width) + "x" +
                   std::to_string(p.imageSize.height) + " is not a valid frame size");
  if (p.boardSize < 5 || p.boardSize > 25)
    fail(name, "board size " + std::to_string(p.boardSize) + " is outside 5..25");
  if (p.camera) {
    if (!p.camera->valid()) fail(name, "camera matrix or distortion is not finite/positive");
    if (p.camera->imageSize != p.imageSize)
      fail(name, "camera was calibrated for another frame size than the profile's");
    const std::size_t n = p.camera->distortion.size();
    if (n != 0 && n != 4 && n != 5 && n != 8 && n != 12 && n != 14)
      fail(name,
           "distortion has " + std::to_string(n) + " coefficients (expected 0, 4, 5, 8, 12 or 14)");
    checkCameraIsPlausible(*p.camera, name);
  }
  if (p.corners) {
    for (const auto& c : *p.corners)
      if (!finite(c.x) || !finite(c.y)) fail(name, "board corner is not a finite pixel position");
    checkCornersArePlausible(*p.corners, p.imageSize, name);
  }
  const int side = static_cast<int>(p.blackSide);
  if (side < 0 || side > 4)
    fail(name, "black side " + std::to_string(side) + " is not one of 0..4");
  for (const auto* stats : {&p.board, &p.black, &p.white})
    if (*stats)
      for (int i = 0; i < 3; ++i)
        if (!finite((*stats)->mean[i]) || !finite((*stats)->stddev[i]) || (*stats)->samples < 0)
          fail(name, "colour statistics are not finite");
        else if ((*stats)->mean[i] < 0 || (*stats)->mean[i] > 255 || (*stats)->stddev[i] < 0 ||
                 (*stats)->stddev[i] > 255)
          fail(name, "colour statistics are outside 0..255 (a mean or a deviation)");
}

}  // namespace

void Profile::checkFrameSize(cv::Size frameSize) const {
  if (frameSize == imageSize) return;
  std::ostringstream msg;
  msg << "profile '" << (source.empty() ? "(in memory)" : source) << "' was made for "
      << imageSize.width << "x" << imageSize.height << " frames, but the frames are "
      << frameSize.width << "x" << frameSize.height;
  throw ProfileError(msg.str());
}

void saveProfile(const Profile& profile, std::ostream& out) {
  validate(profile, profile.source.empty() ? "(being saved)" : profile.source);
  std::ostringstream payload;
  {
    boost::archive::text_oarchive ar(payload);
    ar << profile;
  }
  out << profileFileText(payload.str());
}

std::string profileFileText(const std::string& body) {
  std::ostringstream out;
  out << kMagic << "\n"
      << body.size() << " " << std::hex << std::setw(16) << std::setfill('0') << fnv1a(body)
      << std::dec << "\n"
      << body;
  return out.str();
}

void saveProfile(const Profile& profile, const std::string& path) {
  const std::string tmp = path + ".tmp";
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    if (!out) fail(path, "cannot open for writing");
    saveProfile(profile, out);
    out.flush();
    if (!out) fail(path, "write failed");
  }
  std::error_code ec;
  std::filesystem::rename(tmp, path, ec);
  if (ec) fail(path, "cannot replace the file: " + ec.message());
}

Profile loadProfile(std::istream& in, const std::string& name) {
  std::string magic;
  if (!std::getline(in, magic)) fail(name, "empty file (expected a c6cam profile)");
  if (magic != kMagic)
    fail(name, "not a c6cam profile (first line is not '" + std::string(kMagic) + "')");
  std::string header;
  if (!std::getline(in, header)) fail(name, "truncated: the length/checksum line is missing");
  std::istringstream hs(header);
  std::size_t length = 0;
  std::string sum;
  if (!(hs >> length >> sum) || sum.size() != 16)
    fail(name, "damaged length/checksum line '" + header + "'");
  std::string body((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (body.size() < length)
    fail(name,
         "truncated: " + std::to_string(body.size()) + " of " + std::to_string(length) + " bytes");
  if (body.size() > length) fail(name, "unexpected data after the profile");
  std::ostringstream expected;
  expected << std::hex << std::setw(16) << std::setfill('0') << fnv1a(body);
  if (expected.str() != sum) fail(name, "checksum mismatch (the file is damaged)");

  // Boost reads its signature as a length-prefixed string and allocates that length unchecked (the
  // fuzzer found 200 GB asked for); every archive Boost writes starts with exactly this.
  if (body.rfind("22 serialization::archive ", 0) != 0)
    fail(name, "unreadable contents: not a Boost text archive");
  Profile p;
  try {
    std::istringstream payload(body);
    boost::archive::text_iarchive ar(payload);
    ar >> p;
  } catch (const boost::archive::archive_exception& e) {
    fail(name, std::string("unreadable contents: ") + e.what());
  } catch (const std::exception& e) {
    fail(name, std::string("unreadable contents: ") + e.what());
  }
  validate(p, name);
  p.source = name;
  return p;
}

Profile loadProfile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) fail(path, "cannot open the file");
  return loadProfile(in, path);
}

}  // namespace c6::calibration
