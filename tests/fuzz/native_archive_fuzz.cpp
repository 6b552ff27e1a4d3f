// libFuzzer target for the .c6a reader: any input parses or throws RecordError, never crashes,
// hangs or allocates without bound; what parses writes back to the same bytes' meaning and reads
// again.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "core/native_archive.h"
#include "core/record_error.h"
#include "core/replay.h"

using namespace c6::core;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  try {
    const GameRecord record = parseNativeArchive(bytes, "fuzz.c6a");
    replay(record);
    const std::string again = nativeArchiveString(record);
    if (nativeArchiveString(parseNativeArchive(again, "rewritten")) != again) __builtin_trap();
  } catch (const RecordError&) {
  }
  return 0;
}
