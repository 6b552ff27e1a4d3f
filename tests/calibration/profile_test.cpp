// Profiles round-trip exactly, and every kind of bad file is refused with a message naming it.
#include "calibration/profile.h"

#include <gtest/gtest.h>

#include <boost/archive/text_oarchive.hpp>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <sstream>

#include "calibration/profile_serialization.h"

namespace c6::calibration {
namespace {

Profile sampleProfile() {
  Profile p;
  p.imageSize = {1280, 720};
  CameraModel cam;
  cam.imageSize = p.imageSize;
  cam.cameraMatrix = cv::Matx33d(1000.5, 0, 640.25, 0, 1001.75, 359.5, 0, 0, 1);
  cam.distortion = {-0.21, 0.05, 0.001, -0.002, 0.0};
  cam.rmsError = 0.31;
  cam.viewsUsed = 12;
  p.camera = cam;
  p.boardSize = 19;
  p.corners = std::array<cv::Point2f, 4>{cv::Point2f(100.5f, 80.25f), cv::Point2f(1100, 82),
                                         cv::Point2f(1150, 700), cv::Point2f(60, 690)};
  p.blackSide = BlackSide::Bottom;
  p.board = ColourStats{{120, 160, 200}, {10, 11, 12}, 300};
  p.black = ColourStats{{20, 22, 25}, {5, 5, 6}, 40};
  return p;
}

std::string saved(const Profile& p) {
  std::ostringstream out;
  saveProfile(p, out);
  return out.str();
}

// Expects loading `text` to throw a ProfileError whose message names the file and contains `what`.
void expectRefused(const std::string& text, const std::string& what) {
  std::istringstream in(text);
  try {
    loadProfile(in, "cam.profile");
    ADD_FAILURE() << "accepted a bad profile (expected: " << what << ")";
  } catch (const ProfileError& e) {
    const std::string msg = e.what();
    EXPECT_NE(msg.find("cam.profile"), std::string::npos) << msg;
    EXPECT_NE(msg.find(what), std::string::npos) << msg;
  }
}

// A file with a correct header and checksum around arbitrary archive text.
std::string wrap(const std::string& body) {
  return profileFileText(body);
}

TEST(ProfileTest, RoundTripKeepsEveryField) {
  const Profile p = sampleProfile();
  std::istringstream in(saved(p));
  const Profile q = loadProfile(in, "mem");
  EXPECT_EQ(q.imageSize, p.imageSize);
  ASSERT_TRUE(q.camera);
  EXPECT_EQ(q.camera->cameraMatrix, p.camera->cameraMatrix);
  EXPECT_EQ(q.camera->distortion, p.camera->distortion);
  EXPECT_EQ(q.camera->viewsUsed, 12);
  EXPECT_EQ(q.boardSize, 19);
  ASSERT_TRUE(q.corners);
  EXPECT_EQ(*q.corners, *p.corners);
  EXPECT_EQ(q.blackSide, BlackSide::Bottom);
  ASSERT_TRUE(q.board && q.black);
  EXPECT_EQ(q.board->mean, p.board->mean);
  EXPECT_EQ(q.black->samples, 40);
  EXPECT_FALSE(q.white);
  EXPECT_EQ(q.source, "mem");
}

TEST(ProfileTest, RoundTripThroughAFile) {
  const auto path = (std::filesystem::temp_directory_path() / "c6_profile_test.profile").string();
  saveProfile(sampleProfile(), path);
  const Profile q = loadProfile(path);
  EXPECT_EQ(q.source, path);
  EXPECT_EQ(*q.corners, *sampleProfile().corners);
  EXPECT_FALSE(std::filesystem::exists(path + ".tmp"));
  std::filesystem::remove(path);
}

TEST(ProfileTest, MissingFileIsNamed) {
  try {
    loadProfile(std::string("/nonexistent/dir/x.profile"));
    ADD_FAILURE() << "loaded a missing file";
  } catch (const ProfileError& e) {
    EXPECT_NE(std::string(e.what()).find("/nonexistent/dir/x.profile"), std::string::npos);
  }
}

TEST(ProfileTest, WrongFileTypesAreRefused) {
  expectRefused("", "empty");
  expectRefused("{\"corners\": [[1,2]]}\n", "not a c6cam profile");
  expectRefused("\x89PNG\r\n\x1a\n....", "not a c6cam profile");
  expectRefused("c6cam-profile\n", "truncated");
  expectRefused("c6cam-profile\nhello\n", "length/checksum");
}

TEST(ProfileTest, EveryTruncationIsRefused) {
  const std::string full = saved(sampleProfile());
  for (std::size_t len = 0; len < full.size(); ++len) {
    std::istringstream in(full.substr(0, len));
    EXPECT_THROW(loadProfile(in, "cam.profile"), ProfileError)
        << "truncated to " << len << " bytes";
  }
  expectRefused(full + "extra", "unexpected data");
}

TEST(ProfileTest, EveryFlippedByteIsRefused) {
  const std::string full = saved(sampleProfile());
  const std::size_t bodyStart = full.find('\n', full.find('\n') + 1) + 1;
  for (std::size_t i = bodyStart; i < full.size(); ++i) {
    std::string bad = full;
    bad[i] = static_cast<char>(bad[i] ^ 0x04);
    std::istringstream in(bad);
    EXPECT_THROW(loadProfile(in, "cam.profile"), ProfileError) << "byte " << i << " flipped";
  }
  std::string bad = full;
  bad[bodyStart + 10] = static_cast<char>(bad[bodyStart + 10] ^ 0x01);
  expectRefused(bad, "checksum");
}

TEST(ProfileTest, GarbageWithAValidChecksumIsRefused) {
  expectRefused(wrap("22 serialization::archive 19 0 0 1280 720 hello"), "unreadable contents");
  expectRefused(wrap("this is not an archive"), "unreadable contents");
}

TEST(ProfileTest, ImpossibleValuesAreRefused) {
  auto archived = [](const Profile& p) {
    std::ostringstream out;
    {
      boost::archive::text_oarchive ar(out);
      ar << p;
    }
    return out.str();
  };
  Profile p = sampleProfile();
  p.imageSize = {0, 720};
  expectRefused(wrap(archived(p)), "image size");
  p = sampleProfile();
  p.boardSize = 400;
  expectRefused(wrap(archived(p)), "board size");
  p = sampleProfile();
  p.camera->cameraMatrix(0, 0) = -5.0;
  expectRefused(wrap(archived(p)), "camera matrix");
  p = sampleProfile();
  p.camera->distortion[1] = std::numeric_limits<double>::quiet_NaN();
  expectRefused(wrap(archived(p)), "");
  p = sampleProfile();
  p.camera->imageSize = {640, 480};
  expectRefused(wrap(archived(p)), "another frame size");
  p = sampleProfile();
  (*p.corners)[2].x = std::numeric_limits<float>::infinity();
  expectRefused(wrap(archived(p)), "");
  p = sampleProfile();
  p.blackSide = static_cast<BlackSide>(7);
  expectRefused(wrap(archived(p)), "black side");
}

// Finite but absurd values loaded silently and recorded 0 turns: each is refused, named.
TEST(ProfileTest, AbsurdButFiniteValuesAreRefused) {
  auto archived = [](const Profile& p) {
    std::ostringstream out;
    {
      boost::archive::text_oarchive ar(out);
      ar << p;
    }
    return out.str();
  };
  Profile p = sampleProfile();
  p.camera->cameraMatrix(0, 0) = 1e308;
  expectRefused(wrap(archived(p)), "focal length");
  p = sampleProfile();
  p.camera->distortion[0] = 1e308;
  expectRefused(wrap(archived(p)), "distortion coefficient");
  p = sampleProfile();
  p.camera->cameraMatrix(0, 2) = -40;
  expectRefused(wrap(archived(p)), "lens centre");
  p = sampleProfile();
  (*p.corners)[1].x = 100000;
  expectRefused(wrap(archived(p)), "board corner lies outside");
  p = sampleProfile();
  std::swap((*p.corners)[1], (*p.corners)[2]);  // a bow tie
  expectRefused(wrap(archived(p)), "do not make a board");
  p = sampleProfile();
  p.board->stddev[1] = -3;
  expectRefused(wrap(archived(p)), "colour statistics");
  // The sample itself, a real camera's values, loads.
  std::istringstream in(saved(sampleProfile()));
  EXPECT_NO_THROW(loadProfile(in, "cam.profile"));
}

TEST(ProfileTest, NewerFormatVersionIsRefused) {
  std::string body = saved(sampleProfile());
  body = body.substr(body.find('\n', body.find('\n') + 1) + 1);
  // The archive header is followed by the profile's class info "0 1" (tracking, version 1).
  const std::size_t at = body.find(" 0 1 ");
  ASSERT_NE(at, std::string::npos) << body;
  body.replace(at, 5, " 0 9 ");
  expectRefused(wrap(body), "newer than this program");
}

TEST(ProfileTest, MismatchedFrameSizeIsRefused) {
  std::istringstream in(saved(sampleProfile()));
  const Profile p = loadProfile(in, "studio.profile");
  EXPECT_NO_THROW(p.checkFrameSize({1280, 720}));
  try {
    p.checkFrameSize({640, 480});
    ADD_FAILURE() << "accepted 640x480 frames for a 1280x720 profile";
  } catch (const ProfileError& e) {
    const std::string msg = e.what();
    EXPECT_NE(msg.find("studio.profile"), std::string::npos) << msg;
    EXPECT_NE(msg.find("1280x720"), std::string::npos) << msg;
    EXPECT_NE(msg.find("640x480"), std::string::npos) << msg;
  }
}

}  // namespace
}  // namespace c6::calibration

namespace c6::calibration {

// A 502-byte profile once made the loader allocate 7.9 GB (Boost's vector loader trusts the count)
// and take 64 s before it was refused. The count is now checked before anything is allocated.
TEST(ProfileTest, AHugeDistortionCountIsRefusedBeforeAllocating) {
  Profile p = sampleProfile();
  p.camera->distortion = {0.25, 0.5};
  std::ostringstream out;
  {
    boost::archive::text_oarchive ar(out);
    ar << p;
  }
  std::string body = out.str();
  const std::size_t at = body.find(" 2 0 2.5");
  ASSERT_NE(at, std::string::npos) << body;
  body.replace(at, 4, " 987654321 0");
  expectRefused(wrap(body), "distortion has 987654321 coefficients");
  EXPECT_LT(body.size(), 1000u);  // a small file, not gigabytes
}

}  // namespace c6::calibration
