#pragma once
#include <string>
#include <string_view>

#include "ui/recorder/recorder_event.h"

namespace c6::ui {

// The journal's first format, "c6journal 1": "<kind> key=value ..." with %-escaped values. Read
// only, so recordings journalled by older versions still resume; the one place that knows its
// syntax. The line becomes the same JSON object a "c6journal 2" line holds (kinds, field names and
// defaults of the older versions mapped), read by recorderEventFromJson. Throws JournalError naming
// `where` and the field.
RecorderEvent recorderEventFromV1Line(std::string_view line, const std::string& where,
                                      int boardSize);

}  // namespace c6::ui
