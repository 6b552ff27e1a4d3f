#pragma once
#include <stdexcept>

namespace c6::ui {

// A journal file that cannot be read (names the file and line, and the field when one is wrong).
struct JournalError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

}  // namespace c6::ui
