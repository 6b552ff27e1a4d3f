// libFuzzer target for the calibration profile reader: any input loads or throws ProfileError, and
// never allocates from an unchecked count (a 502-byte profile once asked for 7.9 GB). A mutated
// file almost never keeps its checksum, so inputs starting with '#' are taken as the archive body
// and given a valid header: that reaches the Boost archive reader behind the checksum.
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>

#include "calibration/profile.h"

using namespace c6::calibration;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string text(reinterpret_cast<const char*>(data), size);
  if (!text.empty() && text[0] == '#') text = profileFileText(text.substr(1));
  std::istringstream in(text);
  try {
    const Profile p = loadProfile(in, "fuzz.profile");
    std::ostringstream out;
    saveProfile(p, out);
    std::istringstream back(out.str());
    loadProfile(back, "rewritten");
  } catch (const ProfileError&) {
  }
  return 0;
}
