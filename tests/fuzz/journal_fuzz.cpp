// libFuzzer target for the journal's line readers (what Journal::read applies to every line): the
// current format's JSON objects (recorderEventFromJson) and the first format's key=value lines
// (recorderEventFromV1Line). Garbage is refused with a JournalError, never a crash; an event read
// prints as a line that reads back as an event printing the same line.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "ui/recorder/journal_v1.h"
#include "ui/recorder/recorder_event.h"

using namespace c6::ui;

namespace {

void checkPrintsStably(const RecorderEvent& event, int size) {
  const std::string line = journalLine(event);
  const Json json = Json::parse(line, nullptr, false);
  if (json.is_discarded()) __builtin_trap();
  try {
    if (journalLine(recorderEventFromJson(json, "again", size)) != line) __builtin_trap();
  } catch (const JournalError&) {
    __builtin_trap();
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  // The first byte picks the board size the points are checked against (the start line's).
  const int boardSize = size > 0 && data[0] % 2 ? 13 : 19;
  while (!text.empty()) {
    const std::size_t end = text.find('\n');
    const std::string_view line = text.substr(0, end);
    try {
      checkPrintsStably(recorderEventFromV1Line(line, "v1", boardSize), boardSize);
    } catch (const JournalError&) {
    }
    const Json json = Json::parse(line, nullptr, false);
    if (!json.is_discarded()) {
      try {
        checkPrintsStably(recorderEventFromJson(json, "v2", boardSize), boardSize);
      } catch (const JournalError&) {
      }
    }
    if (end == std::string_view::npos) break;
    text.remove_prefix(end + 1);
  }
  return 0;
}
