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
  // One input is one line, as Journal::read hands them over: the readers keep no state between
  // lines, and every refused line throws, which under ASan costs two syscalls. Inputs of many lines
  // ran at 700 per second; one line each lets a long run reach its 10 M executions.
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const std::size_t end = text.find('\n');
  if (end != std::string_view::npos && end + 1 < text.size()) return -1;  // not kept in the corpus
  const std::string_view line = text.substr(0, end);
  // The board size the points are checked against (the start line's): 19 for a line with its
  // newline, 13 without.
  const int boardSize = end == std::string_view::npos ? 13 : 19;
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
  return 0;
}
