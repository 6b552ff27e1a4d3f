// libFuzzer target for the text record readers (SGF in both dialects, the move list): any input
// must either parse or throw RecordError, never crash, hang or leak; what parses must replay and
// write back.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "core/move_list.h"
#include "core/record_error.h"
#include "core/replay.h"
#include "core/sgf_record.h"

using namespace c6::core;

static void exercise(const GameRecord& record) {
  replay(record);
  if (record.options.boardSize <= 26) {
    // What a reader accepted, the writers must be able to write, and the readers to read again.
    GameRecord again = parseSgf(sgfString(record), "rewritten");
    if (again.turns.size() != record.turns.size()) __builtin_trap();
    parseMoveList(moveListString(record), "rewritten");
  }
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  try {
    exercise(parseSgf(text, "fuzz"));
  } catch (const RecordError& e) {
    if (e.partial()) replay(*e.partial());
  }
  try {
    exercise(parseMoveList(text, "fuzz"));
  } catch (const RecordError& e) {
    if (e.partial()) replay(*e.partial());
  }
  return 0;
}
