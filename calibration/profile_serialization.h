#pragma once
// Boost.Serialization of the profile and the OpenCV values in it. Versioned: bump the version of a
// type when its fields change and keep reading the old layout in `serialize`.
#include <boost/serialization/array.hpp>
#include <boost/serialization/split_free.hpp>
#include <boost/serialization/string.hpp>
#include <boost/serialization/vector.hpp>
#include <boost/serialization/version.hpp>
#include <utility>

#include "calibration/profile.h"

namespace c6::calibration {
inline constexpr unsigned kProfileFormatVersion = 1;
}

namespace boost::serialization {

// std::optional (Boost 1.74 only knows boost::optional): a presence flag, then the value.
template <class Archive, typename T>
void save(Archive& ar, const std::optional<T>& o, unsigned) {
  const bool present = o.has_value();
  ar << present;
  if (present) ar << *o;
}
template <class Archive, typename T>
void load(Archive& ar, std::optional<T>& o, unsigned) {
  bool present = false;
  ar >> present;
  if (!present) {
    o.reset();
    return;
  }
  T value{};
  ar >> value;
  o = std::move(value);
}
template <class Archive, typename T>
void serialize(Archive& ar, std::optional<T>& o, unsigned version) {
  split_free(ar, o, version);
}

template <class Archive>
void serialize(Archive& ar, cv::Size& s, unsigned) {
  ar& s.width& s.height;
}
template <class Archive>
void serialize(Archive& ar, cv::Point2f& p, unsigned) {
  ar& p.x& p.y;
}
template <class Archive, typename T, int m, int n>
void serialize(Archive& ar, cv::Matx<T, m, n>& mat, unsigned) {
  for (auto& v : mat.val) ar& v;
}
template <class Archive, typename T, int n>
void serialize(Archive& ar, cv::Vec<T, n>& vec, unsigned) {
  for (auto& v : vec.val) ar& v;
}
// The distortion count is checked before anything is allocated: Boost's vector loader reserves
// whatever count the file claims (a 502-byte profile once asked for 7.9 GB). Same layout as Boost's
// own vector of doubles (count, item version, items), so existing profiles still load.
inline constexpr std::size_t kMaxDistortion = 14;
template <class Archive>
void loadDistortion(Archive& ar, std::vector<double>& v) {
  collection_size_type count;
  ar >> count;
  if (library_version_type(3) < ar.get_library_version()) {
    item_version_type itemVersion(0);
    ar >> itemVersion;
  }
  const std::size_t n = std::as_const(count);
  if (n > kMaxDistortion)
    throw std::runtime_error("distortion has " + std::to_string(n) +
                             " coefficients (expected at most " + std::to_string(kMaxDistortion) +
                             ")");
  v.resize(n);
  for (double& d : v) ar >> d;
}
template <class Archive>
void serialize(Archive& ar, c6::calibration::CameraModel& c, unsigned) {
  ar& c.imageSize& c.cameraMatrix;
  if constexpr (Archive::is_loading::value)
    loadDistortion(ar, c.distortion);
  else
    ar& c.distortion;
  ar& c.rmsError& c.viewsUsed;
}
template <class Archive>
void serialize(Archive& ar, c6::calibration::ColourStats& s, unsigned) {
  ar& s.mean& s.stddev& s.samples;
}
template <class Archive>
void serialize(Archive& ar, c6::calibration::Profile& p, unsigned version) {
  // Boost reads a newer class version without complaint; an older program must refuse it.
  if (Archive::is_loading::value && version > c6::calibration::kProfileFormatVersion)
    throw std::runtime_error("format version " + std::to_string(version) +
                             " is newer than this program reads (" +
                             std::to_string(c6::calibration::kProfileFormatVersion) + ")");
  int side = static_cast<int>(p.blackSide);
  ar& p.imageSize& p.camera& p.boardSize& p.corners& side& p.board& p.black& p.white;
  p.blackSide = static_cast<c6::calibration::BlackSide>(side);
}

}  // namespace boost::serialization

BOOST_CLASS_VERSION(c6::calibration::Profile, c6::calibration::kProfileFormatVersion)
BOOST_CLASS_VERSION(c6::calibration::CameraModel, 1)
BOOST_CLASS_VERSION(c6::calibration::ColourStats, 1)
