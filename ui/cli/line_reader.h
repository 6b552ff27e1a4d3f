#pragma once
#include <cstddef>
#include <istream>
#include <string>

namespace c6::ui {

// One line of at most `maxBytes` bytes (without its newline) from `in`. A longer line is read to
// its end without being kept (`tooLong` is set, `line` is empty), so a producer that never sends a
// newline costs no more memory than `maxBytes`. Returns false at the end of input with nothing
// read.
inline bool readLineAtMost(std::istream& in, std::string& line, std::size_t maxBytes,
                           bool& tooLong) {
  line.clear();
  tooLong = false;
  bool any = false;
  for (int c = in.get(); c != std::char_traits<char>::eof(); c = in.get()) {
    any = true;
    if (c == '\n') return true;
    if (tooLong) continue;
    if (line.size() == maxBytes) {
      tooLong = true;
      line.clear();
      line.shrink_to_fit();
      continue;
    }
    line.push_back(static_cast<char>(c));
  }
  return any;
}

}  // namespace c6::ui
