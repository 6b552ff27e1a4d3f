// libFuzzer target for the journal's line reader (Journal::tryParse, what Journal::read applies to
// every line): garbage is refused, never a crash; what parses formats back to a line that parses to
// the same entry.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "ui/recorder/journal.h"

using c6::ui::Journal;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  while (!text.empty()) {
    const std::size_t end = text.find('\n');
    const std::string_view line = text.substr(0, end);
    if (auto entry = Journal::tryParse(line)) {
      std::string formatted = Journal::format(*entry);
      if (!formatted.empty() && formatted.back() == '\n') formatted.pop_back();
      auto again = Journal::tryParse(formatted);
      if (!again || !(*again == *entry)) __builtin_trap();
    }
    if (end == std::string_view::npos) break;
    text.remove_prefix(end + 1);
  }
  return 0;
}
