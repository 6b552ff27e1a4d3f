// libFuzzer target for the readers of the Connect6 community's other formats (issue 16): the CCGC
// record (UTF-8 or GBK), the CSV archive and detection by content. Any input must parse or throw
// RecordError, never crash or hang; what parses must replay, and CCGC must read back what it wrote.
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string_view>

#include "core/ccgc_record.h"
#include "core/csv_archive.h"
#include "core/record_detect.h"
#include "core/replay.h"

using namespace c6::core;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  try {
    GameRecord r = parseCcgc(text, "fuzz");
    replay(r);
    try {
      GameRecord again = parseCcgc(ccgcString(r), "rewritten");
      if (again.turns.size() != r.turns.size()) __builtin_trap();
    } catch (const std::invalid_argument&) {
      // what CCGC cannot hold is refused, not crashed on
    }
  } catch (const RecordError& e) {
    if (e.partial()) replay(*e.partial());
  }
  try {
    for (const auto& g : parseCsvArchive(text, "fuzz"))
      if (g.record) replay(*g.record);
  } catch (const RecordError&) {
  }
  detectRecordContent(text);
  return 0;
}
