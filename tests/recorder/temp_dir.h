#pragma once
// A fresh, empty folder under the system's temporary folder, unique to this test process.
#include <unistd.h>

#include <filesystem>
#include <string>

namespace c6::test {

inline std::filesystem::path freshTempDir(const std::string& name) {
  namespace fs = std::filesystem;
  fs::path d = fs::temp_directory_path() / ("c6_" + name + "_" + std::to_string(::getpid()));
  fs::remove_all(d);
  fs::create_directories(d);
  return d;
}

}  // namespace c6::test
