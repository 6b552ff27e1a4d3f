#include "calibration/profile.h"

#include <boost/archive/archive_exception.hpp>
#include <boost/archive/text_iarchive.hpp>
#include <boost/archive/text_oarchive.hpp>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <sstream>

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
  }
  if (p.corners)
    for (const auto& c : *p.corners)
      if (!finite(c.x) || !finite(c.y)) fail(name, "board corner is not a finite pixel position");
  const int side = static_cast<int>(p.blackSide);
  if (side < 0 || side > 4)
    fail(name, "black side " + std::to_string(side) + " is not one of 0..4");
  for (const auto* stats : {&p.board, &p.black, &p.white})
    if (*stats)
      for (int i = 0; i < 3; ++i)
        if (!finite((*stats)->mean[i]) || !finite((*stats)->stddev[i]) || (*stats)->samples < 0)
          fail(name, "colour statistics are not finite");
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
